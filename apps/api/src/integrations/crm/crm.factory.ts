import type { BrandSlug } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { HttpCrm } from './crm.http.js';
import type { CrmCredentials, CrmPort } from './crm.port.js';
import { CRM_SANDBOX_MODES, type CrmSandboxMode, SandboxCrm } from './crm.sandbox.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Credentials the sandbox reports when none are configured; never valid for a real CRM. */
export const SANDBOX_CRM_CREDENTIALS: CrmCredentials = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
};

export interface CrmConfig {
  provider: 'sandbox' | 'http';
  baseUrl?: string;
  timeoutMs: number;
  credentials: (brand: BrandSlug) => CrmCredentials;
  sandbox: { mode?: CrmSandboxMode; latencyMs?: number };
}

const positiveInt = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
};

/** `fiat-abarth` → `FIAT_ABARTH`: the suffix of a brand's own credential variables. */
function envSuffix(brand: BrandSlug): string {
  return brand.toUpperCase().replace(/-/g, '_');
}

/**
 * Reads CRM_PROVIDER (sandbox | http), CRM_BASE_URL, CRM_TIMEOUT_MS, CRM_CLIENT_ID and
 * CRM_CLIENT_SECRET (a brand's pages may have their own: CRM_CLIENT_ID_JEEP…), SANDBOX_CRM_MODE
 * (ok | fail | slow) and SANDBOX_CRM_LATENCY_MS. The real adapter refuses to start without its
 * address and credentials.
 */
export function crmConfigFromEnv(env: Env): CrmConfig {
  const provider = (env.CRM_PROVIDER ?? '').trim().toLowerCase() || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'http') throw new Error(`unsupported CRM provider: ${provider}`);
  const credentials = (brand: BrandSlug): CrmCredentials => {
    const suffix = envSuffix(brand);
    const clientId = env[`CRM_CLIENT_ID_${suffix}`] || env.CRM_CLIENT_ID;
    const clientSecret = env[`CRM_CLIENT_SECRET_${suffix}`] || env.CRM_CLIENT_SECRET;
    if (clientId && clientSecret) return { clientId, clientSecret };
    if (provider === 'http') throw new Error(`CRM credentials missing for ${brand}`);
    return SANDBOX_CRM_CREDENTIALS;
  };
  if (provider === 'http') {
    if (!env.CRM_BASE_URL) throw new Error('CRM_BASE_URL is required when CRM_PROVIDER=http');
    if (!(env.CRM_CLIENT_ID && env.CRM_CLIENT_SECRET)) {
      throw new Error('CRM_CLIENT_ID and CRM_CLIENT_SECRET are required when CRM_PROVIDER=http');
    }
  }
  const mode = (env.SANDBOX_CRM_MODE ?? '').trim().toLowerCase();
  return {
    provider,
    baseUrl: env.CRM_BASE_URL,
    timeoutMs: positiveInt(env.CRM_TIMEOUT_MS) ?? 10_000,
    credentials,
    sandbox: {
      mode: (CRM_SANDBOX_MODES as readonly string[]).includes(mode) ? (mode as CrmSandboxMode) : undefined,
      latencyMs: positiveInt(env.SANDBOX_CRM_LATENCY_MS),
    },
  };
}

export function createCrm(db: Db | (() => Db), config: CrmConfig): CrmPort {
  if (config.provider === 'http') {
    return new HttpCrm({
      baseUrl: config.baseUrl ?? '',
      credentials: config.credentials,
      timeoutMs: config.timeoutMs,
    });
  }
  return new SandboxCrm(db, {
    credentials: config.credentials,
    initial: config.sandbox,
    timeoutMs: config.timeoutMs,
  });
}
