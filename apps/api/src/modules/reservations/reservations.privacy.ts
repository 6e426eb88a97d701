import type { ReservationPersonalData } from '@autohub/contract';
import type { OrderStatus } from '@autohub/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../integrations/file-storage/file-storage.js';
import { createStockUnitService } from '../stock/stock-units.service.js';
import {
  orderDocuments,
  orderEvents,
  orderFeedback,
  orderIdentityEvents,
  orderSelfies,
  orders,
  payments,
} from './reservations.schema.js';

/** Why orders outlive an account deletion (the privacy module lists it). */
export const RESERVATIONS_KEPT_ON_DELETION =
  'orders and payments: fiscal records of a sale kept for 5 years (CTN art. 195; Argentine law 11.683 art. 48), linked to the anonymised id, without the welcome-kit address';

/** The buyer's orders and payments, with the accepted selfie itself when the storage is given, for the personal data export. */
export async function exportReservationData(
  db: Db,
  userId: string,
  storage?: FileStorage,
): Promise<ReservationPersonalData> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId));
  const paid =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(
            inArray(
              payments.orderId,
              rows.map((r) => r.id),
            ),
          );
  const opinions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderFeedback)
          .where(
            inArray(
              orderFeedback.orderId,
              rows.map((r) => r.id),
            ),
          );
  const documents =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderDocuments)
          .where(
            inArray(
              orderDocuments.orderId,
              rows.map((r) => r.id),
            ),
          );
  const selfieRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderSelfies)
          .where(
            inArray(
              orderSelfies.orderId,
              rows.map((r) => r.id),
            ),
          );
  const images = new Map<string, string>();
  for (const selfie of selfieRows) {
    if (!selfie.storageKey || !storage) continue;
    const bytes = await storage.get(selfie.storageKey).catch(() => null);
    if (bytes) images.set(selfie.id, `data:${selfie.contentType};base64,${bytes.toString('base64')}`);
  }
  return {
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status as OrderStatus,
      vehicleName: row.vehicleName,
      unitId: row.unitId,
      dealerCode: row.dealerCode,
      currency: row.currency as 'BRL' | 'ARS',
      priceCents: row.priceCents,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      welcomeKit: row.welcomeKit ?? null,
      feedback: (() => {
        const opinion = opinions.find((o) => o.orderId === row.id);
        return opinion ? { score: opinion.score, comment: opinion.comment } : null;
      })(),
      documents: documents
        .filter((d) => d.orderId === row.id)
        .map((d) => ({
          type: d.type,
          fileName: d.fileName,
          contentType: d.contentType,
          size: d.size,
          createdAt: d.createdAt.toISOString(),
        })),
      selfies: selfieRows
        .filter((s) => s.orderId === row.id)
        .sort((a, b) => a.attempt - b.attempt)
        .map((s) => ({
          attempt: s.attempt,
          result: s.result,
          reason: s.reason,
          contentType: s.contentType,
          size: s.size,
          createdAt: s.createdAt.toISOString(),
          image: images.get(s.id) ?? null,
        })),
      identityStep: row.identityStep,
      payments: paid
        .filter((p) => p.orderId === row.id)
        .map((p) => ({
          method: p.method as ReservationPersonalData['orders'][number]['payments'][number]['method'],
          status: p.status,
          amountCents: p.amountCents,
          refundedCents: p.refundedCents,
          cardBrand: p.cardBrand,
          cardLastFour: p.cardLastFour,
          createdAt: p.createdAt.toISOString(),
        })),
    })),
  };
}

/**
 * On account deletion: unpaid reservations end and free their cars, welcome-kit addresses, card
 * digits, the identity documents and the anti-fraud selfies sent for the orders are erased (with
 * the identity quiz, which holds answers about the person); paid orders stay as fiscal records
 * (see RESERVATIONS_KEPT_ON_DELETION). Answers the storage keys of the erased documents and
 * selfies, whose files the caller removes once the transaction has committed.
 */
export async function forgetReservationData(tx: Db, userId: string): Promise<{ documentKeys: string[] }> {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.paidAt)));
  for (const order of open) {
    if (order.status === 'CANCELLED') continue;
    await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        cancelReason: 'account_deleted',
        cancelledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'CANCELLED',
      actor: 'system',
      note: 'account deleted',
    });
    await createStockUnitService(tx).release(order.unitId, order.id);
  }
  const ids = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map(
    (r) => r.id,
  );
  await tx.update(orders).set({ welcomeKit: null, identityQuiz: null }).where(eq(orders.userId, userId));
  if (ids.length > 0)
    await tx.update(payments).set({ cardLastFour: null }).where(inArray(payments.orderId, ids));
  if (ids.length > 0)
    await tx.update(orderFeedback).set({ comment: null }).where(inArray(orderFeedback.orderId, ids));
  if (ids.length === 0) return { documentKeys: [] };
  const documents = await tx
    .delete(orderDocuments)
    .where(inArray(orderDocuments.orderId, ids))
    .returning({ storageKey: orderDocuments.storageKey });
  const selfies = await tx
    .delete(orderSelfies)
    .where(inArray(orderSelfies.orderId, ids))
    .returning({ storageKey: orderSelfies.storageKey });
  await tx.delete(orderIdentityEvents).where(inArray(orderIdentityEvents.orderId, ids));
  return {
    documentKeys: [
      ...documents.map((d) => d.storageKey),
      ...selfies.flatMap((s) => (s.storageKey ? [s.storageKey] : [])),
    ],
  };
}
