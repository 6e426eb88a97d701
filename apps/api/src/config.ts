import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type LocationProviderConfig,
  locationProviderConfigFromEnv,
} from './integrations/geocoding/location-provider.factory.js';
import {
  type PostalCodeConfig,
  postalCodeConfigFromEnv,
} from './integrations/postal-code/postal-code.factory.js';
import type { BankConfig } from './integrations/bank/bank.factory.js';
import type { FaceConfig } from './integrations/face/face.factory.js';
import type { FileStorageConfig } from './integrations/file-storage/file-storage.factory.js';
import { type CrmConfig, crmConfigFromEnv } from './integrations/crm/crm.factory.js';
import type { MailConfig } from './integrations/mail/mail.factory.js';
import type { PaymentConfig } from './integrations/payment/payment.factory.js';
import { type OutboxConfig, outboxConfigFromEnv } from './outbox/outbox.config.js';

/** The repository root: `src/` and `dist/` sit at the same depth, so this holds for both. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** In-memory PGlite: nothing on disk (used by scripts that need a throwaway database). */
export const PGLITE_IN_MEMORY = 'memory://';

/** Connections of an api instance to a PostgreSQL server, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

// Development stand-ins. They are public (they are in this file), so production refuses them.
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
const DEV_STAFF_API_TOKEN = 'dev-only-staff-token';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

const optionalPositiveInt = z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** The name a port goes by in ALLOW_SANDBOX_PORTS, and the setting that chooses its adapter. */
export const PORT_SETTINGS = {
  payment: 'PAYMENT_PROVIDER',
  bank: 'BANK_PROVIDER',
  crm: 'CRM_PROVIDER',
  'postal-code': 'POSTAL_CODE_PROVIDER',
  location: 'LOCATION_PROVIDER',
  messaging: 'MESSAGING_PROVIDER',
  mail: 'MAIL_PROVIDER',
  face: 'FACE_PROVIDER',
} as const;
export type PortName = keyof typeof PORT_SETTINGS;
const PORT_NAMES = Object.keys(PORT_SETTINGS) as PortName[];

