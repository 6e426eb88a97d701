/**
 * Mail port: the e-mails the platform sends (confirmation, password reset…). Adapters: a sandbox
 * that keeps the messages where a developer can read them; a real provider plugs in here.
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; links are written out in full. */
  text: string;
  /** What the e-mail is for, so tools and tests can find one without parsing it. */
  kind: string;
}

export interface SentMail extends MailMessage {
  id: string;
  sentAt: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer whose messages can be read back (development and tests only). */
export interface ReadableMailbox extends Mailer {
  /** Newest first; only those sent to `to` when given. */
  list(to?: string): SentMail[];
  /** Forgets the messages sent to an address (an account was deleted). */
  forget(to: string): void;
}
