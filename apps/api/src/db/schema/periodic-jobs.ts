import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of each periodic job (expiring test drives…). Every worker process runs the same
 * schedule; a run is claimed here first, so each period's run happens once across all of them.
 */
export const periodicJobRuns = pgTable('periodic_job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** How many times the job ran, whichever worker ran it. */
  runs: integer('runs').notNull().default(0),
  /** The worker that ran it last (process and host), for operators. */
  lastRunner: text('last_runner'),
});
