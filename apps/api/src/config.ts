import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type LocationProviderConfig,
  locationProviderConfigFromEnv,
} from './integrations/geocoding/location-provider.factory.js';
import { type PostalCodeConfig, postalCodeConfigFromEnv } from './integrations/postal-code/postal-code.factory.js';

/** The repository root: `src/` and `dist/` sit at the same depth, so this holds for both. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** In-memory PGlite: nothing on disk (used by scripts that need a throwaway database). */
export const PGLITE_IN_MEMORY = 'memory://';

// Development stand-ins. They are public (they are in this file), so production refuses them.
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
const DEV_STAFF_API_TOKEN = 'dev-only-staff-token';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

const optionalPositiveInt = z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

const booleanFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
);

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
        .optional(),
    ),
    PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/pglite')),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
        .optional(),
    ),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    STAFF_API_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('apps/web/dist')),
    RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(600)),
    RATE_LIMIT_WINDOW_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(60_000)),
    TRUST_PROXY: booleanFlag,
    SETTINGS_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2_000)),
    // Partner ports: postal codes and location (geocoding, autocomplete, distances).
    POSTAL_CODE_PROVIDER: z.preprocess(
      (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toLowerCase()) : value),
      z.enum(['sandbox', 'viacep']).default('sandbox'),
    ),
    VIACEP_BASE_URL: optionalUrl,
    POSTAL_CODE_TIMEOUT_MS: optionalPositiveInt,
    SANDBOX_POSTAL_CODE_LATENCY_MS: optionalPositiveInt,
    LOCATION_PROVIDER: z.preprocess(
      (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toUpperCase()) : value),
      z.enum(['SANDBOX', 'GOOGLE', 'GCP', 'AWS']).default('SANDBOX'),
    ),
    LOCATION_LANGUAGE: optionalText,
    LOCATION_TIMEOUT_MS: optionalPositiveInt,
    GOOGLE_MAPS_API_KEY: optionalText,
    GOOGLE_MAPS_BASE_URL: optionalUrl,
    AWS_LOCATION_API_KEY: optionalText,
    AWS_LOCATION_REGION: optionalText,
    AWS_LOCATION_PLACES_BASE_URL: optionalUrl,
    AWS_LOCATION_ROUTES_BASE_URL: optionalUrl,
    SANDBOX_LOCATION_LATENCY_MS: optionalPositiveInt,
    // Demo data: total dealers the seeded network is grown to (benchmarks); the base network when unset.
    DEMO_DEALER_COUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  })
  .superRefine((env, ctx) => {
    // A provider that cannot work is a start-up error, not a failure at the first search.
    if ((env.LOCATION_PROVIDER === 'GOOGLE' || env.LOCATION_PROVIDER === 'GCP') && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_MAPS_API_KEY'], message: 'is required by LOCATION_PROVIDER=GOOGLE' });
    }
    if (env.LOCATION_PROVIDER === 'AWS' && (!env.AWS_LOCATION_API_KEY || !env.AWS_LOCATION_REGION)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_LOCATION_API_KEY'],
        message: 'AWS provider requires API key and region (AWS_LOCATION_API_KEY, AWS_LOCATION_REGION)',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    // A development default in production would let anyone who read this repository sign
    // sessions or call staff routes, so the server refuses to start instead.
    for (const key of ['SESSION_SECRET', 'STAFF_API_TOKEN'] as const) {
      const value = env[key];
      if (value === undefined || value === DEV_SESSION_SECRET || value === DEV_STAFF_API_TOKEN) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'must be set to a private value when NODE_ENV=production (the development default is refused)',
        });
      }
    }
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  sessionSecret: string;
  staffApiToken: string;
  logLevel: LogLevel;
  /** Absolute folder of the built web app; served when it exists. */
  webDistDir: string;
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  /** How long page settings read from the database are reused (0: read every time). */
  settingsCacheTtlMs: number;
  /** Adapters of the partner ports, with their settings (sandbox by default). */
  ports: { postalCode: PostalCodeConfig; location: LocationProviderConfig };
  /** Total dealers of the demo network seeded into an empty database; the base network when unset. */
  demoDealerCount: number | undefined;
}

/** Thrown when the environment is not a configuration the server can run with. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Relative folders are read from the repository root so `npm start` (root) and
// `npm run dev -w @autohub/api` (apps/api) use the same data.
function fromRepoRoot(folder: string): string {
  return path.resolve(REPO_ROOT, folder);
}

/**
 * Reads and validates the configuration from environment variables. Throws {@link ConfigError}
 * listing every problem, so a misconfigured server stops at start-up rather than at first use.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { driver: 'postgres', url: values.DATABASE_URL }
      : {
          driver: 'pglite',
          dataDir:
            values.PGLITE_DIR === PGLITE_IN_MEMORY ? PGLITE_IN_MEMORY : fromRepoRoot(values.PGLITE_DIR),
        },
    redisUrl: values.REDIS_URL,
    sessionSecret: values.SESSION_SECRET ?? DEV_SESSION_SECRET,
    staffApiToken: values.STAFF_API_TOKEN ?? DEV_STAFF_API_TOKEN,
    logLevel: values.LOG_LEVEL,
    webDistDir: fromRepoRoot(values.WEB_DIST_DIR),
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    trustProxy: values.TRUST_PROXY,
    settingsCacheTtlMs: values.SETTINGS_CACHE_TTL_MS,
    ports: {
      postalCode: postalCodeConfigFromEnv({ ...env, POSTAL_CODE_PROVIDER: values.POSTAL_CODE_PROVIDER }),
      location: locationProviderConfigFromEnv({ ...env, LOCATION_PROVIDER: values.LOCATION_PROVIDER }),
    },
    demoDealerCount: values.DEMO_DEALER_COUNT,
  };
}