/** An adapter name, whatever its case and spaces; the sandbox when unset. */
const adapter = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toLowerCase()) : value),
    z.enum(names).default(names[0] as never),
  );

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
    DATABASE_POOL_SIZE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
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
    // Partner ports with a real adapter and a sandbox (the default outside production).
    PAYMENT_PROVIDER: adapter(['sandbox', 'mercadopago']),
    PAYMENT_WEBHOOK_SECRET: optionalText,
    MERCADOPAGO_ACCESS_TOKEN: optionalText,
    MERCADOPAGO_WEBHOOK_SECRET: optionalText,
    MERCADOPAGO_API_URL: optionalUrl,
    MERCADOPAGO_PUBLIC_KEY: optionalText,
    PAYMENT_NOTIFICATION_URL: optionalUrl,
    BANK_PROVIDER: adapter(['sandbox', 'http']),
    BANK_API_URL: optionalUrl,
    BANK_API_KEY: optionalText,
    BANK_SANDBOX_STEP_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).optional()),
    CRM_PROVIDER: adapter(['sandbox', 'http']),
    CRM_BASE_URL: optionalUrl,
    CRM_CLIENT_ID: optionalText,
    CRM_CLIENT_SECRET: optionalText,
    MESSAGING_PROVIDER: adapter(['sandbox']),
    MAIL_PROVIDER: adapter(['sandbox', 'smtp']),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
    SMTP_SECURE: booleanFlag,
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    MAIL_FROM: optionalText,
    FACE_PROVIDER: adapter(['sandbox', 'google-vision']),
    GOOGLE_VISION_API_KEY: optionalText,
    GOOGLE_VISION_BASE_URL: optionalUrl,
    FACE_TIMEOUT_MS: optionalPositiveInt,
    FACE_MIN_CONFIDENCE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).optional()),
    // Uploaded files: a folder of the server, or a bucket speaking the S3 protocol.
    FILE_STORAGE_PROVIDER: adapter(['local', 's3']),
    FILE_STORAGE_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/uploads')),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_TIMEOUT_MS: optionalPositiveInt,
    /** Ports allowed to stay on their sandbox under NODE_ENV=production (comma-separated names). */
    ALLOW_SANDBOX_PORTS: z.preprocess(
      (value) => (typeof value === 'string' ? value : ''),
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.enum(PORT_NAMES as [PortName, ...PortName[]]))),
    ),
    // Origin of the links in e-mails (the request's own origin when unset).
    PUBLIC_BASE_URL: optionalUrl,
    // Demo data (catalogue, dealers, prices, accounts…) loaded into empty tables: `on` for trying the
    // platform (`npm start`, the e2e journeys), never in production (docs/decisions/030-demo-data-switch.md).
    DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
    // Demo data: total dealers the seeded network is grown to (benchmarks); the base network when unset.
    DEMO_DEALER_COUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  })
  .superRefine((env, ctx) => {
    // A provider that cannot work is a start-up error, not a failure at the first search.
    if ((env.LOCATION_PROVIDER === 'GOOGLE' || env.LOCATION_PROVIDER === 'GCP') && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'is required by LOCATION_PROVIDER=GOOGLE',
      });
    }
    if (env.LOCATION_PROVIDER === 'AWS' && (!env.AWS_LOCATION_API_KEY || !env.AWS_LOCATION_REGION)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_LOCATION_API_KEY'],
        message: 'AWS provider requires API key and region (AWS_LOCATION_API_KEY, AWS_LOCATION_REGION)',
      });
    }
    requireWith(ctx, env, 'PAYMENT_PROVIDER', 'mercadopago', [
      'MERCADOPAGO_ACCESS_TOKEN',
      'MERCADOPAGO_WEBHOOK_SECRET',
    ]);
    requireWith(ctx, env, 'BANK_PROVIDER', 'http', ['BANK_API_URL', 'BANK_API_KEY']);
    requireWith(ctx, env, 'CRM_PROVIDER', 'http', ['CRM_BASE_URL', 'CRM_CLIENT_ID', 'CRM_CLIENT_SECRET']);
    requireWith(ctx, env, 'MAIL_PROVIDER', 'smtp', ['SMTP_HOST', 'MAIL_FROM']);
    requireWith(ctx, env, 'FACE_PROVIDER', 'google-vision', ['GOOGLE_VISION_API_KEY']);
    requireWith(ctx, env, 'FILE_STORAGE_PROVIDER', 's3', S3_SETTINGS);
    if (env.NODE_ENV !== 'production') return;
    // Bucket settings without FILE_STORAGE_PROVIDER=s3 would keep documents on the server's disk
    // while the operator believes they are in the bucket: production says so instead.
    if (env.FILE_STORAGE_PROVIDER !== 's3') {
      const given = S3_SETTINGS.filter((key) => env[key] !== undefined);
      if (given.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['FILE_STORAGE_PROVIDER'],
          message: `is local while ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set: set FILE_STORAGE_PROVIDER=s3 to use the bucket, or remove the S3_ settings`,
        });
      }
    }
    // Demo dealers, prices and accounts with a public password must never reach real customers.
    if (env.DEMO_DATA === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message:
          'is on, and production refuses demo data (catalogue, dealers, prices, demo accounts): unset DEMO_DATA or set it to off',
      });
    }
    // A sandbox in production would take real customers' requests and answer them with pretend
    // ones: each port needs its real adapter, or a deliberate opt-in naming it.
    const allowed = new Set<string>(env.ALLOW_SANDBOX_PORTS);
    for (const port of PORT_NAMES) {
      const setting = PORT_SETTINGS[port];
      if (String(env[setting]).toLowerCase() !== 'sandbox' || allowed.has(port)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [setting],
        message: `is the sandbox in production: choose the real adapter, or list "${port}" in ALLOW_SANDBOX_PORTS to keep the sandbox on purpose`,
      });
    }
    // Links in e-mails (password reset, orders) must not follow the request's Host header.
    if (env.PUBLIC_BASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message: 'is required when NODE_ENV=production: links in e-mails point at the site it names',
      });
    }
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

type ParsedEnv = Record<string, unknown>;

/** What FILE_STORAGE_PROVIDER=s3 needs, all of them: a missing one stops the start. */
const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Names every setting an adapter needs and is missing: the start stops on them. */
function requireWith(
  ctx: z.RefinementCtx,
  env: ParsedEnv,
  setting: string,
  value: string,
  needed: readonly string[],
): void {
  if (env[setting] !== value) return;
  for (const key of needed) {
    if (env[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: `is required by ${setting}=${value}` });
    }
  }
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** On PostgreSQL, `poolSize` connections for the api's writes and reads (decision 077). */
  database: { driver: 'postgres'; url: string; poolSize: number } | { driver: 'pglite'; dataDir: string };
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
  /** Origin of the links in e-mails; the request's own origin when unset. */
  publicBaseUrl: string | undefined;
  /** Adapters of the partner ports, with their settings (sandbox by default). */
  ports: PortsConfig;
  /** The outbox worker: whether it runs beside the api, its pace and retry policy. */
  outbox: OutboxConfig;
  /** Whether demo data is loaded into empty tables at start-up (DEMO_DATA=on; refused in production). */
  demoData: boolean;
  /** Total dealers of the demo network seeded into an empty database; the base network when unset. */
  demoDealerCount: number | undefined;
}

