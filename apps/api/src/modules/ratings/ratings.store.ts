import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ratingCustomerVehicles, ratings } from './ratings.schema.js';

export type RatingRow = typeof ratings.$inferSelect;

export interface TargetRow {
  id: string;
  name: string;
  dealerId: string | null;
  /** Sum and count of valid ratings, summarised by the domain. */
  ratings: number[];
  lastOpinionAt: Date | null;
}

export async function listRatingsOf(
  db: Db,
  targetType: 'dealers' | 'advisors',
  targetId: string,
): Promise<RatingRow[]> {
  return db
    .select()
    .from(ratings)
    .where(and(eq(ratings.targetType, targetType), eq(ratings.targetId, targetId)))
    .orderBy(desc(ratings.createdAt));
}

export async function listTargets(
  db: Db,
  targetType: 'dealers' | 'advisors',
  filter: { brand?: string; country?: string } = {},
): Promise<TargetRow[]> {
  const rows = await db
    .select({
      id: ratings.targetId,
      name: sql<string>`max(${ratings.targetName})`,
      dealerId: sql<string | null>`max(${ratings.dealerId})`,
      ratings: sql<number[]>`array_agg(${ratings.rating})`,
      lastOpinionAt: sql<string | null>`max(${ratings.createdAt})`,
    })
    .from(ratings)
    .where(
      and(
        eq(ratings.targetType, targetType),
        filter.brand === undefined ? undefined : eq(ratings.brand, filter.brand),
        filter.country === undefined ? undefined : eq(ratings.country, filter.country),
      ),
    )
    .groupBy(ratings.targetId);
  return rows.map((row) => ({
    ...row,
    lastOpinionAt: row.lastOpinionAt === null ? null : new Date(row.lastOpinionAt),
  }));
}

/**
 * Writes an opinion unless the customer already gave one about the target (the unique index
 * decides, so fifty posts at once leave one); undefined when one was there.
 */
export async function insertRating(db: Db, row: typeof ratings.$inferInsert): Promise<RatingRow | undefined> {
  const [created] = await db
    .insert(ratings)
    .values(row)
    .onConflictDoNothing({ target: [ratings.customerId, ratings.targetType, ratings.targetId] })
    .returning();
  return created;
}

/** Whether the sales feed reported this chassis delivered to this account. */
export async function feedDeliveredTo(db: Db, customerId: string, chassis: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ratingCustomerVehicles.id })
    .from(ratingCustomerVehicles)
    .where(
      and(eq(ratingCustomerVehicles.customerId, customerId), eq(ratingCustomerVehicles.chassis, chassis)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The delivered vehicles of a customer: those the sales feed tied to the account, and those whose
 * chassis is one of `chassis` (the owned cars of the customer's garage).
 */
export async function vehiclesOfCustomer(db: Db, customerId: string, chassis: readonly string[]) {
  return db
    .select({
      purchaseDate: ratingCustomerVehicles.purchaseDate,
      deliveryDate: ratingCustomerVehicles.deliveryDate,
    })
    .from(ratingCustomerVehicles)
    .where(
      or(
        eq(ratingCustomerVehicles.customerId, customerId),
        chassis.length > 0 ? inArray(ratingCustomerVehicles.chassis, [...chassis]) : undefined,
      ),
    );
}

export async function insertVehicleDelivery(
  db: Db,
  row: typeof ratingCustomerVehicles.$inferInsert,
): Promise<void> {
  await db.insert(ratingCustomerVehicles).values(row);
}

/** The name and dealer of a target someone rated before, or `undefined`. */
export async function knownTarget(
  db: Db,
  targetType: 'dealers' | 'advisors',
  targetId: string,
): Promise<{ name: string; dealerId: string | null; country: string } | undefined> {
  const [row] = await db
    .select({ name: ratings.targetName, dealerId: ratings.dealerId, country: ratings.country })
    .from(ratings)
    .where(and(eq(ratings.targetType, targetType), eq(ratings.targetId, targetId)))
    .orderBy(desc(ratings.createdAt))
    .limit(1);
  return row;
}
