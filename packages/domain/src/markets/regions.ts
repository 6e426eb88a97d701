import type { CountryCode } from './markets.js';

/** A state (Brazil, its UF) or province (Argentina, its ISO 3166-2:AR letter) and its name. */
export interface MarketRegion {
  code: string;
  name: string;
}

const region = ([code, name]: readonly [string, string]): MarketRegion => ({ code, name });

/** The 26 Brazilian states and the Federal District, by name. */
const BR_REGIONS: readonly MarketRegion[] = (
  [
    ['AC', 'Acre'],
    ['AL', 'Alagoas'],
    ['AP', 'Amapá'],
    ['AM', 'Amazonas'],
    ['BA', 'Bahia'],
    ['CE', 'Ceará'],
    ['DF', 'Distrito Federal'],
    ['ES', 'Espírito Santo'],
    ['GO', 'Goiás'],
    ['MA', 'Maranhão'],
    ['MT', 'Mato Grosso'],
    ['MS', 'Mato Grosso do Sul'],
    ['MG', 'Minas Gerais'],
    ['PA', 'Pará'],
    ['PB', 'Paraíba'],
    ['PR', 'Paraná'],
    ['PE', 'Pernambuco'],
    ['PI', 'Piauí'],
    ['RJ', 'Rio de Janeiro'],
    ['RN', 'Rio Grande do Norte'],
    ['RS', 'Rio Grande do Sul'],
    ['RO', 'Rondônia'],
    ['RR', 'Roraima'],
    ['SC', 'Santa Catarina'],
    ['SP', 'São Paulo'],
    ['SE', 'Sergipe'],
    ['TO', 'Tocantins'],
  ] as const
).map(region);

/** The 23 Argentine provinces and the Autonomous City of Buenos Aires, the city first, then by name. */
const AR_REGIONS: readonly MarketRegion[] = (
  [
    ['C', 'Ciudad Autónoma de Buenos Aires'],
    ['B', 'Buenos Aires'],
    ['K', 'Catamarca'],
    ['H', 'Chaco'],
    ['U', 'Chubut'],
    ['X', 'Córdoba'],
    ['W', 'Corrientes'],
    ['E', 'Entre Ríos'],
    ['P', 'Formosa'],
    ['Y', 'Jujuy'],
    ['L', 'La Pampa'],
    ['F', 'La Rioja'],
    ['M', 'Mendoza'],
    ['N', 'Misiones'],
    ['Q', 'Neuquén'],
    ['R', 'Río Negro'],
    ['A', 'Salta'],
    ['J', 'San Juan'],
    ['D', 'San Luis'],
    ['Z', 'Santa Cruz'],
    ['S', 'Santa Fe'],
    ['G', 'Santiago del Estero'],
    ['V', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
    ['T', 'Tucumán'],
  ] as const
).map(region);

/**
 * The states or provinces of a market, as buyers pick them: prices, dealers and plates are keyed by
 * their codes. The api's price regions and the web's list for when the locations service does not
 * answer both read their names here.
 */
export function marketRegions(country: CountryCode): readonly MarketRegion[] {
  return country === 'BR' ? BR_REGIONS : AR_REGIONS;
}

/** A state's or province's name, or undefined for a code the market does not have. */
export function marketRegionName(country: CountryCode, code: string): string | undefined {
  return marketRegions(country).find((r) => r.code === code)?.name;
}

/** A state's or province's name, for data written against the market's list: an unknown code is a defect. */
export function requireRegionName(country: CountryCode, code: string): string {
  const name = marketRegionName(country, code);
  if (name === undefined) throw new Error(`${country} has no state or province ${code}`);
  return name;
}
