/**
 * Face detection port (spec document 2 "Face: POST face/detect"): the anti-fraud selfie of an
 * order is sent to a partner that answers whether one face is in the picture. Adapters: the
 * sandbox (decides from the picture's pixels) and the Google Cloud Vision protocol.
 */

/** Largest selfie accepted: a phone photo re-encoded by the browser stays well below it. */
export const MAX_FACE_IMAGE_BYTES = 3 * 1024 * 1024;

export type FaceImageType = 'image/jpeg' | 'image/png';

/** Why a picture shows no usable face. */
export type FaceRefusal = 'no_face' | 'many_faces' | 'too_dark' | 'too_uniform';

export type FaceDetection =
  { found: true; faces: 1; confidence: number } | { found: false; faces: number; reason: FaceRefusal };

export interface FaceDetector {
  readonly name: string;
  /**
   * Whether exactly one face is in the picture. The bytes were already checked by
   * {@link readFaceImage}. Throws a FaceDetectorError when the partner cannot answer.
   */
  detect(image: Buffer, type: FaceImageType): Promise<FaceDetection>;
}

export class FaceDetectorError extends Error {
  override readonly name = 'FaceDetectorError';
  constructor(
    readonly code: 'face_provider_unavailable' | 'face_provider_invalid_response',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A picture refused before any partner sees it. */
export class FaceImageError extends Error {
  override readonly name = 'FaceImageError';
  constructor(readonly code: 'image_too_large' | 'image_type_refused' | 'image_empty') {
    super(code);
  }
}

/** The picture's type read from its first bytes (never from its name or the header sent with it). */
export function sniffFaceImage(bytes: Uint8Array): FaceImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/**
 * Checks a selfie before detection: not empty, at most {@link MAX_FACE_IMAGE_BYTES}, JPEG or PNG
 * by its content.
 *
 * @throws FaceImageError naming what is wrong.
 */
export function readFaceImage(bytes: Buffer, maxBytes = MAX_FACE_IMAGE_BYTES): FaceImageType {
  if (bytes.length === 0) throw new FaceImageError('image_empty');
  if (bytes.length > maxBytes) throw new FaceImageError('image_too_large');
  const type = sniffFaceImage(bytes);
  if (!type) throw new FaceImageError('image_type_refused');
  return type;
}
