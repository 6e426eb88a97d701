import type {
  ClubAccess,
  ClubServicePrices,
  DiscountedBuildPrice,
  PartnershipToken,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export const clubAccessKey = (clubId: string) => ['club', 'access', clubId] as const;

export function clubAccessQuery(clubId: string, enabled: boolean) {
  return queryOptions({
    queryKey: clubAccessKey(clubId),
    queryFn: ({ signal }) =>
      apiRequest<ClubAccess>(`/auth/discountclub/${encodeURIComponent(clubId)}`, { signal }),
    enabled,
  });
}

export function joinClub(
  clubId: string,
  body: { document: string; familyIncome: string; acceptTerms: boolean; partnershipToken?: string },
) {
  return apiRequest<ClubAccess>(`/discount-club/${encodeURIComponent(clubId)}/join`, {
    method: 'POST',
    body,
  });
}

export function updateIncome(memberId: string, familyIncome: string) {
  return apiRequest<ClubAccess>(`/family-income/${encodeURIComponent(memberId)}`, {
    method: 'PATCH',
    body: { familyIncome },
  });
}

export function addDependent(clubId: string, body: { name: string; document: string; relationship: string }) {
  return apiRequest<ClubAccess>(`/discount-club/${encodeURIComponent(clubId)}/dependents`, {
    method: 'POST',
    body,
  });
}

export function removeDependent(clubId: string, dependentId: string) {
  return apiRequest<ClubAccess>(
    `/discount-club/${encodeURIComponent(clubId)}/dependents/${encodeURIComponent(dependentId)}`,
    { method: 'DELETE' },
  );
}

export function partnershipQuery(token: string | null) {
  return queryOptions({
    queryKey: ['club', 'partnership', token] as const,
    queryFn: ({ signal }) =>
      apiRequest<PartnershipToken>('/partnership/token/decrypt', { query: { token: token! }, signal }),
    enabled: token !== null,
    retry: false,
  });
}

export function clubPriceQuery(
  clubId: string,
  build: { mvsCode: string; year: number; colorCode: string; country: CountryCode } | null,
) {
  return queryOptions({
    queryKey: ['club', 'price', clubId, build] as const,
    queryFn: ({ signal }) =>
      apiRequest<DiscountedBuildPrice & { couponCode: string }>(
        `/discount-club/${encodeURIComponent(clubId)}/price`,
        { query: { ...build! }, signal },
      ),
    enabled: build !== null,
    retry: false,
  });
}

export function servicePricesQuery(
  clubId: string,
  brand: BrandSlug,
  country: CountryCode,
  mvsCode: string | null,
) {
  return queryOptions({
    queryKey: ['club', 'services', clubId, brand, country, mvsCode] as const,
    queryFn: ({ signal }) =>
      apiRequest<ClubServicePrices>(`/discount-club/${encodeURIComponent(clubId)}/service-prices`, {
        query: { brand, country, mvsCode: mvsCode! },
        signal,
      }),
    enabled: mvsCode !== null,
    retry: false,
  });
}
