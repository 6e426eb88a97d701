import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import {
  type AccessActor,
  type AccessResource,
  authorize,
  type BrandSlug,
  type DenialReason,
  denialStatus,
  describeRequirement,
  DomainError,
  isBrandSlug,
  isUserGroup,
  parseAccessRoles,
  ROLE_CODES,
  ROLES,
  type RouteAccess,
} from '@autohub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '../fastify-decorations.js';
import { findLiveSession } from '../modules/auth/live-session.js';
import { isDemoEmail } from '../modules/users/demo-accounts.js';
import type { UserRow } from '../modules/users/users.store.js';
import { isApiRequest } from './request-path.js';
import {
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  looksLikeSessionToken,
  randomToken,
  verifySessionToken,
} from './auth-session.js';

/** A route as the access mechanism knows it, for the docs and the walk over routes × roles. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  hasRecord: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that declared `config.access`, in registration order. */
    routeAccess: DeclaredRoute[];
    /**
     * The access of every route registered in this scope that declares none itself: set with
     * {@link declareScopeAccess} around plugins that add routes of their own (docs, static files).
     */
    scopeAccess?: RouteAccess;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: `PUBLIC`, `publicCall(family)` or `requirement(permission)` from the
     * domain. The one access mechanism of the api: a guard checks it before the body is read.
     */
    access?: RouteAccess;
    /**
     * The record the route acts on, when the params name it (e.g. another user's garage); read
     * bypasses (`garage:read-any`) only open records, so such routes declare one.
     */
    accessRecord?: (request: FastifyRequest) => AccessResource | undefined;
  }
}

/** Who is calling: nobody, a signed-in person, or automation holding the staff token. */
export type Caller =
  | { kind: 'anonymous'; presented: 'nothing' | 'expired-session' | 'unknown-token' }
  | {
      kind: 'session';
      actor: AccessActor;
      user: UserRow;
      sessionId: string;
      expiresAt: Date;
      signInBrand: BrandSlug | null;
    }
  | { kind: 'staff-token'; actor: AccessActor };

// The staff token acts with every back-office role (never a dealer's, a customer's or a system's):
// automation may do what staff may do, and nothing in anyone's own account.
const STAFF_TOKEN_ACTOR: AccessActor = Object.freeze({
  userId: 'staff-token',
  roles: ROLE_CODES.filter((code) => ROLES[code].kind === 'staff'),
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
// Comparing digests keeps the time spent independent of where two secrets differ.
const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** The access actor of an account row (unknown roles, groups and brands grant nothing). */
export function actorOf(user: UserRow): AccessActor {
  return {
    userId: user.id,
    roles: parseAccessRoles(user.roles),
    dealerCodes: user.dealerCodes,
    groups: user.groups.filter(isUserGroup),
    ...(user.brandLimits ? { brands: user.brandLimits.filter(isBrandSlug) } : {}),
  };
}

async function callerFromSessionToken(request: FastifyRequest, token: string): Promise<Caller | null> {
  const { config, database } = request.server;
  const now = new Date();
  const claims = verifySessionToken(config.sessionSecret, token, now);
  if (!claims) return null;
  const found = await findLiveSession(database.db, claims.sid, now);
  if (!found || found.user.id !== claims.sub) return null;
  // A development seed's demo account never acts in production, even with a session made earlier.
  if (config.nodeEnv === 'production' && isDemoEmail(found.user.email)) return null;
  return {
    kind: 'session',
    actor: actorOf(found.user),
    user: found.user,
    sessionId: found.session.id,
    expiresAt: found.session.expiresAt,
    signInBrand:
      found.session.signInBrand && isBrandSlug(found.session.signInBrand) ? found.session.signInBrand : null,
  };
}

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const bearer = bearerOf(request);
  if (bearer !== undefined) {
    if (bearer !== '' && looksLikeSessionToken(bearer)) {
      return (
        (await callerFromSessionToken(request, bearer)) ?? { kind: 'anonymous', presented: 'expired-session' }
      );
    }
    if (bearer !== '' && sameSecret(bearer, request.server.config.staffApiToken)) {
      return { kind: 'staff-token', actor: STAFF_TOKEN_ACTOR };
    }
    return { kind: 'anonymous', presented: bearer === '' ? 'nothing' : 'unknown-token' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    return (
      (await callerFromSessionToken(request, cookie)) ?? { kind: 'anonymous', presented: 'expired-session' }
    );
  }
  return { kind: 'anonymous', presented: 'nothing' };
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/** The caller of a request, resolved once per request. */
export function callerOf(request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = resolveCaller(request);
    callers.set(request, caller);
  }
  return caller;
}

/** Forgets the resolved caller (after sign-in or sign-out changed it within the request). */
export function forgetCaller(request: FastifyRequest): void {
  callers.delete(request);
}

function refusal(reply: FastifyReply, reason: DenialReason, caller: Caller): DomainError {
  const status = denialStatus(reason);
  if (status === 401) {
    void reply.header('www-authenticate', 'Bearer');
    if (caller.kind === 'anonymous' && caller.presented === 'unknown-token') {
      // A token was presented and means nothing here: it is refused, not asked for again.
      return new DomainError('forbidden', {}, { detail: 'These credentials grant no access' });
    }
    if (caller.kind === 'anonymous' && caller.presented === 'expired-session') {
      return new DomainError('session_expired', {}, { detail: 'The session has ended; sign in again' });
    }
    return new DomainError('unauthorized', {}, { detail: 'Sign-in is required' });
  }
  if (status === 403)
    return new DomainError('forbidden', {}, { detail: 'This role does not allow the call' });
  // Other people's records answer as if they did not exist.
  return new DomainError('not_found', {}, { detail: 'Not found' });
}

function accessModeOf(request: FastifyRequest): 'read' | 'write' {
  return SAFE_METHODS.has(request.method) ? 'read' : 'write';
}

/**
 * Checks a requirement for the caller, on a record when one is given. Throws the refusal
 * (401, 403, or 404 for someone else's record).
 */
export async function checkAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
  resource?: AccessResource,
  mode: 'read' | 'write' = accessModeOf(request),
): Promise<Caller> {
  const caller = await callerOf(request);
  if (access.kind === 'public') return caller;
  const actor = caller.kind === 'anonymous' ? null : caller.actor;
  // The staff token belongs to no one: it has no own records to reach.
  if (caller.kind === 'staff-token' && access.scope === 'own' && !resource) {
    throw refusal(reply, 'forbidden', caller);
  }
  const decision = authorize(actor, access, resource, { access: mode });
  if (!decision.allowed) throw refusal(reply, decision.reason, caller);
  return caller;
}

/**
 * Checks the route's own requirement against a record the handler loaded (`ownerId` of a garage
 * car…). Resolves to the caller; throws 404 when the record is someone else's.
 */
export async function authorizeRecord(
  request: FastifyRequest,
  reply: FastifyReply,
  resource: AccessResource,
  mode?: 'read' | 'write',
): Promise<Caller> {
  const access = request.routeOptions.config.access;
  if (!access) throw new Error(`Route ${request.routeOptions.url ?? request.url} declares no access`);
  return checkAccess(request, reply, access, resource, mode);
}

/** The signed-in person of a route guarded by an own-record permission. */
export async function sessionOf(request: FastifyRequest): Promise<Extract<Caller, { kind: 'session' }>> {
  const caller = await callerOf(request);
  if (caller.kind !== 'session') throw new DomainError('unauthorized', {}, { detail: 'Sign-in is required' });
  return caller;
}

/** Whether a caller holds a back-office role (staff token, or an account with a staff role). */
export function isStaffCaller(caller: Caller): boolean {
  if (caller.kind === 'staff-token') return true;
  if (caller.kind !== 'session') return false;
  return caller.actor.roles.some(
    (role) => role in ROLES && ROLES[role as keyof typeof ROLES].kind === 'staff',
  );
}

/**
 * Declares the access of every route the scope (and the plugins registered in it) adds without a
 * `config.access` of its own: for plugins whose routes we do not write, such as the docs page.
 */
export function declareScopeAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.decorate('scopeAccess', { getter: () => access });
}

