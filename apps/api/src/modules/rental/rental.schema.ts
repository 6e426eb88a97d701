import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { storedJson } from '../../db/stored-json.js';
import { users } from '../users/users.schema.js';

/**
 * Company rental proposals: one per rental intent (`leads/flua/create`). The company's tax id is
 * kept as a keyed digest and its last digits; the full number travels only to the CRM.
 */
export const rentalProposals = pgTable(
  'rental_proposals',
  {
    id: text('id').primaryKey(),
    proposalCode: text('proposal_code').notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    /** The account that sent the form, when signed in; proposals also show to the account of `email`. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    companyName: text('company_name').notNull(),
    companyTaxIdDigest: text('company_tax_id_digest').notNull(),
    companyTaxIdHint: text('company_tax_id_hint').notNull(),
    companyOlderThanOneYear: boolean('company_older_than_one_year').notNull(),
    preferredContact: text('preferred_contact').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleAmount: integer('vehicle_amount').notNull(),
    fleetDescription: text('fleet_description').notNull(),
    consents: storedJson(
      'rental_proposals.consents',
      z.object({ privacy: z.boolean(), offers: z.boolean(), directContact: z.boolean() }),
    ).notNull(),
    productId: text('product_id'),
    status: text('status').notNull(),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rental_proposals_code_uq').on(table.proposalCode),
    uniqueIndex('rental_proposals_client_key_uq').on(table.clientKey),
    index('rental_proposals_email_idx').on(table.email),
    index('rental_proposals_user_idx').on(table.userId),
    index('rental_proposals_tax_id_idx').on(table.companyTaxIdDigest),
  ],
);

/** Every status a proposal went through, with who moved it and why. */
export const rentalProposalEvents = pgTable(
  'rental_proposal_events',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => rentalProposals.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: text('actor_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('rental_proposal_events_proposal_idx').on(table.proposalId),
    // One arrival per status: a repeated move cannot write the same step twice.
    uniqueIndex('rental_proposal_events_step_uq').on(table.proposalId, table.status),
  ],
);

/** Documents staff attach to a proposal (content base64, at most 2 MB each). */
export const rentalFiles = pgTable(
  'rental_files',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => rentalProposals.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    contentBase64: text('content_base64').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('rental_files_proposal_idx').on(table.proposalId),
    uniqueIndex('rental_files_same_content_uq').on(table.proposalId, table.kind, table.sha256),
  ],
);

/** The rental profile and rental-user check of an account (users/self/rental, rental-user/*). */
export const rentalUsers = pgTable('rental_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  companyTaxIdDigest: text('company_tax_id_digest'),
  companyTaxIdHint: text('company_tax_id_hint'),
  contactPhone: text('contact_phone'),
  preferredContact: text('preferred_contact'),
  checkStatus: text('check_status'),
  checkReason: text('check_reason'),
  checkStartedAt: timestamp('check_started_at', { withTimezone: true, mode: 'date' }),
  checkDecidedAt: timestamp('check_decided_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Rental offers shown to companies (spec: rental-offer brands and tag colours). */
export const rentalOffers = pgTable(
  'rental_offers',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    version: text('version').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    termMonths: integer('term_months').notNull(),
    kmPerMonth: integer('km_per_month').notNull(),
    tagText: text('tag_text'),
    tagColor: text('tag_color'),
    featuredItems: storedJson(
      'rental_offers.featured_items',
      z.array(z.object({ code: z.string(), label: z.string() })),
    ).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('rental_offers_country_idx').on(table.country, table.brand)],
);
