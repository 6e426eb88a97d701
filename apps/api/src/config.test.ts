import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config.js';

const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'a-private-session-secret-of-at-least-32-chars',
  STAFF_API_TOKEN: 'a-private-staff-token',
};

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
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://app@db:5432/autohub' });
    expect(config.redisUrl).toBe('redis://cache:6379');
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
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRETS.SESSION_SECRET });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^STAFF_API_TOKEN: must be set .*production/),
      ]);
    }
  });

  it('starts in production once the secrets are private', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      staffApiToken: PRODUCTION_SECRETS.STAFF_API_TOKEN,
    });
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
});
