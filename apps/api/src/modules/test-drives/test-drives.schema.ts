import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TestDriveSlot, TestDriveStatus } from '@autohub/domain';
import { brandColumn, localeColumn } from '../../db/schema/reference.js';

/** Test-drive requests and their lifecycle (spec document 1 §4). */
export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: brandColumn(),
    locale: localeColumn(),
    dealerId: text('dealer_id').notNull(),
    dealerName: text('dealer_name'),
    timeZone: text('time_zone').notNull(),
    model: text('model').notNull(),
    modelName: text('model_name'),
    /** Day in the dealer's time zone, YYYY-MM-DD. */
    date: text('date').notNull(),
    slot: text('slot').$type<TestDriveSlot>().notNull(),
    time: text('time').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Hash of the buyer's key; the key itself is shown once, at booking. */
    customerTokenHash: text('customer_token_hash').notNull(),
    userId: text('user_id'),
    status: text('status').$type<TestDriveStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    rating: integer('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('test_drives_dealer_idx').on(table.dealerId, table.status),
    index('test_drives_status_requested_idx').on(table.status, table.requestedAt),
  ],
);
