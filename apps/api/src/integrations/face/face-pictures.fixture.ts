import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Pictures for tests: a drawn head (a light oval with darker eyes and mouth on a darker
 * background), a dark frame, a flat grey frame and a busy picture with nothing in the middle.
 * Test support only.
 */
export type PictureKind = 'face' | 'dark' | 'flat' | 'no-face';

function luma(kind: PictureKind, x: number, y: number, width: number, height: number): number {
  const nx = x / width;
  const ny = y / height;
  if (kind === 'dark') return 12 + ((x + y) % 7);
  if (kind === 'flat') return 128;
  if (kind === 'no-face') return (Math.floor(nx * 8) + Math.floor(ny * 8)) % 2 === 0 ? 70 : 190;
  const dx = (nx - 0.5) / 0.22;
  const dy = (ny - 0.5) / 0.3;
  if (dx * dx + dy * dy > 1) return 70;
  const eye = (cx: number) => ((nx - cx) / 0.035) ** 2 + ((ny - 0.42) / 0.025) ** 2 <= 1;
  if (eye(0.43) || eye(0.57)) return 40;
  if (Math.abs(nx - 0.5) < 0.06 && Math.abs(ny - 0.62) < 0.012) return 90;
  return 205;
}

/** RGBA pixels of a picture. */
export function pictureRgba(kind: PictureKind, width = 160, height = 120): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = luma(kind, x, y, width, height);
      const i = (y * width + x) * 4;
      data[i] = Math.min(255, value + 12);
      data[i + 1] = value;
      data[i + 2] = Math.max(0, value - 10);
      data[i + 3] = 255;
    }
  }
  return data;
}

export function picturePng(kind: PictureKind, width = 160, height = 120): Buffer {
  const png = new PNG({ width, height });
  pictureRgba(kind, width, height).copy(png.data);
  return PNG.sync.write(png);
}

export function pictureJpeg(kind: PictureKind, width = 160, height = 120): Buffer {
  return jpeg.encode({ data: pictureRgba(kind, width, height), width, height }, 85).data;
}
