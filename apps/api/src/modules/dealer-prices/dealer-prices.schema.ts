import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A dealer's working prices (spec document 2 "Prices: working-price"): the price the dealer sells
 * a version and model year at, and the special discount its sellers may give on it. Minor units.
 */
export const dealerWorkingPrices = pgTable(
  'dealer_working_prices',
  {
    dealerCode: text('dealer_code').notNull(),
    mvsCode: text('mvs_code').notNull(),
    modelYear: integer('model_year').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    specialDiscount: bigint('special_discount', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.dealerCode, table.mvsCode, table.modelYear] })],
);

export type WorkingPriceRow = typeof dealerWorkingPrices.$inferSelect;
