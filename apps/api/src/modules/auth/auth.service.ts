import { DomainError } from '@autohub/domain';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ConsentChoice, SignUpBody } from '@autohub/contract';
import type { BrandSlug, Locale } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { SESSION_TTL_MS, randomToken, signSessionToken } from '../../http/auth-session.js';
import type { IdentityClaims } from '../../integrations/identity-provider/identity-provider.port.js';
import { enqueueMail } from '../../integrations/mail/mail-outbox.js';
import { isDemoEmail } from '../users/demo-accounts.js';
import { type UserRow, createUserDirectory } from '../users/users.service.js';
import { AUTH_MAILS } from './auth-texts.js';
import {
  clearFailures,
  consumeToken,
  deleteTokens,
  findFailures,
  findIdentity,
  insertIdentity,
  insertSession,
  insertToken,
  revokeSession,
  revokeUserSessions,
  saveFailures,
  voidTokens,
} from './auth.store.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing.js';

/** Where a request comes from, as the account flows need it. */
export interface AuthContext {
  locale: Locale;
  brand: BrandSlug | undefined;
  /** The caller's address, for the wrong-password backoff. */
  ip: string;
  /** The browser's known-device cookie, when it has one (see {@link deviceToken}). */
  device?: string | undefined;
  /** Origin the e-mail links point to, e.g. `https://www.example.com`. */
  linkBase: string;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
  /** The known-device cookie for this browser and account (password sign-ins). */
  deviceToken?: string;
}

const DEVICE_VERSION = 'd1';

/**
 * A browser where the account signed in with its password: `d1.<nonce>.<HMAC(account|nonce)>`.
 * Wrong passwords from strangers, even behind the same address, do not slow it down.
 */
export function deviceToken(secret: string, userId: string, nonce = randomToken(12)): string {
  const mac = createHmac('sha256', secret).update(`${userId}|${nonce}`).digest('base64url');
  return `${DEVICE_VERSION}.${nonce}.${mac}`;
}

/** The nonce of a known-device token made for this account, or undefined. */
function knownDevice(secret: string, userId: string, token: string | undefined): string | undefined {
  const [version, nonce, mac] = token?.split('.') ?? [];
  if (version !== DEVICE_VERSION || !nonce || !mac) return undefined;
  const expected = Buffer.from(deviceToken(secret, userId, nonce));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

/** Wrong passwords allowed in a row before each new one makes the next attempt wait. */
export const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;
// A streak of failures is forgotten after an hour without one.
const FAILURE_MEMORY_MS = 60 * 60_000;
const CONFIRM_TTL_MS = 48 * 60 * 60_000;
const RESET_TTL_MS = 60 * 60_000;

/**
 * How long the next sign-in attempt of an account from an address must wait after `failures`
 * wrong passwords in a row: nothing for the first {@link FREE_FAILURES}, then 5 s doubling each
 * time, up to 15 minutes.
 */
export function backoffDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** A sign-in attempt made before the backoff of earlier wrong passwords ran out. */
export class SlowedSignIn extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('sign_in_slowed', { seconds: retryAfterSeconds });
  }
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

function linkTo(context: AuthContext, page: string, token: string): string {
  const brand = context.brand ?? 'fiat';
  return `${context.linkBase}/${context.locale}/${brand}/auth/${page}?token=${encodeURIComponent(token)}`;
}

function greetingName(user: Pick<UserRow, 'name' | 'nickname'>, locale: Locale): string {
  const first = (user.nickname ?? user.name ?? '').trim().split(/\s+/)[0];
  return first || (locale === 'es-AR' ? 'cliente' : 'cliente(a)');
}

/** Where the consents given on the sign-up form are recorded: the privacy module keeps them. */
export interface SignUpConsents {
  /** Records the choices under the text version the form showed (the current one when absent). */
  record(userId: string, choices: ConsentChoice[], textVersion: string | undefined): Promise<void>;
}

declare module '../manifest.js' {
  interface ModuleServices {
    /** Sign-up consents, provided by the privacy module (which reads the credentials of auth). */
    signUpConsents: (db: Db) => SignUpConsents;
  }
}

export interface AuthServiceOptions {
  sessionSecret: string;
  /** Records the consents of the sign-up form. */
  consents: SignUpConsents;
  now?: () => Date;
  /** Production refuses the demo accounts a development seed may have left in the database. */
  production?: boolean;
  /**
   * The least time a sign-up, forgot-password or resend answer takes, so an address with an
   * account and one without answer alike; {@link ACCOUNT_ANSWER_FLOOR_MS} when absent.
   */
  answerFloorMs?: number;
}

/**
 * Longer than the work of either branch (a hash, a few statements, handing a mail over), so the
 * time of the answer does not say whether the address has an account.
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 250;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` and answers no sooner than `floorMs` after it started. */
async function withFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const floor = pause(floorMs);
  try {
    return await work();
  } finally {
    await floor;
  }
}

