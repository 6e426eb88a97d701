import type { RatingDetail, RatingTarget } from '@autohub/contract';
import type { BrandSlug, RatingSort } from '@autohub/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-client';

export type TargetType = 'dealers' | 'advisors';
export type TargetSort = 'AVERAGE' | 'TOTAL_OPINIONS' | 'NAME';

export function targetsQuery(type: TargetType, brand: BrandSlug, sort: TargetSort) {
  return queryOptions({
    queryKey: ['ratings', type, brand, sort] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: RatingTarget[] }>(`/ratings/${type}`, { query: { brand, sort }, signal }).then(
        (r) => r.items,
      ),
  });
}

export function opinionsQuery(type: TargetType, id: string, sort: RatingSort) {
  return queryOptions({
    queryKey: ['ratings', type, 'detail', id, sort] as const,
    queryFn: ({ signal }) =>
      apiRequest<RatingDetail>(`/ratings/${type}/${encodeURIComponent(id)}`, { query: { sort }, signal }),
  });
}
