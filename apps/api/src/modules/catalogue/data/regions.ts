import type { CountryCode } from '@autohub/domain';

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

const br = (code: string, name: string, taxBps: number, freightBps: number): PriceRegion => ({
  country: 'BR',
  code,
  name,
  taxBps,
  freightBps,
});

const ar = (code: string, name: string, taxBps: number, freightBps: number): PriceRegion => ({
  country: 'AR',
  code,
  name,
  taxBps,
  freightBps,
});

/** The 26 Brazilian states and the Federal District. */
export const BR_STATES: readonly PriceRegion[] = [
  br('AC', 'Acre', 0, 180),
  br('AL', 'Alagoas', 20, 70),
  br('AP', 'Amapá', 0, 170),
  br('AM', 'Amazonas', -30, 150),
  br('BA', 'Bahia', 20, 60),
  br('CE', 'Ceará', 20, 80),
  br('DF', 'Distrito Federal', 0, 60),
  br('ES', 'Espírito Santo', -10, 30),
  br('GO', 'Goiás', 0, 50),
  br('MA', 'Maranhão', 20, 100),
  br('MT', 'Mato Grosso', 0, 90),
  br('MS', 'Mato Grosso do Sul', 0, 70),
  br('MG', 'Minas Gerais', 0, 0),
  br('PA', 'Pará', 10, 120),
  br('PB', 'Paraíba', 20, 50),
  br('PR', 'Paraná', -20, 40),
  br('PE', 'Pernambuco', 0, 20),
  br('PI', 'Piauí', 20, 90),
  br('RJ', 'Rio de Janeiro', 30, 10),
  br('RN', 'Rio Grande do Norte', 20, 60),
  br('RS', 'Rio Grande do Sul', 10, 60),
  br('RO', 'Rondônia', 0, 140),
  br('RR', 'Roraima', 0, 190),
  br('SC', 'Santa Catarina', -10, 50),
  br('SP', 'São Paulo', 0, 0),
  br('SE', 'Sergipe', 20, 60),
  br('TO', 'Tocantins', 0, 110),
];

/** The 23 Argentine provinces and the Autonomous City of Buenos Aires (ISO 3166-2:AR). */
export const AR_PROVINCES: readonly PriceRegion[] = [
  ar('A', 'Salta', 0, 150),
  ar('B', 'Buenos Aires', 0, 0),
  ar('C', 'Ciudad Autónoma de Buenos Aires', 0, 0),
  ar('D', 'San Luis', 0, 80),
  ar('E', 'Entre Ríos', 0, 40),
  ar('F', 'La Rioja', 0, 140),
  ar('G', 'Santiago del Estero', 0, 120),
  ar('H', 'Chaco', 0, 130),
  ar('J', 'San Juan', 0, 110),
  ar('K', 'Catamarca', 0, 140),
  ar('L', 'La Pampa', 0, 70),
  ar('M', 'Mendoza', 0, 80),
  ar('N', 'Misiones', 0, 160),
  ar('P', 'Formosa', 0, 170),
  ar('Q', 'Neuquén', 0, 150),
  ar('R', 'Río Negro', 0, 160),
  ar('S', 'Santa Fe', 0, 20),
  ar('T', 'Tucumán', 0, 120),
  ar('U', 'Chubut', 0, 200),
  // Tierra del Fuego is a special customs area: no VAT on cars, so prices sit well below.
  ar('V', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur', -1500, 250),
  ar('W', 'Corrientes', 0, 120),
  ar('X', 'Córdoba', 0, 10),
  ar('Y', 'Jujuy', 0, 180),
  ar('Z', 'Santa Cruz', 0, 230),
];

export function regionsOf(country: CountryCode): readonly PriceRegion[] {
  return country === 'BR' ? BR_STATES : AR_PROVINCES;
}
