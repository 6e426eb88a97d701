import type { ModelDetail, ModelList } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/**
 * A model with its versions of the newest year on sale (GET /api/catalogue/model/latest). One
 * cache entry per brand, country and model, shared by every page that shows the versions.
 */
export function modelDetailQuery(brand: BrandSlug, country: CountryCode, modelCode: string) {
  return queryOptions({
    queryKey: ['catalogue', 'model', brand, country, modelCode] as const,
    queryFn: ({ signal }) =>
      apiRequest<ModelDetail>('/catalogue/model/latest', { query: { brand, country, modelCode }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The brand's models on sale in a country (GET /api/catalogue/model), with prices of a state. */
export function modelListQuery(brand: BrandSlug, country: CountryCode, state?: string) {
  return queryOptions({
    queryKey: ['catalogue', 'models', brand, country, state ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<ModelList>('/catalogue/model', { query: { brand, country, state }, signal }),
    staleTime: 5 * 60_000,
  });
}
