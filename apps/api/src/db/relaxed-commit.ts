import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './client.js';

// Not a type guard: the database keeps its one Drizzle type whichever driver runs it.
const isEmbedded = (db: Db): boolean => db instanceof PgliteDatabase;

/**
 * Runs `work` in a transaction whose commit does not wait for the write-ahead log to reach the disk
 * (PostgreSQL's `synchronous_commit = off`, decision 056): only for records that can be lost in a
 * database server crash without harm, because the person can make them again (a financing
 * simulation). A crash can lose the last fraction of a second of such commits, never consistency;
 * every other write still waits for the disk. On the embedded database `work` runs as it is: it does
 * not flush to the disk at each commit.
 */
export async function withRelaxedCommit<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (isEmbedded(db)) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return work(tx as unknown as Db);
  });
}
