import {
  type AccessActor,
  ROLES,
  ROLE_CODES,
  type RoleCode,
  authorize,
  isRoleCode,
  rolesHolding,
  denialStatus,
  parseAccessRoles,
} from '@autohub/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../../src/modules/dealers/dealers.schema.js';
import { users } from '../../src/modules/users/users.schema.js';
import { type TestSession, createAccount, signIn } from '../../src/modules/auth/auth.fixture.js';
import { type TestApp, createTestApp } from '../helpers.js';
import { recordFigure } from './figures.js';
import { type LogCapture, captureLogs } from './log-capture.js';
import { type Operation, operationsOf, recordOf, sampleParam, urlOf } from './operations.js';

/**
 * The route × actor matrix: every operation of the OpenAPI document the app serves × nobody, an
 * account of each role and the staff token. Every operation must have declared who may call it
 * (a route without a declaration cannot even start, so the count is a second line of defence), and
 * must answer exactly what the permission table decides (401 nobody, 403 a role without the
 * permission, 404 another person's record, and never a refusal when allowed); no call may answer a
 * server error. Then the jurisdictions: another owner's record and another dealer's answer 404,
 * another brand's is refused.
 */
const STAFF_TOKEN = 'staff-token-for-the-route-matrix';

type Actor =
  | { kind: 'anonymous' }
  | { kind: 'staff-token' }
  | { kind: 'role'; role: RoleCode; email: string; session: TestSession };

