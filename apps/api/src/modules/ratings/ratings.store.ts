import { and, desc, eq, sql } from 'drizzle-orm';
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
  brand?: string,
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
      and(eq(ratings.targetType, targetType), brand === undefined ? undefined : eq(ratings.brand, brand)),
    )
    .groupBy(ratings.targetId);
  return rows.map((row) => ({
    ...row,
    lastOpinionAt: row.lastOpinionAt === null ? null : new Date(row.lastOpinionAt),
  }));
}

export async function insertRating(db: Db, row: typeof ratings.$inferInsert): Promise<RatingRow> {
  const [created] = await db.insert(ratings).values(row).returning();
  if (!created) throw new Error('rating not written');
  return created;
}

export async function vehiclesOfCustomer(db: Db, customerId: string) {
  return db
    .select({
      purchaseDate: ratingCustomerVehicles.purchaseDate,
      deliveryDate: ratingCustomerVehicles.deliveryDate,
    })
    .from(ratingCustomerVehicles)
    .where(eq(ratingCustomerVehicles.customerId, customerId));
}
