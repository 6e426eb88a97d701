import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type OutboxMessage, type OutboxStatus, outboxMessages } from './outbox.table.js';

export interface NewOutboxMessage {
  topic: string;
  reference: string;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  /** When the worker may first try it; now when absent (a caller trying at once sets it later). */
  nextAttemptAt?: Date;
}

/**
 * Queues a message. Call it with the transaction that writes the record it delivers: both are
 * kept or neither. A second message with the same idempotency key is ignored.
 */
export async function enqueueOutbox(db: Db, message: NewOutboxMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

/**
 * Leases up to `limit` due messages to this worker and counts the attempt. Rows another worker
 * holds are skipped (`SKIP LOCKED`), so several workers can share one table.
 */
export async function claimDueMessages(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, now)),
        and(eq(outboxMessages.status, 'PROCESSING'), lt(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      status: 'PROCESSING',
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

export async function markOutboxDelivered(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'DELIVERED', deliveredAt: now, lockedUntil: null, lastError: null })
    .where(eq(outboxMessages.id, id));
}

export async function markOutboxRetry(db: Db, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'PENDING', nextAttemptAt, lockedUntil: null, lastError: error })
    .where(eq(outboxMessages.id, id));
}

export async function markOutboxDead(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'DEAD', lockedUntil: null, lastError: error })
    .where(eq(outboxMessages.id, id));
}

/**
 * Sends a DEAD message again from its first attempt, with a corrected payload when given.
 * Resolves to false when the message is not DEAD (already delivered, or still being tried).
 */
export async function requeueDeadMessage(
  db: Db,
  id: string,
  now: Date,
  payload?: Record<string, unknown>,
): Promise<boolean> {
  const changed = await db
    .update(outboxMessages)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, ...(payload ? { payload } : {}) })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'DEAD')))
    .returning({ id: outboxMessages.id });
  return changed.length > 0;
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}

/** The message delivering a record (a lead has exactly one). */
export async function findOutboxByReference(
  db: Db,
  topic: string,
  reference: string,
): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.topic, topic), eq(outboxMessages.reference, reference)))
    .limit(1);
  return row;
}

export async function countOutboxByStatus(db: Db, topic?: string): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, total: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(topic === undefined ? undefined : eq(outboxMessages.topic, topic))
    .groupBy(outboxMessages.status);
  const counts: Record<OutboxStatus, number> = { PENDING: 0, PROCESSING: 0, DELIVERED: 0, DEAD: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}
