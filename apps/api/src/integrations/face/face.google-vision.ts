import { type FaceDetection, type FaceDetector, FaceDetectorError } from './face.port.js';

/**
 * Adapter for the Google Cloud Vision protocol: `POST {base}/v1/images:annotate?key=…` with
 * `{ requests: [{ image: { content: <base64> }, features: [{ type: 'FACE_DETECTION', maxResults }] }] }`
 * answers `{ responses: [{ faceAnnotations: [{ detectionConfidence, underExposedLikelihood,
 * blurredLikelihood, … }] }] }`, or a per-image `error` object.
 */
export interface GoogleVisionOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Faces detected with less confidence are not counted. */
  minConfidence?: number;
}

export const GOOGLE_VISION_DEFAULT_BASE_URL = 'https://vision.googleapis.com/';

const UNUSABLE = new Set(['LIKELY', 'VERY_LIKELY']);

interface FaceAnnotation {
  detectionConfidence?: unknown;
  underExposedLikelihood?: unknown;
  blurredLikelihood?: unknown;
}

export class GoogleVisionFaceDetector implements FaceDetector {
  readonly name = 'google-vision';
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly minConfidence: number;

  constructor(private readonly options: GoogleVisionOptions) {
    const base = (options.baseUrl ?? GOOGLE_VISION_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.endpoint = `${base}/v1/images:annotate`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.minConfidence = options.minConfidence ?? 0.6;
  }

  async detect(image: Buffer): Promise<FaceDetection> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.endpoint}?key=${encodeURIComponent(this.options.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          requests: [
            {
              image: { content: image.toString('base64') },
              features: [{ type: 'FACE_DETECTION', maxResults: 5 }],
            },
          ],
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new FaceDetectorError('face_provider_unavailable', 'face detection partner unreachable', {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new FaceDetectorError(
        'face_provider_unavailable',
        `face detection partner answered ${response.status}`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new FaceDetectorError('face_provider_invalid_response', 'face detection answer is not JSON', {
        cause: error,
      });
    }
    const first = (body as { responses?: unknown }).responses;
    const result = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
    if (!result || typeof result !== 'object') {
      throw new FaceDetectorError('face_provider_invalid_response', 'face detection answer has no response');
    }
    if (result.error) {
      throw new FaceDetectorError('face_provider_invalid_response', 'face detection refused the picture');
    }
    const annotations = Array.isArray(result.faceAnnotations)
      ? (result.faceAnnotations as FaceAnnotation[])
      : [];
    const faces = annotations.filter(
      (face) =>
        typeof face.detectionConfidence === 'number' && face.detectionConfidence >= this.minConfidence,
    );
    if (faces.length > 1) return { found: false, faces: faces.length, reason: 'many_faces' };
    const [face] = faces;
    if (!face) return { found: false, faces: 0, reason: 'no_face' };
    if (UNUSABLE.has(String(face.underExposedLikelihood)))
      return { found: false, faces: 1, reason: 'too_dark' };
    if (UNUSABLE.has(String(face.blurredLikelihood)))
      return { found: false, faces: 1, reason: 'too_uniform' };
    return { found: true, faces: 1, confidence: face.detectionConfidence as number };
  }
}
