import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config.js';

const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'a-private-session-secret-of-at-least-32-chars',
  STAFF_API_TOKEN: 'a-private-staff-token',
  PUBLIC_BASE_URL: 'https://www.autohub.example',
};

/** Every port on its real adapter, with the settings each one needs. */
const REAL_PARTNERS = {
  PAYMENT_PROVIDER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
  MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
  BANK_PROVIDER: 'http',
  BANK_API_URL: 'https://bank.example.com/api',
  BANK_API_KEY: 'bank-key',
  CRM_PROVIDER: 'http',
  CRM_BASE_URL: 'https://crm.example.com',
  CRM_CLIENT_ID: 'autohub',
  CRM_CLIENT_SECRET: 'crm-secret',
  POSTAL_CODE_PROVIDER: 'viacep',
  LOCATION_PROVIDER: 'GOOGLE',
  GOOGLE_MAPS_API_KEY: 'maps-key',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  MAIL_FROM: 'Autohub <nao-responda@example.com>',
  FACE_PROVIDER: 'google-vision',
  GOOGLE_VISION_API_KEY: 'vision-key',
  // No real WhatsApp adapter exists yet: its sandbox stays by choice.
  ALLOW_SANDBOX_PORTS: 'messaging',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs with nothing set: port 3000, embedded database in .data/pglite, development secrets', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, host: '0.0.0.0', logLevel: 'info' });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.join(REPO_ROOT, '.data/pglite') });
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.redisUrl).toBeUndefined();
  });

  it('selects PostgreSQL when DATABASE_URL is set, and Redis when REDIS_URL is', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/autohub',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db:5432/autohub',
      poolSize: 10,
    });
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE and refuses a pool without a connection', () => {
    const url = 'postgres://app@db:5432/autohub';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '24' }).database).toMatchObject({
      poolSize: 24,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads relative folders from the repository root and keeps absolute ones', () => {
    expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).database).toEqual({
      driver: 'pglite',
      dataDir: path.join(REPO_ROOT, 'tmp/db'),
    });
    expect(loadConfig({ PGLITE_DIR: '/var/lib/autohub' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/var/lib/autohub',
    });
  });

  it('refuses to start in production with the development secrets, naming each one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRETS.SESSION_SECRET,
        PUBLIC_BASE_URL: PRODUCTION_SECRETS.PUBLIC_BASE_URL,
        ...REAL_PARTNERS,
      });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^STAFF_API_TOKEN: must be set .*production/),
      ]);
    }
  });

  it('refuses to start in production without the public address that links in e-mails use', () => {
    const { PUBLIC_BASE_URL: _site, ...secrets } = PRODUCTION_SECRETS;
    expect(problemsOf({ NODE_ENV: 'production', ...secrets, ...REAL_PARTNERS })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL: is required when NODE_ENV=production/),
    ]);
  });

  it('starts in production once the secrets are private and every partner is real', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, ...REAL_PARTNERS });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      staffApiToken: PRODUCTION_SECRETS.STAFF_API_TOKEN,
    });
    expect(config.ports).toMatchObject({
      payment: { provider: 'mercadopago', accessToken: 'APP_USR-token' },
      bank: { provider: 'http', baseUrl: 'https://bank.example.com/api' },
      crm: { provider: 'http', baseUrl: 'https://crm.example.com' },
      mail: { provider: 'smtp', host: 'smtp.example.com', port: 587, secure: false },
      sandboxAllowed: ['messaging'],
    });
  });

  it('refuses demo data in production before anything else, naming the switch', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DEMO_DATA: 'on' });
    expect(problems[0]).toMatch(/^DEMO_DATA: is on, and production refuses demo data .*unset DEMO_DATA/);
    expect(
      problemsOf({ NODE_ENV: 'production', DEMO_DATA: 'on', ...PRODUCTION_SECRETS, ...REAL_PARTNERS }),
    ).toEqual([expect.stringMatching(/^DEMO_DATA: /)]);
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'off', ...PRODUCTION_SECRETS, ...REAL_PARTNERS }),
    ).toMatchObject({
      demoData: false,
    });
  });

  it('loads demo data only when DEMO_DATA=on', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(ConfigError);
  });

  it('runs every port on its sandbox outside production', () => {
    const { ports } = loadConfig({});
    expect(
      [ports.payment, ports.bank, ports.crm, ports.messaging, ports.mail].map((p) => p.provider),
    ).toEqual(['sandbox', 'sandbox', 'sandbox', 'sandbox', 'sandbox']);
    expect(ports.fileStorage).toEqual({ provider: 'local', dir: path.join(REPO_ROOT, '.data/uploads') });
  });

  it('stops a production start on every port left on its sandbox, naming the setting and the opt-in', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    for (const setting of [
      'PAYMENT_PROVIDER',
      'BANK_PROVIDER',
      'CRM_PROVIDER',
      'POSTAL_CODE_PROVIDER',
      'LOCATION_PROVIDER',
      'MESSAGING_PROVIDER',
      'MAIL_PROVIDER',
      'FACE_PROVIDER',
    ]) {
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^${setting}: is the sandbox in production.*ALLOW_SANDBOX_PORTS`)),
      );
    }
    // Leaving one port out of the real set names that one only.
    const { CRM_PROVIDER: _crm, ...withoutCrm } = REAL_PARTNERS;
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, ...withoutCrm })).toEqual([
      expect.stringMatching(/^CRM_PROVIDER: is the sandbox in production: .*"crm" in ALLOW_SANDBOX_PORTS/),
    ]);
  });

  it('keeps a sandbox in production only when ALLOW_SANDBOX_PORTS names it', () => {
    const { CRM_PROVIDER: _crm, MAIL_PROVIDER: _mail, ...rest } = REAL_PARTNERS;
    const config = loadConfig({
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      ...rest,
      ALLOW_SANDBOX_PORTS: 'messaging, crm,MAIL',
    });
    expect(config.ports.crm.provider).toBe('sandbox');
    expect(config.ports.mail.provider).toBe('sandbox');
    expect(problemsOf({ ALLOW_SANDBOX_PORTS: 'crm,fax' })).toEqual([
      expect.stringMatching(/^ALLOW_SANDBOX_PORTS\.1: .*"payment".*"mail"/),
    ]);
  });

  it('stops the start when a real adapter misses its partner settings, naming each one', () => {
    const problems = problemsOf({
      CRM_PROVIDER: 'http',
      BANK_PROVIDER: 'http',
      MAIL_PROVIDER: 'smtp',
      PAYMENT_PROVIDER: 'mercadopago',
    });
    expect(problems.sort()).toEqual([
      'BANK_API_KEY: is required by BANK_PROVIDER=http',
      'BANK_API_URL: is required by BANK_PROVIDER=http',
      'CRM_BASE_URL: is required by CRM_PROVIDER=http',
      'CRM_CLIENT_ID: is required by CRM_PROVIDER=http',
      'CRM_CLIENT_SECRET: is required by CRM_PROVIDER=http',
      'MAIL_FROM: is required by MAIL_PROVIDER=smtp',
      'MERCADOPAGO_ACCESS_TOKEN: is required by PAYMENT_PROVIDER=mercadopago',
      'MERCADOPAGO_WEBHOOK_SECRET: is required by PAYMENT_PROVIDER=mercadopago',
      'SMTP_HOST: is required by MAIL_PROVIDER=smtp',
    ]);
    expect(problemsOf({ CRM_PROVIDER: 'soap' })).toEqual([expect.stringMatching(/^CRM_PROVIDER: /)]);
  });

  it('lists every malformed variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SESSION_SECRET'])
        expect(problems).toContain(name);
      expect((error as Error).message).toMatch(/^Invalid configuration:/);
    }
  });

  it('keeps uploads in an S3 bucket when FILE_STORAGE_PROVIDER=s3, with every setting it needs', () => {
    const bucket = {
      FILE_STORAGE_PROVIDER: 'S3',
      S3_BUCKET: 'autohub-documents',
      S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadConfig(bucket).ports.fileStorage).toEqual({
      provider: 's3',
      bucket: 'autohub-documents',
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      region: 'sa-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    expect(problemsOf({ FILE_STORAGE_PROVIDER: 's3', S3_BUCKET: 'autohub-documents' }).sort()).toEqual([
      'S3_ACCESS_KEY_ID: is required by FILE_STORAGE_PROVIDER=s3',
      'S3_ENDPOINT: is required by FILE_STORAGE_PROVIDER=s3',
      'S3_REGION: is required by FILE_STORAGE_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY: is required by FILE_STORAGE_PROVIDER=s3',
    ]);
    expect(problemsOf({ ...bucket, S3_ENDPOINT: 'not an address' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: /),
    ]);
  });

  it('never falls back to the local folder in production when a bucket setting is missing or unused', () => {
    const production = { NODE_ENV: 'production', ...PRODUCTION_SECRETS, ...REAL_PARTNERS };
    expect(problemsOf(production)).toEqual([]);
    expect(
      problemsOf({ ...production, FILE_STORAGE_PROVIDER: 's3', S3_BUCKET: 'docs', S3_REGION: 'sa-east-1' }),
    ).toEqual([
      'S3_ENDPOINT: is required by FILE_STORAGE_PROVIDER=s3',
      'S3_ACCESS_KEY_ID: is required by FILE_STORAGE_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY: is required by FILE_STORAGE_PROVIDER=s3',
    ]);
    expect(problemsOf({ ...production, S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'FILE_STORAGE_PROVIDER: is local while S3_BUCKET, S3_ACCESS_KEY_ID are set: set FILE_STORAGE_PROVIDER=s3 to use the bucket, or remove the S3_ settings',
    ]);
  });
});
