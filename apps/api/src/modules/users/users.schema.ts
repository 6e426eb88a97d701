import type { IdentityDocumentKind, UserAddress } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { storedJson } from '../../db/stored-json.js';

/**
 * An address as stored: the shape of the contract's `UserAddress`. The market rules (a Brazilian
 * CEP, an Argentine CPA) were checked when it was written; reading checks the shape only.
 */
const StoredAddress: z.ZodType<UserAddress> = z.object({
  postalCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  zone: z.string().optional(),
});

/**
 * Accounts: customers and staff alike (spec document 1 §3 "User attributes read", §6 roles).
 * A deleted account keeps its row, anonymised, so the records the law requires us to keep still
 * point somewhere (docs/decisions/013-sessions-and-accounts.md).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; the sign-in name. */
    email: text('email').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** argon2id; null for accounts opened by social sign-in only, and after deletion. */
    passwordHash: text('password_hash'),
    name: text('name'),
    nickname: text('nickname'),
    phone: text('phone'),
    cpf: text('cpf'),
    /** The Argentine document (DNI or CUIL/CUIT) and its digits; both set or both null. */
    documentKind: text('document_kind').$type<IdentityDocumentKind>(),
    documentNumber: text('document_number'),
    companyCnpj: text('company_cnpj'),
    birthday: text('birthday'),
    loyaltyProgramCategory: text('loyalty_program_category'),
    address: storedJson('users.address', StoredAddress),
    preferredDealerCode: text('preferred_dealer_code'),
    /** Role codes and program roles (`mopar:ROLE_ADMIN`); unknown values grant nothing. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{customer}'::text[]`),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dealerCodes: text('dealer_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Brand limits of a staff member; null means no limit. */
    brandLimits: text('brand_limits').array(),
    signUpBrand: text('sign_up_brand'),
    locale: text('locale').notNull().default('pt-BR'),
    /** Whether the person asked for the account to be sent to the CRM at sign-up. */
    crmIntegration: text('crm_integration').notNull().default('none'),
    status: text('status').$type<'active' | 'deleted'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_status_idx').on(table.status)],
);