export function createAuthService(db: Db, options: AuthServiceOptions) {
  const now = options.now ?? (() => new Date());
  const users = createUserDirectory(db);
  const floorMs = options.answerFloorMs ?? ACCOUNT_ANSWER_FLOOR_MS;
  const refusesDemo = (email: string) => options.production === true && isDemoEmail(email);

  /**
   * A fresh one-time link of its purpose (the earlier ones stop working) and the e-mail carrying
   * it, queued in the outbox with the token: the mail goes out if and only if the link exists.
   */
  async function mailLink(user: UserRow, kind: keyof typeof AUTH_MAILS, context: AuthContext): Promise<void> {
    const purpose = kind === 'confirm-email' ? 'confirm-email' : 'reset-password';
    const at = now();
    const token = randomToken();
    const tokenHash = sha256(token);
    const mail = AUTH_MAILS[kind][context.locale];
    const page = purpose === 'confirm-email' ? 'confirm' : 'reset';
    await db.transaction(async (tx) => {
      await voidTokens(tx, user.id, purpose, at);
      await insertToken(tx, {
        tokenHash,
        userId: user.id,
        purpose,
        expiresAt: new Date(at.getTime() + (purpose === 'confirm-email' ? CONFIRM_TTL_MS : RESET_TTL_MS)),
      });
      await enqueueMail(tx, `${kind}:${tokenHash}`, user.id, {
        to: user.email,
        subject: mail.subject,
        text: mail.text(linkTo(context, page, token), greetingName(user, context.locale)),
        kind,
      });
    });
  }

  async function openSession(
    user: UserRow,
    brand: BrandSlug | undefined,
    method: 'password' | 'basic' | 'social',
  ): Promise<OpenedSession> {
    const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
    // A new session id on every sign-in: a token planted before sign-in is worth nothing after it.
    const session = await insertSession(db, {
      id: randomToken(18),
      userId: user.id,
      signInBrand: brand ?? null,
      method,
      expiresAt,
    });
    const token = signSessionToken(options.sessionSecret, {
      sid: session.id,
      sub: user.id,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    return { token, expiresAt, user };
  }

  async function recordSignUpConsents(
    userId: string,
    choices: ConsentChoice[] | undefined,
    version?: string,
  ) {
    if (!choices?.length) return;
    await options.consents.record(userId, choices, version);
  }

  async function openAccount(
    body: SignUpBody,
    salesforceIntegration: boolean,
    context: AuthContext,
  ): Promise<void> {
    // The hash runs for every sign-up, so an existing address costs as much as a new one.
    const passwordHash = await hashPassword(body.password);
    const existing = await users.activeByEmail(body.email);
    if (existing) {
      await mailLink(existing, 'already-registered', context);
      return;
    }
    const created = await users.create({
      id: randomUUID(),
      email: body.email,
      name: body.name.trim(),
      passwordHash,
      signUpBrand: context.brand ?? null,
      locale: context.locale,
      crmIntegration: salesforceIntegration ? 'requested' : 'none',
    });
    // Lost a race with another sign-up of the same address: same answer, nothing to add.
    if (!created) return;
    await recordSignUpConsents(created.id, body.consents, body.consentTextVersion);
    await mailLink(created, 'confirm-email', context);
  }

  return {
    /**
     * Opens an unconfirmed account and e-mails the confirmation link. An address that already has
     * an account gets a "you already have one" e-mail instead; the answer is the same.
     */
    async signUp(body: SignUpBody, salesforceIntegration: boolean, context: AuthContext): Promise<void> {
      return withFloor(floorMs, () => openAccount(body, salesforceIntegration, context));
    },

    /** Confirms the e-mail of the token's account; false for an unknown, used or expired token. */
    async confirmEmail(token: string): Promise<boolean> {
      const at = now();
      const userId = await consumeToken(db, sha256(token), 'confirm-email', at);
      if (!userId) return false;
      const user = await users.byId(userId);
      if (!user || user.status !== 'active') return false;
      if (!user.emailConfirmedAt) await users.update(userId, { emailConfirmedAt: at });
      return true;
    },

    /** Sends a new confirmation link to an unconfirmed account; silent otherwise. */
    async resendConfirmation(email: string, context: AuthContext): Promise<void> {
      await withFloor(floorMs, async () => {
        const user = await users.activeByEmail(email);
        if (user && !user.emailConfirmedAt) await mailLink(user, 'confirm-email', context);
      });
    },

    /** Sends a reset link to an existing account; silent otherwise. */
    async forgotPassword(email: string, context: AuthContext): Promise<void> {
      await withFloor(floorMs, async () => {
        const user = await users.activeByEmail(email);
        if (user && !refusesDemo(user.email)) await mailLink(user, 'reset-password', context);
      });
    },

    /**
     * Sets a new password from a reset link. Every open session ends (whoever knew the old password
     * is out), and the e-mail counts as confirmed: the link reached it.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const at = now();
      const userId = await consumeToken(db, sha256(token), 'reset-password', at);
      if (!userId) throw new DomainError('token_invalid');
      const user = await users.byId(userId);
      if (!user || user.status !== 'active') throw new DomainError('token_invalid');
      await users.update(userId, {
        passwordHash: await hashPassword(password),
        emailConfirmedAt: user.emailConfirmedAt ?? at,
      });
      await revokeUserSessions(db, userId);
    },

    /**
     * Signs in with e-mail and password. Unknown e-mails and wrong passwords get the same answer
     * in the same time; after {@link FREE_FAILURES} wrong passwords in a row for an account from
     * an address, each attempt must wait longer (429 with Retry-After), even with the right one.
     */
    async signIn(
      email: string,
      password: string,
      context: AuthContext,
      method: 'password' | 'basic',
    ): Promise<OpenedSession> {
      const at = now();
      const found = await users.activeByEmail(email);
      // A demo account in production answers like an unknown one, after the same work.
      const user = found && !refusesDemo(found.email) ? found : undefined;
      // Failures count per account and address, and apart for a browser where the account signed
      // in before: a stranger's wrong passwords behind the same proxy never slow its owner down.
      const device = user ? knownDevice(options.sessionSecret, user.id, context.device) : undefined;
      const key = sha256(`${email.trim().toLowerCase()}|${context.ip}${device ? `|${device}` : ''}`);
      const streak = await findFailures(db, key);
      if (streak?.blockedUntil && streak.blockedUntil > at) {
        const seconds = Math.ceil((streak.blockedUntil.getTime() - at.getTime()) / 1000);
        throw new SlowedSignIn(seconds);
      }
      const matches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !matches) {
        const recent = streak && at.getTime() - streak.lastFailureAt.getTime() < FAILURE_MEMORY_MS;
        const failures = (recent ? streak.failures : 0) + 1;
        const delay = backoffDelayMs(failures);
        await saveFailures(db, {
          key,
          failures,
          lastFailureAt: at,
          blockedUntil: delay > 0 ? new Date(at.getTime() + delay) : null,
        });
        throw new DomainError('invalid_credentials');
      }
      await clearFailures(db, key);
      if (!user.emailConfirmedAt) throw new DomainError('email_not_confirmed');
      const opened = await openSession(user, context.brand, method);
      return {
        ...opened,
        deviceToken: device ? context.device : deviceToken(options.sessionSecret, user.id),
      };
    },

    /**
     * Signs in with a verified id token: the linked account, or the account of the same verified
     * e-mail (linked now), or a new confirmed account without a password.
     */
    async socialSignIn(
      provider: string,
      claims: IdentityClaims,
      context: AuthContext,
    ): Promise<OpenedSession> {
      const subject = `${claims.issuer}#${claims.subject}`;
      const identity = await findIdentity(db, provider, subject);
      if (identity) {
        const user = await users.byId(identity.userId);
        if (user && user.status === 'active' && !refusesDemo(user.email)) {
          return openSession(user, context.brand, 'social');
        }
      }
      // Linking by e-mail is safe only when the provider vouches for the address.
      if (!claims.email || !claims.emailVerified) throw new DomainError('social_email_unverified');
      if (refusesDemo(claims.email)) throw new DomainError('social_token_invalid');
      let user = await users.activeByEmail(claims.email);
      if (!user) {
        user = await users.create({
          id: randomUUID(),
          email: claims.email,
          name: claims.name,
          emailConfirmedAt: now(),
          signUpBrand: context.brand ?? null,
          locale: context.locale,
        });
        if (!user) throw new DomainError('social_token_invalid');
      } else if (!user.emailConfirmedAt) {
        // Whoever opened this account never proved the address; its owner just did. The password
        // set at that sign-up may be a stranger's (account pre-hijacking): it goes, with any
        // session and link issued for it, before the account is confirmed and linked.
        user = (await users.update(user.id, { emailConfirmedAt: now(), passwordHash: null })) ?? user;
        await revokeUserSessions(db, user.id);
        await deleteTokens(db, user.id);
      }
      await insertIdentity(db, { provider, subject, userId: user.id });
      return openSession(user, context.brand, 'social');
    },

    /**
     * Changes the password of a signed-in person who typed the current one. Their other sessions
     * end and this one is replaced by a new one.
     */
    async changePassword(
      userId: string,
      currentPassword: string,
      password: string,
      context: AuthContext,
    ): Promise<OpenedSession> {
      const user = await users.byId(userId);
      if (!user || user.status !== 'active')
        throw new DomainError('unauthorized', {}, { detail: 'Sign-in is required' });
      const matches = user.passwordHash ? await verifyPassword(user.passwordHash, currentPassword) : false;
      if (!matches) throw new DomainError('current_password_wrong');
      await users.update(userId, { passwordHash: await hashPassword(password) });
      await revokeUserSessions(db, userId);
      return openSession(user, context.brand, 'password');
    },

    async signOut(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
