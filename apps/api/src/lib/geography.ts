import { COUNTRIES_WITHOUT_STATE_CODE } from '@autohub/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cities, states } from '../db/schema/reference.js';

/** A state or province of the reference geography. */
export interface GeoState {
  country: string;
  /** UF in Brazil, ISO 3166-2 letter in Argentina: how rows store it. */
  isoCode: string;
  name: string;
  /**
   * The state code answered to clients: the code, or the state name in countries without a
   * state code (AR and CL by default, spec document 2 §9).
   */
  stateCode: string;
}

export interface GeoCity {
  country: string;
  code: string;
  name: string;
  /** The state's ISO code (UF or letter). */
  stateIsoCode: string;
  lat: number;
  lon: number;
  population: number;
  capital: boolean;
}

/** Folds case and accents, so "sao paulo", "São Paulo" and "SAO PAULO" compare equal. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export function publicStateCode(country: string, isoCode: string, name: string): string {
  return COUNTRIES_WITHOUT_STATE_CODE.includes(country.toUpperCase()) ? name : isoCode;
}

/**
 * The reference states and cities, read once and kept: they change only with a new release of the
 * geography files, and every dealer answer names its state and city.
 */
export interface Geography {
  countries(): string[];
  statesOf(country: string): GeoState[];
  state(country: string, isoCode: string): GeoState | undefined;
  /** A state by UF/ISO letter or by name (any case or accents), in a country when given. */
  resolveState(param: string, country?: string): GeoState | undefined;
  citiesOf(country: string, stateIsoCode: string): GeoCity[];
  city(country: string, code: string): GeoCity | undefined;
  /** A city by code or name, inside a state when given; the most populous on a name clash. */
  resolveCity(param: string, state?: GeoState, country?: string): GeoCity | undefined;
}

export function createGeography(db: Db): () => Promise<Geography> {
  let loading: Promise<Geography> | undefined;
  return () => {
    loading ??= load(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

async function load(db: Db): Promise<Geography> {
  const stateRows = await db.select().from(states).orderBy(asc(states.country), asc(states.name));
  const cityRows = await db.select().from(cities).orderBy(asc(cities.name));
  const allStates: GeoState[] = stateRows.map((row) => ({
    country: row.country,
    isoCode: row.code,
    name: row.name,
    stateCode: publicStateCode(row.country, row.code, row.name),
  }));
  const allCities: GeoCity[] = cityRows
    .map((row) => ({
      country: row.country,
      code: row.code,
      name: row.name,
      stateIsoCode: row.stateCode,
      lat: row.lat,
      lon: row.lon,
      population: row.population,
      capital: row.capital,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const stateByKey = new Map(allStates.map((state) => [`${state.country}:${state.isoCode}`, state]));
  const cityByKey = new Map(allCities.map((city) => [`${city.country}:${city.code}`, city]));

  return {
    countries: () => [...new Set(allStates.map((state) => state.country))],
    statesOf: (country) => allStates.filter((state) => state.country === country.toUpperCase()),
    state: (country, isoCode) => stateByKey.get(`${country}:${isoCode}`),
    resolveState(param, country) {
      const wanted = foldName(param);
      if (!wanted) return undefined;
      const candidates = country ? allStates.filter((state) => state.country === country) : allStates;
      return (
        candidates.find((state) => state.isoCode.toLowerCase() === wanted) ??
        candidates.find((state) => foldName(state.name) === wanted)
      );
    },
    citiesOf: (country, stateIsoCode) =>
      allCities.filter((city) => city.country === country && city.stateIsoCode === stateIsoCode),
    city: (country, code) => cityByKey.get(`${country}:${code}`),
    resolveCity(param, state, country) {
      const wanted = foldName(param);
      if (!wanted) return undefined;
      const candidates = allCities.filter(
        (city) =>
          (!state || (city.country === state.country && city.stateIsoCode === state.isoCode)) &&
          (!country || city.country === country),
      );
      return (
        candidates.find((city) => city.code.toLowerCase() === wanted) ??
        candidates
          .filter((city) => foldName(city.name) === wanted)
          .sort((a, b) => b.population - a.population)[0]
      );
    },
  };
}
