import type { JourneyIntegrationError } from '@autohub/contract';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export type JourneyErrorStatus = JourneyIntegrationError['status'];

/** GET /api/journey-integration-errors: what did not reach a partner, newest first. */
export function integrationErrorsQuery(status: JourneyErrorStatus | '') {
  return queryOptions({
    queryKey: ['back-office', 'journey-errors', status] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: JourneyIntegrationError[] }>('/journey-integration-errors', {
        query: status ? { status, limit: 200 } : { limit: 200 },
        signal,
      }).then((answer) => answer.items),
    retry: false,
  });
}

/** PATCH /api/journey-integration-errors/{id}: correct the payload, leave a note or dismiss. */
export function updateIntegrationError(
  id: string,
  patch: { payload?: Record<string, unknown>; note?: string | null; status?: 'OPEN' | 'DISMISSED' },
): Promise<JourneyIntegrationError> {
  return apiRequest<JourneyIntegrationError>(`/journey-integration-errors/${id}`, {
    method: 'PATCH',
    body: patch,
  });
}

/** PATCH /api/journey-integration-errors/reprocess: send these again now. */
export function reprocessIntegrationErrors(
  ids: readonly string[],
): Promise<{ reprocessed: string[]; skipped: { id: string; reason: string }[] }> {
  return apiRequest('/journey-integration-errors/reprocess', { method: 'PATCH', body: { ids } });
}
