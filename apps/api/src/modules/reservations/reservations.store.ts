import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CountryCode } from '@autohub/domain';
import { type NetworkDealer, createDealerDirectory } from '../dealers/dealers.service.js';
import {
  orderEvents,
  orders,
  paymentWebhookEvents,
  payments,
  reservationCampaigns,
} from './reservations.schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CampaignRow = typeof reservationCampaigns.$inferSelect;

export type DealerInfo = NetworkDealer;

/** Drizzle queries of campaigns, orders, their events and payments; nothing else touches them. */
export function createReservationStore(db: Db) {
  const dealerDirectory = createDealerDirectory(db);
  return {
    async campaigns(brand: string, country: CountryCode): Promise<CampaignRow[]> {
      return db
        .select()
        .from(reservationCampaigns)
        .where(
          and(
            eq(reservationCampaigns.brand, brand),
            eq(reservationCampaigns.country, country),
            eq(reservationCampaigns.active, true),
          ),
        )
        .orderBy(asc(reservationCampaigns.charge), asc(reservationCampaigns.id));
    },

    async campaign(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(reservationCampaigns).where(eq(reservationCampaigns.id, id));
      return row;
    },

    async setCampaignPaymentMethods(id: string, methods: readonly string[]): Promise<void> {
      await db
        .update(reservationCampaigns)
        .set({ paymentMethods: [...methods] })
        .where(eq(reservationCampaigns.id, id));
    },

    async dealers(brand: string, country: string, codes?: readonly string[]): Promise<DealerInfo[]> {
      if (codes && codes.length === 0) return [];
      return dealerDirectory.network({ brand, country, ...(codes ? { codes } : {}) });
    },

    async insertOrder(row: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
      const [inserted] = await db.insert(orders).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async orderByKey(userId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async order(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, locked until the transaction ends: its steps are taken one at a time. */
    async lockOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async ordersOf(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(100);
    },

    async ordersForStaff(filter: { dealerCodes: readonly string[] | 'any'; status?: string; limit: number }) {
      if (filter.dealerCodes !== 'any' && filter.dealerCodes.length === 0) return [];
      return db
        .select()
        .from(orders)
        .where(
          and(
            filter.dealerCodes === 'any' ? undefined : inArray(orders.dealerCode, [...filter.dealerCodes]),
            filter.status ? eq(orders.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(orders.updatedAt))
        .limit(filter.limit);
    },

    /** Orders whose hold ended without a payment: the expiry job's work (of one campaign, or all). */
    async expiredHolds(
      statuses: readonly string[],
      now: Date,
      limit = 100,
      campaignId?: string,
    ): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...statuses]),
            isNull(orders.paidAt),
            lt(orders.holdUntil, now),
            campaignId === undefined ? undefined : eq(orders.campaignId, campaignId),
          ),
        )
        .orderBy(asc(orders.holdUntil))
        .limit(limit);
    },

    /** Moves an order only if it is still where the caller saw it; false when someone moved it first. */
    async moveOrder(id: string, from: string, set: Partial<typeof orders.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async updateOrder(id: string, set: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, id));
    },

    async insertEvent(row: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(row);
    },

    async events(orderIds: readonly string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, [...orderIds]))
        .orderBy(asc(orderEvents.id));
    },

    async paymentsOf(orderIds: readonly string[]): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [...orderIds]))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    async insertPayment(row: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
      const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async paymentByKey(orderId: string, key: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, key)));
      return row;
    },

    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async paymentByProviderId(provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    /** Writes a payment's new state only if it is still in `from`; false when another writer won. */
    async movePayment(
      id: string,
      from: string,
      set: Partial<typeof payments.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, from)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Payments still `creating` or `pending` since before `before` (of one campaign's orders, or
     * all), oldest first: the reconciliation's work.
     */
    async openPayments(
      statuses: readonly ('creating' | 'pending')[],
      before: Date,
      limit: number,
      campaignId?: string,
    ): Promise<PaymentRow[]> {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(
            inArray(payments.status, [...statuses]),
            lt(payments.updatedAt, before),
            campaignId === undefined ? undefined : eq(orders.campaignId, campaignId),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
      return rows.map((row) => row.payment);
    },

    /**
     * Takes a stale `creating` payment (untouched since `staleBefore`) for the one who drives it
     * on, a retried call or the reconciliation, by touching it: of two at once, one wins.
     */
    async claimStaleCreating(id: string, staleBefore: Date, now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'creating'), lt(payments.updatedAt, staleBefore)))
        .returning();
      return row;
    },

    /** Records a webhook event; false when it was already recorded (a replay). */
    async recordWebhookEvent(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },

    async countPayments(orderId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      return row?.n ?? 0;
    },
  };
}

export type ReservationStore = ReturnType<typeof createReservationStore>;
