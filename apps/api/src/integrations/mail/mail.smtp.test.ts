import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './mail.smtp.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'autohub' && auth.password === 'relay-secret')
          callback(null, { user: 'autohub' });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example.com')) callback(new Error('Mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const mailer = (options: { user?: string; password?: string } = {}) =>
    new SmtpMailer({
      host: '127.0.0.1',
      port,
      secure: false,
      from: 'Autohub <no-reply@autohub.example.com>',
      timeoutMs: 2_000,
      ...options,
    });

  it('delivers the message to the server with its sender, recipient, subject and body', async () => {
    const smtp = mailer({ user: 'autohub', password: 'relay-secret' });
    await smtp.send({
      to: 'ana@example.com',
      subject: 'Confirm your e-mail',
      text: 'Hello Ana,\nconfirm your address: https://autohub.example.com/confirm?token=abc123',
      kind: 'confirm-email',
    });
    smtp.close();
    const mail = received.at(-1);
    expect(mail?.from).toBe('no-reply@autohub.example.com');
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Confirm your e-mail\r?$/m);
    expect(mail?.raw).toMatch(/^To: ana@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^X-Autohub-Kind: confirm-email\r?$/m);
    expect(mail?.raw).toContain('confirm your address: https://autohub.example.com/confirm?token=abc123');
  });

  it('fails the send when the server refuses it, so the outbox tries again', async () => {
    const before = received.length;
    const refusedRecipient = mailer();
    await expect(
      refusedRecipient.send({ to: 'gone@refused.example.com', subject: 'Hi', text: 'Hi', kind: 'test' }),
    ).rejects.toThrow(/Mailbox unavailable/);
    refusedRecipient.close();
    const wrongPassword = mailer({ user: 'autohub', password: 'wrong' });
    await expect(
      wrongPassword.send({ to: 'ana@example.com', subject: 'Hi', text: 'Hi', kind: 'test' }),
    ).rejects.toThrow();
    wrongPassword.close();
    expect(received.length).toBe(before);
  });
});
