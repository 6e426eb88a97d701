import { WelcomeKitAddress } from '@autohub/contract';
import type { CountryCode } from '@autohub/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { storedJson } from '../../db/stored-json.js';

/** Online reservation campaigns of a brand in a market: what they charge and how they fund it. */
export const reservationCampaigns = pgTable('reservation_campaigns', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  country: text('country').$type<CountryCode>().notNull(),
  name: text('name').notNull(),
  reservationType: text('reservation_type').notNull(),
  fundingType: text('funding_type').notNull(),
  /** `FEE` (a reservation fee now, the rest later) or `FULL_PRICE`. */
  charge: text('charge').notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  /**
   * The payment methods staff enabled for the campaign (`PATCH payments/{productId}/methods`),
   * within its market's; null offers all of the market's.
   */
  paymentMethods: text('payment_methods').array(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
});

/** The identity quiz the bureau asked for an order, the answers saved so far and whether it failed. */
const StoredIdentityQuiz = z.object({
  questions: z.array(
    z.object({ id: z.string(), kind: z.string(), options: z.array(z.string()), correct: z.string() }),
  ),
  saved: z.record(z.string(), z.string()),
  failed: z.boolean(),
});
export type StoredIdentityQuiz = z.infer<typeof StoredIdentityQuiz>;

/**
 * A reservation and the order it becomes, from the pre-reserve to the delivery. The owner's key
 * is unique, so a retried pre-reserve answers the same order instead of making another.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    brand: text('brand').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    locale: text('locale').notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => reservationCampaigns.id),
    reservationType: text('reservation_type').notNull(),
    fundingType: text('funding_type').notNull(),
    charge: text('charge').notNull(),
    unitId: text('unit_id').notNull(),
    mvsCode: text('mvs_code').notNull(),
    modelYear: integer('model_year').notNull(),
    colorCode: text('color_code').notNull(),
    dealerCode: text('dealer_code').notNull(),
    state: text('state').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    currency: text('currency').notNull(),
    // Argentine prices pass 2^31 centavos: money columns are 64-bit.
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** What is charged online: the fee or the full price. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method'),
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    documentsUploadedAt: timestamp('documents_uploaded_at', { withTimezone: true, mode: 'date' }),
    welcomeKit: storedJson('orders.welcome_kit', WelcomeKitAddress),
    /** Where the identity validation stands (IDENTITY_STEPS of the domain); null before the selfie. */
    identityStep: text('identity_step'),
    /** The identity quiz the bureau asked, the answers saved so far and whether it failed. */
    identityQuiz: storedJson('orders.identity_quiz', StoredIdentityQuiz),
    /** Employee program (B2E): the partner company whose approver decides the purchase. */
    b2eCompanyCode: text('b2e_company_code'),
    /** The person on the partner's list whose circle the purchase counts against (the holder). */
    b2eHolderId: text('b2e_holder_id'),
    /** The calendar year (market time zone) the purchase counts in. */
    b2eYear: integer('b2e_year'),
    b2eBuyerType: text('b2e_buyer_type'),
    b2eDocumentHint: text('b2e_document_hint'),
    b2eDiscountBasisPoints: integer('b2e_discount_basis_points'),
    /** The build price before the program discount. */
    listPriceCents: bigint('list_price_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_hold_idx').on(table.holdUntil),
    index('orders_b2e_holder_idx').on(table.b2eHolderId, table.b2eYear),
    index('orders_b2e_company_idx').on(table.b2eCompanyCode, table.status),
  ],
);

/** Every step of an order, for its timeline and its audit. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * A payment of an order. The row and its key are written before the gateway is called; the key
 * is unique per order, so 50 identical calls make one charge. No card number is ever stored: the
 * gateway's token stays with the gateway, we keep brand and last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** creating, pending, approved, declined, error, cancelled, refunded. */
    status: text('status').notNull(),
    detail: text('detail'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    installments: integer('installments'),
    pixPayload: text('pix_payload'),
    boletoBarcode: text('boleto_barcode'),
    boletoLine: text('boleto_line'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('payments_order_idempotency_key').on(table.orderId, table.idempotencyKey),
    unique('payments_provider_payment').on(table.provider, table.providerPaymentId),
    // At most one charge in flight or taken per order: a second card, Pix or boleto with another
    // key cannot charge an order already paid.
    uniqueIndex('payments_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.status} in ('creating', 'approved')`),
    index('payments_open_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} in ('creating', 'pending')`),
  ],
);

/** Webhook deliveries already applied, by the gateway's event id: a replay changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Documents a buyer sent for an order (the file itself lives in the file storage). */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_documents_order_idx').on(table.orderId)],
);

/** The identity quiz of an order as kept: questions with the right option, the buyer's answers. */

/**
 * Each anti-fraud selfie sent for an order. Attempts are numbered per order and the number is
 * unique, so two pictures sent at once cannot both take the last attempt. Only the accepted
 * picture is kept in the file storage; refused ones are counted, not kept.
 */
export const orderSelfies = pgTable(
  'order_selfies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    attempt: integer('attempt').notNull(),
    /** checking (the partner is asked), accepted or refused. */
    result: text('result').notNull(),
    reason: text('reason'),
    provider: text('provider').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('order_selfies_order_attempt').on(table.orderId, table.attempt),
    // One accepted selfie per order.
    uniqueIndex('order_selfies_one_accepted')
      .on(table.orderId)
      .where(sql`${table.result} = 'accepted'`),
  ],
);

/** Every step of an order's identity validation, for its audit. */
export const orderIdentityEvents = pgTable(
  'order_identity_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStep: text('from_step'),
    toStep: text('to_step').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_identity_events_order_idx').on(table.orderId, table.id)],
);

/** The buyer's opinion of the purchase, once the car is delivered: one per order. */
export const orderFeedback = pgTable('order_feedback', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  score: integer('score').notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
