import { describe, expect, it } from 'vitest';
import { AR_CITIES, AR_PROVINCES } from '../../db/seed/data/geography/ar.js';
import { BR_CITIES, BR_STATES } from '../../db/seed/data/geography/br.js';
import { EARTH_RADIUS_METERS } from './geo-distance.js';
import { LocationProviderError } from './location-provider-error.js';
import { SandboxLocationProvider } from './location-provider.sandbox.js';
import { buildSandboxGazetteer } from './sandbox-gazetteer.js';
import { rejectionOf } from '../../../test/rejection.js';

// A few cities of the reference geography, so that ranking and nearest-city answers are easy to follow.
const BR_SAMPLE = ['3550308', '3509502', '3549904', '3304557', '5300108'];
const AR_SAMPLE = ['AR-X-CORDOBA', 'AR-S-ROSARIO'];
const places = buildSandboxGazetteer({
  brStates: BR_STATES.filter((state) => ['SP', 'RJ', 'DF'].includes(state.code)),
  brCities: BR_CITIES.filter((city) => BR_SAMPLE.includes(city.ibgeCode)),
  arProvinces: AR_PROVINCES.filter((province) => ['X', 'S'].includes(province.code)),
  arCities: AR_CITIES.filter((city) => AR_SAMPLE.includes(city.code)),
});

const provider = new SandboxLocationProvider({ places });

const failure = (promise: Promise<unknown>) => rejectionOf(promise, LocationProviderError);

describe('sandbox geocode', () => {
  it('finds a city by name without accents and returns every geocode field', async () => {
    await expect(provider.geocode('sao paulo')).resolves.toEqual({
      placeId: 'sandbox-city:BR:3550308',
      latitude: -23.5329,
      longitude: -46.6395,
      description: 'São Paulo, SP, Brasil',
      cityName: 'São Paulo',
      countryCode: 'BR',
      countryName: 'Brasil',
      stateCode: 'SP',
      stateName: 'São Paulo',
    });
  });

  it('uses the state qualifier to choose, and rejects a wrong one', async () => {
    expect((await provider.geocode('Campinas - SP')).cityName).toBe('Campinas');
    expect((await provider.geocode('campinas, são paulo, brasil')).cityName).toBe('Campinas');
    const error = await failure(provider.geocode('Campinas, RJ'));
    expect(error.code).toBe('geo.geocode_not_found');
    expect(error.message).toBe('geocode failed to find location');
  });

  it('prefers the exact name over a longer name with the same start', async () => {
    expect((await provider.geocode('São Paulo')).cityName).toBe('São Paulo');
    expect((await provider.geocode('São José')).cityName).toBe('São José dos Campos');
  });

  it('uses the province name as the state code in Argentina', async () => {
    const result = await provider.geocode('Cordoba', { country: 'AR' });
    expect(result).toMatchObject({
      cityName: 'Córdoba',
      countryCode: 'AR',
      stateCode: 'Córdoba',
      stateName: 'Córdoba',
    });
    expect(result.description).toBe('Córdoba, Córdoba, Argentina');
  });

  it('restricts to the requested country', async () => {
    await expect(provider.geocode('Rosario', { country: 'BR' })).rejects.toThrow(
      'geocode failed to find location',
    );
  });

  it('fails like an outage for the documented FAIL query', async () => {
    const error = await failure(provider.geocode('fail'));
    expect(error).toMatchObject({ code: 'geo.geocoding_failed', message: 'geocoding failed' });
  });
});

describe('sandbox reverse geocode', () => {
  it('answers the nearest seeded city', async () => {
    // A point in Valinhos, 12 km from Campinas and 70 km from São Paulo.
    const result = await provider.reverseGeocode({ lon: -46.9956, lat: -22.9707 });
    expect(result.cityName).toBe('Campinas');
  });

  it('finds nothing in the middle of the ocean', async () => {
    const error = await failure(provider.reverseGeocode({ lon: -30, lat: -20 }));
    expect(error).toMatchObject({
      code: 'geo.reverse_geocode_not_found',
      message: 'reverse geocode failed to find location',
    });
  });

  it('rejects coordinates given latitude first when they fall out of range', async () => {
    await expect(provider.reverseGeocode({ lon: -23.5, lat: -146.6 })).rejects.toBeInstanceOf(RangeError);
  });
});

