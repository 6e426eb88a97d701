import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { postgresCacheBus } from './lib/cache-bus.js';
import { ReadCache } from './lib/read-cache.js';
import { DEMO_PASSWORD } from './modules/users/demo/users.demo.js';

// Several api processes and an outbox worker on PostgreSQL and Redis, behind one address. Runs when
// both servers answer on loopback (CI starts them); skipped with a message otherwise.
const SERVER_URL = process.env.SCALE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SCALE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STAFF_TOKEN = 'staff-token-for-the-scale-out-test';
const EXPIRY_EVERY_MS = 1_000;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const missing = [
  ...((await postgresAnswers()) ? [] : [`PostgreSQL (${SERVER_URL})`]),
  ...((await redisAnswers()) ? [] : [`Redis (${REDIS_URL})`]),
].join(' and ');
if (missing) console.warn(`Scale-out test skipped: ${missing} not answering on this machine.`);

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** A process of the api (or the worker) from source, as a deployment would start it. */
function startProcess(entry: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=@autohub/source', '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function waitForHealth(port: number, started: Started, deadline: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`an api process exited:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`an api process did not start in time:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The one address in front: forwards each call to the instance the `x-instance` header names
 * (the test decides who serves what), or in turn, and says who answered in `x-upstream`.
 */
function startProxy(upstreams: Record<string, number>): Promise<http.Server> {
  const names = Object.keys(upstreams);
  let turn = 0;
  const proxy = http.createServer((request, response) => {
    const asked = request.headers['x-instance'];
    const name = typeof asked === 'string' && asked in upstreams ? asked : names[turn++ % names.length]!;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[name],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': name });
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describe.skipIf(missing !== '')('several instances behind one address', () => {
  const name = `autohub_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const processes: Started[] = [];
  let proxy: http.Server;
  let base = '';
  let startedAt = 0;

  const call = (instance: 'a' | 'b', path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-instance': instance, ...(init.headers as Record<string, string> | undefined) },
    });

  beforeAll(async () => {
    await onServer(`CREATE DATABASE "${name}"`);
    const [portA, portB] = [await freePort(), await freePort()];
    const shared = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(name),
      REDIS_URL,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'a-session-secret-both-instances-share-0123456789',
      STAFF_API_TOKEN: STAFF_TOKEN,
      RATE_LIMIT_MAX: '10000',
      // Long lives: only an invalidation can explain a change seen on the other instance.
      READ_CACHE_TTL_MS: '600000',
      SETTINGS_CACHE_TTL_MS: '600000',
      // Every process runs the worker's schedule (three workers): the job must still run once per period.
      OUTBOX_WORKER: 'on',
      OUTBOX_POLL_MS: '100',
      TEST_DRIVE_EXPIRY_EVERY_MS: String(EXPIRY_EVERY_MS),
      WEB_DIST_DIR: 'no-web-app-in-this-test',
      // The demo accounts sign in below.
      DEMO_DATA: 'on',
    };
    startedAt = Date.now();
    const deadline = Date.now() + 100_000;
    const a = startProcess('apps/api/src/server.ts', { ...shared, PORT: String(portA) });
    const b = startProcess('apps/api/src/server.ts', { ...shared, PORT: String(portB) });
    processes.push(a, b);
    await Promise.all([waitForHealth(portA, a, deadline), waitForHealth(portB, b, deadline)]);
    processes.push(startProcess('apps/api/src/outbox/worker-main.ts', shared));
    proxy = await startProxy({ a: portA, b: portB });
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 110_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }, 30_000);

  it('keeps a session signed in on one instance valid on the other, and ended on both', async () => {
    const signIn = await call('a', '/api/auth/v3/authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@autohub.dev', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    const browser = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) };

    const self = await call('b', '/api/users/self', { headers: browser });
    expect(self.status).toBe(200);
    expect(self.headers.get('x-upstream')).toBe('b');
    expect(await self.json()).toMatchObject({ emailPreferred: 'cliente@autohub.dev' });

    const signOut = await call('b', '/api/auth/sign-out', { method: 'POST', headers: browser });
    expect(signOut.status).toBeLessThan(300);
    expect((await call('a', '/api/users/self', { headers: browser })).status).toBe(401);
  });

  it('counts api calls against one limit, whichever instance answers', async () => {
    const remaining = async (instance: 'a' | 'b'): Promise<number> => {
      const response = await call(instance, '/api/settings/fiat/pt-BR');
      expect(response.status).toBe(200);
      return Number(response.headers.get('x-ratelimit-remaining'));
    };
    const first = await remaining('a');
    const second = await remaining('b');
    const third = await remaining('a');
    // Separate counters could not give three strictly falling figures across the two instances.
    expect(second).toBeLessThan(first);
    expect(third).toBeLessThan(second);
  });

  it('shows a staff change made on one instance at once on the other, whose copy lives ten minutes', async () => {
    const read = async (instance: 'a' | 'b') =>
      (await (await call(instance, '/api/settings/jeep/es-AR')).json()) as { chatBotEnabled: boolean };
    const before = await read('b');
    expect((await read('a')).chatBotEnabled).toBe(before.chatBotEnabled);
    const change = await call('a', '/api/staff/settings/jeep/es-AR', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chatBotEnabled: !before.chatBotEnabled }),
    });
    expect(change.status).toBe(200);
    // The message crosses Redis in milliseconds; the loop only absorbs a busy machine.
    let seen = before.chatBotEnabled;
    for (let tries = 0; tries < 50 && seen === before.chatBotEnabled; tries += 1) {
      seen = (await read('b')).chatBotEnabled;
      if (seen === before.chatBotEnabled) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(!before.chatBotEnabled);
  });

  it('finds a simulation one instance answered with on the other at once, in both markets', async () => {
    for (const [locale, mvsCode, year, price] of [
      ['pt-BR', '3581AB1', 2026, 12_000_000],
      ['es-AR', '359D3M1', 2027, 2_390_000_000],
    ] as const) {
      const plans = (await (await call('b', `/api/financing/plans?brand=fiat&locale=${locale}`)).json()) as {
        plans: { id: string }[];
      };
      const body = { brand: 'fiat', locale, planId: plans.plans[0]?.id, mvsCode, year, price };
      const answer = await call('a', '/api/financing/simulate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, entrancePercent: 50, installments: 12 }),
      });
      expect(answer.status).toBe(201);
      const simulation = (await answer.json()) as { id: string };
      // Instance a writes it just after its answer; b is asked the moment that answer arrives.
      const read = await call('b', `/api/financing/simulate/${simulation.id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('x-upstream')).toBe('b');
      expect(await read.json()).toEqual(simulation);
    }
  });

  it('runs a periodic job once per period across three workers', async () => {
    // Let a few periods pass with all three workers polling every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 3 * EXPIRY_EVERY_MS + 500));
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const elapsed = Date.now() - startedAt;
      const { rows } = await client.query<{ runs: number }>(
        'select runs from periodic_job_runs where name = $1',
        ['test-drive-expiry'],
      );
      const runs = rows[0]?.runs ?? 0;
      expect(runs).toBeGreaterThanOrEqual(2);
      // One run per period at most, however many workers keep the schedule.
      expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / EXPIRY_EVERY_MS) + 1);
    } finally {
      await client.end();
    }
  });

  it('carries invalidations over PostgreSQL LISTEN/NOTIFY when Redis is not configured', async () => {
    const notifier = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
    const logger = { warn: () => undefined };
    const notify = async (channel: string, payload: string) => {
      await notifier.query('select pg_notify($1, $2)', [channel, payload]);
    };
    const one = new ReadCache({ bus: postgresCacheBus(databaseUrl(name), notify, logger) });
    const two = new ReadCache({ bus: postgresCacheBus(databaseUrl(name), notify, logger) });
    try {
      await one.start();
      await two.start();
      let version = 1;
      const load = async () => version;
      const options = { ttlMs: 600_000 };
      expect(await two.get('plans', 'fiat', load, options)).toBe(1);
      version = 2;
      await one.invalidate('plans');
      let seen = 1;
      for (let tries = 0; tries < 50 && seen === 1; tries += 1) {
        seen = await two.get('plans', 'fiat', load, options);
        if (seen === 1) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await notifier.end();
    }
  });
});