/** Which adapter each partner port uses, with its settings. */
export interface PortsConfig {
  payment: PaymentConfig;
  bank: BankConfig;
  crm: CrmConfig;
  postalCode: PostalCodeConfig;
  location: LocationProviderConfig;
  messaging: { provider: 'sandbox' };
  mail: MailConfig;
  /** Face detection of the anti-fraud selfie. */
  face: FaceConfig;
  /** Uploaded files: a folder of the server, or a bucket speaking the S3 protocol. */
  fileStorage: FileStorageConfig;
  /** Ports running their sandbox by choice under production (ALLOW_SANDBOX_PORTS). */
  sandboxAllowed: readonly PortName[];
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
      ? { driver: 'postgres', url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE }
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
    publicBaseUrl: values.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    ports: {
      payment:
        values.PAYMENT_PROVIDER === 'mercadopago'
          ? {
              provider: 'mercadopago',
              baseUrl: values.MERCADOPAGO_API_URL ?? 'https://api.mercadopago.com/',
              accessToken: values.MERCADOPAGO_ACCESS_TOKEN ?? '',
              webhookSecret: values.MERCADOPAGO_WEBHOOK_SECRET ?? '',
              publicKey: values.MERCADOPAGO_PUBLIC_KEY,
              notificationUrl: values.PAYMENT_NOTIFICATION_URL,
            }
          : { provider: 'sandbox', webhookSecret: values.PAYMENT_WEBHOOK_SECRET },
      bank:
        values.BANK_PROVIDER === 'http'
          ? { provider: 'http', baseUrl: values.BANK_API_URL ?? '', apiKey: values.BANK_API_KEY ?? '' }
          : { provider: 'sandbox', stepMs: values.BANK_SANDBOX_STEP_MS },
      crm: crmConfigFromEnv({ ...env, CRM_PROVIDER: values.CRM_PROVIDER }),
      postalCode: postalCodeConfigFromEnv({ ...env, POSTAL_CODE_PROVIDER: values.POSTAL_CODE_PROVIDER }),
      location: locationProviderConfigFromEnv({ ...env, LOCATION_PROVIDER: values.LOCATION_PROVIDER }),
      messaging: { provider: values.MESSAGING_PROVIDER },
      mail:
        values.MAIL_PROVIDER === 'smtp'
          ? {
              provider: 'smtp',
              host: values.SMTP_HOST ?? '',
              port: values.SMTP_PORT,
              secure: values.SMTP_SECURE,
              user: values.SMTP_USER,
              password: values.SMTP_PASSWORD,
              from: values.MAIL_FROM ?? '',
            }
          : { provider: 'sandbox' },
      face:
        values.FACE_PROVIDER === 'google-vision'
          ? {
              provider: 'google-vision',
              apiKey: values.GOOGLE_VISION_API_KEY ?? '',
              baseUrl: values.GOOGLE_VISION_BASE_URL,
              timeoutMs: values.FACE_TIMEOUT_MS,
              minConfidence: values.FACE_MIN_CONFIDENCE,
            }
          : { provider: 'sandbox' },
      fileStorage:
        values.FILE_STORAGE_PROVIDER === 's3'
          ? {
              provider: 's3',
              bucket: values.S3_BUCKET ?? '',
              endpoint: values.S3_ENDPOINT ?? '',
              region: values.S3_REGION ?? '',
              accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
              secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
              ...(values.S3_TIMEOUT_MS ? { timeoutMs: values.S3_TIMEOUT_MS } : {}),
            }
          : { provider: 'local', dir: fromRepoRoot(values.FILE_STORAGE_DIR) },
      sandboxAllowed: values.ALLOW_SANDBOX_PORTS,
    },
    outbox: outboxConfigFromEnv(env),
    demoData: values.DEMO_DATA === 'on',
    demoDealerCount: values.DEMO_DEALER_COUNT,
  };
}
