import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeServer, type FakeServer } from './fake-http-server.fixture.js';
import { LocationProviderError } from './location-provider-error.js';
import { GoogleLocationProvider } from './location-provider.google.js';
import { type Position } from './location-provider.port.js';
import { CAMPINAS_PLACE, CORDOBA_PLACE } from './place-answers.fixture.js';
import { rejectionOf } from '../../../test/rejection.js';

const API_KEY = 'test-key-123';

// Reply shapes as the Google Maps Platform web services send them.
const campinasResult = {
  address_components: [
    { long_name: 'Campinas', short_name: 'Campinas', types: ['administrative_area_level_2', 'political'] },
    { long_name: 'São Paulo', short_name: 'SP', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Brasil', short_name: 'BR', types: ['country', 'political'] },
  ],
  formatted_address: 'Campinas - SP, Brasil',
  geometry: {
    location: { lat: -22.9056391, lng: -47.059564 },
    location_type: 'APPROXIMATE',
    viewport: { northeast: { lat: -22.7, lng: -46.8 }, southwest: { lat: -23.1, lng: -47.2 } },
  },
  place_id: 'ChIJJWNL5x3GyJQRKsJ4IWo65Rc',
  types: ['administrative_area_level_2', 'political'],
};

const cordobaResult = {
  address_components: [
    { long_name: '27 de Abril', short_name: '27 de Abril', types: ['route'] },
    { long_name: 'Córdoba', short_name: 'Córdoba', types: ['locality', 'political'] },
    { long_name: 'Capital', short_name: 'Capital', types: ['administrative_area_level_2', 'political'] },
    { long_name: 'Córdoba', short_name: 'Córdoba', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Argentina', short_name: 'AR', types: ['country', 'political'] },
    { long_name: 'X5000', short_name: 'X5000', types: ['postal_code'] },
  ],
  formatted_address: '27 de Abril 300, X5000 Córdoba, Argentina',
  geometry: { location: { lat: -31.4166, lng: -64.1836 }, location_type: 'RANGE_INTERPOLATED' },
  place_id: 'EjEyNyBkZSBBYnJpbCAzMDAsIENvcmRvYmE',
  types: ['street_address'],
};

let fake: FakeServer;
let provider: GoogleLocationProvider;

beforeAll(async () => {
  fake = await startFakeServer();
  provider = new GoogleLocationProvider({ apiKey: API_KEY, baseUrl: fake.baseUrl, timeoutMs: 500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, LocationProviderError, API_KEY);

describe('Google geocode', () => {
  it('sends the address, country, language and key, and maps the first result', async () => {
    fake.handle(() => ({ json: { results: [campinasResult], status: 'OK' } }));
    const result = await provider.geocode('Campinas - SP', { country: 'BR' });
    expect(result).toEqual({
      placeId: 'ChIJJWNL5x3GyJQRKsJ4IWo65Rc',
      latitude: -22.9056391,
      longitude: -47.059564,
      description: 'Campinas - SP, Brasil',
      ...CAMPINAS_PLACE,
    });
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      address: 'Campinas - SP',
      components: 'country:BR',
      language: 'pt-BR',
      key: API_KEY,
    });
  });

  it('answers "no results found" for ZERO_RESULTS', async () => {
    fake.handle(() => ({ json: { results: [], status: 'ZERO_RESULTS' } }));
    const error = await failure(provider.geocode('Nowhere at all'));
    expect(error).toMatchObject({ code: 'geo.no_results', message: 'no results found' });
  });

  it('answers "geocoding failed" for a refused request or an HTTP error', async () => {
    fake.handle(() => ({
      json: { error_message: 'The provided API key is invalid.', results: [], status: 'REQUEST_DENIED' },
    }));
    expect(await failure(provider.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'REQUEST_DENIED',
      message: 'geocoding failed',
    });
    fake.handle(() => ({ status: 502, text: '<html>Bad Gateway</html>' }));
    expect(await failure(provider.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'HTTP_502',
    });
  });

  it('answers "failed to parse geocoding result" for a malformed body', async () => {
    fake.handle(() => ({ text: '{"results": [' }));
    expect((await failure(provider.geocode('Campinas'))).message).toBe('failed to parse geocoding result');
    const { geometry: _geometry, ...withoutGeometry } = campinasResult;
    fake.handle(() => ({ json: { results: [withoutGeometry], status: 'OK' } }));
    expect((await failure(provider.geocode('Campinas'))).code).toBe('geo.geocoding_parse_failed');
  });

  it('turns a time-out and a refused connection into "geocoding failed"', async () => {
    fake.handle(() => ({ delayMs: 1500, json: { results: [campinasResult], status: 'OK' } }));
    expect(await failure(provider.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'TIMEOUT',
    });
    const offline = new GoogleLocationProvider({ apiKey: API_KEY, baseUrl: await closedPortUrl() });
    expect(await failure(offline.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'NETWORK_ERROR',
    });
  });
});

describe('Google reverse geocode', () => {
  it('sends latitude first as Google expects and uses the province name as state code in Argentina', async () => {
    fake.handle(() => ({
      json: { plus_code: { global_code: '48V5HR6C+9H' }, results: [cordobaResult], status: 'OK' },
    }));
    const result = await provider.reverseGeocode({ lon: -64.1836, lat: -31.4166 });
    expect(fake.requests[0]?.url.searchParams.get('latlng')).toBe('-31.4166,-64.1836');
    expect(result).toMatchObject({
      ...CORDOBA_PLACE,
      longitude: -64.1836,
    });
  });

  it('answers "no results found" when the point has no address', async () => {
    fake.handle(() => ({ json: { results: [], status: 'ZERO_RESULTS' } }));
    expect((await failure(provider.reverseGeocode({ lon: -30, lat: -20 }))).message).toBe('no results found');
  });
});

describe('Google autocomplete', () => {
  it('maps predictions with their matched substrings', async () => {
    fake.handle(() => ({
      json: {
        predictions: [
          {
            description: 'São José dos Campos - SP, Brasil',
            matched_substrings: [
              { length: 3, offset: 0 },
              { length: 4, offset: 4 },
            ],
            place_id: 'ChIJVz2ZsHZKzJQRi8yJ7zcbVxU',
            reference: 'ChIJVz2ZsHZKzJQRi8yJ7zcbVxU',
            structured_formatting: { main_text: 'São José dos Campos', secondary_text: 'SP, Brasil' },
            terms: [{ offset: 0, value: 'São José dos Campos' }],
            types: ['locality', 'political', 'geocode'],
          },
        ],
        status: 'OK',
      },
    }));
    await expect(provider.autocomplete('sao jose', { country: 'BR' })).resolves.toEqual([
      {
        description: 'São José dos Campos - SP, Brasil',
        placeId: 'ChIJVz2ZsHZKzJQRi8yJ7zcbVxU',
        matchedSubstrings: [
          { offset: 0, length: 3 },
          { offset: 4, length: 4 },
        ],
      },
    ]);
    const params = fake.requests[0]?.url.searchParams;
    expect(fake.requests[0]?.url.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(params?.get('input')).toBe('sao jose');
    expect(params?.get('components')).toBe('country:br');
  });

  it('returns no predictions for ZERO_RESULTS and does not call for blank input', async () => {
    fake.handle(() => ({ json: { predictions: [], status: 'ZERO_RESULTS' } }));
    await expect(provider.autocomplete('xqzw')).resolves.toEqual([]);
    await expect(provider.autocomplete('  ')).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports the failing status', async () => {
    fake.handle(() => ({ json: { error_message: 'quota', predictions: [], status: 'OVER_QUERY_LIMIT' } }));
    expect((await failure(provider.autocomplete('sao'))).message).toBe(
      'failed to fetch predictions due to OVER_QUERY_LIMIT',
    );
    fake.handle(() => ({ status: 503, text: 'Service Unavailable' }));
    expect((await failure(provider.autocomplete('sao'))).message).toBe(
      'failed to fetch predictions due to HTTP_503',
    );
    fake.handle(() => ({ text: 'not json' }));
    expect((await failure(provider.autocomplete('sao'))).message).toBe(
      'failed to fetch predictions due to INVALID_RESPONSE',
    );
  });
});

describe('Google place details', () => {
  it('maps the place of a prediction', async () => {
    fake.handle(() => ({ json: { html_attributions: [], result: campinasResult, status: 'OK' } }));
    const result = await provider.placeDetails('ChIJJWNL5x3GyJQRKsJ4IWo65Rc');
    expect(result).toMatchObject({
      placeId: 'ChIJJWNL5x3GyJQRKsJ4IWo65Rc',
      cityName: 'Campinas',
      stateCode: 'SP',
    });
    expect(fake.requests[0]?.url.pathname).toBe('/maps/api/place/details/json');
    expect(fake.requests[0]?.url.searchParams.get('place_id')).toBe('ChIJJWNL5x3GyJQRKsJ4IWo65Rc');
  });

  it('answers "place details failed to find address" for an unknown place or a place without address', async () => {
    fake.handle(() => ({ json: { html_attributions: [], status: 'NOT_FOUND' } }));
    expect(await failure(provider.placeDetails('gone'))).toMatchObject({
      code: 'geo.place_details_not_found',
      message: 'place details failed to find address',
    });
    const { address_components: _components, ...withoutAddress } = campinasResult;
    fake.handle(() => ({ json: { result: withoutAddress, status: 'OK' } }));
    expect((await failure(provider.placeDetails('x'))).code).toBe('geo.place_details_not_found');
  });
});

describe('Google route matrix', () => {
  const saoPaulo: Position = [-46.6333, -23.5505];
  const campinas: Position = [-47.0608, -22.9056];
  const rio: Position = [-43.1729, -22.9068];

  const element = (meters: number, seconds: number) => ({
    distance: { text: `${meters / 1000} km`, value: meters },
    duration: { text: `${seconds / 60} min`, value: seconds },
    status: 'OK',
  });

  it('sends latitude-first points and maps cells, with null where there is no route', async () => {
    fake.handle(() => ({
      json: {
        destination_addresses: ['Campinas - SP, Brasil', 'Rio de Janeiro - RJ, Brasil'],
        origin_addresses: ['São Paulo - SP, Brasil'],
        rows: [{ elements: [element(99_512, 5_340), { status: 'ZERO_RESULTS' }] }],
        status: 'OK',
      },
    }));
    const matrix = await provider.routeMatrix([saoPaulo], [campinas, rio]);
    expect(matrix).toEqual([[{ distanceMeters: 99_512, durationSeconds: 5_340 }, null]]);
    const params = fake.requests[0]?.url.searchParams;
    expect(params?.get('origins')).toBe('-23.5505,-46.6333');
    expect(params?.get('destinations')).toBe('-22.9056,-47.0608|-22.9068,-43.1729');
    expect(params?.get('mode')).toBe('driving');
  });

  it('reports the failing status and missing rows', async () => {
    fake.handle(() => ({ json: { rows: [], status: 'OVER_DAILY_LIMIT' } }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).message).toBe(
      'failed to fetch distance matrix due to OVER_DAILY_LIMIT',
    );
    fake.handle(() => ({ json: { rows: [], status: 'OK' } }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).message).toBe(
      'no response rows from distance matrix',
    );
    fake.handle(() => ({ status: 500, text: '' }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).message).toBe(
      'failed to fetch distance matrix due to HTTP_500',
    );
  });

  it('rejects a reply whose rows do not match the inputs (spec §5)', async () => {
    fake.handle(() => ({ json: { rows: [{ elements: [element(1, 1)] }], status: 'OK' } }));
    expect((await failure(provider.routeMatrix([saoPaulo, rio], [campinas]))).message).toBe(
      'route matrix unexpected response structure',
    );
    fake.handle(() => ({ json: { rows: [{ elements: [element(1, 1)] }, { elements: [] }], status: 'OK' } }));
    expect((await failure(provider.routeMatrix([saoPaulo, rio], [campinas]))).message).toBe(
      'route matrix row 1 unexpected length',
    );
    fake.handle(() => ({
      json: { rows: [{ elements: [{ status: 'OK', distance: { value: 'far' } }] }], status: 'OK' },
    }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).code).toBe(
      'geo.route_matrix_unexpected_structure',
    );
  });

  it('splits a large matrix into requests within the service limits and keeps the order', async () => {
    fake.handle((request) => {
      const destinations = (request.url.searchParams.get('destinations') ?? '').split('|');
      const origins = (request.url.searchParams.get('origins') ?? '').split('|');
      // Encode the destination longitude in the distance so the order can be checked.
      return {
        json: {
          rows: origins.map(() => ({
            elements: destinations.map((d) => element(Math.round(-Number(d.split(',')[1]) * 1000), 60)),
          })),
          status: 'OK',
        },
      };
    });
    const destinations: Position[] = Array.from({ length: 30 }, (_, i) => [-(40 + i), -20]);
    const matrix = await provider.routeMatrix([saoPaulo, campinas], destinations);
    expect(fake.requests.length).toBeGreaterThan(1);
    for (const request of fake.requests) {
      const o = (request.url.searchParams.get('origins') ?? '').split('|').length;
      const d = (request.url.searchParams.get('destinations') ?? '').split('|').length;
      expect(o * d).toBeLessThanOrEqual(100);
      expect(d).toBeLessThanOrEqual(25);
    }
    expect(matrix).toHaveLength(2);
    expect(matrix[1]?.map((cell) => cell?.distanceMeters)).toEqual(destinations.map(([lon]) => -lon * 1000));
  });
});
