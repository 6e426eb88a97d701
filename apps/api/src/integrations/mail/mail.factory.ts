import type { Mailer, ReadableMailbox } from './mail.port.js';
import { SandboxMailbox } from './mail.sandbox.js';
import { SmtpMailer, type SmtpMailerOptions } from './mail.smtp.js';

/**
 * MAIL_PROVIDER `sandbox` (default outside production: messages kept in memory, readable at
 * /api/dev/mailbox) or `smtp` with SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD and
 * MAIL_FROM.
 */
export type MailConfig =
  { provider: 'sandbox' } | ({ provider: 'smtp' } & Omit<SmtpMailerOptions, 'timeoutMs'>);

/** The mailer, and the sandbox mailbox when mail stays on this machine (never readable in production). */
export function createMail(
  config: MailConfig,
  options: { production: boolean },
): { mail: Mailer; mailbox: ReadableMailbox | undefined } {
  if (config.provider === 'smtp') {
    const { provider: _provider, ...smtp } = config;
    return { mail: new SmtpMailer(smtp), mailbox: undefined };
  }
  const sandbox = new SandboxMailbox();
  return { mail: sandbox, mailbox: options.production ? undefined : sandbox };
}
