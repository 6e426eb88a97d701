import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leads, userAnalyticsEvents } from './leads.schema.js';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export async function insertLead(db: Db, row: NewLeadRow): Promise<LeadRow> {
  const [created] = await db.insert(leads).values(row).returning();
  if (!created) throw new Error('lead not written');
  return created;
}

export async function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function findLeadByClientKey(db: Db, clientKey: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.clientKey, clientKey)).limit(1);
  return row;
}

export async function insertAnalyticsEvent(
  db: Db,
  event: { type: string; payload: unknown; signedIn: boolean },
): Promise<string> {
  const [row] = await db
    .insert(userAnalyticsEvents)
    .values({ type: event.type, payload: event.payload, signedIn: event.signedIn ? 'yes' : 'no' })
    .returning({ id: userAnalyticsEvents.id });
  if (!row) throw new Error('analytics event not written');
  return row.id;
}
