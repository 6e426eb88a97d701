import { GoogleVisionFaceDetector } from './face.google-vision.js';
import type { FaceDetector } from './face.port.js';
import { SandboxFaceDetector } from './face.sandbox.js';

/**
 * FACE_PROVIDER `sandbox` (default outside production) or `google-vision` with
 * GOOGLE_VISION_API_KEY (GOOGLE_VISION_BASE_URL, FACE_TIMEOUT_MS and FACE_MIN_CONFIDENCE optional).
 */
export type FaceConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'google-vision';
      apiKey: string;
      baseUrl?: string | undefined;
      timeoutMs?: number | undefined;
      minConfidence?: number | undefined;
    };

export function createFaceDetector(config: FaceConfig): FaceDetector {
  if (config.provider === 'google-vision') {
    return new GoogleVisionFaceDetector({
      apiKey: config.apiKey,
      ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
      ...(config.minConfidence !== undefined ? { minConfidence: config.minConfidence } : {}),
    });
  }
  return new SandboxFaceDetector();
}
