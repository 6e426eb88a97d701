import { FINANCING_TYPES, type FinancingPlanConditions } from '@autohub/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { brandColumn, localeColumn } from '../../db/schema/reference.js';
import { JsonObject, storedJson } from '../../db/stored-json.js';

/** A plan's conditions as stored: the domain's `FinancingPlanConditions`. */
const StoredPlanConditions: z.ZodType<FinancingPlanConditions> = z.object({
  financingType: z.enum(FINANCING_TYPES),
  monthlyRate: z.number(),
  terms: z.array(z.number().int()),
  minEntrancePercent: z.number(),
  maxEntrancePercent: z.number(),
  minFinalInstallmentPercent: z.number().optional(),
  maxFinalInstallmentPercent: z.number().optional(),
  residualPercents: z.array(z.number()).optional(),
  fees: z
    .object({
      tac: z.number().optional(),
      registration: z.number().optional(),
      financed: z.boolean().optional(),
    })
    .optional(),
  iof: z
    .object({ fixedRate: z.number(), dailyRate: z.number(), maxDays: z.number(), financed: z.boolean() })
    .optional(),
  finalInstallmentTiming: z.enum(['after-last', 'with-last']).optional(),
  hasOffers: z.boolean().optional(),
  legalText: z.string().optional(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Plans a brand offers in a market. The conditions are the domain's `FinancingPlanConditions`
 * as they are (rates, terms, bounds, fees, IOF), so a plan's numbers are data, not code.
 */
export const financingPlans = pgTable(
  'financing_plans',
  {
    id: text('id').primaryKey(),
    brand: brandColumn(),
    locale: localeColumn(),
    name: text('name').notNull(),
    financingType: text('financing_type').notNull(),
    planType: text('plan_type').notNull(),
    extraPlan: text('extra_plan'),
    conditions: storedJson('financing_plans.conditions', StoredPlanConditions).notNull(),
    defaultEntrancePercent: doublePrecision('default_entrance_percent').notNull(),
    defaultInstallments: integer('default_installments').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('financing_plans_brand_idx').on(table.brand, table.locale)],
);

/** Commercial conditions (offers): a reduced rate on a plan for some models and dates. */
export const financingCommercialConditions = pgTable('financing_commercial_conditions', {
  id: text('id').primaryKey(),
  brand: brandColumn(),
  locale: localeColumn(),
  planId: text('plan_id')
    .notNull()
    .references(() => financingPlans.id),
  name: text('name').notNull(),
  monthlyRate: doublePrecision('monthly_rate').notNull(),
  modelCodes: text('model_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  validFrom: text('valid_from').notNull(),
  validTo: text('valid_to').notNull(),
  description: text('description').notNull(),
});

/** Coupons a proposal may carry; `offerId` null means any offer, periods are 'YYYY-MM'. */
export const financingCoupons = pgTable('financing_coupons', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  brand: brandColumn(),
  offerId: text('offer_id'),
  periods: text('periods').array().notNull(),
  discountType: text('discount_type').notNull(),
  discountValue: doublePrecision('discount_value').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  /** How many proposals may carry the coupon in all; null for no limit. */
  maxUses: integer('max_uses'),
  /** Proposals that carry it (taken atomically as the proposal is stored, before the bank is asked). */
  uses: integer('uses').notNull().default(0),
});

/** What a simulation was asked with, kept beside the conditions it was computed with. */
const StoredSimulationRequest = z.object({
  price: z.number(),
  entrancePercent: z.number(),
  installments: z.number().int(),
  finalInstallmentPercent: z.number().optional(),
  type: z.string().optional(),
});
export type StoredSimulationRequest = z.infer<typeof StoredSimulationRequest>;

/**
 * Every simulation asked through POST simulate, so a proposal can point at what the buyer saw.
 * A row keeps what the domain's financing function needs (the plan's conditions of the moment, at
 * an offer's rate once one is applied, and the request), not its result: the figures and the
 * schedule of up to 60 rows are computed again from them wherever a simulation is read
 * (`simulation-result.ts`). `result` is kept only by rows stored before that, which have no
 * `conditions`. A new row's id and time are given by the api, which may answer before the row is
 * written (decision 076).
 */
export const financingSimulations = pgTable(
  'financing_simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: text('plan_id')
      .notNull()
      .references(() => financingPlans.id),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    mvsCode: text('mvs_code').notNull(),
    year: integer('year').notNull(),
    partIds: text('part_ids').array().notNull(),
    colorCode: text('color_code'),
    offerId: text('offer_id'),
    financingType: text('financing_type').notNull(),
    request: storedJson('financing_simulations.request', StoredSimulationRequest).notNull(),
    conditions: storedJson('financing_simulations.conditions', StoredPlanConditions),
    result: storedJson('financing_simulations.result', JsonObject),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'financing_simulations_conditions_or_result',
      sql`${table.conditions} is not null or ${table.result} is not null`,
    ),
  ],
);

/**
 * A proposal for the bank, owned by the signed-in person who sent it. It is stored before the bank
 * is asked (WAITING_INTEGRATION, no bank reference), and the bank gets its id as the idempotency
 * key, so a sending cut short is finished by the next identical request and never made twice.
 */
export const financingProposals = pgTable(
  'financing_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => financingSimulations.id),
    status: text('status').notNull(),
    /** The bank's reference; null until the bank took the proposal. */
    bankReference: text('bank_reference'),
    /** While a request is asking the bank; a later one may take the sending over once it passed. */
    sendingUntil: timestamp('sending_until', { withTimezone: true, mode: 'date' }),
    /** Why the bank has not taken it yet (the bank error code of the last attempt), for the buyer and support. */
    sendError: text('send_error'),
    applicant: storedJson('financing_proposals.applicant', JsonObject).notNull(),
    couponId: text('coupon_id'),
    couponName: text('coupon_name'),
    history: storedJson(
      'financing_proposals.history',
      z.array(z.object({ status: z.string(), at: z.string() })),
    ).notNull(),
    signingUrl: text('signing_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('financing_proposals_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One sending per person and identical proposal (same simulation, applicant and coupon): the row
 * is taken (insert … on conflict do nothing) before the bank is asked, so the same proposal sent
 * twice at once reaches the bank once. `fingerprint` is a hash of what was sent, never the data.
 */
export const financingProposalSubmissions = pgTable(
  'financing_proposal_submissions',
  {
    userId: text('user_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    simulationId: uuid('simulation_id').notNull(),
    proposalId: uuid('proposal_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fingerprint] })],
);

/** Files uploaded for a proposal (spec §3 "Upload document types"). */
export const financingProposalDocuments = pgTable(
  'financing_proposal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => financingProposals.id),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('financing_documents_proposal_idx').on(table.proposalId)],
);
