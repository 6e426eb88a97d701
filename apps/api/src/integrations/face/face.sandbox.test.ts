import { describe, expect, it } from 'vitest';
import { picturePng, pictureJpeg } from './face-pictures.fixture.js';
import { FaceImageError, MAX_FACE_IMAGE_BYTES, readFaceImage } from './face.port.js';
import { SandboxFaceDetector } from './face.sandbox.js';

const sandbox = new SandboxFaceDetector();

describe('sandbox face detection', () => {
  it('finds the face of a drawn head, in JPEG and PNG, every time', async () => {
    for (const bytes of [pictureJpeg('face'), picturePng('face')]) {
      const type = readFaceImage(bytes);
      const first = await sandbox.detect(bytes, type);
      expect(first).toMatchObject({ found: true, faces: 1 });
      await expect(sandbox.detect(bytes, type)).resolves.toEqual(first);
    }
  });

  it('finds no face in a dark frame, a flat one or a busy one with nothing in the middle', async () => {
    await expect(sandbox.detect(pictureJpeg('dark'), 'image/jpeg')).resolves.toEqual({
      found: false,
      faces: 0,
      reason: 'too_dark',
    });
    await expect(sandbox.detect(picturePng('flat'), 'image/png')).resolves.toMatchObject({
      found: false,
      reason: 'too_uniform',
    });
    await expect(sandbox.detect(picturePng('no-face'), 'image/png')).resolves.toMatchObject({
      found: false,
      reason: 'no_face',
    });
  });

  it('reads the type from the bytes and refuses other files, empty ones and big ones', () => {
    expect(readFaceImage(pictureJpeg('face'))).toBe('image/jpeg');
    expect(readFaceImage(picturePng('face'))).toBe('image/png');
    const pdf = Buffer.from('%PDF-1.7\n…');
    expect(() => readFaceImage(pdf)).toThrow(FaceImageError);
    expect(() => readFaceImage(Buffer.alloc(0))).toThrow('image_empty');
    const big = Buffer.concat([pictureJpeg('face'), Buffer.alloc(MAX_FACE_IMAGE_BYTES)]);
    expect(() => readFaceImage(big)).toThrow('image_too_large');
  });

  it('answers a broken picture as unreadable, not as a face', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(sandbox.detect(broken, 'image/jpeg')).rejects.toMatchObject({
      code: 'face_provider_invalid_response',
    });
  });
});