describe('sandbox autocomplete', () => {
  it('matches accent-insensitively and reports offsets in the description', async () => {
    const [first] = await provider.autocomplete('sao jo');
    expect(first).toEqual({
      description: 'São José dos Campos, SP, Brasil',
      placeId: 'sandbox-city:BR:3549904',
      matchedSubstrings: [
        { offset: 0, length: 3 },
        { offset: 4, length: 2 },
      ],
    });
  });

  it('matches inside the name and on the state code', async () => {
    const predictions = await provider.autocomplete('campinas sp');
    expect(predictions).toHaveLength(1);
    expect(predictions[0]?.matchedSubstrings).toEqual([
      { offset: 0, length: 8 },
      { offset: 10, length: 2 },
    ]);
    const [paulo] = await provider.autocomplete('Paulo');
    expect(paulo?.description).toBe('São Paulo, SP, Brasil');
    expect(paulo?.matchedSubstrings).toEqual([{ offset: 4, length: 5 }]);
  });

  it('ranks a match on the city name above a match on its country', async () => {
    const predictions = await provider.autocomplete('bras');
    expect(predictions[0]?.description).toBe('Brasília, DF, Brasil');
    expect(predictions.length).toBeGreaterThan(1);
    expect(predictions.length).toBeLessThanOrEqual(5);
  });

  it('filters by country and returns an empty list when nothing matches', async () => {
    expect((await provider.autocomplete('ros', { country: 'AR' })).map((p) => p.description)).toEqual([
      'Rosario, Santa Fe, Argentina',
    ]);
    await expect(provider.autocomplete('ros', { country: 'BR' })).resolves.toEqual([]);
    await expect(provider.autocomplete('   ')).resolves.toEqual([]);
  });

  it('fails like an outage for the documented FAIL input', async () => {
    const error = await failure(provider.autocomplete('FAIL'));
    expect(error).toMatchObject({
      code: 'geo.predictions_fetch_failed',
      message: 'failed to fetch predictions due to UNKNOWN_ERROR',
    });
  });
});

describe('sandbox place details', () => {
  it('returns the place an autocomplete prediction points to', async () => {
    const [prediction] = await provider.autocomplete('rio de jan');
    const details = await provider.placeDetails(prediction?.placeId ?? '');
    expect(details).toMatchObject({
      cityName: 'Rio de Janeiro',
      stateCode: 'RJ',
      longitude: -43.2003,
      latitude: -22.9129,
    });
  });

  it('fails for an id it did not issue', async () => {
    const error = await failure(provider.placeDetails('sandbox-city:XX:0'));
    expect(error).toMatchObject({
      code: 'geo.place_details_not_found',
      message: 'place details failed to find address',
    });
  });
});

describe('sandbox route matrix', () => {
  const saoPaulo = [-46.6333, -23.5505] as const;
  const campinas = [-47.0608, -22.9056] as const;
  const rio = [-43.1729, -22.9068] as const;

  it('gives one row per origin and one cell per destination, road factor 1.3 at 60 km/h', async () => {
    const matrix = await provider.routeMatrix([saoPaulo, campinas], [campinas, rio, saoPaulo]);
    expect(matrix).toHaveLength(2);
    expect(matrix.every((row) => row.length === 3)).toBe(true);
    const spToCampinas = matrix[0]?.[0];
    // Straight line São Paulo–Campinas is about 83 km; by road about 108 km, 1 h 48 min at 60 km/h.
    expect(spToCampinas?.distanceMeters).toBeGreaterThan(105_000);
    expect(spToCampinas?.distanceMeters).toBeLessThan(112_000);
    expect(spToCampinas?.durationSeconds).toBe(
      Math.round((spToCampinas?.distanceMeters ?? 0) / (60_000 / 3600)),
    );
    expect(matrix[1]?.[2]).toEqual(spToCampinas);
    expect(matrix[1]?.[0]).toEqual({ distanceMeters: 0, durationSeconds: 0 });
  });

  it('uses the 6378137 m earth radius', async () => {
    // One degree of longitude along the equator, near a single seeded place at [-51, 0].
    const [anyPlace] = places;
    if (!anyPlace) throw new Error('fixture is empty');
    const equator = new SandboxLocationProvider({ places: [{ ...anyPlace, lat: 0, lon: -51 }] });
    const matrix = await equator.routeMatrix([[-51, 0]], [[-50, 0]]);
    expect(matrix[0]?.[0]?.distanceMeters).toBe(Math.round(((EARTH_RADIUS_METERS * Math.PI) / 180) * 1.3));
  });

  it('has no route to a point off the map', async () => {
    const matrix = await provider.routeMatrix([saoPaulo], [[-30, -20], rio]);
    expect(matrix[0]?.[0]).toBeNull();
    expect(matrix[0]?.[1]).not.toBeNull();
  });

  it('fails like an outage for the documented [0, 0] position', async () => {
    const error = await failure(provider.routeMatrix([saoPaulo], [[0, 0]]));
    expect(error).toMatchObject({
      code: 'geo.distance_matrix_fetch_failed',
      message: 'failed to fetch distance matrix due to UNKNOWN_ERROR',
    });
  });
});
