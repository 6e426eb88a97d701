import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Fixed prices of the maker's maintenance plan, per model in a market: each revision (`kind`
 * REVISION, `code` its number) and each other service (`kind` SERVICE, `code` the service).
 */
export const maintenancePrices = pgTable(
  'maintenance_prices',
  {
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    modelCode: text('model_code').notNull(),
    kind: text('kind').$type<'REVISION' | 'SERVICE'>().notNull(),
    code: text('code').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.country, table.modelCode, table.kind, table.code] })],
);
