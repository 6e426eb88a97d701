import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mail.port.js';

export interface SmtpMailerOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  /** The sender, e.g. `Autohub <nao-responda@example.com>`. */
  from: string;
  /** Gives up on a server that does not answer (ms); the outbox tries again later. */
  timeoutMs?: number;
}

/** Sends e-mails through an SMTP server (the provider's relay). A refusal throws: the outbox retries. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'X-Autohub-Kind': message.kind },
    });
  }

  close(): void {
    this.transport.close();
  }
}
