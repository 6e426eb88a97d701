import { TEST_DRIVE_ANSWER_WINDOW_MS, type TestDriveStatus } from '@autohub/domain';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testDrives } from './test-drives.schema.js';

export type TestDriveRow = typeof testDrives.$inferSelect;
export type NewTestDriveRow = typeof testDrives.$inferInsert;

export async function insertTestDrive(db: Db, row: NewTestDriveRow): Promise<TestDriveRow> {
  const [created] = await db.insert(testDrives).values(row).returning();
  if (!created) throw new Error('test drive not written');
  return created;
}

export async function findTestDrive(db: Db, id: string): Promise<TestDriveRow | undefined> {
  const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
  return row;
}

export async function listTestDrives(
  db: Db,
  filter: {
    dealerId?: string;
    dealerIds?: readonly string[];
    status?: TestDriveStatus;
    /** The bookings a signed-in person made. */
    userId?: string;
    limit: number;
  },
): Promise<TestDriveRow[]> {
  // A dealer desk limited to no dealer sees nothing (not everything).
  if (filter.dealerIds !== undefined && filter.dealerIds.length === 0) return [];
  return db
    .select()
    .from(testDrives)
    .where(
      and(
        filter.dealerId === undefined ? undefined : eq(testDrives.dealerId, filter.dealerId),
        filter.dealerIds === undefined ? undefined : inArray(testDrives.dealerId, [...filter.dealerIds]),
        filter.status === undefined ? undefined : eq(testDrives.status, filter.status),
        filter.userId === undefined ? undefined : eq(testDrives.userId, filter.userId),
      ),
    )
    .orderBy(desc(testDrives.requestedAt), desc(testDrives.id))
    .limit(filter.limit);
}

/** Requests still REQUESTED whose answer window may be over at `now` (the domain decides). */
export async function findExpiryCandidates(db: Db, now: Date): Promise<TestDriveRow[]> {
  return db
    .select()
    .from(testDrives)
    .where(
      and(
        eq(testDrives.status, 'REQUESTED'),
        lte(testDrives.requestedAt, new Date(now.getTime() - TEST_DRIVE_ANSWER_WINDOW_MS)),
      ),
    );
}

/**
 * Writes a change made from a known status; resolves to the new row, or undefined when someone
 * changed the status meanwhile (the caller reads again and reports the conflict).
 */
export async function updateTestDriveFrom(
  db: Db,
  id: string,
  from: TestDriveStatus,
  changes: Partial<Pick<TestDriveRow, 'status' | 'statusChangedAt' | 'rating' | 'ratedAt'>>,
): Promise<TestDriveRow | undefined> {
  const [row] = await db
    .update(testDrives)
    .set(changes)
    .where(
      and(
        eq(testDrives.id, id),
        eq(testDrives.status, from),
        // A rating is given once: a second one finds the row already rated.
        changes.rating === undefined ? undefined : isNull(testDrives.rating),
      ),
    )
    .returning();
  return row;
}
