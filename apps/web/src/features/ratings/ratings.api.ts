import type { CreateRatingRequest, RatingDetail, RatingEligibility, RatingTarget } from '@autohub/contract';
import type { BrandSlug, CountryCode, RatingSort } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export type TargetType = 'dealers' | 'advisors';
export type TargetSort = 'AVERAGE' | 'TOTAL_OPINIONS' | 'NAME';

/** The rated dealers or advisors of a brand in a market (GET /api/ratings/{type}). */
export function targetsQuery(type: TargetType, brand: BrandSlug, country: CountryCode, sort: TargetSort) {
  return queryOptions({
    queryKey: ['ratings', type, brand, country, sort] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: RatingTarget[] }>(`/ratings/${type}`, {
        query: { brand, country, sort },
        signal,
      }).then((r) => r.items),
  });
}

export function opinionsQuery(type: TargetType, id: string, sort: RatingSort) {
  return queryOptions({
    queryKey: ['ratings', type, 'detail', id, sort] as const,
    queryFn: ({ signal }) =>
      apiRequest<RatingDetail>(`/ratings/${type}/${encodeURIComponent(id)}`, { query: { sort }, signal }),
  });
}

/** Whether the signed-in customer may rate now (GET /api/ratings/eligibility). */
export function eligibilityQuery() {
  return queryOptions({
    queryKey: ['ratings', 'eligibility'] as const,
    queryFn: ({ signal }) => apiRequest<RatingEligibility>('/ratings/eligibility', { signal }),
    staleTime: 60_000,
  });
}

/** POST /api/ratings/{type}/{id}: the signed-in customer's opinion; answers the target's opinions. */
export function sendRating(type: TargetType, id: string, body: CreateRatingRequest): Promise<RatingDetail> {
  return apiRequest<RatingDetail>(`/ratings/${type}/${encodeURIComponent(id)}`, { method: 'POST', body });
}
