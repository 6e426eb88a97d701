/**
 * Geocoding and distance port (spec document 2 "Dealers and locations", document 1 §3 "Geocode
 * result", "Route matrix cell", "Autocomplete prediction"). Adapters: sandbox, Google, AWS.
 */

/** Providers chosen by configuration; `GCP` is accepted as an alias of `GOOGLE`. */
export type LocationProviderName = 'SANDBOX' | 'GOOGLE' | 'AWS';

/** A point as a tuple, longitude first (the platform's order everywhere, like GeoJSON). */
export type Position = readonly [longitude: number, latitude: number];

export interface LonLat {
  lon: number;
  lat: number;
}

export interface GeocodeResult {
  placeId: string;
  latitude: number;
  longitude: number;
  /** Full address line as the provider formats it. */
  description: string;
  cityName: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  /**
   * The state's code (BR: the UF, e.g. `SP`). For countries without a state code (AR and CL by
   * default) this is the state name, as the spec requires.
   */
  stateCode: string | null;
  stateName: string | null;
}

export interface MatchedSubstring {
  /** UTF-16 offset into `description`. */
  offset: number;
  length: number;
}

export interface AutocompletePrediction {
  description: string;
  placeId: string;
  matchedSubstrings: MatchedSubstring[];
}

export interface RouteMatrixCell {
  distanceMeters: number;
  durationSeconds: number;
}

/** `rows[i][j]` is the trip from origin i to destination j, or null when there is no route. */
export type RouteMatrix = (RouteMatrixCell | null)[][];

export interface PlaceSearchOptions {
  /** ISO 3166-1 alpha-2 country to restrict results to, e.g. `BR` or `AR`. */
  country?: string;
}

export interface LocationProvider {
  readonly name: LocationProviderName;
  /** Best match for a free-text address; throws a LocationProviderError when nothing matches. */
  geocode(query: string, options?: PlaceSearchOptions): Promise<GeocodeResult>;
  reverseGeocode(point: LonLat): Promise<GeocodeResult>;
  /** Suggestions while typing; an empty list when nothing matches. */
  autocomplete(input: string, options?: PlaceSearchOptions): Promise<AutocompletePrediction[]>;
  placeDetails(placeId: string): Promise<GeocodeResult>;
  /** Driving distance and time; one row per origin, one cell per destination, in input order. */
  routeMatrix(origins: readonly Position[], destinations: readonly Position[]): Promise<RouteMatrix>;
}
