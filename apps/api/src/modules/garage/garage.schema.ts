import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** The owned, visited and wanted cars of each person (spec document 2 "Garage"). */
export const garageCars = pgTable(
  'garage_cars',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<'owned' | 'visited' | 'wanted'>().notNull(),
    brand: text('brand').notNull(),
    mvsCode: text('mvs_code'),
    model: text('model').notNull(),
    version: text('version'),
    year: integer('year'),
    modelYear: integer('model_year'),
    manufacturedYear: integer('manufactured_year'),
    plate: text('plate'),
    chassis: text('chassis'),
    mileage: integer('mileage'),
    category: text('category'),
    engine: text('engine'),
    transmission: text('transmission'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colorCode: text('color_code'),
    partCodes: text('part_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    total: integer('total'),
    exclusive: boolean('exclusive').notNull().default(false),
    /**
     * How the person proved they own the car: the dealers' sales feed names their account for the
     * chassis, or staff checked an invoice. Null until proven; only a proven car may be exclusive
     * or give the right to rate.
     */
    ownershipProof: text('ownership_proof').$type<'sales-feed' | 'staff'>(),
    ownershipProvenAt: timestamp('ownership_proven_at', { withTimezone: true, mode: 'date' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the car leaves the list; an owned car then loses its chassis and plate. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('garage_cars_user_list_idx').on(table.userId, table.list),
    index('garage_cars_chassis_idx').on(table.chassis),
    // A chassis is in a person's owned list once (two requests at once add one car).
    uniqueIndex('garage_cars_owned_chassis_idx')
      .on(table.userId, table.chassis)
      .where(sql`${table.list} = 'owned' and ${table.removedAt} is null`),
  ],
);
