import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recallCampaigns, recallRepairs, vehicleRegistry } from './recalls.schema.js';

export type RecallCampaignRow = typeof recallCampaigns.$inferSelect;

export async function listCampaigns(db: Db, brand: string, country?: string): Promise<RecallCampaignRow[]> {
  return db
    .select()
    .from(recallCampaigns)
    .where(and(eq(recallCampaigns.brand, brand), country ? eq(recallCampaigns.country, country) : undefined))
    .orderBy(asc(recallCampaigns.startsOn), asc(recallCampaigns.code));
}

export async function findCampaign(db: Db, code: string): Promise<RecallCampaignRow | undefined> {
  const [row] = await db.select().from(recallCampaigns).where(eq(recallCampaigns.code, code)).limit(1);
  return row;
}

/** When each of these campaigns was done on a chassis (campaigns not done are absent). */
export async function repairsOf(
  db: Db,
  chassis: string,
  campaignCodes: readonly string[],
): Promise<Map<string, Date>> {
  if (campaignCodes.length === 0) return new Map();
  const rows = await db
    .select({ code: recallRepairs.campaignCode, performedAt: recallRepairs.performedAt })
    .from(recallRepairs)
    .where(and(eq(recallRepairs.chassis, chassis), inArray(recallRepairs.campaignCode, [...campaignCodes])));
  return new Map(rows.map((row) => [row.code, row.performedAt]));
}

/** Records the work once: a second record of the same campaign on the same chassis is ignored. */
export async function insertRepair(
  db: Db,
  row: { chassis: string; campaignCode: string; dealerCode: string; performedAt: Date },
): Promise<void> {
  await db.insert(recallRepairs).values(row).onConflictDoNothing();
}

export async function findVehicleByPlate(db: Db, plate: string) {
  const [row] = await db.select().from(vehicleRegistry).where(eq(vehicleRegistry.plate, plate)).limit(1);
  return row;
}

export async function findVehicleByChassis(db: Db, chassis: string) {
  const [row] = await db.select().from(vehicleRegistry).where(eq(vehicleRegistry.chassis, chassis)).limit(1);
  return row;
}
