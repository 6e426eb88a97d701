import type { RetryPolicy } from './backoff.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface OutboxConfig {
  /** Whether the api runs the worker beside its routes (off when a separate process runs it). */
  runInApi: boolean;
  pollMs: number;
  batchSize: number;
  leaseMs: number;
  policy: Partial<RetryPolicy>;
  /** How often unanswered test-drive requests are expired. */
  testDriveExpiryEveryMs: number;
  /** How often payments left `creating` by a crash are finished or failed against the gateway. */
  paymentReconcileEveryMs: number;
}

const int = (value: string | undefined, min: number): number | undefined => {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= min ? parsed : undefined;
};

/**
 * Reads OUTBOX_WORKER (on | off), OUTBOX_POLL_MS, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_MS,
 * OUTBOX_MAX_ATTEMPTS, OUTBOX_BASE_DELAY_MS, OUTBOX_MAX_DELAY_MS, TEST_DRIVE_EXPIRY_EVERY_MS and
 * PAYMENT_RECONCILE_EVERY_MS.
 */
export function outboxConfigFromEnv(env: Env): OutboxConfig {
  const worker = (env.OUTBOX_WORKER ?? 'on').trim().toLowerCase();
  const policy: Partial<RetryPolicy> = {};
  const maxAttempts = int(env.OUTBOX_MAX_ATTEMPTS, 1);
  const baseDelayMs = int(env.OUTBOX_BASE_DELAY_MS, 1);
  const maxDelayMs = int(env.OUTBOX_MAX_DELAY_MS, 1);
  if (maxAttempts !== undefined) policy.maxAttempts = maxAttempts;
  if (baseDelayMs !== undefined) policy.baseDelayMs = baseDelayMs;
  if (maxDelayMs !== undefined) policy.maxDelayMs = maxDelayMs;
  return {
    runInApi: !['off', 'false', '0'].includes(worker),
    pollMs: int(env.OUTBOX_POLL_MS, 10) ?? 1_000,
    batchSize: int(env.OUTBOX_BATCH_SIZE, 1) ?? 20,
    leaseMs: int(env.OUTBOX_LEASE_MS, 1_000) ?? 60_000,
    policy,
    testDriveExpiryEveryMs: int(env.TEST_DRIVE_EXPIRY_EVERY_MS, 1_000) ?? 60_000,
    paymentReconcileEveryMs: int(env.PAYMENT_RECONCILE_EVERY_MS, 1_000) ?? 60_000,
  };
}
