import { and, desc, eq, sql } from 'drizzle-orm';
import type { App } from '../../app.js';
import { MAIL_TOPIC } from '../../integrations/mail/mail-outbox.js';
import type { SentMail } from '../../integrations/mail/mail.port.js';
import { outboxMessages } from '../../outbox/outbox.table.js';
import type { Db } from '../../db/client.js';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../http/auth-session.js';
import { createUserDirectory } from '../users/users.service.js';

export const TEST_PASSWORD = 'Senha!123';

/** A signed-in browser, as far as the api sees it: its cookies and the XSRF header. */
export interface TestSession {
  userId: string;
  email: string;
  token: string;
  xsrf: string;
  /** Headers of a browser call (cookies and the XSRF header). */
  headers: Record<string, string>;
}

/**
 * The token of the latest link of a kind e-mailed to `email`, read from the outbox where the
 * e-mail waits for the worker (tests need not run the worker to follow a link).
 */
export async function mailedToken(app: App, email: string, kind: string): Promise<string> {
  const [mail] = await app.database.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.topic, MAIL_TOPIC),
        sql`lower(${outboxMessages.payload}->>'to') = ${email.trim().toLowerCase()}`,
        sql`${outboxMessages.payload}->>'kind' = ${kind}`,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const text = mail?.payload.text;
  const token = typeof text === 'string' ? /[?&]token=([^\s&]+)/.exec(text)?.[1] : undefined;
  if (!token) throw new Error(`no ${kind} e-mail for ${email}`);
  return decodeURIComponent(token);
}

/** What the sandbox mailbox received for `email`, newest first, once the worker has delivered what is due. */
export async function deliveredMails(app: App, email: string): Promise<SentMail[]> {
  await app.delivery.worker.drain();
  return app.ports.mailbox?.list(email) ?? [];
}

export function cookieOf(
  response: { cookies: { name: string; value: string }[] },
  name: string,
): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export function browserHeaders(token: string, xsrf: string): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf };
}

/** Signs in with the web's JSON form. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/v3/authentication',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = cookieOf(response, SESSION_COOKIE);
  const xsrf = cookieOf(response, XSRF_COOKIE);
  if (!token || !xsrf) throw new Error('sign-in set no cookies');
  const userId = (response.json() as { user: { id: string } }).user.id;
  return { userId, email, token, xsrf, headers: browserHeaders(token, xsrf) };
}

/** Signs up, confirms through the mailed link and signs in; optional roles are set in the database. */
export async function createAccount(
  app: App,
  db: Db,
  email: string,
  options: { name?: string; roles?: string[]; dealerCodes?: string[] } = {},
): Promise<TestSession> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/signup/password',
    payload: {
      name: options.name ?? 'Maria da Silva',
      email,
      password: TEST_PASSWORD,
      passwordConfirmation: TEST_PASSWORD,
    },
  });
  if (signUp.statusCode !== 202) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const confirm = await app.inject({
    method: 'PUT',
    url: '/api/confirm',
    payload: { token: await mailedToken(app, email, 'confirm-email') },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.body}`);
  if (options.roles || options.dealerCodes) {
    const directory = createUserDirectory(db);
    const user = await directory.activeByEmail(email);
    if (!user) throw new Error('account missing');
    await directory.update(user.id, {
      ...(options.roles ? { roles: options.roles } : {}),
      ...(options.dealerCodes ? { dealerCodes: options.dealerCodes } : {}),
    });
  }
  return signIn(app, email);
}
