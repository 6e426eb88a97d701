import { assertValidPositions, lonLatToPosition } from './geo-distance.js';
import { asFiniteNumber, asString, buildUrl, isRecord, type FetchLike, type JsonReply } from './http-json.js';
import { LocationProviderError, type LocationProviderErrorCode } from './location-provider-error.js';
import {
  type AutocompletePrediction,
  type GeocodeResult,
  type LocationProvider,
  type LonLat,
  type MatchedSubstring,
  type PlaceSearchOptions,
  type Position,
  type RouteMatrix,
  type RouteMatrixCell,
} from './location-provider.port.js';
import { providerRequest } from './provider-request.js';
import { checkRouteMatrixShape } from './route-matrix-shape.js';
import { stateCodeFor } from './state-fields.js';

/**
 * Adapter for Amazon Location Service's places and routes APIs (version 2), the calls spec
 * document 2 lists: POST reverse-geocode, geocode, autocomplete; GET place/{placeId}; POST
 * route-matrix; the API key as the `key` query parameter. Positions are `[lon, lat]` on the wire.
 */
export interface AwsLocationOptions {
  apiKey: string;
  region: string;
  /** Defaults to https://places.geo.{region}.amazonaws.com/v2 */
  placesBaseUrl?: string;
  /** Defaults to https://routes.geo.{region}.amazonaws.com/v2 */
  routesBaseUrl?: string;
  language?: string;
  timeoutMs?: number;
  maxPredictions?: number;
  fetch?: FetchLike;
  countriesWithoutStateCode?: readonly string[];
}

const PROVIDER = 'AWS';

/** The places API filters countries by ISO 3166-1 alpha-3 codes. */
const ALPHA3: Readonly<Record<string, string>> = {
  AR: 'ARG',
  BO: 'BOL',
  BR: 'BRA',
  CL: 'CHL',
  CO: 'COL',
  EC: 'ECU',
  MX: 'MEX',
  PE: 'PER',
  PY: 'PRY',
  US: 'USA',
  UY: 'URY',
  VE: 'VEN',
};

function countryFilter(country: string | undefined): { IncludeCountries: string[] } | undefined {
  if (!country) return undefined;
  const code = country.toUpperCase();
  const alpha3 = code.length === 3 ? code : ALPHA3[code];
  return alpha3 ? { IncludeCountries: [alpha3] } : undefined;
}

function isPosition(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    asFiniteNumber(value[0]) !== undefined &&
    asFiniteNumber(value[1]) !== undefined
  );
}

export class AwsLocationProvider implements LocationProvider {
  readonly name = 'AWS' as const;
  private readonly apiKey: string;
  private readonly placesBaseUrl: string;
  private readonly routesBaseUrl: string;
  private readonly language: string;
  private readonly timeoutMs: number;
  private readonly maxPredictions: number;
  private readonly fetchImpl: FetchLike | undefined;
  private readonly countriesWithoutStateCode: readonly string[] | undefined;

  constructor(options: AwsLocationOptions) {
    if (!options.apiKey || !options.region)
      throw new LocationProviderError('geo.aws_config_missing', { provider: PROVIDER });
    this.apiKey = options.apiKey;
    this.placesBaseUrl = options.placesBaseUrl ?? `https://places.geo.${options.region}.amazonaws.com/v2`;
    this.routesBaseUrl = options.routesBaseUrl ?? `https://routes.geo.${options.region}.amazonaws.com/v2`;
    this.language = options.language ?? 'pt-BR';
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxPredictions = options.maxPredictions ?? 5;
    this.fetchImpl = options.fetch;
    this.countriesWithoutStateCode = options.countriesWithoutStateCode;
  }

  async geocode(query: string, options: PlaceSearchOptions = {}): Promise<GeocodeResult> {
    if (query.trim() === '') throw this.error('geo.geocode_not_found');
    const reply = await this.send('geo.geocoding_failed', this.placesBaseUrl, 'geocode', {
      QueryText: query,
      MaxResults: 1,
      Language: this.language,
      Filter: countryFilter(options.country),
    });
    return this.firstResult(reply, 'geo.geocode_not_found');
  }

  async reverseGeocode(point: LonLat): Promise<GeocodeResult> {
    const reply = await this.send('geo.geocoding_failed', this.placesBaseUrl, 'reverse-geocode', {
      QueryPosition: lonLatToPosition(point),
      MaxResults: 1,
      Language: this.language,
    });
    return this.firstResult(reply, 'geo.reverse_geocode_not_found');
  }

  async autocomplete(input: string, options: PlaceSearchOptions = {}): Promise<AutocompletePrediction[]> {
    if (input.trim() === '') return [];
    const reply = await this.send('geo.predictions_fetch_failed', this.placesBaseUrl, 'autocomplete', {
      QueryText: input,
      MaxResults: this.maxPredictions,
      Language: this.language,
      Filter: countryFilter(options.country),
    });
    if (!reply.ok) throw this.error('geo.predictions_fetch_failed', this.statusOf(reply));
    const body = reply.json;
    if (!isRecord(body) || !Array.isArray(body.ResultItems)) throw this.error('geo.autocomplete_not_found');
    return body.ResultItems.flatMap((item: unknown): AutocompletePrediction[] => {
      if (!isRecord(item)) return [];
      const placeId = asString(item.PlaceId);
      const address = isRecord(item.Address) ? item.Address : undefined;
      const description = asString(item.Title) ?? asString(address?.Label);
      if (placeId === undefined || description === undefined) return [];
      const highlights =
        isRecord(item.Highlights) && Array.isArray(item.Highlights.Title) ? item.Highlights.Title : [];
      const matchedSubstrings = highlights.flatMap((h: unknown): MatchedSubstring[] => {
        const start = isRecord(h) ? asFiniteNumber(h.StartIndex) : undefined;
        const end = isRecord(h) ? asFiniteNumber(h.EndIndex) : undefined;
        return start === undefined || end === undefined || end < start
          ? []
          : [{ offset: start, length: end - start }];
      });
      return [{ description, placeId, matchedSubstrings }];
    });
  }

