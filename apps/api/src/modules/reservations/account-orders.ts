import type { AccountOrder } from '@autohub/contract';
import { type BrandSlug, type Locale, type OrderStatus, isLocale, orderStatusLabel } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { createReservationStore } from './reservations.store.js';

/** A person's orders as the account area lists them, each linked to its timeline page. */
export async function listAccountOrders(db: Db, userId: string): Promise<AccountOrder[]> {
  const rows = await createReservationStore(db).ordersOf(userId);
  return rows.map((row) => {
    const locale: Locale = isLocale(row.locale) ? row.locale : row.country === 'AR' ? 'es-AR' : 'pt-BR';
    return {
      id: row.id,
      brand: row.brand as BrandSlug,
      locale,
      vehicle: row.vehicleName,
      status: row.status,
      statusLabel: orderStatusLabel(row.status as OrderStatus, locale),
      total: row.priceCents,
      currency: row.currency as 'BRL' | 'ARS',
      createdAt: row.createdAt.toISOString(),
      path: `/${locale}/${row.brand}/reservation/orders/${row.id}`,
    };
  });
}
