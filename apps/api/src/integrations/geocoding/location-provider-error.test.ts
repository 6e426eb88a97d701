import { describe, expect, it } from 'vitest';
import { LOCATION_PROVIDER_MESSAGES, LocationProviderError } from './location-provider-error.js';
import { assertMapsSdkLoaded } from './maps-sdk-guard.js';

// Spec document 2 §8 "Location provider errors", word for word.
const SPEC_MESSAGES = [
  'reverse geocode failed to find location',
  'place details failed to find address',
  'geocode failed to find location',
  'autocomplete failed to find results',
  'route matrix returned no data',
  'route matrix unexpected response structure',
  'route matrix row N unexpected length',
  'failed to fetch predictions due to {status}',
  'no response rows from distance matrix',
  'failed to fetch distance matrix due to {status}',
  'no results found',
  'geocoding failed',
  'failed to parse geocoding result',
  'unsupported location provider',
  'AWS provider requires API key and region',
  'maps SDK is not loaded',
];

describe('location provider errors', () => {
  it('carries every message of the spec catalogue', () => {
    const messages: string[] = Object.values(LOCATION_PROVIDER_MESSAGES);
    for (const message of SPEC_MESSAGES) expect(messages).toContain(message);
  });

  it('fills the status and row placeholders', () => {
    expect(
      new LocationProviderError('geo.predictions_fetch_failed', { status: 'OVER_QUERY_LIMIT' }).message,
    ).toBe('failed to fetch predictions due to OVER_QUERY_LIMIT');
    expect(
      new LocationProviderError('geo.distance_matrix_fetch_failed', { status: 'REQUEST_DENIED' }).message,
    ).toBe('failed to fetch distance matrix due to REQUEST_DENIED');
    const rowError = new LocationProviderError('geo.route_matrix_row_length', { row: 3 });
    expect(rowError.message).toBe('route matrix row 3 unexpected length');
    expect(rowError.params).toEqual({ row: 3 });
  });

  it('keeps a stable code next to the message', () => {
    const error = new LocationProviderError('geo.geocoding_failed', {
      status: 'HTTP_500',
      provider: 'GOOGLE',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'LocationProviderError',
      code: 'geo.geocoding_failed',
      provider: 'GOOGLE',
    });
    expect(error.status).toBe('HTTP_500');
    expect(error.params).toEqual({ status: 'HTTP_500' });
  });
});

describe('maps SDK guard', () => {
  it('fails with the spec message when the SDK is not on the page', () => {
    expect(() => assertMapsSdkLoaded({})).toThrow('maps SDK is not loaded');
    expect(() => assertMapsSdkLoaded({ google: {} })).toThrow('maps SDK is not loaded');
    expect(() => assertMapsSdkLoaded({ google: { maps: {} } })).not.toThrow();
  });
});
