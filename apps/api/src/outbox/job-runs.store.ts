import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { periodicJobRuns } from '../db/schema/periodic-jobs.js';

/**
 * Claims this period's run of a job for one worker: true for exactly one of the workers asking
 * within `everyMs`, in one statement (the row lock of the upsert settles who came first).
 */
export async function claimJobRun(
  db: Db,
  job: { name: string; everyMs: number },
  now: Date,
  runner: string,
): Promise<boolean> {
  const due = new Date(now.getTime() - job.everyMs);
  const claimed = await db
    .insert(periodicJobRuns)
    .values({ name: job.name, lastRunAt: now, runs: 1, lastRunner: runner })
    .onConflictDoUpdate({
      target: periodicJobRuns.name,
      set: {
        lastRunAt: now,
        runs: sql`${periodicJobRuns.runs} + 1`,
        lastRunner: runner,
      },
      setWhere: sql`${periodicJobRuns.lastRunAt} <= ${due.toISOString()}::timestamptz`,
    })
    .returning({ name: periodicJobRuns.name });
  return claimed.length > 0;
}
