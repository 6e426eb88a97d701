import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from './fake-http-server.fixture.js';
import { LocationProviderError } from './location-provider-error.js';
import { AwsLocationProvider } from './location-provider.aws.js';
import { type Position } from './location-provider.port.js';
import { CAMPINAS_PLACE, CORDOBA_PLACE } from './place-answers.fixture.js';
import { rejectionOf } from '../../../test/rejection.js';

const API_KEY = 'v1.public.test-key';

// Reply shapes of Amazon Location Service places and routes (version 2).
const campinasItem = {
  PlaceId: 'AQAAAFUAwzVlZ2VvY29kZS1jYW1waW5hcw',
  PlaceType: 'Locality',
  Title: 'Campinas, SP, Brasil',
  Address: {
    Label: 'Campinas, SP, Brasil',
    Country: { Code2: 'BR', Code3: 'BRA', Name: 'Brasil' },
    Region: { Code: 'SP', Name: 'São Paulo' },
    SubRegion: { Name: 'Campinas' },
    Locality: 'Campinas',
  },
  Position: [-47.06083, -22.90556],
  MapView: [-47.23, -23.05, -46.82, -22.67],
  MatchScores: { Overall: 1, Components: { Address: { Locality: 1, Region: 1 } } },
};

const cordobaItem = {
  PlaceId: 'AQAAAFUAcm9zYXJpby1jb3Jkb2Jh',
  PlaceType: 'Street',
  Title: 'Avenida Colón, Córdoba, Argentina',
  Address: {
    Label: 'Avenida Colón, X5000 Córdoba, Argentina',
    Country: { Code2: 'AR', Code3: 'ARG', Name: 'Argentina' },
    Region: { Name: 'Córdoba' },
    SubRegion: { Name: 'Capital' },
    Locality: 'Córdoba',
    PostalCode: 'X5000',
    Street: 'Avenida Colón',
  },
  Position: [-64.18877, -31.41996],
  Distance: 12,
};

let fake: FakeServer;
let provider: AwsLocationProvider;

beforeAll(async () => {
  fake = await startFakeServer();
  provider = new AwsLocationProvider({
    apiKey: API_KEY,
    region: 'sa-east-1',
    placesBaseUrl: `${fake.baseUrl}/places/v2`,
    routesBaseUrl: `${fake.baseUrl}/routes/v2`,
    timeoutMs: 500,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, LocationProviderError, API_KEY);

describe('AWS configuration', () => {
  it('requires an API key and a region', () => {
    expect(() => new AwsLocationProvider({ apiKey: '', region: 'sa-east-1' })).toThrow(
      'AWS provider requires API key and region',
    );
    expect(() => new AwsLocationProvider({ apiKey: API_KEY, region: '' })).toThrow(
      expect.objectContaining({ code: 'geo.aws_config_missing' }),
    );
  });

  it('addresses the regional endpoints by default', async () => {
    const urls: string[] = [];
    const regional = new AwsLocationProvider({
      apiKey: API_KEY,
      region: 'sa-east-1',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ ResultItems: [campinasItem] }), { status: 200 });
      },
    });
    await regional.geocode('Campinas');
    expect(urls).toEqual([
      `https://places.geo.sa-east-1.amazonaws.com/v2/geocode?key=${encodeURIComponent(API_KEY)}`,
    ]);
  });
});

