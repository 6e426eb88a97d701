import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { brandColumn, localeColumn } from '../../db/schema/reference.js';
import { JsonObject, storedJson } from '../../db/stored-json.js';

/** The car a lead is about, as stored. */
const LeadCar = z.object({
  modelCode: z.string().nullish(),
  mvs: z.string().nullish(),
  year: z.number().int().nullish(),
});

/**
 * Leads as received. The CRM payload is stored exactly as built (spec document 1 §3) and the
 * delivery state lives in the outbox message written in the same transaction.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    brand: brandColumn(),
    locale: localeColumn(),
    kind: text('kind').$type<'person' | 'company' | 'purchase'>().notNull(),
    dealerId: text('dealer_id'),
    dealerCode: text('dealer_code'),
    email: text('email').notNull(),
    car: storedJson('leads.car', LeadCar),
    payload: storedJson('leads.payload', JsonObject).notNull(),
    /** The browser's key for this submission: a double click or a network retry finds the first lead. */
    clientKey: text('client_key').unique(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('leads_email_idx').on(table.email)],
);

/** The analytics records of `useranalytics/send` (spec document 2 §3). */
export const userAnalyticsEvents = pgTable('user_analytics_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  /** Written only: nothing in the api reads it back. */
  payload: jsonb('payload').notNull(),
  /** Whether a user token came with it; the token itself is not kept. */
  signedIn: text('signed_in').$type<'yes' | 'no'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
