import type { ArCity, ArProvince } from '../../db/seed/data/geography/ar.js';
import type { BrCity, BrState } from '../../db/seed/data/geography/br.js';

/** The places the sandbox location provider knows: the seeded cities of Brazil and Argentina. */

export interface SandboxPlace {
  placeId: string;
  name: string;
  countryCode: 'BR' | 'AR';
  countryName: string;
  /** The raw state code (BR UF, AR province code); the result applies the no-state-code rule. */
  stateCode: string;
  stateName: string;
  lat: number;
  lon: number;
  population: number;
  capital: boolean;
}

/** The fields of the reference geography rows the sandbox reads. */
export type BrCityRow = Pick<
  BrCity,
  'ibgeCode' | 'name' | 'stateCode' | 'lat' | 'lon' | 'population' | 'capital'
>;
export type BrStateRow = Pick<BrState, 'code' | 'name'>;
export type ArProvinceRow = Pick<ArProvince, 'code' | 'name'>;
export type ArCityRow = Pick<
  ArCity,
  'code' | 'name' | 'provinceCode' | 'lat' | 'lon' | 'population' | 'capital'
>;

export interface GeographyRows {
  brStates: readonly BrStateRow[];
  brCities: readonly BrCityRow[];
  arProvinces: readonly ArProvinceRow[];
  arCities: readonly ArCityRow[];
}

export const SANDBOX_PLACE_ID_PREFIX = 'sandbox-city';

export function sandboxPlaceId(countryCode: 'BR' | 'AR', cityCode: string | number): string {
  return `${SANDBOX_PLACE_ID_PREFIX}:${countryCode}:${cityCode}`;
}

export function buildSandboxGazetteer(rows: GeographyRows): SandboxPlace[] {
  const brStateNames = new Map(rows.brStates.map((state) => [state.code, state.name]));
  const arProvinceNames = new Map(rows.arProvinces.map((province) => [province.code, province.name]));
  const places: SandboxPlace[] = [];
  for (const city of rows.brCities) {
    places.push({
      placeId: sandboxPlaceId('BR', city.ibgeCode),
      name: city.name,
      countryCode: 'BR',
      countryName: 'Brasil',
      stateCode: city.stateCode,
      stateName: brStateNames.get(city.stateCode) ?? city.stateCode,
      lat: city.lat,
      lon: city.lon,
      population: city.population,
      capital: city.capital,
    });
  }
  for (const city of rows.arCities) {
    places.push({
      placeId: sandboxPlaceId('AR', city.code),
      name: city.name,
      countryCode: 'AR',
      countryName: 'Argentina',
      stateCode: city.provinceCode,
      stateName: arProvinceNames.get(city.provinceCode) ?? city.provinceCode,
      lat: city.lat,
      lon: city.lon,
      population: city.population,
      capital: city.capital,
    });
  }
  return places;
}