describe('AWS geocode', () => {
  it('posts the query with the key as a query parameter and maps the first item', async () => {
    fake.handle(() => ({ json: { PricingBucket: 'Core', ResultItems: [campinasItem] } }));
    const result = await provider.geocode('Campinas, SP', { country: 'BR' });
    expect(result).toEqual({
      placeId: 'AQAAAFUAwzVlZ2VvY29kZS1jYW1waW5hcw',
      latitude: -22.90556,
      longitude: -47.06083,
      description: 'Campinas, SP, Brasil',
      ...CAMPINAS_PLACE,
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/places/v2/geocode');
    expect(request?.url.searchParams.get('key')).toBe(API_KEY);
    expect(request?.body).toEqual({
      QueryText: 'Campinas, SP',
      MaxResults: 1,
      Language: 'pt-BR',
      Filter: { IncludeCountries: ['BRA'] },
    });
  });

  it('answers "geocode failed to find location" when nothing matches', async () => {
    fake.handle(() => ({ json: { PricingBucket: 'Core', ResultItems: [] } }));
    expect(await failure(provider.geocode('Nowhere'))).toMatchObject({
      code: 'geo.geocode_not_found',
      message: 'geocode failed to find location',
    });
  });

  it('answers "geocoding failed" for a refused call and a parse failure for a broken item', async () => {
    fake.handle(() => ({ status: 403, json: { message: 'Unable to authenticate the request' } }));
    expect(await failure(provider.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'HTTP_403',
    });
    fake.handle(() => ({ json: { ResultItems: [{ ...campinasItem, Position: 'nowhere' }] } }));
    expect((await failure(provider.geocode('Campinas'))).message).toBe('failed to parse geocoding result');
    fake.handle(() => ({ text: '<html>' }));
    expect((await failure(provider.geocode('Campinas'))).code).toBe('geo.geocoding_parse_failed');
  });

  it('turns a time-out into "geocoding failed"', async () => {
    fake.handle(() => ({ delayMs: 1500, json: { ResultItems: [campinasItem] } }));
    expect(await failure(provider.geocode('Campinas'))).toMatchObject({
      code: 'geo.geocoding_failed',
      status: 'TIMEOUT',
    });
  });
});

describe('AWS reverse geocode', () => {
  it('sends the position longitude first and uses the province name as state code in Argentina', async () => {
    fake.handle(() => ({ json: { PricingBucket: 'Core', ResultItems: [cordobaItem] } }));
    const result = await provider.reverseGeocode({ lon: -64.1888, lat: -31.4201 });
    expect(fake.requests[0]?.url.pathname).toBe('/places/v2/reverse-geocode');
    expect(fake.requests[0]?.body).toMatchObject({ QueryPosition: [-64.1888, -31.4201] });
    expect(result).toMatchObject({
      ...CORDOBA_PLACE,
      longitude: -64.18877,
      latitude: -31.41996,
      description: 'Avenida Colón, X5000 Córdoba, Argentina',
    });
  });

  it('answers "reverse geocode failed to find location" when the point has no address', async () => {
    fake.handle(() => ({ json: { ResultItems: [] } }));
    expect((await failure(provider.reverseGeocode({ lon: -30, lat: -20 }))).message).toBe(
      'reverse geocode failed to find location',
    );
  });
});

describe('AWS autocomplete', () => {
  it('maps title highlights to matched substrings', async () => {
    fake.handle(() => ({
      json: {
        PricingBucket: 'Core',
        ResultItems: [
          {
            PlaceId: 'AQAAAFUAc2pj',
            PlaceType: 'Locality',
            Title: 'São José dos Campos, SP, Brasil',
            Address: {
              Label: 'São José dos Campos, SP, Brasil',
              Country: { Code2: 'BR', Code3: 'BRA', Name: 'Brasil' },
            },
            Highlights: {
              Title: [
                { StartIndex: 0, EndIndex: 3, Value: 'São' },
                { StartIndex: 4, EndIndex: 8, Value: 'José' },
              ],
            },
          },
        ],
      },
    }));
    await expect(provider.autocomplete('sao jose', { country: 'BR' })).resolves.toEqual([
      {
        description: 'São José dos Campos, SP, Brasil',
        placeId: 'AQAAAFUAc2pj',
        matchedSubstrings: [
          { offset: 0, length: 3 },
          { offset: 4, length: 4 },
        ],
      },
    ]);
    expect(fake.requests[0]?.url.pathname).toBe('/places/v2/autocomplete');
    expect(fake.requests[0]?.body).toMatchObject({
      QueryText: 'sao jose',
      Filter: { IncludeCountries: ['BRA'] },
    });
  });

  it('returns an empty list when nothing matches, and fails when the reply has no result list', async () => {
    fake.handle(() => ({ json: { ResultItems: [] } }));
    await expect(provider.autocomplete('xqzw')).resolves.toEqual([]);
    fake.handle(() => ({ json: { PricingBucket: 'Core' } }));
    expect(await failure(provider.autocomplete('sao'))).toMatchObject({
      code: 'geo.autocomplete_not_found',
      message: 'autocomplete failed to find results',
    });
  });

  it('reports the HTTP status of a failed call', async () => {
    fake.handle(() => ({ status: 429, json: { message: 'Rate exceeded' } }));
    expect((await failure(provider.autocomplete('sao'))).message).toBe(
      'failed to fetch predictions due to HTTP_429',
    );
  });
});

describe('AWS place details', () => {
  it('gets the place by id', async () => {
    fake.handle(() => ({ json: { ...cordobaItem, PricingBucket: 'Core' } }));
    const result = await provider.placeDetails('AQAAAFUA/rosario cordoba');
    expect(fake.requests[0]?.method).toBe('GET');
    expect(fake.requests[0]?.url.pathname).toBe('/places/v2/place/AQAAAFUA%2Frosario%20cordoba');
    expect(fake.requests[0]?.url.searchParams.get('key')).toBe(API_KEY);
    expect(result.cityName).toBe('Córdoba');
  });

  it('answers "place details failed to find address" for an unknown id or a place without address', async () => {
    fake.handle(() => ({ status: 404, json: { message: 'Place not found' } }));
    expect(await failure(provider.placeDetails('gone'))).toMatchObject({
      code: 'geo.place_details_not_found',
      message: 'place details failed to find address',
    });
    const { Address: _address, ...withoutAddress } = cordobaItem;
    fake.handle(() => ({ json: withoutAddress }));
    expect((await failure(provider.placeDetails('x'))).code).toBe('geo.place_details_not_found');
  });
});

describe('AWS route matrix', () => {
  const saoPaulo: Position = [-46.6333, -23.5505];
  const campinas: Position = [-47.0608, -22.9056];
  const rio: Position = [-43.1729, -22.9068];

  it('posts longitude-first positions and maps entries, with null for an entry in error', async () => {
    fake.handle(() => ({
      json: {
        ErrorCount: 1,
        PricingBucket: 'Core',
        RouteMatrix: [
          [
            { Distance: 99_512, Duration: 5_340 },
            { Distance: 0, Duration: 0, Error: 'Unreachable' },
          ],
        ],
        RoutingBoundary: { Unbounded: true },
      },
    }));
    const matrix = await provider.routeMatrix([saoPaulo], [campinas, rio]);
    expect(matrix).toEqual([[{ distanceMeters: 99_512, durationSeconds: 5_340 }, null]]);
    expect(fake.requests[0]?.url.pathname).toBe('/routes/v2/route-matrix');
    expect(fake.requests[0]?.body).toMatchObject({
      Origins: [{ Position: saoPaulo }],
      Destinations: [{ Position: campinas }, { Position: rio }],
      TravelMode: 'Car',
    });
  });

  it('answers "route matrix returned no data" when the matrix is missing', async () => {
    fake.handle(() => ({ json: { ErrorCount: 0, RoutingBoundary: { Unbounded: true } } }));
    expect(await failure(provider.routeMatrix([saoPaulo], [campinas]))).toMatchObject({
      code: 'geo.route_matrix_no_data',
      message: 'route matrix returned no data',
    });
  });

  it('rejects a matrix whose rows do not match the inputs (spec §5)', async () => {
    fake.handle(() => ({ json: { RouteMatrix: [[{ Distance: 1, Duration: 1 }]] } }));
    expect((await failure(provider.routeMatrix([saoPaulo, rio], [campinas]))).message).toBe(
      'route matrix unexpected response structure',
    );
    fake.handle(() => ({
      json: {
        RouteMatrix: [
          [{ Distance: 1, Duration: 1 }],
          [
            { Distance: 1, Duration: 1 },
            { Distance: 2, Duration: 2 },
          ],
        ],
      },
    }));
    expect((await failure(provider.routeMatrix([saoPaulo, rio], [campinas]))).message).toBe(
      'route matrix row 1 unexpected length',
    );
    fake.handle(() => ({ json: { RouteMatrix: { rows: [] } } }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).code).toBe(
      'geo.route_matrix_unexpected_structure',
    );
  });

  it('reports the HTTP status of a failed call', async () => {
    fake.handle(() => ({ status: 500, json: { message: 'Internal' } }));
    expect((await failure(provider.routeMatrix([saoPaulo], [campinas]))).message).toBe(
      'failed to fetch distance matrix due to HTTP_500',
    );
  });
});
