import type { CreateLeadRequest, LeadAccepted, UserSelf } from '@autohub/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-client';

/** The signed-in person's data, to pre-fill the form (GET /api/users/self). */
export const leadUserQuery = () =>
  queryOptions({
    queryKey: ['users', 'self'] as const,
    queryFn: ({ signal }) => apiRequest<UserSelf>('/users/self', { signal }),
    staleTime: 60_000,
  });

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
