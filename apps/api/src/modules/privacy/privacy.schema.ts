import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Every consent given or withdrawn, never updated in place: the latest row per purpose and channel
 * is the person's current choice, the rest is the proof the law asks us to keep.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.purpose, table.channel)],
);

/** Accounts deleted at their owner's request: when, and what was kept (accountability). */
export const accountDeletions = pgTable('account_deletions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  kept: text('kept').array().notNull(),
});
