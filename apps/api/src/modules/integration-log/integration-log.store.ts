import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type JourneyErrorStatus,
  integrationLog,
  journeyIntegrationErrors,
} from './integration-log.schema.js';

export type IntegrationLogRow = typeof integrationLog.$inferSelect;
export type NewIntegrationLogRow = typeof integrationLog.$inferInsert;
export type JourneyErrorRow = typeof journeyIntegrationErrors.$inferSelect;

export async function insertIntegrationLog(db: Db, row: NewIntegrationLogRow): Promise<IntegrationLogRow> {
  const [created] = await db.insert(integrationLog).values(row).returning();
  if (!created) throw new Error('integration log row not written');
  return created;
}

/** Several attempts in one statement (a worker round's deliveries). */
export async function insertIntegrationLogs(db: Db, rows: readonly NewIntegrationLogRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(integrationLog).values([...rows]);
}

export async function listIntegrationLog(
  db: Db,
  filter: { partner?: string; reference?: string; outcome?: 'SUCCESS' | 'FAILURE'; limit: number },
): Promise<IntegrationLogRow[]> {
  const conditions = [
    filter.partner === undefined ? undefined : eq(integrationLog.partner, filter.partner),
    filter.reference === undefined ? undefined : eq(integrationLog.reference, filter.reference),
    filter.outcome === undefined ? undefined : eq(integrationLog.outcome, filter.outcome),
  ];
  return db
    .select()
    .from(integrationLog)
    .where(and(...conditions))
    .orderBy(desc(integrationLog.createdAt), desc(integrationLog.id))
    .limit(filter.limit);
}

/** Opens (or reopens) the error of a message that ran out of retries. */
export async function openJourneyError(
  db: Db,
  error: {
    outboxMessageId: string;
    journey: string;
    reference: string;
    partner: string;
    attempts: number;
    lastError: string;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insert(journeyIntegrationErrors)
    .values({ ...error, status: 'OPEN' })
    .onConflictDoUpdate({
      target: journeyIntegrationErrors.outboxMessageId,
      set: {
        status: 'OPEN',
        attempts: error.attempts,
        lastError: error.lastError,
        payload: error.payload,
        updatedAt: sql`now()`,
      },
    });
}

/** The error of a message that finally went through is resolved. */
export async function resolveJourneyErrorOf(db: Db, outboxMessageId: string): Promise<void> {
  await db
    .update(journeyIntegrationErrors)
    .set({ status: 'RESOLVED', updatedAt: sql`now()` })
    .where(eq(journeyIntegrationErrors.outboxMessageId, outboxMessageId));
}

/** The errors of several messages that finally went through, in one statement. */
export async function resolveJourneyErrorsOf(db: Db, outboxMessageIds: readonly string[]): Promise<void> {
  if (outboxMessageIds.length === 0) return;
  await db
    .update(journeyIntegrationErrors)
    .set({ status: 'RESOLVED', updatedAt: sql`now()` })
    .where(inArray(journeyIntegrationErrors.outboxMessageId, [...outboxMessageIds]));
}

export async function listJourneyErrors(
  db: Db,
  filter: { status?: JourneyErrorStatus; journey?: string; limit: number },
): Promise<JourneyErrorRow[]> {
  return db
    .select()
    .from(journeyIntegrationErrors)
    .where(
      and(
        filter.status === undefined ? undefined : eq(journeyIntegrationErrors.status, filter.status),
        filter.journey === undefined ? undefined : eq(journeyIntegrationErrors.journey, filter.journey),
      ),
    )
    .orderBy(desc(journeyIntegrationErrors.updatedAt), desc(journeyIntegrationErrors.id))
    .limit(filter.limit);
}

export async function findJourneyError(db: Db, id: string): Promise<JourneyErrorRow | undefined> {
  const [row] = await db
    .select()
    .from(journeyIntegrationErrors)
    .where(eq(journeyIntegrationErrors.id, id))
    .limit(1);
  return row;
}

export async function updateJourneyError(
  db: Db,
  id: string,
  changes: Partial<Pick<JourneyErrorRow, 'payload' | 'note' | 'status'>>,
): Promise<JourneyErrorRow | undefined> {
  const [row] = await db
    .update(journeyIntegrationErrors)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(journeyIntegrationErrors.id, id))
    .returning();
  return row;
}
