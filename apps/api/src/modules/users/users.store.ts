import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from './users.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The active account of an e-mail address (compared lower-cased). */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.status, 'active')))
    .limit(1);
  return row;
}

/** Inserts an account; resolves to undefined when the e-mail is already taken. */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...row, email: row.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
