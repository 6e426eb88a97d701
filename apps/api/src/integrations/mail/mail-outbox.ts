import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { PermanentDeliveryError, type OutboxHandler } from '../../outbox/outbox-worker.js';
import { type NewOutboxMessage, enqueueOutbox } from '../../outbox/outbox.store.js';
import type { MailMessage, Mailer } from './mail.port.js';

/** The outbox topic of an e-mail on its way to the mail port. */
export const MAIL_TOPIC = 'mail';

const MailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  kind: z.string().min(1),
});

/**
 * Queues an e-mail with the record it confirms: call it inside the transaction that writes the
 * record, so the confirmation is sent if and only if the record exists. `key` makes it once only
 * (the same booking never confirms twice).
 */
export async function enqueueMail(db: Db, key: string, reference: string, mail: MailMessage): Promise<void> {
  await enqueueOutbox(db, mailOutboxMessage(key, reference, mail));
}

/** The outbox message of an e-mail, for a caller writing it with its record in one statement. */
export function mailOutboxMessage(key: string, reference: string, mail: MailMessage): NewOutboxMessage {
  return {
    topic: MAIL_TOPIC,
    reference,
    idempotencyKey: `mail:${key}`,
    payload: { to: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind },
  };
}

/**
 * An e-mail's payload as staff may see it on a delivery failure: one-time links (confirmation,
 * password reset) lose their token, which would open the account to whoever read it.
 */
export function withoutLinkTokens(payload: Record<string, unknown>): Record<string, unknown> {
  if (typeof payload.text !== 'string') return payload;
  return { ...payload, text: payload.text.replace(/([?&]token=)[^\s&]+/g, '$1[removed]') };
}

/** Hands queued e-mails to the mail port; a malformed one goes dead at once (retrying cannot fix it). */
export function mailDeliveryHandler(mailer: Mailer): OutboxHandler {
  return {
    partner: 'mail',
    async deliver(message) {
      const parsed = MailPayload.safeParse(message.payload);
      if (!parsed.success) throw new PermanentDeliveryError('Not an e-mail payload');
      await mailer.send(parsed.data);
      return { detail: parsed.data.kind };
    },
  };
}
