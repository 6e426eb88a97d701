import { requireRegionName, type CountryCode } from '@autohub/domain';

/**
 * A state (BR) or province (AR) with the adjustment its public car prices carry over the national
 * reference: tax differences and freight from the plants (Betim, Goiana, Porto Real, Córdoba,
 * El Palomar), in basis points of the price.
 */
export interface PriceRegion {
  country: CountryCode;
  /** UF for Brazil; ISO 3166-2:AR letter for Argentina. */
  code: string;
  name: string;
  /** Tax difference over the national reference, basis points (may be negative). */
  taxBps: number;
  /** Freight from the plant, basis points. */
  freightBps: number;
}

/** A region of the market's list (the domain's `marketRegions`, which names it) and its adjustments. */
function priceRegion(country: CountryCode, code: string, taxBps: number, freightBps: number): PriceRegion {
  return { country, code, name: requireRegionName(country, code), taxBps, freightBps };
}

const br = (code: string, taxBps: number, freightBps: number) => priceRegion('BR', code, taxBps, freightBps);
const ar = (code: string, taxBps: number, freightBps: number) => priceRegion('AR', code, taxBps, freightBps);

/** The 26 Brazilian states and the Federal District. */
export const BR_STATES: readonly PriceRegion[] = [
  br('AC', 0, 180),
  br('AL', 20, 70),
  br('AP', 0, 170),
  br('AM', -30, 150),
  br('BA', 20, 60),
  br('CE', 20, 80),
  br('DF', 0, 60),
  br('ES', -10, 30),
  br('GO', 0, 50),
  br('MA', 20, 100),
  br('MT', 0, 90),
  br('MS', 0, 70),
  br('MG', 0, 0),
  br('PA', 10, 120),
  br('PB', 20, 50),
  br('PR', -20, 40),
  br('PE', 0, 20),
  br('PI', 20, 90),
  br('RJ', 30, 10),
  br('RN', 20, 60),
  br('RS', 10, 60),
  br('RO', 0, 140),
  br('RR', 0, 190),
  br('SC', -10, 50),
  br('SP', 0, 0),
  br('SE', 20, 60),
  br('TO', 0, 110),
];

/** The 23 Argentine provinces and the Autonomous City of Buenos Aires (ISO 3166-2:AR). */
export const AR_PROVINCES: readonly PriceRegion[] = [
  ar('A', 0, 150),
  ar('B', 0, 0),
  ar('C', 0, 0),
  ar('D', 0, 80),
  ar('E', 0, 40),
  ar('F', 0, 140),
  ar('G', 0, 120),
  ar('H', 0, 130),
  ar('J', 0, 110),
  ar('K', 0, 140),
  ar('L', 0, 70),
  ar('M', 0, 80),
  ar('N', 0, 160),
  ar('P', 0, 170),
  ar('Q', 0, 150),
  ar('R', 0, 160),
  ar('S', 0, 20),
  ar('T', 0, 120),
  ar('U', 0, 200),
  // Tierra del Fuego is a special customs area: no VAT on cars, so prices sit well below.
  ar('V', -1500, 250),
  ar('W', 0, 120),
  ar('X', 0, 10),
  ar('Y', 0, 180),
  ar('Z', 0, 230),
];

export function regionsOf(country: CountryCode): readonly PriceRegion[] {
  return country === 'BR' ? BR_STATES : AR_PROVINCES;
}
