import { AR_CITIES, AR_PROVINCES } from '../../db/seed/data/geography/ar.js';
import { BR_CITIES, BR_STATES } from '../../db/seed/data/geography/br.js';
import { AwsLocationProvider, type AwsLocationOptions } from './location-provider.aws.js';
import { LocationProviderError } from './location-provider-error.js';
import { GoogleLocationProvider, type GoogleLocationOptions } from './location-provider.google.js';
import { type LocationProvider, type LocationProviderName } from './location-provider.port.js';
import { SandboxLocationProvider, type SandboxLocationOptions } from './location-provider.sandbox.js';
import { buildSandboxGazetteer, type SandboxPlace } from './sandbox-gazetteer.js';

let seededPlaces: SandboxPlace[] | undefined;

/** The seeded cities of Brazil and Argentina as sandbox places (built once). */
export function seededSandboxPlaces(): readonly SandboxPlace[] {
  seededPlaces ??= buildSandboxGazetteer({
    brStates: BR_STATES,
    brCities: BR_CITIES,
    arProvinces: AR_PROVINCES,
    arCities: AR_CITIES,
  });
  return seededPlaces;
}

/**
 * Maps a configuration value to a provider: SANDBOX (the default when unset), GOOGLE, AWS, and
 * GCP as another name for GOOGLE (spec document 2). Case does not matter.
 */
export function resolveLocationProviderName(value: string | undefined): LocationProviderName {
  const name = (value ?? '').trim().toUpperCase();
  if (name === '' || name === 'SANDBOX') return 'SANDBOX';
  if (name === 'GOOGLE' || name === 'GCP') return 'GOOGLE';
  if (name === 'AWS') return 'AWS';
  throw new LocationProviderError('geo.unsupported_provider', { status: name });
}

export interface LocationProviderConfig {
  /** 'SANDBOX' | 'GOOGLE' | 'GCP' | 'AWS'. */
  provider?: string;
  google?: Partial<GoogleLocationOptions>;
  aws?: Partial<AwsLocationOptions>;
  /** Defaults to the seeded places. */
  sandbox?: Partial<SandboxLocationOptions>;
}

export function createLocationProvider(config: LocationProviderConfig): LocationProvider {
  const name = resolveLocationProviderName(config.provider);
  switch (name) {
    case 'GOOGLE':
      return new GoogleLocationProvider({ ...config.google, apiKey: config.google?.apiKey ?? '' });
    case 'AWS':
      return new AwsLocationProvider({
        ...config.aws,
        apiKey: config.aws?.apiKey ?? '',
        region: config.aws?.region ?? '',
      });
    case 'SANDBOX':
      return new SandboxLocationProvider({
        ...config.sandbox,
        places: config.sandbox?.places ?? seededSandboxPlaces(),
      });
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const positiveInt = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * Reads the provider settings from the environment:
 * LOCATION_PROVIDER (SANDBOX | GOOGLE | GCP | AWS), LOCATION_LANGUAGE, LOCATION_TIMEOUT_MS,
 * GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_BASE_URL, AWS_LOCATION_API_KEY, AWS_LOCATION_REGION,
 * AWS_LOCATION_PLACES_BASE_URL, AWS_LOCATION_ROUTES_BASE_URL, SANDBOX_LOCATION_LATENCY_MS.
 */
export function locationProviderConfigFromEnv(env: Env): LocationProviderConfig {
  const language = env.LOCATION_LANGUAGE || undefined;
  const timeoutMs = positiveInt(env.LOCATION_TIMEOUT_MS);
  const latencyMs = positiveInt(env.SANDBOX_LOCATION_LATENCY_MS);
  return {
    provider: env.LOCATION_PROVIDER,
    google: {
      apiKey: env.GOOGLE_MAPS_API_KEY,
      baseUrl: env.GOOGLE_MAPS_BASE_URL || undefined,
      language,
      timeoutMs,
    },
    aws: {
      apiKey: env.AWS_LOCATION_API_KEY,
      region: env.AWS_LOCATION_REGION,
      placesBaseUrl: env.AWS_LOCATION_PLACES_BASE_URL || undefined,
      routesBaseUrl: env.AWS_LOCATION_ROUTES_BASE_URL || undefined,
      language,
      timeoutMs,
    },
    sandbox: latencyMs === undefined ? {} : { latencyMs },
  };
}