  async placeDetails(placeId: string): Promise<GeocodeResult> {
    if (placeId.trim() === '') throw this.error('geo.place_details_not_found');
    const url = buildUrl(this.placesBaseUrl, `place/${encodeURIComponent(placeId)}`, {
      key: this.apiKey,
      language: this.language,
    });
    const reply = await this.request('geo.geocoding_failed', url);
    if (reply.status === 404) throw this.error('geo.place_details_not_found', 'HTTP_404');
    if (!reply.ok) throw this.error('geo.geocoding_failed', this.statusOf(reply));
    if (!isRecord(reply.json) || !isRecord(reply.json.Address))
      throw this.error('geo.place_details_not_found');
    return this.parsePlace(reply.json);
  }

  async routeMatrix(origins: readonly Position[], destinations: readonly Position[]): Promise<RouteMatrix> {
    assertValidPositions(origins);
    assertValidPositions(destinations);
    if (origins.length === 0 || destinations.length === 0) return origins.map(() => []);
    const reply = await this.send('geo.distance_matrix_fetch_failed', this.routesBaseUrl, 'route-matrix', {
      Origins: origins.map((position) => ({ Position: position })),
      Destinations: destinations.map((position) => ({ Position: position })),
      TravelMode: 'Car',
      RoutingBoundary: { Unbounded: true },
    });
    if (!reply.ok) throw this.error('geo.distance_matrix_fetch_failed', this.statusOf(reply));
    const body = reply.json;
    if (!isRecord(body) || body.RouteMatrix === undefined || body.RouteMatrix === null)
      throw this.error('geo.route_matrix_no_data');
    const cells = checkRouteMatrixShape(
      body.RouteMatrix,
      origins.length,
      destinations.length,
      (row) => (Array.isArray(row) ? row : undefined),
      PROVIDER,
    );
    return cells.map((row) => row.map((entry) => this.parseEntry(entry)));
  }

  private parseEntry(entry: unknown): RouteMatrixCell | null {
    if (!isRecord(entry)) throw this.error('geo.route_matrix_unexpected_structure');
    // An entry with an Error (NoMatch, OutOfBounds, Unreachable…) has no route.
    if (entry.Error !== undefined && entry.Error !== null) return null;
    const distanceMeters = asFiniteNumber(entry.Distance);
    const durationSeconds = asFiniteNumber(entry.Duration);
    if (distanceMeters === undefined || durationSeconds === undefined)
      throw this.error('geo.route_matrix_unexpected_structure');
    return { distanceMeters, durationSeconds };
  }

  private firstResult(reply: JsonReply, notFound: LocationProviderErrorCode): GeocodeResult {
    if (!reply.ok) throw this.error('geo.geocoding_failed', this.statusOf(reply));
    const body = reply.json;
    if (!isRecord(body)) throw this.error('geo.geocoding_parse_failed');
    const items = body.ResultItems;
    if (items !== undefined && !Array.isArray(items)) throw this.error('geo.geocoding_parse_failed');
    const first: unknown = items?.[0];
    if (first === undefined) throw this.error(notFound);
    if (!isRecord(first)) throw this.error('geo.geocoding_parse_failed');
    return this.parsePlace(first);
  }

  private parsePlace(item: Record<string, unknown>): GeocodeResult {
    const placeId = asString(item.PlaceId);
    const position = item.Position;
    const address = isRecord(item.Address) ? item.Address : undefined;
    const country = address && isRecord(address.Country) ? address.Country : undefined;
    const countryCode = asString(country?.Code2);
    if (placeId === undefined || !isPosition(position) || countryCode === undefined)
      throw this.error('geo.geocoding_parse_failed');
    const region = address && isRecord(address.Region) ? address.Region : undefined;
    const subRegion = address && isRecord(address.SubRegion) ? address.SubRegion : undefined;
    const stateName = asString(region?.Name) ?? null;
    const [longitude, latitude] = position;
    return {
      placeId,
      latitude,
      longitude,
      description: asString(address?.Label) ?? asString(item.Title) ?? '',
      cityName: asString(address?.Locality) ?? asString(subRegion?.Name) ?? null,
      countryCode: countryCode.toUpperCase(),
      countryName: asString(country?.Name) ?? countryCode,
      stateCode: stateCodeFor(countryCode, asString(region?.Code), stateName, this.countriesWithoutStateCode),
      stateName,
    };
  }

  private statusOf(reply: JsonReply): string {
    return `HTTP_${reply.status}`;
  }

  private async send(
    failure: LocationProviderErrorCode,
    base: string,
    path: string,
    body: unknown,
  ): Promise<JsonReply> {
    return this.request(failure, buildUrl(base, path, { key: this.apiKey }), body);
  }

  /** A transport failure becomes `failure` with the transport kind as its status. */
  private async request(failure: LocationProviderErrorCode, url: URL, body?: unknown): Promise<JsonReply> {
    return providerRequest(PROVIDER, failure, url, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      timeoutMs: this.timeoutMs,
      fetch: this.fetchImpl,
    });
  }

  private error(code: LocationProviderErrorCode, status?: string, cause?: unknown): LocationProviderError {
    return new LocationProviderError(code, { provider: PROVIDER, status, cause });
  }
}
