import type {
  Dealer,
  DealerWithDistance,
  Location,
  LocationState,
  PostalCodeAddress,
} from '@autohub/contract';
import { type BrandSlug, type CountryCode, haversineMeters } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/** GET /api/locations/country/{c}/state: states (BR) or provinces (AR). */
export function dealerStatesQuery(country: CountryCode) {
  return queryOptions({
    queryKey: ['dealer-choice', 'states', country] as const,
    queryFn: ({ signal }) => apiRequest<LocationState[]>(`/locations/country/${country}/state`, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/locations/country/{c}/state/{s}/city: the cities of a state, with their reference point. */
export function dealerCitiesQuery(country: CountryCode, stateCode: string) {
  return queryOptions({
    queryKey: ['dealer-choice', 'cities', country, stateCode] as const,
    queryFn: ({ signal }) =>
      apiRequest<Location[]>(`/locations/country/${country}/state/${encodeURIComponent(stateCode)}/city`, {
        signal,
      }),
    staleTime: Infinity,
    enabled: stateCode !== '',
  });
}

/** GET /api/locations/cep/{code}: throws ApiError `postal_code.not_found` when nothing matches. */
export function lookupPostalCode(code: string, signal?: AbortSignal): Promise<PostalCodeAddress> {
  return apiRequest<PostalCodeAddress>(`/locations/cep/${encodeURIComponent(code.trim())}`, { signal });
}

/** Where the dealers are searched from. */
export type DealerSearch =
  | { kind: 'point'; latitude: number; longitude: number; label: string }
  | {
      kind: 'city';
      stateCode: string;
      cityCode: string;
      cityName: string;
      /** The city's reference point: distances are measured from it. */
      latitude: number;
      longitude: number;
      label: string;
    };

/** Radii tried in turn, in km, until a search near a point finds a dealer. */
export const SEARCH_RADII_KM = [50, 300, 1500] as const;
export const SEARCH_LIMIT = 20;

async function nearestDealers(
  brand: BrandSlug,
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<DealerWithDistance[]> {
  for (const radius of SEARCH_RADII_KM) {
    const found = await apiRequest<DealerWithDistance[]>('/dealers/v2/dealer/findDealersByRadius', {
      query: { brand, latitude, longitude, radius, limit: SEARCH_LIMIT },
      signal,
    });
    if (found.length > 0) return found;
  }
  return [];
}

function withDistanceFrom(
  dealers: readonly Dealer[],
  latitude: number,
  longitude: number,
): DealerWithDistance[] {
  return dealers
    .map((dealer) => ({
      ...dealer,
      distanceMeters: Math.round(haversineMeters([longitude, latitude], dealer.coordinates)),
    }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters);
}

/**
 * The dealers of a brand for a search: near a point (GET v2/dealer/findDealersByRadius, widening
 * the radius until one is found), or in a city (GET dealer/findDealersBy) with distances from
 * the city's centre; when the city itself has none, the nearest around it.
 */
export function dealerResultsQuery(brand: BrandSlug, search: DealerSearch | null) {
  return queryOptions({
    queryKey: ['dealer-choice', 'dealers', brand, search] as const,
    enabled: search !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<DealerWithDistance[]> => {
      if (!search) return [];
      if (search.kind === 'point') return nearestDealers(brand, search.latitude, search.longitude, signal);
      const inCity = await apiRequest<Dealer[]>('/dealers/dealer/findDealersBy', {
        query: { brand, state: search.stateCode, city: search.cityCode },
        signal,
      });
      if (inCity.length > 0) return withDistanceFrom(inCity, search.latitude, search.longitude);
      return nearestDealers(brand, search.latitude, search.longitude, signal);
    },
  });
}
