import type { DealerVisitStatus } from '@autohub/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Visits to a dealership (dealer sales: access, check-in, attendant request). No personal data:
 * the visitor holds the visit's key (only its hash is kept) and is called by the desk number the
 * showroom screen shows.
 */
export const dealerVisits = pgTable(
  'dealer_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    dealerCode: text('dealer_code').notNull(),
    /** Hash of the visitor's key, shown once at access. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<DealerVisitStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('dealer_visits_dealer_idx').on(table.dealerCode, table.status)],
);

export type DealerVisitRow = typeof dealerVisits.$inferSelect;
