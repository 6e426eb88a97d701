import { marketRegions, type CountryCode, type MarketRegion } from '@autohub/domain';

/** A state or province as the location form lists it. */
export type Region = MarketRegion;

/**
 * The market's states (UF) or provinces (ISO 3166-2:AR letters), used when the locations service
 * does not answer: prices are keyed by these codes, so the buyer can always pick a location. The
 * names are the ones the api answers with (the domain's list).
 */
export function fallbackRegions(country: CountryCode): readonly Region[] {
  return marketRegions(country);
}
