import { bigint, pgTable, primaryKey, text, integer } from 'drizzle-orm/pg-core';

/**
 * Prices per state (BR) or province (AR) and model year, with both price sources of spec
 * document 1 §3. `item_key` is the MVS code (VERSION), the part code (PART) or the service id
 * (SERVICE). Money in minor units: Argentine car prices pass 2^31 centavos, hence bigint.
 */
export const prices = pgTable(
  'prices',
  {
    country: text('country').notNull(),
    state: text('state').notNull(),
    modelCode: text('model_code').notNull(),
    modelYear: integer('model_year').notNull(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    partId: text('part_id'),
    partType: text('part_type'),
    ecommercePrice: bigint('ecommerce_price', { mode: 'number' }).notNull(),
    customPrice: bigint('custom_price', { mode: 'number' }),
  },
  (table) => [
    primaryKey({
      columns: [table.country, table.state, table.modelCode, table.modelYear, table.kind, table.itemKey],
    }),
  ],
);
