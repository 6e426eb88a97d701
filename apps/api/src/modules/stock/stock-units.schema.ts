import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The physical cars behind the dealer stock: one row per chassis, at a dealer. A reservation holds
 * a unit by writing its order into `held_by` with one conditional update, so two buyers can never
 * hold the same car (docs/decisions/014-online-reservation-and-payments.md).
 */
export const stockUnits = pgTable(
  'stock_units',
  {
    /** The chassis (VIN) of the car. */
    id: text('id').primaryKey(),
    mvsCode: text('mvs_code').notNull(),
    modelYear: integer('model_year').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    brand: text('brand').notNull(),
    dealerCode: text('dealer_code').notNull(),
    colorCode: text('color_code').notNull(),
    /** The order holding the car while its countdown runs, or that bought it. */
    heldBy: uuid('held_by'),
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }),
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    /** When the dealer took the car out of online sale (`PATCH stock/{id}/reduction`). */
    reducedAt: timestamp('reduced_at', { withTimezone: true, mode: 'date' }),
    /** Why: SOLD_AT_DEALER, DAMAGED, TRANSFERRED or OTHER. */
    reductionReason: text('reduction_reason'),
    /** The Idempotency-Key of the reduction: the same key answers the same reduction again. */
    reductionKey: text('reduction_key'),
  },
  (table) => [
    index('stock_units_version_idx').on(table.mvsCode, table.modelYear, table.country, table.state),
    index('stock_units_held_idx')
      .on(table.heldUntil)
      .where(sql`${table.heldBy} is not null and ${table.soldAt} is null`),
  ],
);
