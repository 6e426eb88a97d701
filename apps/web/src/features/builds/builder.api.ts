import type {
  BatchPrices,
  BuiltCarInput,
  ConfiguratorVersion,
  GarageCar,
  SharedBuild,
  SharedBuildInputIn,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/*
 * The builder's calls. Types only come from the contract: its runtime (zod) stays out of this
 * route's download, the api validates what it answers.
 */

/** Path of the builder below `/{locale}/{brand}/` (the contract's BUILDER_PATH). */
export const BUILDER_PATH = 'builder';
/** Query parameter of a shared build's code (the contract's SHARED_BUILD_PARAM). */
export const SHARED_BUILD_PARAM = 'build';

export function configuratorVersionQuery(
  brand: BrandSlug,
  mvsCode: string,
  year: number | undefined,
  country: CountryCode,
) {
  return queryOptions({
    // The market is part of the key: the Argentine answer speaks es-AR and has its versions' fuels.
    queryKey: ['catalogue', 'mvs', brand, mvsCode, year ?? null, country] as const,
    queryFn: ({ signal }) =>
      apiRequest<ConfiguratorVersion>('/catalogue/mvs', { query: { mvsCode, brand, year, country }, signal }),
    // The engine caches its index per model object: keep the same object for the whole visit.
    staleTime: Infinity,
  });
}

/** Every part and service price of a version in a state, fetched once; clicks re-price locally. */
export function batchPricesQuery(mvsCode: string, year: number, country: CountryCode, state: string) {
  return queryOptions({
    queryKey: ['prices', 'batch', mvsCode, year, country, state] as const,
    queryFn: ({ signal }) =>
      apiRequest<BatchPrices>('/prices/batchPrices', { query: { mvsCode, year, country, state }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The price of a version in a state (shared with the home page's offers). */
export { versionPriceQuery } from '../../lib/catalogue/catalogue.api';

export function sharedBuildQuery(code: string) {
  return queryOptions({
    queryKey: ['builds', code] as const,
    queryFn: ({ signal }) => apiRequest<SharedBuild>(`/builds/${encodeURIComponent(code)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function createSharedBuild(input: SharedBuildInputIn): Promise<SharedBuild> {
  return apiRequest<SharedBuild>('/builds', { method: 'POST', body: input });
}

/** Records a finished build in the signed-in person's garage ("cars I built"). */
export function recordVisitedCar(car: BuiltCarInput): Promise<GarageCar> {
  return apiRequest<GarageCar>('/garage/visited', { method: 'POST', body: car });
}

export { modelDetailQuery, modelListQuery } from '../../lib/catalogue/catalogue.api';
