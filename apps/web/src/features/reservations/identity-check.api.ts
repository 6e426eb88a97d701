import type { FaceDetectAnswer, OrderIdentityAnswer } from '@autohub/contract';
import { queryOptions } from '../../lib/query/query';
import { ApiError, apiRequest, messageForCode, postForm } from '../../lib/api/api-client';

export function identityQuery(orderId: string) {
  return queryOptions({
    queryKey: ['reservation-identity', orderId],
    queryFn: ({ signal }) => apiRequest<OrderIdentityAnswer>(`/reservations/${orderId}/identity`, { signal }),
  });
}

/**
 * Sends one selfie (`face/detect`). The api words its own refusals in the page's language (no face,
 * attempts used up, picture too large or not a picture): they are shown as they come.
 */
export async function sendSelfie(
  orderId: string,
  picture: Blob,
  fileName: string,
): Promise<FaceDetectAnswer> {
  const form = new FormData();
  form.append('file', picture, fileName);
  const answer = await postForm(`/reservations/${orderId}/face/detect`, form);
  const { response } = answer;
  const payload = answer.payload as FaceDetectAnswer | { code?: string; message?: string } | undefined;
  if (response.ok && payload && 'found' in payload) return payload;
  const code = payload && 'code' in payload && payload.code ? payload.code : 'generic';
  const worded = new Set([
    'selfie_attempts_exceeded',
    'selfie_unavailable',
    'files_too_large',
    'file_type_refused',
  ]);
  const text =
    worded.has(code) && payload && 'message' in payload && payload.message
      ? payload.message
      : await messageForCode(code);
  throw new ApiError(response.status, code, text);
}

export function saveQuiz(orderId: string, answers: Record<string, string>) {
  return apiRequest<OrderIdentityAnswer>(`/reservations/${orderId}/quiz/save`, {
    method: 'POST',
    body: { answers },
  });
}

export function answerQuiz(orderId: string, answers: Record<string, string>) {
  return apiRequest<OrderIdentityAnswer>(`/reservations/${orderId}/quiz-answers`, {
    method: 'POST',
    body: { answers },
  });
}
