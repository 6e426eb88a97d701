import type { FastifyInstance } from 'fastify';
import type { Mailer, ReadableMailbox } from './mail.port.js';
import { SandboxMailbox } from './mail.sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the platform's e-mails go (the sandbox mailbox unless a provider is configured). */
    mailer: Mailer;
    /** The sandbox mailbox, when mail stays on this machine (never in production). */
    mailbox: ReadableMailbox | undefined;
  }
}

/** Decorates the app with its mailer. Only the sandbox exists for now; it is the default. */
export function registerMail(app: FastifyInstance): void {
  const mailbox = new SandboxMailbox();
  app.decorate('mailer', mailbox);
  app.decorate('mailbox', app.config.nodeEnv === 'production' ? undefined : mailbox);
}
