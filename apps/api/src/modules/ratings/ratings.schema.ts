import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Opinions on dealers and advisors (spec document 1 §3 "Rating"). */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').$type<'dealers' | 'advisors'>().notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    dealerId: text('dealer_id'),
    brand: text('brand').notNull(),
    /** The market of the rated dealer (an advisor's: their dealer's), whose pages list the opinion. */
    country: text('country').notNull(),
    rating: integer('rating').notNull(),
    subject: text('subject').notNull(),
    comment: text('comment'),
    authorName: text('author_name').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('ratings_target_idx').on(table.targetType, table.targetId),
    index('ratings_market_idx').on(table.targetType, table.country, table.brand),
    // One opinion per customer about one dealer or advisor.
    uniqueIndex('ratings_one_per_customer_idx').on(table.customerId, table.targetType, table.targetId),
  ],
);

/**
 * Vehicles delivered to customers, as the dealers' sales feed reports them: their purchase and
 * delivery dates decide who may rate (a vehicle less than 30 days old).
 */
export const ratingCustomerVehicles = pgTable(
  'rating_customer_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account, when the sales feed knows it; else the chassis links the garage's owner. */
    customerId: text('customer_id'),
    chassis: text('chassis'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
  },
  (table) => [
    index('rating_customer_vehicles_customer_idx').on(table.customerId),
    index('rating_customer_vehicles_chassis_idx').on(table.chassis),
  ],
);
