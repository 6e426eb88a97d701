import {
  AcceptedAnswer,
  ChangePasswordFields,
  ConfirmEmailBody,
  EmailRequestBody,
  ErrorResponse,
  ResetPasswordBody,
  SessionAnswer,
  SignInBody,
  SignInQuery,
  SignUpBody,
  SignUpQuery,
  SocialSignInQuery,
} from '@autohub/contract';
import {
  BRAND_SLUGS,
  BRANDS,
  type BrandSlug,
  DomainError,
  type Locale,
  PUBLIC,
  publicCall,
  requirement,
} from '@autohub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import {
  type Caller,
  callerOf,
  clearSessionCookie,
  forgetCaller,
  sessionOf,
  setSessionCookie,
} from '../../http/auth.js';
import { requestLocale } from '../../http/error-handler.js';
import { toSessionUser } from '../users/users.service.js';
import { authText } from './auth-texts.js';
import {
  type AuthContext,
  type AuthService,
  type OpenedSession,
  SlowedSignIn,
  createAuthService,
} from './auth.service.js';
import { linkBase } from '../../http/link-base.js';

/** Brands that share one sign-in (spec document 1 §1). */
export const SSO_BRANDS: readonly BrandSlug[] = BRAND_SLUGS.filter((brand) => BRANDS[brand].singleSignOn);

/**
 * The brands whose pages a session opened on `brand` serves: every single-sign-on brand when it
 * was opened on one of them (or by a partner, with no brand), otherwise only its own brand.
 */
export function sessionBrands(brand: BrandSlug | null): BrandSlug[] {
  return brand === null || BRANDS[brand].singleSignOn ? [...SSO_BRANDS] : [brand];
}

/**
 * Sign-in, sign-up and password calls take a small share of the api-wide limit per address, so a
 * script cannot try passwords or fill mailboxes at the api's full rate.
 */
export function authRateLimit(config: Config): { max: number; timeWindow: number } {
  return { max: Math.max(5, Math.floor(config.rateLimit.max / 20)), timeWindow: config.rateLimit.windowMs };
}

export const SignInAnswer = SessionAnswer.extend({
  accessToken: z
    .string()
    .optional()
    .describe('The session as a bearer token; only for the basic-credentials form (partners).'),
}).meta({ id: 'SignInAnswer' });

const ANONYMOUS: SessionAnswer = {
  authenticated: false,
  user: null,
  expiresAt: null,
  signInBrand: null,
  brands: [],
};

export function sessionAnswerOf(caller: Caller): SessionAnswer {
  if (caller.kind !== 'session') return ANONYMOUS;
  return {
    authenticated: true,
    user: toSessionUser(caller.user),
    expiresAt: caller.expiresAt.toISOString(),
    signInBrand: caller.signInBrand,
    brands: sessionBrands(caller.signInBrand),
  };
}

function openedAnswer(opened: OpenedSession, brand: BrandSlug | undefined): SessionAnswer {
  return {
    authenticated: true,
    user: toSessionUser(opened.user),
    expiresAt: opened.expiresAt.toISOString(),
    signInBrand: brand ?? null,
    brands: sessionBrands(brand ?? null),
  };
}

/** The spec's v3 form: `Authorization: Basic base64(email:password)`. */
function basicCredentials(request: FastifyRequest): { email: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The cookie of a browser where an account signed in with its password (see deviceToken). */
const DEVICE_COOKIE = 'autohub_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function contextOf(request: FastifyRequest, brand?: BrandSlug, locale?: Locale): AuthContext {
  return {
    locale: locale ?? requestLocale(request),
    brand,
    ip: request.ip,
    linkBase: linkBase(request),
    device: request.cookies[DEVICE_COOKIE],
  };
}

function accepted(code: 'sign_up_accepted' | 'resend_accepted' | 'forgot_accepted', locale: Locale) {
  return { status: 'accepted' as const, message: authText(code, locale) };
}

