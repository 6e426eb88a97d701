import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Partner companies of the employee program, per market. */
export const b2ePartnerCompanies = pgTable('b2e_partner_companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  active: boolean('active').notNull().default(true),
  /** Cars a holder's circle may reserve per calendar year; null: the market's (decision 033). */
  carsPerYear: integer('cars_per_year'),
});

/**
 * The people each partner lists (employees and collaborators), as the partner sends them: the
 * registration number and a keyed digest of the document, never the document.
 */
export const b2ePartnerPeople = pgTable(
  'b2e_partner_people',
  {
    id: text('id').primaryKey(),
    companyCode: text('company_code')
      .notNull()
      .references(() => b2ePartnerCompanies.code, { onDelete: 'cascade' }),
    employeeCode: text('employee_code').notNull(),
    documentDigest: text('document_digest').notNull(),
    kind: text('kind').$type<'employee' | 'collaborator'>().notNull(),
    active: boolean('active').notNull(),
    /** YYYY-MM-DD the person joined the partner. */
    since: text('since').notNull(),
    /** Name and e-mail as the partner's list gives them (imported lists); null for older rows. */
    name: text('name'),
    email: text('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('b2e_partner_people_code_uq').on(table.companyCode, table.employeeCode),
    // One person, one registration number at a company: a document cannot sit under two codes.
    uniqueIndex('b2e_partner_people_document_uq').on(table.companyCode, table.documentDigest),
  ],
);

/**
 * The accounts that approve the employee-program purchases of a partner company (its HR). An
 * approver sees and decides the reservations of these companies only.
 */
export const b2ePartnerApprovers = pgTable(
  'b2e_partner_approvers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyCode: text('company_code')
      .notNull()
      .references(() => b2ePartnerCompanies.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companyCode] })],
);

/** The current program validation of an account: one per person, replaced when they validate again. */
export const b2eValidations = pgTable(
  'b2e_validations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    buyerType: text('buyer_type').notNull(),
    companyCode: text('company_code').notNull(),
    /** The partner's record the validation rests on (the holder's, for family and dependents). */
    partnerPersonId: text('partner_person_id').references(() => b2ePartnerPeople.id, {
      onDelete: 'set null',
    }),
    documentDigest: text('document_digest').notNull(),
    documentHint: text('document_hint').notNull(),
    eligible: boolean('eligible').notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('b2e_validations_user_uq').on(table.userId),
    index('b2e_validations_person_idx').on(table.partnerPersonId),
  ],
);