describe('route × actor matrix over the OpenAPI document', () => {
  let t: TestApp;
  let logs: LogCapture;
  let other: TestSession;
  const actors: Actor[] = [{ kind: 'anonymous' }, { kind: 'staff-token' }];

  beforeAll(async () => {
    logs = captureLogs({ keep: false });
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '0', STAFF_API_TOKEN: STAFF_TOKEN, LOG_LEVEL: 'info' },
      logStream: logs,
    });
    other = await createAccount(t.app, t.db, 'matrix.other@example.com');
    for (const role of ROLE_CODES) {
      const email = `matrix.${role.replace(/_/g, '.')}@example.com`;
      const session = await createAccount(t.app, t.db, email, { roles: [role], dealerCodes: ['D-1'] });
      actors.push({ kind: 'role', role, email, session });
    }
  }, 180_000);
  afterAll(() => t.close());

  function headersOf(actor: Actor): Record<string, string> {
    if (actor.kind === 'staff-token') return { authorization: `Bearer ${STAFF_TOKEN}` };
    if (actor.kind === 'role') return actor.session.headers;
    return {};
  }

  function labelOf(actor: Actor): string {
    return actor.kind === 'role' ? actor.role : actor.kind;
  }

  /** What the permission table decides for this actor on this operation. */
  function expected(operation: Operation, actor: Actor): 'allowed' | 401 | 403 | 404 | undefined {
    const access = operation.access;
    if (!access) return undefined;
    if (access.kind === 'public') return 'allowed';
    if (actor.kind === 'anonymous') return 401;
    const record = recordOf(operation, other.userId);
    if (actor.kind === 'staff-token' && access.scope === 'own' && !record) return 403;
    const accessActor: AccessActor =
      actor.kind === 'staff-token'
        ? { userId: 'staff-token', roles: ROLE_CODES.filter((code) => ROLES[code].kind === 'staff') }
        : { userId: actor.session.userId, roles: parseAccessRoles([actor.role]), dealerCodes: ['D-1'] };
    const mode = operation.method === 'GET' ? 'read' : 'write';
    const decision = authorize(accessActor, access, record, { access: mode });
    return decision.allowed ? 'allowed' : denialStatus(decision.reason);
  }

  async function call(operation: Operation, actor: Actor) {
    const url = urlOf(operation, (parameter) =>
      sampleParam(parameter.name, parameter.schema, { userId: other.userId }),
    );
    const send = () => t.app.inject({ method: operation.method as 'GET', url, headers: headersOf(actor) });
    let response = await send();
    // A walked call may end the actor's own session (sign-out): sign in again and ask once more.
    if (response.statusCode === 401 && actor.kind === 'role') {
      actor.session = await signIn(t.app, actor.email);
      response = await send();
    }
    return response;
  }

  it('answers every operation for every actor as declared, and never with a server error', async () => {
    const operations = operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let calls = 0;
    const undeclared: string[] = [];
    // Sign-out and account deletion last, so the walk keeps its sessions as long as it can.
    const ordered = [...operations].sort(
      (a, b) =>
        Number(/logout|account-deletion|session/.test(a.path)) -
        Number(/logout|account-deletion|session/.test(b.path)),
    );
    for (const operation of ordered) {
      if (!operation.access) undeclared.push(`${operation.method} ${operation.path}`);
      for (const actor of actors) {
        const response = await call(operation, actor);
        calls += 1;
        const status = response.statusCode;
        const label = `${operation.method} ${operation.path} as ${labelOf(actor)}: ${status}`;
        if (status >= 500) {
          failures.push(`${label} (server error)`);
          continue;
        }
        const want = expected(operation, actor);
        if (operation.access?.kind === 'public') {
          // A public route may ask for credentials it signs in with (401), never refuse a role.
          if (/"code":"forbidden"/.test(response.body)) failures.push(`${label} forbidden, expected public`);
        } else if (want === 'allowed') {
          if (status === 401 || status === 403) failures.push(`${label}, expected allowed`);
        } else if (want !== undefined) {
          // A record of nobody answers 404 like someone else's: both mean "not yours".
          if (status !== want && !(want === 403 && status === 404 && operation.pathParams.length > 0)) {
            failures.push(`${label}, expected ${want}`);
          }
        }
      }
    }
    recordFigure('operations walked', operations.length);
    recordFigure('matrix calls', calls);
    recordFigure('operations without a declared requirement', undeclared.length);
    recordFigure('server errors', failures.filter((failure) => failure.endsWith('(server error)')).length);
    expect(undeclared).toEqual([]);
    expect(failures).toEqual([]);
  }, 900_000);

  it("refuses another brand's record to a brand-limited holder of every brand-scoped permission", async () => {
    // The brand of the address is the record (sample addresses name Fiat): an account holding the
    // permission for Peugeot only is refused; the same account without limits is not.
    const operations = operationsOf(t.app).filter(
      (operation) =>
        operation.access?.kind === 'permission' &&
        operation.access.scope === 'brand' &&
        operation.pathParams.some((parameter) => parameter.name === 'brand'),
    );
    expect(operations.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of operations) {
      if (operation.access?.kind !== 'permission') continue;
      const roles = rolesHolding(operation.access.permission).filter(isRoleCode);
      const email = `matrix.brand.${operation.access.permission.replace(/\W/g, '.')}@example.com`;
      const holder = await createAccount(t.app, t.db, email, { roles, dealerCodes: ['D-1'] });
      await t.db
        .update(users)
        .set({ brandLimits: ['peugeot'] })
        .where(eq(users.email, email));
      const response = await call(operation, {
        kind: 'role',
        role: roles[0] ?? 'customer',
        email,
        session: holder,
      });
      if (![403, 404].includes(response.statusCode)) {
        failures.push(
          `${operation.method} ${operation.path} for a Peugeot-only holder: ${response.statusCode}`,
        );
      }
    }
    recordFigure('brand-scoped operations walked for another brand', operations.length);
    expect(failures).toEqual([]);
  });

  it("answers 404 to a dealer's seller for a request made with another dealer", async () => {
    const [elsewhere] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(and(eq(dealers.brand, 'fiat'), ne(dealers.dealerCode, 'D-1')))
      .limit(1);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        dealerId: String(elsewhere?.id),
        model: '363',
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        slot: 'AFTERNOON',
        time: '14:30',
        customer: { name: 'Paula Reis', email: 'paula.matriz@example.com', phone: '(11) 98765-4321' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { testDrive } = booked.json() as { testDrive: { id: string } };
    const seller = actors.find((actor) => actor.kind === 'role' && actor.role === 'user_dealer');
    if (seller?.kind !== 'role') throw new Error('a seller of D-1 was expected');
    for (const action of ['confirm', 'cancel', 'done']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/dealer/test-drives/${testDrive.id}/${action}`,
        headers: seller.session.headers,
      });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(404);
    }
  });

  it('writes no tax id, password, token or card number to the log', () => {
    recordFigure('log lines scanned', logs.count());
    expect(logs.findings()).toEqual([]);
  });
});
