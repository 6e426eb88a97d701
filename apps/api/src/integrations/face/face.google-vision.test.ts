import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from '../geocoding/fake-http-server.fixture.js';
import { createFaceDetector } from './face.factory.js';
import { pictureJpeg } from './face-pictures.fixture.js';
import { GoogleVisionFaceDetector } from './face.google-vision.js';

// A local stand-in for the Google Cloud Vision api, replaying its reply shapes.
let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const vision = () =>
  new GoogleVisionFaceDetector({ apiKey: 'vision-key', baseUrl: server.baseUrl, timeoutMs: 400 });
const face = (confidence: number, extra: Record<string, string> = {}) => ({
  boundingPoly: {
    vertices: [
      { x: 40, y: 20 },
      { x: 120, y: 20 },
      { x: 120, y: 110 },
      { x: 40, y: 110 },
    ],
  },
  detectionConfidence: confidence,
  joyLikelihood: 'VERY_UNLIKELY',
  underExposedLikelihood: 'VERY_UNLIKELY',
  blurredLikelihood: 'VERY_UNLIKELY',
  ...extra,
});
const picture = pictureJpeg('face');

describe('Google Cloud Vision face adapter', () => {
  it('sends the picture in base64 for FACE_DETECTION with the key, and finds one face', async () => {
    server.handle(() => ({ json: { responses: [{ faceAnnotations: [face(0.97)] }] } }));
    await expect(vision().detect(picture)).resolves.toEqual({ found: true, faces: 1, confidence: 0.97 });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/images:annotate');
    expect(request?.url.searchParams.get('key')).toBe('vision-key');
    expect(request?.body).toEqual({
      requests: [
        {
          image: { content: picture.toString('base64') },
          features: [{ type: 'FACE_DETECTION', maxResults: 5 }],
        },
      ],
    });
  });

  it('answers no face for an empty answer or faces it is not sure of, and refuses two people', async () => {
    server.handle(() => ({ json: { responses: [{}] } }));
    await expect(vision().detect(picture)).resolves.toEqual({ found: false, faces: 0, reason: 'no_face' });
    server.handle(() => ({ json: { responses: [{ faceAnnotations: [face(0.3)] }] } }));
    await expect(vision().detect(picture)).resolves.toMatchObject({ found: false, reason: 'no_face' });
    server.handle(() => ({ json: { responses: [{ faceAnnotations: [face(0.9), face(0.8)] }] } }));
    await expect(vision().detect(picture)).resolves.toEqual({ found: false, faces: 2, reason: 'many_faces' });
    server.handle(() => ({
      json: { responses: [{ faceAnnotations: [face(0.9, { underExposedLikelihood: 'VERY_LIKELY' })] }] },
    }));
    await expect(vision().detect(picture)).resolves.toMatchObject({ found: false, reason: 'too_dark' });
  });

  it('throws when the partner is down, slow, or answers something else', async () => {
    server.handle(() => ({ status: 503, text: 'unavailable' }));
    await expect(vision().detect(picture)).rejects.toMatchObject({ code: 'face_provider_unavailable' });
    server.handle(() => ({ json: { responses: [] }, delayMs: 1000 }));
    await expect(vision().detect(picture)).rejects.toMatchObject({ code: 'face_provider_unavailable' });
    server.handle(() => ({ text: '<html>maintenance</html>' }));
    await expect(vision().detect(picture)).rejects.toMatchObject({ code: 'face_provider_invalid_response' });
    server.handle(() => ({ json: { responses: [{ error: { code: 3, message: 'Bad image data.' } }] } }));
    await expect(vision().detect(picture)).rejects.toMatchObject({ code: 'face_provider_invalid_response' });
  });

  it('is chosen by configuration', async () => {
    server.handle(() => ({ json: { responses: [{ faceAnnotations: [face(0.9)] }] } }));
    const detector = createFaceDetector({ provider: 'google-vision', apiKey: 'k', baseUrl: server.baseUrl });
    expect(detector).toBeInstanceOf(GoogleVisionFaceDetector);
    await expect(detector.detect(picture, 'image/jpeg')).resolves.toMatchObject({ found: true });
  });
});
