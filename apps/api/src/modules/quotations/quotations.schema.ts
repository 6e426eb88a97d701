import type { QuotationPayment, QuotationStatus } from '@autohub/domain';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export interface StoredBuild {
  colorId: string | null;
  coatingId: string | null;
  selected: string[];
}

export interface StoredStockProposal {
  unitId: string;
  state: string;
  delivery: string;
  deliveryDays: number | null;
  chosenAt: string;
}

/** What a stock proposal replaced: discarding the proposal puts it back. */
export interface StoredQuotationSnapshot {
  build: StoredBuild;
  arrangedAccessoryIds: string[];
  changedPrice: number | null;
  bonus: number;
  discount: number;
}

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
    build: jsonb('build').$type<StoredBuild>().notNull(),
    arrangedAccessoryIds: jsonb('arranged_accessory_ids').$type<string[]>().notNull(),
    changedPrice: bigint('changed_price', { mode: 'number' }),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    comment: text('comment').notNull().default(''),
    payment: text('payment').$type<QuotationPayment>().notNull(),
    validityDays: integer('validity_days').notNull(),
    stockProposal: jsonb('stock_proposal').$type<StoredStockProposal>(),
    initialSnapshot: jsonb('initial_snapshot').$type<StoredQuotationSnapshot>(),
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
