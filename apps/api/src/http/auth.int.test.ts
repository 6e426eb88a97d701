import {
  type AccessActor,
  type AccessResource,
  ROLE_CODES,
  type RoleCode,
  authorize,
  denialStatus,
  describeRequirement,
  requirement,
} from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { type TestSession, createAccount } from '../modules/auth/auth.fixture.js';
import type { DeclaredRoute } from './auth.js';

/**
 * Walks every route of the accounts, garage and privacy modules × every role (plus nobody and the
 * staff token) × a record of someone else, and checks the api answers what the permission table
 * decides: 401 for nobody, 403 for a role without the permission, 404 for another person's record,
 * and a real answer otherwise.
 */

const OWNED_PREFIXES = [
  '/api/users',
  '/api/garage',
  '/api/privacy',
  '/api/staff/users',
  '/api/signup',
  '/api/auth',
  '/api/confirm',
  '/api/forgot',
  '/api/resend-email',
];
const STAFF_TOKEN = 'staff-token-for-the-access-walk';

// Bodies that pass validation, so an allowed call reaches its handler.
const BODIES: Record<string, unknown> = {
  'PATCH /api/users/self': { nickname: 'Walker' },
  'POST /api/garage/owned': { brand: 'fiat', model: 'Argo', modelYear: 2024 },
  'POST /api/garage/visited': { brand: 'fiat', model: 'Pulse' },
  'POST /api/garage/wanted': { brand: 'jeep', model: 'Compass' },
  'PUT /api/privacy/consents': {
    textVersion: 'v-test',
    choices: [{ purpose: 'marketing', channel: 'EMAIL', granted: true }],
  },
  'POST /api/privacy/account-deletion': { confirm: true, currentPassword: 'Errada!999' },
  'PUT /api/signup/password': {
    currentPassword: 'Errada!999',
    password: 'Nova!Senha2',
    passwordConfirmation: 'Nova!Senha2',
  },
};

