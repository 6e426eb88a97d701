import type {
  AvailabilityAnswer,
  CampaignsAnswer,
  CancelAnswer,
  PaymentAnswer,
  PaymentBody,
  ReservationOrder,
  WelcomeKitAddress,
} from '@autohub/contract';
import { queryOptions } from '../../lib/query/query';
import { ApiError, apiRequest, messageForCode, postForm } from '../../lib/api/api-client';

/** A fresh idempotency key for one attempt: retries of the same attempt reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function campaignsQuery(brand: string, country: string) {
  return queryOptions({
    queryKey: ['reservation-campaigns', brand, country],
    queryFn: ({ signal }) =>
      apiRequest<CampaignsAnswer>('/reservations/campaigns', { query: { brand, country }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function availabilityQuery(params: {
  campaignId: string;
  mvsCode: string;
  year: number;
  state: string;
  colorCode?: string | undefined;
}) {
  return queryOptions({
    queryKey: ['reservation-availability', params],
    queryFn: ({ signal }) =>
      apiRequest<AvailabilityAnswer>('/reservations/availability', {
        query: { ...params, colorCode: params.colorCode || undefined },
        signal,
      }),
  });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ['reservation-order', id],
    queryFn: ({ signal }) => apiRequest<ReservationOrder>(`/reservations/${id}`, { signal }),
    // Pix and boleto are paid elsewhere: the page looks again now and then.
    refetchInterval: 5_000,
  });
}

export function preReserve(body: { campaignId: string; unitId: string; termsAccepted: true }, key: string) {
  return apiRequest<ReservationOrder>('/reservations/pre-reserve', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

export function payOrder(id: string, body: PaymentBody, key: string) {
  return apiRequest<PaymentAnswer>(`/reservations/${id}/payment`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

export function cancelOrder(id: string, reason: string, key: string) {
  return apiRequest<CancelAnswer>(`/reservations/${id}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    headers: { 'Idempotency-Key': key },
  });
}

export function saveWelcomeKit(id: string, address: WelcomeKitAddress) {
  return apiRequest<ReservationOrder>(`/reservations/${id}/welcome-kit`, { method: 'PUT', body: address });
}

/**
 * Sandbox bank: pays a Pix charge as the buyer's bank app would (sandbox gateway only); the charge
 * is named by our payment id, which the gateway keeps as its external reference.
 */
export function sandboxPayPix(paymentId: string) {
  return apiRequest<unknown>(`/payments/sandbox/pix/${encodeURIComponent(paymentId)}/pay`, {
    method: 'POST',
  });
}

/** Sends one document of the buyer (multipart); the api reads the file type from its bytes. */
export async function uploadOrderDocument(
  id: string,
  type: string,
  file: File,
): Promise<{ order: ReservationOrder }> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  const answer = await postForm(`/reservations/${id}/documents`, form);
  const { response } = answer;
  const payload = answer.payload as
    { order: ReservationOrder } | { code?: string; message?: string } | undefined;
  if (response.ok && payload && 'order' in payload) return payload;
  const code = payload && 'code' in payload && payload.code ? payload.code : 'invalid_response';
  const apiMessage = payload && 'message' in payload ? payload.message : undefined;
  throw new ApiError(response.status, code, await messageForCode(code, apiMessage));
}

export function staffOrdersQuery() {
  return queryOptions({
    queryKey: ['reservation-staff-orders'],
    queryFn: ({ signal }) =>
      apiRequest<{ orders: ReservationOrder[] }>('/reservations/staff/orders', { signal }),
  });
}

export function moveOrder(id: string, to: string, note: string) {
  return apiRequest<ReservationOrder>(`/reservations/staff/orders/${id}/status`, {
    method: 'PATCH',
    body: note ? { to, note } : { to },
  });
}

/** Staff clear a buyer's identity by hand (after checking the documents). */
export function takeIdentityStep(id: string, to: string) {
  return apiRequest<unknown>(`/reservations/staff/orders/${id}/identity`, {
    method: 'PATCH',
    body: { to },
  });
}

export function sendFeedback(id: string, score: number, comment: string) {
  return apiRequest<{ score: number }>(`/reservations/${id}/feedback`, {
    method: 'POST',
    body: comment ? { score, comment } : { score },
  });
}
