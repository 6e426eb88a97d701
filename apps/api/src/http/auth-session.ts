import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The session cookie: httpOnly, so scripts (and anything injected into a page) never read it. */
export const SESSION_COOKIE = 'autohub_session';
/** Double-submit XSRF cookie the web reads and echoes in {@link XSRF_HEADER} (spec document 2 §6). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** How long a session lasts after sign-in. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const VERSION = 'v1';

/** What a session token says: which session row, whose, until when (epoch seconds). */
export interface SessionClaims {
  sid: string;
  sub: string;
  exp: number;
}

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** A token `v1.<claims>.<HMAC-SHA256>`; only the api, holding SESSION_SECRET, can make one. */
export function signSessionToken(secret: string, claims: SessionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const data = `${VERSION}.${body}`;
  return `${data}.${mac(secret, data).toString('base64url')}`;
}

/** Whether a string has the shape of a session token (as opposed to the staff token). */
export function looksLikeSessionToken(value: string): boolean {
  return value.startsWith(`${VERSION}.`) && value.split('.').length === 3;
}

/** The claims of a token signed with `secret` and not expired at `now`; null otherwise. */
export function verifySessionToken(secret: string, token: string, now: Date): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [version, body, signature] = parts as [string, string, string];
  const expected = mac(secret, `${version}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sid, sub, exp } = claims as Record<string, unknown>;
  if (typeof sid !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= now.getTime()) return null;
  return { sid, sub, exp };
}

// Random bytes are drawn a few kilobytes at a time: one call to the system's generator serves
// many tokens (every first visit gets an XSRF token), as Node does for randomUUID.
let pool = Buffer.alloc(0);
let used = 0;

/** A random value for ids, XSRF tokens and one-time e-mail tokens. */
export function randomToken(bytes = 32): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(Math.max(4_096, bytes));
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  // Handed out once: the bytes do not stay in memory after use.
  pool.fill(0, used, used + bytes);
  used += bytes;
  return token;
}
