/**
 * The fields every location adapter answers alike for the places the adapter tests' partner
 * replies describe, whatever the partner's own reply shape. Test support only.
 */

/** Campinas, in the Brazilian state of São Paulo. */
export const CAMPINAS_PLACE = {
  cityName: 'Campinas',
  countryCode: 'BR',
  countryName: 'Brasil',
  stateCode: 'SP',
  stateName: 'São Paulo',
} as const;

/** Córdoba, Argentina: the province name stands as the state code. */
export const CORDOBA_PLACE = {
  cityName: 'Córdoba',
  countryCode: 'AR',
  stateCode: 'Córdoba',
  stateName: 'Córdoba',
} as const;
