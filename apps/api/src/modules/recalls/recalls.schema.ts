import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brandColumn } from '../../db/schema/reference.js';

/**
 * Recall campaigns of a brand in a market, with the chassis range they reach (the maker's VIN
 * prefix and serial bounds, as published).
 */
export const recallCampaigns = pgTable(
  'recall_campaigns',
  {
    code: text('code').primaryKey(),
    brand: brandColumn(),
    country: text('country').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    risk: text('risk').notNull(),
    remedy: text('remedy').notNull(),
    modelName: text('model_name').notNull(),
    vinPrefix: text('vin_prefix').notNull(),
    serialFrom: integer('serial_from').notNull(),
    serialTo: integer('serial_to').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [index('recall_campaigns_brand_idx').on(table.brand, table.country)],
);

/** Recall work a dealer recorded on a chassis: the campaign is DONE for that car. */
export const recallRepairs = pgTable(
  'recall_repairs',
  {
    chassis: text('chassis').notNull(),
    campaignCode: text('campaign_code')
      .notNull()
      .references(() => recallCampaigns.code),
    dealerCode: text('dealer_code').notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chassis, table.campaignCode] })],
);

/**
 * The vehicle registry the plate search reads (the "GET car" call): plate → chassis, model and
 * year, as the registry partner answers. Demo rows stand in for the partner here.
 */
export const vehicleRegistry = pgTable('vehicle_registry', {
  plate: text('plate').primaryKey(),
  chassis: text('chassis').notNull(),
  brand: text('brand').notNull(),
  modelName: text('model_name').notNull(),
  modelYear: integer('model_year').notNull(),
});
