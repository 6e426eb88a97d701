import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Dealer stock per version, model year and state or province, with its delivery label (spec §3). */
export const stock = pgTable(
  'stock',
  {
    mvsCode: text('mvs_code').notNull(),
    modelYear: integer('model_year').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    brand: text('brand').notNull(),
    quantity: integer('quantity').notNull(),
    delivery: text('delivery').notNull(),
    deliveryDays: integer('delivery_days'),
  },
  (table) => [primaryKey({ columns: [table.mvsCode, table.modelYear, table.country, table.state] })],
);
