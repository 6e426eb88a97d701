import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A buyer's customer at the payment gateway, which keeps their cards (one per gateway). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/**
 * A buyer's saved card: the gateway's customer and card ids and what the card shows (brand, last
 * four digits, expiry). Never the number or the security code.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The key of the call that added it: the same call again answers the same card. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('saved_cards_user_idempotency_key').on(table.userId, table.idempotencyKey),
    unique('saved_cards_gateway_card').on(table.provider, table.gatewayCardId),
    // One default card per buyer, held by the database.
    uniqueIndex('saved_cards_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    index('saved_cards_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A buyer's acceptance of a contract (an order paid by financing or consortium instalments) and the
 * saved card its instalments are charged to.
 */
export const cardContracts = pgTable('card_contracts', {
  orderId: uuid('order_id').primaryKey(),
  userId: text('user_id').notNull(),
  savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
