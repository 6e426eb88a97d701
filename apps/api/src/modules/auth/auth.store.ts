import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authIdentities, authSessions, authTokens, signInFailures } from './auth.schema.js';

export type SessionRow = typeof authSessions.$inferSelect;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function insertSession(db: Db, row: typeof authSessions.$inferInsert): Promise<SessionRow> {
  const [created] = await db.insert(authSessions).values(row).returning();
  if (!created) throw new Error('session not created');
  return created;
}

/** A live session (not revoked, not expired); whether its account may still act is the users module's answer. */
export async function findUnexpiredSession(db: Db, sessionId: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of an account, but `keep` (the one making a password change). */
export async function revokeUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  const all = and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt));
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(keep ? and(all, sql`${authSessions.id} <> ${keep}`) : all);
}

export async function listUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(authSessions).where(eq(authSessions.userId, userId)).orderBy(authSessions.createdAt);
}

export async function insertToken(db: Db, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/**
 * Uses a one-time token: marks it used and resolves to its account, or undefined when it is
 * unknown, used, expired or for another purpose. One statement, so a token works once.
 */
export async function consumeToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/** Voids the unused tokens of a purpose (a new e-mail replaces the older links). */
export async function voidTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, row: typeof authIdentities.$inferInsert): Promise<void> {
  await db.insert(authIdentities).values(row).onConflictDoNothing();
}

export async function listIdentities(db: Db, userId: string) {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId));
}

export async function deleteIdentities(db: Db, userId: string): Promise<void> {
  await db.delete(authIdentities).where(eq(authIdentities.userId, userId));
}

export async function deleteTokens(db: Db, userId: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function findFailures(db: Db, key: string) {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
  return row;
}

export async function saveFailures(db: Db, row: typeof signInFailures.$inferInsert): Promise<void> {
  await db
    .insert(signInFailures)
    .values(row)
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures: row.failures, lastFailureAt: row.lastFailureAt, blockedUntil: row.blockedUntil ?? null },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
