import { describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../../outbox/outbox-worker.js';
import type { OutboxMessage } from '../../outbox/outbox.table.js';
import { mailDeliveryHandler, mailOutboxMessage, withoutLinkTokens } from './mail-outbox.js';
import { SandboxMailbox } from './mail.sandbox.js';

const mail = {
  to: 'Ana@Example.com',
  subject: 'Redefina sua senha',
  text: 'Olá, Ana!\nRedefina aqui: https://autohub.example.com/pt-BR/fiat/reset?token=s3cr3t-t0ken&from=mail\nAté logo.',
  kind: 'reset-password',
};

describe('e-mails through the outbox', () => {
  it('hands a queued e-mail to the mail port as it was written', async () => {
    const mailbox = new SandboxMailbox();
    const queued = mailOutboxMessage('reset-password:abc', 'user-1', mail);
    await mailDeliveryHandler(mailbox).deliver({ ...queued, id: 'm1' } as OutboxMessage, 1);
    expect(mailbox.list('ana@example.com')).toEqual([
      expect.objectContaining({ subject: mail.subject, text: mail.text, kind: 'reset-password' }),
    ]);
  });

  it('drops a payload that is not an e-mail at once, since retrying cannot fix it', async () => {
    const handler = mailDeliveryHandler(new SandboxMailbox());
    await expect(
      handler.deliver({ payload: { to: 'nobody' } } as unknown as OutboxMessage, 1),
    ).rejects.toThrow(PermanentDeliveryError);
  });

  it('shows staff a failed e-mail without the one-time token of its link', () => {
    const shown = withoutLinkTokens(mailOutboxMessage('k', 'user-1', mail).payload);
    expect(shown.text).not.toContain('s3cr3t-t0ken');
    expect(shown.text).toContain('reset?token=[removed]&from=mail');
    expect(shown).toMatchObject({ to: mail.to, subject: mail.subject, kind: mail.kind });
  });
});
