import type { ModelDetail, ModelList, VersionPrice } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../query/query';
import { ApiError, apiRequest } from '../api/api-client';

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

/**
 * Whether a model detail's failure means there is no such model here: the api knows no model of
 * that code (404), or refuses the code by its format (`/builder/1`). Other failures (the network,
 * the server) are worth a retry and say so.
 */
export function isModelMissing(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.details ?? []).some((problem) => problem.path === 'querystring.modelCode'))
  );
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

/**
 * A version's published price and both price sources in a state (GET /api/prices/price); without a
 * state, in the country reference. The campaign saving is `ecommercePrice − customPrice`.
 */
export function versionPriceQuery(mvsCode: string, year: number, country: CountryCode, state?: string) {
  return queryOptions({
    queryKey: ['prices', 'version', mvsCode, year, country, state ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<VersionPrice>('/prices/price', {
        query: { mvsCode, year, country, state, type: 'EC' },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
