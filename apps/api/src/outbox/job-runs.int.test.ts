import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/client.js';
import { type PeriodicJob, createOutboxWorker } from './outbox-worker.js';

describe('periodic jobs across workers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job once per period however many workers keep its schedule', async () => {
    let now = new Date('2026-03-02T12:00:00Z');
    let runs = 0;
    const job: PeriodicJob = {
      name: 'count-for-test',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({ db: database.db, handlers: {}, jobs: [job], clock: () => now }),
    );
    await Promise.all(workers.map((worker) => worker.runJobs()));
    expect(runs).toBe(1);

    now = new Date(now.getTime() + 30_000);
    await Promise.all(workers.map((worker) => worker.runJobs()));
    expect(runs).toBe(1);

    now = new Date(now.getTime() + 30_000);
    await Promise.all(workers.map((worker) => worker.runJobs()));
    expect(runs).toBe(2);
  });

  it('still runs a job on demand (forced) whatever the schedule says', async () => {
    let runs = 0;
    const job: PeriodicJob = { name: 'forced-for-test', everyMs: 60_000, run: async () => void (runs += 1) };
    const worker = createOutboxWorker({ db: database.db, handlers: {}, jobs: [job] });
    await worker.runJobs();
    await worker.runJobs(true);
    expect(runs).toBe(2);
  });
});
