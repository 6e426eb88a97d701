import {
  type AccessActor,
  ROLES,
  ROLE_CODES,
  type RoleCode,
  authorize,
  parseAccessRoles,
} from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSession, createAccount, signIn } from '../../src/modules/auth/auth.fixture.js';
import { type TestApp, createTestApp } from '../helpers.js';
import { recordFigure } from './figures.js';
import { type FuzzCase, fuzzCases } from './fuzz-cases.js';
import { type LogCapture, captureLogs } from './log-capture.js';
import { type Operation, operationsOf, sampleParam, urlOf } from './operations.js';

/**
 * The schema-driven fuzzer: every operation of the OpenAPI document the app serves gets
 * FUZZ_CASES malformed requests (wrong types, huge and odd strings, NUL, lone surrogates,
 * injections, prototype keys, broken JSON), sent by an actor the route lets in so the cases
 * reach validation and the handler. Any 5xx fails. The count bounds the run time.
 */
const FUZZ_CASES = Number(process.env.SECURITY_FUZZ_CASES ?? 200);
const STAFF_TOKEN = 'staff-token-for-the-fuzzer';
const STAFF_ACTOR: AccessActor = {
  userId: 'staff-token',
  roles: ROLE_CODES.filter((code) => ROLES[code].kind === 'staff'),
};

describe(`fuzzer: ${FUZZ_CASES} malformed requests to every operation`, () => {
  let t: TestApp;
  let logs: LogCapture;
  const sessions = new Map<RoleCode, TestSession>();
  let accounts = 0;

  beforeAll(async () => {
    logs = captureLogs({ keep: false });
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '0', STAFF_API_TOKEN: STAFF_TOKEN, LOG_LEVEL: 'info', OUTBOX_WORKER: 'off' },
      logStream: logs,
    });
  }, 60_000);
  afterAll(() => t.close());

  async function sessionFor(role: RoleCode, fresh = false): Promise<TestSession> {
    const known = sessions.get(role);
    if (known && !fresh) return known;
    let session: TestSession;
    try {
      if (!known) throw new Error('no account yet');
      session = await signIn(t.app, known.email);
    } catch {
      // Never signed in, or a case deleted the account: a new one.
      accounts += 1;
      session = await createAccount(t.app, t.db, `fuzz.${role.replace(/_/g, '.')}.${accounts}@example.com`, {
        roles: [role],
        dealerCodes: ['D-1'],
      });
    }
    sessions.set(role, session);
    return session;
  }

  /** Who sends an operation's cases: someone the route lets in. */
  function actorFor(
    operation: Operation,
  ): { kind: 'anonymous' } | { kind: 'staff-token' } | { kind: 'role'; role: RoleCode } {
    const access = operation.access;
    // Every route declares its access (an undeclared one cannot start).
    if (!access) throw new Error(`${operation.method} ${operation.path} declares no access`);
    if (access.kind === 'public') return { kind: 'anonymous' };
    if (access.scope !== 'own' && authorize(STAFF_ACTOR, access).allowed) return { kind: 'staff-token' };
    const role = ROLE_CODES.find(
      (code) =>
        authorize({ userId: 'someone', roles: parseAccessRoles([code]), dealerCodes: ['D-1'] }, access, {
          ownerId: 'someone',
        }).allowed,
    );
    return role ? { kind: 'role', role } : { kind: 'staff-token' };
  }

  async function send(operation: Operation, fuzz: FuzzCase, headers: Record<string, string>) {
    const path = urlOf(
      operation,
      (parameter) =>
        fuzz.pathParams?.[parameter.name] ??
        encodeURIComponent(sampleParam(parameter.name, parameter.schema, { userId: 'x1' })),
    );
    const url = fuzz.query ? `${path}?${fuzz.query}` : path;
    const body = fuzz.body;
    return t.app.inject({
      method: operation.method as 'POST',
      url,
      headers: {
        ...headers,
        ...(body && 'raw' in body ? { 'content-type': body.contentType } : {}),
        ...(body && 'json' in body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
    });
  }

  // 45–80 s on an idle machine; on a busy one it took over five minutes, and a timeout there
  // would report nothing about server errors.
  it('answers no malformed request with a server error', async () => {
    const operations = operationsOf(t.app);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const operation of operations) {
      const actor = actorFor(operation);
      let headers: Record<string, string> =
        actor.kind === 'staff-token'
          ? { authorization: `Bearer ${STAFF_TOKEN}` }
          : actor.kind === 'role'
            ? (await sessionFor(actor.role)).headers
            : {};
      for (const fuzz of fuzzCases(operation, FUZZ_CASES)) {
        const response = await send(operation, fuzz, headers);
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push(
            `${operation.method} ${operation.path} [${fuzz.label}]: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        // A case may sign the actor out (or delete the account): sign in again for the next.
        if (response.statusCode === 401 && actor.kind === 'role')
          headers = (await sessionFor(actor.role, true)).headers;
      }
    }
    recordFigure('fuzz operations', operations.length);
    recordFigure('fuzz cases sent', sent);
    recordFigure('fuzz seconds', Math.round((Date.now() - started) / 1000));
    recordFigure('server errors', failures.length);
    expect(sent).toBeGreaterThanOrEqual(operations.length * FUZZ_CASES);
    expect(failures.slice(0, 40), `${failures.length} server errors`).toEqual([]);
  }, 600_000);

  it('writes no tax id, password, token or card number to the log', () => {
    recordFigure('log lines scanned', logs.count());
    expect(logs.findings().slice(0, 10)).toEqual([]);
  });
});