const COMMON_ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: AuthService | undefined;
  const auth = (): AuthService =>
    (service ??= createAuthService(app.database.db, {
      sessionSecret: app.config.sessionSecret,
      consents: app.services.signUpConsents(app.database.db),
      production: app.config.nodeEnv === 'production',
    }));
  const limited = authRateLimit(app.config);

  function startSession(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): void {
    setSessionCookie(request, reply, opened.token, opened.expiresAt);
    if (opened.deviceToken) {
      void reply.setCookie(DEVICE_COOKIE, opened.deviceToken, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.nodeEnv === 'production',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
    void reply.header('cache-control', 'no-store');
    forgetCaller(request);
  }

  app.post(
    '/signup/password',
    {
      config: { access: publicCall('sign-up'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Sign up with e-mail and password',
        description:
          'Opens an account and e-mails a confirmation link. The answer is the same whether or not the ' +
          'address already has an account (that person gets an e-mail about it instead).',
        querystring: SignUpQuery,
        body: SignUpBody,
        response: { 202: AcceptedAnswer, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const context = contextOf(request, body.brand, body.locale);
      await auth().signUp(body, request.query.salesforceIntegration, context);
      return reply.code(202).send(accepted('sign_up_accepted', context.locale));
    },
  );

  app.put(
    '/confirm',
    {
      config: { access: publicCall('sign-up'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the link token',
        body: ConfirmEmailBody,
        response: { 200: z.object({ confirmed: z.literal(true) }), 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      if (!(await auth().confirmEmail(request.body.token))) {
        throw new DomainError('token_invalid');
      }
      return { confirmed: true as const };
    },
  );

  app.post(
    '/resend-email',
    {
      config: { access: publicCall('sign-up'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Send the confirmation e-mail again',
        description: 'Same answer whether or not the address has an account waiting for confirmation.',
        body: EmailRequestBody,
        response: { 202: AcceptedAnswer, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const context = contextOf(request, request.body.brand, request.body.locale);
      await auth().resendConfirmation(request.body.email, context);
      return reply.code(202).send(accepted('resend_accepted', context.locale));
    },
  );

  app.post(
    '/forgot',
    {
      config: { access: publicCall('password'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset e-mail',
        description: 'Same answer whether or not the address has an account.',
        body: EmailRequestBody,
        response: { 202: AcceptedAnswer, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const context = contextOf(request, request.body.brand, request.body.locale);
      await auth().forgotPassword(request.body.email, context);
      return reply.code(202).send(accepted('forgot_accepted', context.locale));
    },
  );

  app.post(
    '/signup/password/reset',
    {
      config: { access: publicCall('password'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password from the reset link',
        description: 'Every open session of the account ends.',
        body: ResetPasswordBody,
        response: { 204: z.undefined(), 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await auth().resetPassword(request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );

  app.put(
    '/signup/password',
    {
      config: { access: requirement('account:own') },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required)',
        description: 'Other sessions end; this one is replaced by a new session.',
        body: ChangePasswordFields,
        response: { 200: SessionAnswer, ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      const opened = await auth().changePassword(
        caller.user.id,
        request.body.currentPassword,
        request.body.password,
        contextOf(request, caller.signInBrand ?? undefined),
      );
      startSession(request, reply, opened);
      return openedAnswer(opened, caller.signInBrand ?? undefined);
    },
  );

  app.post(
    '/auth/v3/authentication',
    {
      config: { access: publicCall('sign-in'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Either the spec form, an `Authorization: Basic` header of the e-mail and password (the answer ' +
          'then carries `accessToken` for bearer calls), or the JSON body the web sends. Opens a session ' +
          'cookie. After 3 wrong passwords in a row for an account from an address, each new attempt ' +
          'waits longer (429 with Retry-After).',
        querystring: SignInQuery,
        body: SignInBody.nullish(),
        response: { 200: SignInAnswer, ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const basic = basicCredentials(request);
      const credentials = basic ?? request.body;
      if (!credentials) {
        void reply.header('www-authenticate', 'Basic realm="autohub"');
        throw new DomainError('unauthorized', {}, { detail: 'E-mail and password are required' });
      }
      const brand = request.body?.brand ?? request.query.brand;
      try {
        const opened = await auth().signIn(
          credentials.email,
          credentials.password,
          contextOf(request, brand),
          basic ? 'basic' : 'password',
        );
        startSession(request, reply, opened);
        return { ...openedAnswer(opened, brand), ...(basic ? { accessToken: opened.token } : {}) };
      } catch (error) {
        if (error instanceof SlowedSignIn) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/auth/v3/authentication/social',
    {
      config: { access: publicCall('sign-in'), rateLimit: limited },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an identity provider (OpenID Connect id token)',
        description: 'The id token goes in `Authorization: Bearer`; `provider` names who issued it.',
        querystring: SocialSignInQuery,
        response: { 200: SessionAnswer, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const provider = app.ports.identity.providers.get(request.query.provider);
      if (!provider) throw new DomainError('unknown_provider', {}, { detail: 'Unknown identity provider' });
      const idToken = bearerToken(request);
      const claims = idToken ? await provider.verifyIdToken(idToken, new Date()) : null;
      if (!claims) throw new DomainError('social_token_invalid');
      const opened = await auth().socialSignIn(
        provider.name,
        claims,
        contextOf(request, request.query.brand),
      );
      startSession(request, reply, opened);
      return openedAnswer(opened, request.query.brand);
    },
  );

  app.get(
    '/auth/session',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'The session of the caller (anonymous or signed in)',
        description: 'Also hands out the XSRF-TOKEN cookie the web echoes on state-changing calls.',
        response: { 200: SessionAnswer },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const caller = await callerOf(request);
      if (caller.kind === 'anonymous' && caller.presented === 'expired-session')
        clearSessionCookie(request, reply);
      return sessionAnswerOf(caller);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: publicCall('sign-in') },
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        description: 'Ends the session for good (the token stops working everywhere) and clears the cookie.',
        response: { 204: z.undefined(), 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      if (caller.kind === 'session') await auth().signOut(caller.sessionId);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );
};

/** Development helpers of the sandbox identity provider; never registered in production. */
export const identitySandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/identity-provider/sandbox/token',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        body: z.object({
          email: z.string().email(),
          name: z.string().max(120).optional(),
          subject: z.string().max(120).optional(),
          emailVerified: z.boolean().optional(),
        }),
        response: { 200: z.object({ idToken: z.string() }), 404: ErrorResponse },
      },
    },
    async (request) => {
      const sandbox = app.ports.identity.sandbox;
      if (!sandbox) throw new DomainError('not_found', {}, { detail: 'Not found' });
      const { email, name, subject, emailVerified } = request.body;
      return {
        idToken: sandbox.issue(
          { subject: subject ?? `sandbox-${email.toLowerCase()}`, email, name, emailVerified },
          new Date(),
        ),
      };
    },
  );
};
