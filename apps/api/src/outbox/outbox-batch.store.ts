import { type SQLWrapper, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { NewOutboxMessage } from './outbox.store.js';
import { outboxMessages } from './outbox.table.js';

/** Marks a round's delivered messages in one statement. */
export async function markOutboxDeliveredMany(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status: 'DELIVERED', deliveredAt: now, lockedUntil: null, lastError: null })
    .where(inArray(outboxMessages.id, [...ids]));
}

/**
 * Runs an insert (or update) together with the outbox messages it must send, as one statement: both
 * or neither, like a transaction, in one round trip instead of four (begin, two writes, commit).
 * A message whose idempotency key is already queued is left alone.
 */
export async function writeWithMessages(
  db: Db,
  write: SQLWrapper,
  messages: readonly NewOutboxMessage[],
): Promise<void> {
  if (messages.length === 0) {
    await db.execute(write.getSQL());
    return;
  }
  const values = sql.join(
    messages.map(
      (message) =>
        sql`(${message.topic}, ${message.reference}, ${message.idempotencyKey}, ${JSON.stringify(message.payload)}::jsonb, ${
          message.nextAttemptAt ? sql`${message.nextAttemptAt.toISOString()}::timestamptz` : sql`now()`
        })`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with written as (${write.getSQL()})
    insert into ${outboxMessages} (topic, reference, idempotency_key, payload, next_attempt_at)
    values ${values}
    on conflict (idempotency_key) do nothing`);
}
