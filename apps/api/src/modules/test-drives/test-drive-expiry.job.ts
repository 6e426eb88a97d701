import type { PeriodicJob } from '../../outbox/outbox-worker.js';
import { expireDueTestDriveRows } from './test-drives.service.js';

/** The worker's job that expires test-drive requests the dealer left unanswered for 24 hours. */
export function testDriveExpiryJob(everyMs: number): PeriodicJob {
  return { name: 'test-drive-expiry', everyMs, run: (db, now) => expireDueTestDriveRows(db, now) };
}
