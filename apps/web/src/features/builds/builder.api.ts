import type {
  BatchPrices,
  BuiltCarInput,
  ConfiguratorVersion,
  GarageCar,
  SharedBuild,
  SharedBuildInputIn,
} from '@autohub/contract';
import { MARKETS, type BrandSlug, type CountryCode, type Locale } from '@autohub/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-client';
import { modelDetailQuery, versionPriceQuery } from '../../lib/catalogue/catalogue.api';
import { sharedBuildLocation } from './builder-storage';

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
export { versionPriceQuery };

export function sharedBuildQuery(code: string) {
  return queryOptions({
    queryKey: ['builds', code] as const,
    queryFn: ({ signal }) => apiRequest<SharedBuild>(`/builds/${encodeURIComponent(code)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Fetches what the builder shows of a shared build at its step, with the queries its screens ask:
 * the build, its model with each version's price, its version and the version's prices at the
 * build's state (the buyer's kept location is the browser's alone). The server renders the page
 * from them, and the page asks none of them again once hydrated.
 */
export async function fetchSharedBuildPage(
  queryClient: QueryClient,
  page: { brand: BrandSlug; locale: Locale; country: CountryCode; code: string },
): Promise<void> {
  const shared = await queryClient.fetchQuery(sharedBuildQuery(page.code));
  const { code, modelCode, year } = shared.mvs;
  const at = sharedBuildLocation(shared, page.country);
  await Promise.all([
    queryClient
      .fetchQuery(modelDetailQuery(page.brand, page.country, modelCode))
      .then((detail) =>
        at
          ? Promise.all(
              detail.versions.map((v) =>
                queryClient.fetchQuery(versionPriceQuery(v.mvs.code, v.mvs.year, page.country, at.isoCode)),
              ),
            )
          : null,
      ),
    queryClient.fetchQuery(configuratorVersionQuery(page.brand, code, year, MARKETS[page.locale].country)),
    at ? queryClient.fetchQuery(batchPricesQuery(code, year, page.country, at.isoCode)) : null,
  ]);
}

export function createSharedBuild(input: SharedBuildInputIn): Promise<SharedBuild> {
  return apiRequest<SharedBuild>('/builds', { method: 'POST', body: input });
}

/** Records a finished build in the signed-in person's garage ("cars I built"). */
export function recordVisitedCar(car: BuiltCarInput): Promise<GarageCar> {
  return apiRequest<GarageCar>('/garage/visited', { method: 'POST', body: car });
}

export { modelDetailQuery };
export { modelListQuery } from '../../lib/catalogue/catalogue.api';
