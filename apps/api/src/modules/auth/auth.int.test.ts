import { SessionAnswer } from '@autohub/contract';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_TEST_ENV, type TestApp, createTestApp } from '../../../test/helpers.js';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../http/auth-session.js';
import { users } from '../users/users.schema.js';
import { authSessions, signInFailures } from './auth.schema.js';
import {
  TEST_PASSWORD,
  browserHeaders,
  cookieOf,
  createAccount,
  deliveredMails,
  mailedToken,
  signIn,
} from './auth.fixture.js';
import { backoffDelayMs } from './auth.service.js';

describe('accounts: sign-up to sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ins from one address: the per-address limit is tested on its own below.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  /** Signs in with the password form, as the site does. */
  const authenticate = (email: string, password: string, extra: { brand?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      payload: { email, password, ...extra },
    });

  const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/signup/password', payload, headers });

  it('refuses a weak password and a confirmation that differs, in the spec’s words', async () => {
    const response = await signUp({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'abc',
      passwordConfirmation: 'abd',
    });
    expect(response.statusCode).toBe(400);
    const details = (response.json() as { details: { path: string; code: string; message: string }[] })
      .details;
    expect(details.map((d) => d.code)).toEqual(
      expect.arrayContaining(['password_length', 'password_uppercase']),
    );
    const mismatch = await signUp({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Senha!123',
      passwordConfirmation: 'Senha!124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      details: [{ path: 'body.passwordConfirmation', message: 'As senhas digitadas não são iguais' }],
    });
  });

  it('stores an argon2id hash, never the password', async () => {
    await signUp({
      name: 'Bia Lima',
      email: 'Bia@Example.com',
      password: TEST_PASSWORD,
      passwordConfirmation: TEST_PASSWORD,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'bia@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('answers a sign-up of an existing address exactly like a new one, and tells the owner by e-mail', async () => {
    const body = {
      name: 'Caio Reis',
      email: 'caio@example.com',
      password: TEST_PASSWORD,
      passwordConfirmation: TEST_PASSWORD,
    };
    const first = await signUp(body);
    const second = await signUp({ ...body, password: 'Outra!456', passwordConfirmation: 'Outra!456' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await deliveredMails(t.app, 'caio@example.com')).map((m) => m.kind).sort()).toEqual([
      'already-registered',
      'confirm-email',
    ]);
  });

  it('signs in only after the e-mail is confirmed through the mailed link', async () => {
    const email = 'dani@example.com';
    await signUp({ name: 'Dani Prado', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'email_not_confirmed' });

    // A resend replaces the first link: the old one stops working.
    const oldToken = await mailedToken(t.app, email, 'confirm-email');
    await t.app.inject({ method: 'POST', url: '/api/resend-email', payload: { email } });
    const newToken = await mailedToken(t.app, email, 'confirm-email');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/confirm', payload: { token: oldToken } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/confirm', payload: { token: newToken } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/confirm', payload: { token: newToken } })).statusCode,
    ).toBe(400);

    const session = await signIn(t.app, email);
    const answer = SessionAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: session.headers })).json(),
    );
    expect(answer).toMatchObject({
      authenticated: true,
      user: { email, emailConfirmed: true, roles: ['customer'] },
    });
  });

  it('sets an httpOnly SameSite=Lax session cookie and a readable XSRF cookie, new ones on every sign-in', async () => {
    await createAccount(t.app, t.db, 'eva@example.com');
    const first = await authenticate('eva@example.com', TEST_PASSWORD);
    const second = await authenticate('eva@example.com', TEST_PASSWORD);
    const session = first.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const xsrf = first.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(cookieOf(second, SESSION_COOKIE)).not.toBe(session?.value);
    expect(cookieOf(second, XSRF_COOKIE)).not.toBe(xsrf?.value);
    expect(first.json()).not.toHaveProperty('accessToken');
  });

  it('marks the session cookie Secure in production', async () => {
    const production = await createTestApp({
      env: PRODUCTION_TEST_ENV,
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(response.cookies.find((c) => c.name === XSRF_COOKIE)?.secure).toBe(true);
      // No sandbox mailbox or token minting in production.
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('accepts the spec’s basic-credentials form and the session as a bearer token', async () => {
    await createAccount(t.app, t.db, 'fabi@example.com');
    const basic = Buffer.from(`fabi@example.com:${TEST_PASSWORD}`).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      headers: { authorization: `Basic ${basic}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { accessToken } = response.json() as { accessToken: string };
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ emailPreferred: 'fabi@example.com' });
    // A bearer call carries no ambient cookie, so it needs no XSRF header.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { nickname: 'Fabi' },
    });
    expect(patch.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    await createAccount(t.app, t.db, 'gil@example.com');
    const wrong = await authenticate('gil@example.com', 'Errada!99');
    const unknown = await authenticate('nobody@example.com', 'Errada!99');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    const forgotKnown = await t.app.inject({
      method: 'POST',
      url: '/api/forgot',
      payload: { email: 'gil@example.com' },
    });
    const forgotUnknown = await t.app.inject({
      method: 'POST',
      url: '/api/forgot',
      payload: { email: 'nobody@example.com' },
    });
    expect(forgotUnknown.statusCode).toBe(202);
    expect(forgotUnknown.json()).toEqual(forgotKnown.json());
    expect(await deliveredMails(t.app, 'nobody@example.com')).toEqual([]);
  });

  it('slows down repeated wrong passwords for an account, even when the right one finally comes', async () => {
    await createAccount(t.app, t.db, 'hugo@example.com');
    const attempt = (password: string) => authenticate('hugo@example.com', password);
    for (let i = 0; i < 3; i += 1) expect((await attempt('Errada!99')).statusCode).toBe(401);
    const slowed = await attempt(TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'sign_in_slowed' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Unknown accounts are slowed the same way: the answer tells nothing.
    for (let i = 0; i < 3; i += 1) {
      await authenticate('ghost@example.com', 'x');
    }
    const ghost = await authenticate('ghost@example.com', 'x');
    expect(ghost.statusCode).toBe(429);
    // Once the wait is over the right password works and the streak is forgotten.
    await t.db.update(signInFailures).set({ blockedUntil: new Date(Date.now() - 1000) });
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the wait after each further wrong password, up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 20].map(backoffDelayMs)).toEqual([0, 0, 5_000, 10_000, 20_000, 900_000]);
  });

  it('requires the XSRF header on state-changing calls made with the session cookie', async () => {
    const session = await createAccount(t.app, t.db, 'iris@example.com');
    const cookieOnly = { cookie: `${SESSION_COOKIE}=${session.token}; ${XSRF_COOKIE}=${session.xsrf}` };
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/self',
      headers: cookieOnly,
      payload: { nickname: 'Iris' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'xsrf_failed' });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/self',
      headers: { ...cookieOnly, 'x-xsrf-token': 'forged' },
      payload: { nickname: 'Iris' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/self',
      headers: session.headers,
      payload: { nickname: 'Iris' },
    });
    expect(right.statusCode).toBe(200);
    // Reads need no header, and public posts without a session cookie still work.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: cookieOnly })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'x@example.com' } }))
        .statusCode,
    ).toBe(202);
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const phone = await createAccount(t.app, t.db, 'joao@example.com');
    const laptop = await signIn(t.app, 'joao@example.com');
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/signup/password',
        headers: laptop.headers,
        payload: { currentPassword: current, password: 'Nova!Senha2', passwordConfirmation: 'Nova!Senha2' },
      });
    const refused = await change('Errada!999');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'current_password_wrong',
      message: 'A senha atual não confere',
    });
    const changed = await change(TEST_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const rotated = cookieOf(changed, SESSION_COOKIE);
    expect(rotated).toBeDefined();
    const xsrf = cookieOf(changed, XSRF_COOKIE) ?? '';
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: phone.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: laptop.headers })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/self',
          headers: browserHeaders(rotated ?? '', xsrf),
        })
      ).statusCode,
    ).toBe(200);
    await expect(signIn(t.app, 'joao@example.com')).rejects.toThrow();
    await expect(signIn(t.app, 'joao@example.com', 'Nova!Senha2')).resolves.toMatchObject({
      email: 'joao@example.com',
    });
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const before = await createAccount(t.app, t.db, 'lia@example.com');
    await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'lia@example.com' } });
    const token = await mailedToken(t.app, 'lia@example.com', 'reset-password');
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/password/reset',
        payload: { token, password, passwordConfirmation: password },
      });
    expect((await reset('Recriada!7')).statusCode).toBe(204);
    expect((await reset('Outra!Vez8')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: before.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, 'lia@example.com', 'Recriada!7')).resolves.toMatchObject({
      email: 'lia@example.com',
    });
  });

  it('signs out for good: the same token no longer works, even as a bearer', async () => {
    const session = await createAccount(t.app, t.db, 'malu@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'session_expired' });
    const [row] = await t.db.select().from(authSessions).where(eq(authSessions.userId, session.userId));
    expect(row?.revokedAt).not.toBeNull();
  });

  it('refuses a forged or tampered session token', async () => {
    const session = await createAccount(t.app, t.db, 'nina@example.com');
    const [version, body, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const forged = `${version}.${forgedBody}.${signature}`;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs in with a sandbox id token (OpenID Connect shape) and links by verified e-mail', async () => {
    const session = await createAccount(t.app, t.db, 'olga@example.com');
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/dev/identity-provider/sandbox/token',
      payload: { email: 'olga@example.com', name: 'Olga Dias' },
    });
    const { idToken } = minted.json() as { idToken: string };
    const social = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication/social?provider=sandbox&brand=jeep',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(social.statusCode).toBe(200);
    expect(social.json()).toMatchObject({ user: { id: session.userId }, signInBrand: 'jeep' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication/social?provider=sandbox',
      headers: { authorization: `Bearer ${idToken.slice(0, -2)}xx` },
    });
    expect(tampered.statusCode).toBe(401);
    const unverified = await t.app.inject({
      method: 'POST',
      url: '/api/dev/identity-provider/sandbox/token',
      payload: { email: 'pia@example.com', emailVerified: false },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication/social?provider=sandbox',
      headers: { authorization: `Bearer ${(unverified.json() as { idToken: string }).idToken}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('shares the session across single-sign-on brands only', async () => {
    await createAccount(t.app, t.db, 'rui@example.com');
    const onJeep = await authenticate('rui@example.com', TEST_PASSWORD, { brand: 'jeep' });
    expect((onJeep.json() as SessionAnswer).brands).toEqual([
      'fiat',
      'jeep',
      'ram',
      'dodge',
      'chrysler',
      'citroen',
      'leapmotor',
    ]);
    const onPeugeot = await authenticate('rui@example.com', TEST_PASSWORD, { brand: 'peugeot' });
    expect((onPeugeot.json() as SessionAnswer).brands).toEqual(['peugeot']);
  });

  it('answers anonymous callers with a LOADED anonymous session and an XSRF cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.json()).toEqual({
      authenticated: false,
      user: null,
      expiresAt: null,
      signInBrand: null,
      brands: [],
    });
    expect(cookieOf(response, XSRF_COOKIE)).toMatch(/^[\w-]{20,}$/);
  });
});

describe('accounts: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An api-wide limit of 100 leaves 5 sign-up calls per address and window.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100' } });
  });
  afterAll(() => t.close());

  it('limits sign-up calls per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup/password',
        payload: {
          name: 'Ana Souza',
          email: `spam${i}@example.com`,
          password: TEST_PASSWORD,
          passwordConfirmation: TEST_PASSWORD,
        },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
