import type { DealerDesk, RecallCampaign, RecallSearchResult, VehicleRecall } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { API_BASE, apiRequest } from '../../lib/api/api-client';

/** GET /api/recalls/search: the recalls of a car by plate or chassis. */
export function searchRecalls(brand: BrandSlug, query: string, country: CountryCode): Promise<RecallSearchResult> {
  return apiRequest<RecallSearchResult>('/recalls/search', { query: { brand, country, query: query.trim() } });
}

/** GET /api/recall-campaigns/{brand}/{market}: the brand's campaigns, newest first. */
export function campaignsQuery(brand: BrandSlug, country: CountryCode) {
  return queryOptions({
    queryKey: ['recalls', 'campaigns', brand, country] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: RecallCampaign[] }>(`/recall-campaigns/${brand}/${country}`, { signal }).then(
        (answer) => answer.items,
      ),
    staleTime: 10 * 60_000,
  });
}

/** The address of a pending campaign's PDF voucher. */
export function voucherHref(
  brand: BrandSlug,
  query: string,
  campaign: string,
  locale: string,
  country: CountryCode,
): string {
  const params = new URLSearchParams({ brand, country, query: query.trim(), campaign, locale });
  return `${API_BASE}/recalls/voucher?${params.toString()}`;
}

/** The dealers the signed-in mechanic records recall work for (GET /api/dealer/recalls/desk). */
export function recallDeskQuery() {
  return queryOptions({
    queryKey: ['recalls', 'desk'] as const,
    queryFn: ({ signal }) => apiRequest<DealerDesk>('/dealer/recalls/desk', { signal }),
    retry: false,
  });
}

/** POST /api/dealer/recalls/repairs: the campaign's work was done on this chassis. */
export function recordRepair(body: {
  chassis: string;
  campaign: string;
  dealerCode: string;
}): Promise<VehicleRecall> {
  return apiRequest<VehicleRecall>('/dealer/recalls/repairs', { method: 'POST', body });
}
