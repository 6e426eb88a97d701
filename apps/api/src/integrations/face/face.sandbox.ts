import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { type FaceDetection, type FaceDetector, FaceDetectorError, type FaceImageType } from './face.port.js';

/** Brightness statistics of a picture, on a 0–255 luma scale. */
export interface LumaStats {
  mean: number;
  deviation: number;
  /** Mean of the middle of the frame (the oval where the buyer is asked to put the face). */
  centre: number;
  /** Mean of the frame's edges. */
  edge: number;
}

/** Thresholds of the sandbox's decision, exported so tests and docs quote the same numbers. */
export const SANDBOX_FACE_RULES = {
  /** Mean luma under this: the picture is too dark to see a face. */
  minMean: 45,
  /** Luma deviation under this: a flat picture (a wall, a covered lens). */
  minDeviation: 12,
  /** The middle must differ from the edges by at least this much: something stands in front of the camera. */
  minCentreContrast: 18,
} as const;

function decode(image: Buffer, type: FaceImageType): { width: number; height: number; data: Uint8Array } {
  try {
    if (type === 'image/png') return PNG.sync.read(image);
    return jpeg.decode(image, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
  } catch (error) {
    throw new FaceDetectorError('face_provider_invalid_response', 'the picture cannot be read', {
      cause: error,
    });
  }
}

/** Luma statistics of RGBA pixels, sampled on a grid of at most about 64×64 points. */
export function lumaStats(width: number, height: number, rgba: Uint8Array): LumaStats {
  const step = Math.max(1, Math.floor(Math.max(width, height) / 64));
  let sum = 0;
  let squares = 0;
  let count = 0;
  let centreSum = 0;
  let centreCount = 0;
  let edgeSum = 0;
  let edgeCount = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      const luma = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
      sum += luma;
      squares += luma * luma;
      count += 1;
      const dx = (x / width - 0.5) / 0.25;
      const dy = (y / height - 0.5) / 0.32;
      if (dx * dx + dy * dy <= 1) {
        centreSum += luma;
        centreCount += 1;
      } else if (x < width * 0.12 || x > width * 0.88 || y < height * 0.1 || y > height * 0.9) {
        edgeSum += luma;
        edgeCount += 1;
      }
    }
  }
  const mean = sum / Math.max(1, count);
  return {
    mean,
    deviation: Math.sqrt(Math.max(0, squares / Math.max(1, count) - mean * mean)),
    centre: centreSum / Math.max(1, centreCount),
    edge: edgeSum / Math.max(1, edgeCount),
  };
}

/** The sandbox's decision from the statistics: dark, flat or empty pictures show no face. */
export function judgeLuma(stats: LumaStats): FaceDetection {
  if (stats.mean < SANDBOX_FACE_RULES.minMean) return { found: false, faces: 0, reason: 'too_dark' };
  if (stats.deviation < SANDBOX_FACE_RULES.minDeviation)
    return { found: false, faces: 0, reason: 'too_uniform' };
  const contrast = Math.abs(stats.centre - stats.edge);
  if (contrast < SANDBOX_FACE_RULES.minCentreContrast) return { found: false, faces: 0, reason: 'no_face' };
  return { found: true, faces: 1, confidence: Math.min(0.99, 0.5 + contrast / 200) };
}

/**
 * Behaves like the partner without leaving the machine: it decodes the picture and finds "a face"
 * only when the picture is bright enough, not flat, and something in the middle of the frame
 * stands out from its edges. The same picture always gets the same answer.
 */
export class SandboxFaceDetector implements FaceDetector {
  readonly name = 'sandbox';

  async detect(image: Buffer, type: FaceImageType): Promise<FaceDetection> {
    const { width, height, data } = decode(image, type);
    return judgeLuma(lumaStats(width, height, data));
  }
}
