import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessages } from './outbox.table.js';

/** Marks a round's delivered messages in one statement. */
export async function markOutboxDeliveredMany(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status: 'DELIVERED', deliveredAt: now, lockedUntil: null, lastError: null })
    .where(inArray(outboxMessages.id, [...ids]));
}
