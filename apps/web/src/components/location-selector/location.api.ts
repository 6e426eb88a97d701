import type { LocationState, Location } from '@autohub/contract';
import { marketRegions, type CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/** A state (BR) or province (AR) the buyer can pick. */
export interface StateOption {
  /** What the location keeps as stateCode: the UF in Brazil, the province name in Argentina (spec §9). */
  stateCode: string;
  stateName: string;
  /** UF or ISO 3166-2:AR letter: the key of prices and stock. */
  isoCode: string;
}

export interface CityOption {
  cityName: string;
  cityCode: string;
}

function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const items = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

function fallbackStates(country: CountryCode): StateOption[] {
  return marketRegions(country).map((r) => ({
    stateCode: country === 'AR' ? r.name : r.code,
    stateName: r.name,
    isoCode: r.code,
  }));
}

/**
 * States of a country from `GET /api/locations/country/{c}/state`. A location failure is replaced by the
 * built-in list (spec document 2: location failures are logged and replaced by empty data; an
 * empty list would leave the buyer unable to see any price).
 */
export function statesQuery(country: CountryCode) {
  return queryOptions({
    queryKey: ['locations', 'states', country] as const,
    queryFn: async ({ signal }): Promise<StateOption[]> => {
      try {
        const states = listOf<LocationState>(
          await apiRequest(`/locations/country/${country}/state`, { signal }),
        );
        if (states.length === 0) return fallbackStates(country);
        return states
          .map((s) => ({ stateCode: s.stateCode, stateName: s.stateName, isoCode: s.isoCode || s.stateCode }))
          .sort((a, b) => a.stateName.localeCompare(b.stateName));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        console.warn('location states unavailable, using the built-in list', error);
        return fallbackStates(country);
      }
    },
    staleTime: Infinity,
  });
}

/** Cities of a state; an empty list when the service fails (the city is optional for prices). */
export function citiesQuery(country: CountryCode, stateCode: string) {
  return queryOptions({
    queryKey: ['locations', 'cities', country, stateCode] as const,
    queryFn: async ({ signal }): Promise<CityOption[]> => {
      try {
        const cities = listOf<Location>(
          await apiRequest(`/locations/country/${country}/state/${encodeURIComponent(stateCode)}/city`, {
            signal,
          }),
        );
        return cities
          .map((c) => ({ cityName: c.cityName, cityCode: c.cityCode }))
          .sort((a, b) => a.cityName.localeCompare(b.cityName));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        console.warn('location cities unavailable', error);
        return [];
      }
    },
    staleTime: Infinity,
    enabled: stateCode !== '',
  });
}
