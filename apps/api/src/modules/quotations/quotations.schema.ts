import type { QuotationPayment, QuotationStatus } from '@autohub/domain';
import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { storedJson } from '../../db/stored-json.js';

const StoredBuild = z.object({
  colorId: z.string().nullable(),
  coatingId: z.string().nullable(),
  selected: z.array(z.string()),
});
export type StoredBuild = z.infer<typeof StoredBuild>;

const StoredStockProposal = z.object({
  unitId: z.string(),
  state: z.string(),
  delivery: z.string(),
  deliveryDays: z.number().nullable(),
  chosenAt: z.string(),
});
export type StoredStockProposal = z.infer<typeof StoredStockProposal>;

/** What a stock proposal replaced: discarding the proposal puts it back. */
const StoredQuotationSnapshot = z.object({
  build: StoredBuild,
  arrangedAccessoryIds: z.array(z.string()),
  changedPrice: z.number().nullable(),
  bonus: z.number(),
  discount: z.number(),
});
export type StoredQuotationSnapshot = z.infer<typeof StoredQuotationSnapshot>;

/**
 * Dealer quotations (spec document 1 §3 "Quotation"). One per dealer and CRM quotation number:
 * opening the same CRM quotation again reopens it. No customer data is kept here: the customer
 * lives in the CRM opportunity, named by its number and name.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    dealerCode: text('dealer_code').notNull(),
    dealerName: text('dealer_name'),
    /** The dealer's state or province: where its prices and nearest stock are. */
    state: text('state').notNull(),
    quotationNumber: text('quotation_number').notNull(),
    opportunityName: text('opportunity_name').notNull(),
    mvsCode: text('mvs_code').notNull(),
    year: integer('year').notNull(),
    modelName: text('model_name').notNull(),
    versionName: text('version_name').notNull(),
    build: storedJson('quotations.build', StoredBuild).notNull(),
    arrangedAccessoryIds: storedJson('quotations.arranged_accessory_ids', z.array(z.string())).notNull(),
    changedPrice: bigint('changed_price', { mode: 'number' }),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    comment: text('comment').notNull().default(''),
    payment: text('payment').$type<QuotationPayment>().notNull(),
    validityDays: integer('validity_days').notNull(),
    stockProposal: storedJson('quotations.stock_proposal', StoredStockProposal),
    initialSnapshot: storedJson('quotations.initial_snapshot', StoredQuotationSnapshot),
    status: text('status').$type<QuotationStatus>().notNull(),
    saveAttempts: integer('save_attempts').notNull().default(0),
    crmId: text('crm_id'),
    lastSaveCode: text('last_save_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('quotations_dealer_number_uq').on(table.dealerCode, table.quotationNumber),
    index('quotations_dealer_idx').on(table.dealerCode, table.updatedAt),
  ],
);

export type QuotationRow = typeof quotations.$inferSelect;
