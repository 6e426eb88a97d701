import type {
  DiscountedBuildPrice,
  EmployeeValidation,
  EperV3,
  ReserveAvailability,
  BillUrl,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-client';

export interface BuildQuery {
  mvsCode: string;
  year: number;
  colorCode: string;
  country: CountryCode;
}

export function validateEmployee(body: {
  market: CountryCode;
  buyerType: string;
  companyCode: string;
  employeeCode: string;
  document: string;
  holderDocument: string;
}) {
  return apiRequest<EmployeeValidation>('/employee/validate', { method: 'POST', body });
}

export function eperQuery(market: CountryCode, enabled: boolean) {
  return queryOptions({
    queryKey: ['b2e', 'eper', market] as const,
    queryFn: ({ signal }) => apiRequest<EperV3>('/auth/v3/eper', { query: { market }, signal }),
    enabled,
  });
}

export function programPriceQuery(build: BuildQuery | null) {
  return queryOptions({
    queryKey: ['b2e', 'price', build] as const,
    queryFn: ({ signal }) =>
      apiRequest<DiscountedBuildPrice>('/b2e/program-price', { query: { ...build! }, signal }),
    enabled: build !== null,
    retry: false,
  });
}

export function availabilityQuery(brand: BrandSlug, build: BuildQuery | null) {
  return queryOptions({
    queryKey: ['b2e', 'availability', brand, build] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReserveAvailability>('/b2e/reserve/availability', {
        query: { brand, market: build!.country, mvsCode: build!.mvsCode, year: build!.year },
        signal,
      }),
    enabled: build !== null,
  });
}

export function billUrl(build: BuildQuery, validation: string) {
  return apiRequest<BillUrl>('/b2e/bill/generate-url', { query: { ...build, validation } });
}
