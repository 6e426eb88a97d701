import type { CreateLeadRequest, LeadAccepted } from '@autohub/contract';
import { apiRequest } from '../../lib/api/api-client';

/** The signed-in person's data, to pre-fill the form (GET /api/users/self). */
export { signedInUserQuery as leadUserQuery } from '../../components/prefill/signed-in-person';

/**
 * POST /api/leads. The key makes a double click or a network retry answer the first lead
 * instead of sending a second one.
 */
export function sendLead(request: CreateLeadRequest, idempotencyKey: string): Promise<LeadAccepted> {
  return apiRequest<LeadAccepted>('/leads', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
