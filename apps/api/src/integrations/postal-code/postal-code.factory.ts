import { AR_CITIES } from '../../db/seed/data/geography/ar.js';
import { BR_CITIES } from '../../db/seed/data/geography/br.js';
import { type PostalCodeLookup, type PostalCodeProviderName } from './postal-code.port.js';
import { SandboxPostalCodeLookup, type SandboxPostalCodeOptions } from './postal-code.sandbox.js';
import { ViaCepPostalCodeLookup, type ViaCepOptions } from './postal-code.viacep.js';

export interface PostalCodeConfig {
  /** 'sandbox' (default) or 'viacep'. */
  provider?: string;
  viacep?: ViaCepOptions;
  /** Defaults to the seeded reference geography. */
  sandbox?: Partial<SandboxPostalCodeOptions>;
}

export function resolvePostalCodeProviderName(value: string | undefined): PostalCodeProviderName {
  const name = (value ?? '').trim().toLowerCase();
  if (name === '' || name === 'sandbox') return 'sandbox';
  if (name === 'viacep') return 'viacep';
  throw new Error(`unsupported postal code provider: ${name}`);
}

export function createPostalCodeLookup(config: PostalCodeConfig = {}): PostalCodeLookup {
  switch (resolvePostalCodeProviderName(config.provider)) {
    case 'viacep':
      return new ViaCepPostalCodeLookup(config.viacep);
    case 'sandbox':
      return new SandboxPostalCodeLookup({
        brCities: config.sandbox?.brCities ?? BR_CITIES,
        arCities: config.sandbox?.arCities ?? AR_CITIES,
        latencyMs: config.sandbox?.latencyMs,
      });
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const positiveInt = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * Reads POSTAL_CODE_PROVIDER (sandbox | viacep), VIACEP_BASE_URL, POSTAL_CODE_TIMEOUT_MS and
 * SANDBOX_POSTAL_CODE_LATENCY_MS.
 */
export function postalCodeConfigFromEnv(env: Env): PostalCodeConfig {
  const latencyMs = positiveInt(env.SANDBOX_POSTAL_CODE_LATENCY_MS);
  return {
    provider: env.POSTAL_CODE_PROVIDER,
    viacep: { baseUrl: env.VIACEP_BASE_URL || undefined, timeoutMs: positiveInt(env.POSTAL_CODE_TIMEOUT_MS) },
    sandbox: latencyMs === undefined ? {} : { latencyMs },
  };
}
