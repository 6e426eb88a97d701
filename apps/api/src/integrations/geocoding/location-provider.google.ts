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
 * Adapter for the Google Maps Platform web services (Geocoding API, Places Autocomplete and
 * Place Details, Distance Matrix). The API key travels as the `key` query parameter.
 */
export interface GoogleLocationOptions {
  apiKey: string;
  baseUrl?: string;
  language?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  countriesWithoutStateCode?: readonly string[];
}

export const GOOGLE_DEFAULT_BASE_URL = 'https://maps.googleapis.com';

/** Distance Matrix limits per request: 25 origins, 25 destinations, 100 elements. */
const MAX_SIDE = 25;
const MAX_ELEMENTS = 100;

const PROVIDER = 'GOOGLE';

type Phase = 'geocode' | 'details';

/** `lat,lng` as Google wants it; our tuples are longitude first. */
const latLng = ([lon, lat]: Position): string => `${lat},${lon}`;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export class GoogleLocationProvider implements LocationProvider {
  readonly name = 'GOOGLE' as const;
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly language: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: FetchLike | undefined;
  private readonly countriesWithoutStateCode: readonly string[] | undefined;

  constructor(options: GoogleLocationOptions) {
    if (!options.apiKey) throw new LocationProviderError('geo.google_config_missing', { provider: PROVIDER });
    this.apiKey = options.apiKey;
    this.baseUrl = options.baseUrl ?? GOOGLE_DEFAULT_BASE_URL;
    this.language = options.language ?? 'pt-BR';
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchImpl = options.fetch;
    this.countriesWithoutStateCode = options.countriesWithoutStateCode;
  }

  async geocode(query: string, options: PlaceSearchOptions = {}): Promise<GeocodeResult> {
    if (query.trim() === '') throw this.error('geo.no_results');
    return this.geocodeRequest({
      address: query,
      components: options.country ? `country:${options.country.toUpperCase()}` : undefined,
    });
  }

  async reverseGeocode(point: LonLat): Promise<GeocodeResult> {
    return this.geocodeRequest({ latlng: latLng(lonLatToPosition(point)) });
  }

  async autocomplete(input: string, options: PlaceSearchOptions = {}): Promise<AutocompletePrediction[]> {
    if (input.trim() === '') return [];
    const reply = await this.call('geo.predictions_fetch_failed', 'maps/api/place/autocomplete/json', {
      input,
      components: options.country ? `country:${options.country.toLowerCase()}` : undefined,
    });
    const body = reply.json;
    if (!reply.ok) throw this.error('geo.predictions_fetch_failed', `HTTP_${reply.status}`);
    if (!isRecord(body) || typeof body.status !== 'string')
      throw this.error('geo.predictions_fetch_failed', 'INVALID_RESPONSE');
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK') throw this.error('geo.predictions_fetch_failed', body.status);
    if (!Array.isArray(body.predictions))
      throw this.error('geo.predictions_fetch_failed', 'INVALID_RESPONSE');
    return body.predictions.flatMap((raw: unknown): AutocompletePrediction[] => {
      if (!isRecord(raw)) return [];
      const description = asString(raw.description);
      const placeId = asString(raw.place_id);
      if (description === undefined || placeId === undefined) return [];
      const matched = Array.isArray(raw.matched_substrings) ? raw.matched_substrings : [];
      const matchedSubstrings = matched.flatMap((m: unknown): MatchedSubstring[] => {
        const offset = isRecord(m) ? asFiniteNumber(m.offset) : undefined;
        const length = isRecord(m) ? asFiniteNumber(m.length) : undefined;
        return offset === undefined || length === undefined ? [] : [{ offset, length }];
      });
      return [{ description, placeId, matchedSubstrings }];
    });
  }

  async placeDetails(placeId: string): Promise<GeocodeResult> {
    if (placeId.trim() === '') throw this.error('geo.place_details_not_found');
    const reply = await this.call('geo.geocoding_failed', 'maps/api/place/details/json', {
      place_id: placeId,
      fields: 'place_id,formatted_address,address_components,geometry/location',
    });
    const body = this.statusBody(reply);
    if (['NOT_FOUND', 'ZERO_RESULTS', 'INVALID_REQUEST'].includes(body.status))
      throw this.error('geo.place_details_not_found', body.status);
    if (body.status !== 'OK') throw this.error('geo.geocoding_failed', body.status);
    if (!isRecord(body.result)) throw this.error('geo.place_details_not_found');
    return this.parseResult(body.result, 'details');
  }

  async routeMatrix(origins: readonly Position[], destinations: readonly Position[]): Promise<RouteMatrix> {
    assertValidPositions(origins);
    assertValidPositions(destinations);
    if (origins.length === 0 || destinations.length === 0) return origins.map(() => []);
    const destinationChunkSize = Math.min(MAX_SIDE, destinations.length);
    const originChunkSize = Math.max(1, Math.min(MAX_SIDE, Math.floor(MAX_ELEMENTS / destinationChunkSize)));
    const rows: RouteMatrix = origins.map(() => []);
    let originStart = 0;
    for (const originChunk of chunk(origins, originChunkSize)) {
      for (const destinationChunk of chunk(destinations, destinationChunkSize)) {
        const part = await this.distanceMatrix(originChunk, destinationChunk);
        part.forEach((cells, i) => rows[originStart + i]?.push(...cells));
      }
      originStart += originChunk.length;
    }
    return rows;
  }

  private async distanceMatrix(
    origins: readonly Position[],
    destinations: readonly Position[],
  ): Promise<RouteMatrix> {
    const reply = await this.call('geo.distance_matrix_fetch_failed', 'maps/api/distancematrix/json', {
      origins: origins.map(latLng).join('|'),
      destinations: destinations.map(latLng).join('|'),
      mode: 'driving',
      units: 'metric',
    });
    const body = reply.json;
    if (!reply.ok) throw this.error('geo.distance_matrix_fetch_failed', `HTTP_${reply.status}`);
    if (!isRecord(body) || typeof body.status !== 'string')
      throw this.error('geo.distance_matrix_fetch_failed', 'INVALID_RESPONSE');
    if (body.status !== 'OK') throw this.error('geo.distance_matrix_fetch_failed', body.status);
    if (body.rows === undefined || (Array.isArray(body.rows) && body.rows.length === 0))
      throw this.error('geo.distance_matrix_no_rows');
    const cells = checkRouteMatrixShape(
      body.rows,
      origins.length,
      destinations.length,
      (row) => (isRecord(row) && Array.isArray(row.elements) ? row.elements : undefined),
      PROVIDER,
    );
    return cells.map((row) => row.map((element) => this.parseElement(element)));
  }

  private parseElement(element: unknown): RouteMatrixCell | null {
    if (!isRecord(element) || typeof element.status !== 'string')
      throw this.error('geo.route_matrix_unexpected_structure');
    // NOT_FOUND, ZERO_RESULTS, MAX_ROUTE_LENGTH_EXCEEDED: no route between these two points.
    if (element.status !== 'OK') return null;
    const distanceMeters = isRecord(element.distance) ? asFiniteNumber(element.distance.value) : undefined;
    const durationSeconds = isRecord(element.duration) ? asFiniteNumber(element.duration.value) : undefined;
    if (distanceMeters === undefined || durationSeconds === undefined)
      throw this.error('geo.route_matrix_unexpected_structure');
    return { distanceMeters, durationSeconds };
  }

  private async geocodeRequest(query: Record<string, string | undefined>): Promise<GeocodeResult> {
    const reply = await this.call('geo.geocoding_failed', 'maps/api/geocode/json', query);
    const body = this.statusBody(reply);
    if (body.status === 'ZERO_RESULTS') throw this.error('geo.no_results');
    if (body.status !== 'OK') throw this.error('geo.geocoding_failed', body.status);
    if (!Array.isArray(body.results)) throw this.error('geo.geocoding_parse_failed');
    const first: unknown = body.results[0];
    if (first === undefined) throw this.error('geo.no_results');
    if (!isRecord(first)) throw this.error('geo.geocoding_parse_failed');
    return this.parseResult(first, 'geocode');
  }

  /** A geocoding-family reply: HTTP failures are 'geocoding failed', unreadable bodies a parse failure. */
  private statusBody(reply: JsonReply): Record<string, unknown> & { status: string } {
    if (!reply.ok) throw this.error('geo.geocoding_failed', `HTTP_${reply.status}`);
    const body = reply.json;
    if (!isRecord(body) || typeof body.status !== 'string') throw this.error('geo.geocoding_parse_failed');
    return body as Record<string, unknown> & { status: string };
  }

  private parseResult(raw: Record<string, unknown>, phase: Phase): GeocodeResult {
    const placeId = asString(raw.place_id);
    const location =
      isRecord(raw.geometry) && isRecord(raw.geometry.location) ? raw.geometry.location : undefined;
    const latitude = location ? asFiniteNumber(location.lat) : undefined;
    const longitude = location ? asFiniteNumber(location.lng) : undefined;
    const components = raw.address_components;
    const description = asString(raw.formatted_address);
    if (phase === 'details' && (!Array.isArray(components) || description === undefined)) {
      throw this.error('geo.place_details_not_found');
    }
    if (
      placeId === undefined ||
      latitude === undefined ||
      longitude === undefined ||
      !Array.isArray(components) ||
      description === undefined
    ) {
      throw this.error('geo.geocoding_parse_failed');
    }
    const component = (type: string): { long: string; short: string } | undefined => {
      for (const c of components) {
        if (!isRecord(c) || !Array.isArray(c.types) || !c.types.includes(type)) continue;
        const long = asString(c.long_name);
        if (long === undefined) continue;
        return { long, short: asString(c.short_name) ?? long };
      }
      return undefined;
    };
    const country = component('country');
    if (!country) throw this.error('geo.geocoding_parse_failed');
    const state = component('administrative_area_level_1');
    // Brazilian cities often come only as administrative_area_level_2.
    const city =
      component('locality') ?? component('administrative_area_level_2') ?? component('postal_town');
    return {
      placeId,
      latitude,
      longitude,
      description,
      cityName: city?.long ?? null,
      countryCode: country.short.toUpperCase(),
      countryName: country.long,
      stateCode: stateCodeFor(country.short, state?.short, state?.long, this.countriesWithoutStateCode),
      stateName: state?.long ?? null,
    };
  }

  /** Sends a GET; a transport failure becomes `failure` with the transport kind as its status. */
  private async call(
    failure: LocationProviderErrorCode,
    path: string,
    query: Record<string, string | undefined>,
  ): Promise<JsonReply> {
    const url = buildUrl(this.baseUrl, path, { ...query, language: this.language, key: this.apiKey });
    return providerRequest(PROVIDER, failure, url, { timeoutMs: this.timeoutMs, fetch: this.fetchImpl });
  }

  private error(code: LocationProviderErrorCode, status?: string, cause?: unknown): LocationProviderError {
    return new LocationProviderError(code, { provider: PROVIDER, status, cause });
  }
}
