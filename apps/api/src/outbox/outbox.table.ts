import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JsonObject, storedJson } from '../db/stored-json.js';

/** PENDING waits for its next attempt; PROCESSING is leased by a worker; DEAD ran out of retries. */
export const OUTBOX_STATUSES = ['PENDING', 'PROCESSING', 'DELIVERED', 'DEAD'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The transactional outbox: a message is written in the same transaction as the record it
 * delivers (a lead, a contact message), so nothing accepted is lost when the partner is down.
 * The idempotency key travels to the partner, which keeps one copy however often it is sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to do with it, e.g. `lead.deliver`; the worker has one handler per topic. */
    topic: text('topic').notNull(),
    /** Id of the record delivered (the lead id). */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payload: storedJson('outbox_messages.payload', JsonObject).notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A PROCESSING message whose lease ran out (its worker died) is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_messages_reference_idx').on(table.reference),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
