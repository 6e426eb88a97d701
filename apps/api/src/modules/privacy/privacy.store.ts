import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountDeletions, consentRecords } from './privacy.schema.js';

export type ConsentRow = typeof consentRecords.$inferSelect;

export async function insertConsents(db: Db, rows: (typeof consentRecords.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(consentRecords).values(rows);
}

/** Every consent event of a person, oldest first. */
export async function listConsentHistory(db: Db, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

export async function insertDeletion(db: Db, userId: string, kept: string[]): Promise<void> {
  await db.insert(accountDeletions).values({ userId, kept }).onConflictDoNothing();
}
