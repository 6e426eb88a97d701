import type { MaintenancePlan, MaintenanceSuggestion } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/** GET /api/maintenance/{mvsCode}: the revision plan and service prices of a version. */
export function maintenancePlanQuery(brand: BrandSlug, country: CountryCode, mvsCode: string) {
  return queryOptions({
    queryKey: ['maintenance', brand, country, mvsCode] as const,
    queryFn: ({ signal }) =>
      apiRequest<MaintenancePlan>(`/maintenance/${encodeURIComponent(mvsCode)}`, {
        query: { brand, country },
        signal,
      }),
    enabled: mvsCode !== '',
    staleTime: 5 * 60_000,
  });
}

/** GET /api/maintenance/suggestion: the next revision of a car at a mileage and age. */
export function fetchSuggestion(query: {
  brand: BrandSlug;
  country: CountryCode;
  mvsCode: string;
  mileageKm: number;
  months?: number;
}): Promise<MaintenanceSuggestion> {
  return apiRequest<MaintenanceSuggestion>('/maintenance/suggestion', { query });
}
