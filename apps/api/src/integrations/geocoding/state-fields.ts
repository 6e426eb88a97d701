import { COUNTRIES_WITHOUT_STATE_CODE } from '@autohub/domain';

/**
 * The state code a geocode result carries: the provider's code, except in countries without a
 * state code (AR and CL by default), where the state name stands in for it (spec §9).
 */
export function stateCodeFor(
  countryCode: string,
  stateCode: string | null | undefined,
  stateName: string | null | undefined,
  countriesWithoutStateCode: readonly string[] = COUNTRIES_WITHOUT_STATE_CODE,
): string | null {
  if (countriesWithoutStateCode.includes(countryCode.toUpperCase())) return stateName || stateCode || null;
  return stateCode || stateName || null;
}