function cookieSecure(request: FastifyRequest): boolean {
  return request.server.config.nodeEnv === 'production';
}

/** Sets a new XSRF cookie (a new session gets a new one). */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const value = randomToken(24);
  void reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    secure: cookieSecure(request),
    httpOnly: false,
  });
  return value;
}

/** Hands the session to the browser: httpOnly, SameSite=Lax, Secure in production. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
    expires: expiresAt,
  });
  issueXsrfCookie(request, reply);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
  });
}

function xsrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  return typeof header === 'string' && header !== '' && !!cookie && sameSecret(header, cookie);
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Cookies, sessions, the XSRF check and the access guard of every route. Called by buildApp
 * before any route is registered.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { hook: 'onRequest' });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (!request.cookies[XSRF_COOKIE]) issueXsrfCookie(request, reply);
    if (SAFE_METHODS.has(request.method)) return;
    // Double submit: a page of another site can make the browser send our cookies, never read
    // them to copy one into a header. Calls without the session cookie (partners with a bearer
    // token, visitors sending a lead) carry no ambient credentials to abuse.
    if (!request.cookies[SESSION_COOKIE]) return;
    if (!xsrfMatches(request)) {
      throw new DomainError(
        'xsrf_failed',
        {},
        { detail: 'The X-XSRF-TOKEN header must repeat the XSRF-TOKEN cookie' },
      );
    }
  });

  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);
  app.addHook('onRoute', function declareAccess(this: FastifyInstance, route) {
    // A route states who may call it, or the scope it was registered in does (the docs page and
    // the web app's files, whose routes a plugin adds): nothing is reachable by omission.
    const access = route.config?.access ?? this.scopeAccess;
    if (!access) {
      throw new Error(
        `${asArray(route.method).join(', ')} ${route.url} declares no access: set config.access ` +
          '(PUBLIC, publicCall(family) or requirement(permission) from the domain)',
      );
    }
    route.config = { ...route.config, access };
    const accessRecord = route.config?.accessRecord;
    for (const method of asArray(route.method)) {
      if (method !== 'HEAD')
        declared.push({ method, url: route.url, access, hasRecord: accessRecord !== undefined });
    }
    const guard: Hook = async (request, reply) => {
      await checkAccess(request, reply, access, accessRecord?.(request));
    };
    // Before any other hook of the route and before the body is parsed: strangers learn nothing.
    route.onRequest = [guard, ...asArray(route.onRequest as Hook | Hook[] | undefined)];
    if (route.schema && !route.schema.hide) {
      const line = describeRequirement(access);
      route.schema.description = route.schema.description ? `${route.schema.description}\n\n${line}` : line;
    }
  });
}
