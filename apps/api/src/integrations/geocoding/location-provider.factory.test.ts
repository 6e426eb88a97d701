import { describe, expect, it } from 'vitest';
import { AwsLocationProvider } from './location-provider.aws.js';
import {
  createLocationProvider,
  locationProviderConfigFromEnv,
  resolveLocationProviderName,
} from './location-provider.factory.js';
import { GoogleLocationProvider } from './location-provider.google.js';
import { SandboxLocationProvider } from './location-provider.sandbox.js';

describe('location provider selection', () => {
  it('maps configuration values to providers, GCP to GOOGLE', () => {
    expect(resolveLocationProviderName(undefined)).toBe('SANDBOX');
    expect(resolveLocationProviderName('sandbox')).toBe('SANDBOX');
    expect(resolveLocationProviderName('GOOGLE')).toBe('GOOGLE');
    expect(resolveLocationProviderName('GCP')).toBe('GOOGLE');
    expect(resolveLocationProviderName('aws')).toBe('AWS');
  });

  it('refuses an unknown provider with the spec message', () => {
    expect(() => resolveLocationProviderName('HERE')).toThrow('unsupported location provider');
    expect(() => createLocationProvider({ provider: 'MAPBOX' })).toThrow(
      expect.objectContaining({ code: 'geo.unsupported_provider' }),
    );
  });

  it('builds the chosen adapter', () => {
    expect(createLocationProvider({ provider: 'GCP', google: { apiKey: 'k' } })).toBeInstanceOf(
      GoogleLocationProvider,
    );
    expect(
      createLocationProvider({ provider: 'AWS', aws: { apiKey: 'k', region: 'sa-east-1' } }),
    ).toBeInstanceOf(AwsLocationProvider);
    expect(createLocationProvider({ sandbox: { places: [] } })).toBeInstanceOf(SandboxLocationProvider);
  });

  it('requires an API key and a region for AWS', () => {
    expect(() => createLocationProvider({ provider: 'AWS', aws: { apiKey: 'k' } })).toThrow(
      'AWS provider requires API key and region',
    );
    expect(() => createLocationProvider({ provider: 'AWS', aws: { region: 'sa-east-1' } })).toThrow(
      'AWS provider requires API key and region',
    );
  });

  it('requires an API key for Google', () => {
    expect(() => createLocationProvider({ provider: 'GOOGLE' })).toThrow(
      expect.objectContaining({ code: 'geo.google_config_missing' }),
    );
  });

  it('reads the environment', () => {
    const config = locationProviderConfigFromEnv({
      LOCATION_PROVIDER: 'GCP',
      GOOGLE_MAPS_API_KEY: 'key-1',
      GOOGLE_MAPS_BASE_URL: 'http://127.0.0.1:9',
      LOCATION_TIMEOUT_MS: '2500',
      AWS_LOCATION_REGION: 'sa-east-1',
    });
    expect(config).toMatchObject({
      provider: 'GCP',
      google: { apiKey: 'key-1', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2500 },
      aws: { region: 'sa-east-1' },
    });
    expect(createLocationProvider(config).name).toBe('GOOGLE');
  });
});
