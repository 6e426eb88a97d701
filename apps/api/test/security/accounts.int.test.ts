import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAccount, signIn } from '../../src/modules/auth/auth.fixture.js';
import { randomToken, signSessionToken } from '../../src/http/auth-session.js';
import { insertSession } from '../../src/modules/auth/auth.store.js';
import { DEMO_PASSWORD } from '../../src/modules/users/demo/users.demo.js';
import { createUserDirectory } from '../../src/modules/users/users.service.js';
import { PRODUCTION_TEST_ENV, type TestApp, createTestApp } from '../helpers.js';

const INTRUDER_PASSWORD = 'Intruso!2026x';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('account takeover and enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('drops a stranger’s password when the owner of the address signs in socially', async () => {
    const victim = 'vitima.social@example.com';
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      payload: {
        name: 'Ivo Intruso',
        email: victim,
        password: INTRUDER_PASSWORD,
        passwordConfirmation: INTRUDER_PASSWORD,
      },
    });
    expect(planted.statusCode).toBe(202);
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/dev/identity-provider/sandbox/token',
      payload: { email: victim, name: 'Vera Lima' },
    });
    const { idToken } = minted.json() as { idToken: string };
    const social = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication/social?provider=sandbox',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(social.statusCode).toBe(200);
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      payload: { email: victim, password: INTRUDER_PASSWORD },
    });
    expect(intruder.statusCode).toBe(401);
  });

  it('answers a sign-up of an existing address in the time of a new one', async () => {
    await createAccount(t.app, t.db, 'ja.existe@example.com');
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/password',
        payload: { name: 'Ana Souza', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      });
    const existing: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      existing.push(await timed(() => signUp('ja.existe@example.com')));
      fresh.push(await timed(() => signUp(`nova.${round}@example.com`)));
    }
    const ratio = median(fresh) / median(existing);
    expect(
      ratio,
      `new ${median(fresh).toFixed(0)} ms, existing ${median(existing).toFixed(0)} ms`,
    ).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });

  it('answers forgot-password and resend for an unknown address in the time of a known one', async () => {
    await createAccount(t.app, t.db, 'esqueceu@example.com');
    for (const url of ['/api/forgot', '/api/resend-email']) {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        known.push(
          await timed(() =>
            t.app.inject({ method: 'POST', url, payload: { email: 'esqueceu@example.com' } }),
          ),
        );
        unknown.push(
          await timed(() =>
            t.app.inject({ method: 'POST', url, payload: { email: `ninguem.${round}@example.com` } }),
          ),
        );
      }
      const ratio = median(known) / median(unknown);
      expect(
        ratio,
        `${url}: known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`,
      ).toBeLessThan(1.5);
    }
  });

  it('slows an account only from the address its wrong passwords came from', async () => {
    await createAccount(t.app, t.db, 'alvo@example.com');
    await createAccount(t.app, t.db, 'vizinho@example.com');
    const attempt = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v3/authentication',
        payload: { email, password },
        remoteAddress,
      });
    for (let i = 0; i < 4; i += 1) await attempt('alvo@example.com', 'Errada!999', '203.0.113.9');
    expect((await attempt('alvo@example.com', TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    // Another person behind the same address, and the owner from elsewhere, are not slowed.
    expect((await attempt('vizinho@example.com', TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    expect((await attempt('alvo@example.com', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('never slows the owner’s own browser for a stranger’s wrong passwords behind the same proxy', async () => {
    await createAccount(t.app, t.db, 'dona@example.com');
    const proxy = '203.0.113.50';
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      payload: { email: 'dona@example.com', password: TEST_PASSWORD },
      remoteAddress: proxy,
    });
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((cookie) => cookie.name === 'autohub_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const attempt = (password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v3/authentication',
        payload: { email: 'dona@example.com', password },
        remoteAddress: proxy,
        ...(cookie ? { headers: { cookie: `autohub_device=${cookie}` } } : {}),
      });
    for (let i = 0; i < 4; i += 1) await attempt('Errada!999');
    // The stranger is slowed, and so is any browser the account never signed in from…
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
    // …but not the owner's, nor with a cookie forged for it.
    expect((await attempt(TEST_PASSWORD, device?.value)).statusCode).toBe(200);
    expect((await attempt(TEST_PASSWORD, 'd1.forged.c2lnbmF0dXJl')).statusCode).toBe(429);
  });
});

describe('demo accounts in production', () => {
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    production = await createTestApp({
      env: { ...PRODUCTION_TEST_ENV, RATE_LIMIT_MAX: '0' },
    });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('signs a demo account in outside production only, and ignores its sessions there', async () => {
    await signIn(development.app, 'suporte@autohub.dev', DEMO_PASSWORD);
    const refused = await production.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      payload: { email: 'suporte@autohub.dev', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'invalid_credentials' });
    // A session opened before the database served production is worth nothing there.
    const demo = await createUserDirectory(production.db).activeByEmail('suporte@autohub.dev');
    if (!demo) throw new Error('the template database holds the demo accounts');
    const expiresAt = new Date(Date.now() + 3_600_000);
    const row = await insertSession(production.db, {
      id: randomToken(18),
      userId: demo.id,
      signInBrand: null,
      method: 'password',
      expiresAt,
    });
    const token = signSessionToken(production.config.sessionSecret, {
      sid: row.id,
      sub: demo.id,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    const self = await production.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.statusCode).toBe(401);
  });
});
