import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  logStream?: DestinationStream;
  /** Adds routes or hooks before the app is ready (to provoke failures the real routes never have). */
  beforeReady?: (app: App) => void;
}

/** Production settings for a test app: private secrets, and every port kept on its sandbox on purpose. */
export const PRODUCTION_TEST_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  STAFF_API_TOKEN: 's'.repeat(20),
  PUBLIC_BASE_URL: 'https://www.autohub.example',
  ALLOW_SANDBOX_PORTS: 'payment,bank,crm,postal-code,location,messaging,mail,face',
};

// Tests never serve a real web build unless they ask for one with WEB_DIST_DIR.
const NO_WEB_APP = path.join(os.tmpdir(), 'autohub-test-no-web-app');

/** Test configuration: quiet logs, no web app, and whatever the test overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: NO_WEB_APP, ...env });
}

/** A fresh copy of the migrated and seeded template database, for this test file alone. */
export function createTestDatabase(): Promise<Database> {
  return openTestDatabase(inject('apiTestDatabase'));
}

/**
 * The real app on a fresh database. Call `close` in `afterAll`; it closes the app and removes the
 * database.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real app on a fresh database for the tests around the call (a file or a `describe`): started
 * before them, closed after them. Its fields are read inside hooks and tests, once it has started.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  const current = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll: read it inside a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await createTestApp(options);
  }, 60_000);
  afterAll(() => current().close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