describe('access walk: routes × roles × someone else’s record', () => {
  let t: TestApp;
  let other: TestSession;
  let otherCarId: string;
  const sessions = new Map<RoleCode, TestSession>();

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', STAFF_API_TOKEN: STAFF_TOKEN } });
    other = await createAccount(t.app, t.db, 'other.customer@example.com');
    const car = await t.app.inject({
      method: 'POST',
      url: '/api/garage/owned',
      headers: other.headers,
      payload: {
        brand: 'fiat',
        model: 'Toro',
        modelYear: 2023,
        chassis: '9BD15802AA6123456',
        plate: 'ABC1D23',
      },
    });
    otherCarId = (car.json() as { id: string }).id;
    for (const role of ROLE_CODES) {
      sessions.set(
        role,
        await createAccount(t.app, t.db, `${role.replace(/_/g, '.')}@example.com`, {
          roles: [role],
          dealerCodes: ['D-1'],
        }),
      );
    }
  }, 120_000);
  afterAll(() => t.close());

  const ownedRoutes = (): DeclaredRoute[] =>
    t.app.routeAccess.filter((route) => OWNED_PREFIXES.some((prefix) => route.url.startsWith(prefix)));

  function urlOf(route: DeclaredRoute): string {
    return route.url.replace(':id', otherCarId).replace(':userId', other.userId);
  }

  /** The record a route acts on in this walk: the other customer's car or account. */
  function recordOf(route: DeclaredRoute): AccessResource | undefined {
    return route.url.includes(':id') || route.url.includes(':userId') ? { ownerId: other.userId } : undefined;
  }

  async function call(route: DeclaredRoute, headers: Record<string, string>) {
    const body = BODIES[`${route.method} ${route.url}`];
    return t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  it('declares an access requirement on every route of these modules', () => {
    const routes = ownedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const route of routes) expect(describeRequirement(route.access)).not.toBe('');
  });

  it('answers every role what the permission table decides', async () => {
    const failures: string[] = [];
    for (const route of ownedRoutes()) {
      // Public routes answer everyone; they are covered by the module tests.
      if (route.access.kind === 'public') continue;
      const record = recordOf(route);
      const mode = route.method === 'GET' ? 'read' : 'write';
      for (const role of ROLE_CODES) {
        const session = sessions.get(role);
        if (!session) throw new Error(role);
        const actor: AccessActor = { userId: session.userId, roles: [role], dealerCodes: ['D-1'] };
        const decision = authorize(actor, route.access, record, { access: mode });
        const response = await call(route, session.headers);
        const label = `${route.method} ${route.url} as ${role}: ${response.statusCode}`;
        if (decision.allowed) {
          if ([401, 403, 404].includes(response.statusCode) || response.statusCode >= 500)
            failures.push(`${label}, expected allowed`);
        } else if (response.statusCode !== denialStatus(decision.reason)) {
          failures.push(`${label}, expected ${denialStatus(decision.reason)} (${decision.reason})`);
        }
      }
      const anonymous = await call(route, {});
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url} anonymous: ${anonymous.statusCode}`);
      // The staff token acts with back-office roles and owns nothing: own records stay closed.
      const token = await call(route, { authorization: `Bearer ${STAFF_TOKEN}` });
      // Support automation reads a person's account and garage and confirms a car is theirs.
      const tokenAllowed = [
        '/api/staff/users/:userId',
        '/api/staff/users/:userId/garage',
        '/api/staff/users/:userId/garage/:id/ownership',
      ];
      const tokenExpected = tokenAllowed.includes(route.url) ? 200 : 403;
      const tokenOk =
        route.url.includes(':id') && tokenExpected !== 200
          ? token.statusCode === 404 || token.statusCode === 403
          : token.statusCode === tokenExpected;
      if (!tokenOk) failures.push(`${route.method} ${route.url} staff token: ${token.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never lets a customer read, remove or claim another customer’s car', async () => {
    const me = sessions.get('customer');
    if (!me) throw new Error('customer');
    const attempts = [
      t.app.inject({ method: 'DELETE', url: `/api/garage/owned/car/${otherCarId}`, headers: me.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/garage/owned/exclusive',
        headers: me.headers,
        payload: { carId: otherCarId },
      }),
      t.app.inject({ method: 'GET', url: `/api/staff/users/${other.userId}/garage`, headers: me.headers }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const stillThere = await t.app.inject({
      method: 'GET',
      url: '/api/garage/owned',
      headers: other.headers,
    });
    expect((stillThere.json() as { cars: { id: string; chassis: string | null }[] }).cars).toEqual([
      expect.objectContaining({ id: otherCarId, chassis: '9BD15802AA6123456' }),
    ]);
  });

  it('lets user support read another person’s garage but not change it', async () => {
    const support = sessions.get('user_admin');
    if (!support) throw new Error('user_admin');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/staff/users/${other.userId}/garage`,
      headers: support.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((read.json() as { cars: unknown[] }).cars).toHaveLength(1);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/garage/owned/car/${otherCarId}`,
      headers: support.headers,
    });
    expect(remove.statusCode).toBe(403);
  });

  it('keeps page settings to services staff: support, offers staff and customers are refused', async () => {
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/staff/settings/fiat/pt-BR',
        headers,
        payload: { chatBotEnabled: true },
      });
    const headersOf = (role: RoleCode) => {
      const session = sessions.get(role);
      if (!session) throw new Error(role);
      return session.headers;
    };
    expect((await patch({})).statusCode).toBe(401);
    for (const role of ['customer', 'user_admin', 'offer_admin', 'integration_error_manager'] as const) {
      expect((await patch(headersOf(role))).statusCode, role).toBe(403);
    }
    expect((await patch(headersOf('service_admin'))).statusCode).toBe(200);
    expect((await patch({ authorization: `Bearer ${STAFF_TOKEN}` })).statusCode).toBe(200);
  });
});

describe('a route without an access declaration', () => {
  it('stops the start, naming the method and the address', async () => {
    const app = await buildApp({ config: testConfig() });
    const start = async () => {
      await app.register(async (module) => {
        module.get('/api/forgotten', async () => ({ secret: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/^GET \/api\/forgotten declares no access/);
    await app.close().catch(() => undefined);
  });

  it('starts when the same route declares who may call it, and guards it', async () => {
    const app = await buildApp({ config: testConfig() });
    await app.register(async (module) => {
      module.get('/api/remembered', { config: { access: requirement('cache:clear') } }, async () => ({
        secret: true,
      }));
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/remembered' })).statusCode).toBe(401);
      expect(app.routeAccess).toContainEqual(
        expect.objectContaining({ method: 'GET', url: '/api/remembered' }),
      );
    } finally {
      await app.close();
    }
  });
});
