/** How a failed delivery is retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the message is DEAD. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further failure. */
  baseDelayMs: number;
  /** The wait never exceeds this. */
  maxDelayMs: number;
  /**
   * Share of the wait drawn at random and taken off (0 to 1), so messages that failed together
   * do not all come back in the same instant.
   */
  jitter: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  jitter: 0.2,
};

/**
 * The wait before attempt `failedAttempts + 1`: `base × 2^(failedAttempts − 1)`, capped at the
 * maximum, less a random share of up to `jitter` of it. `random` returns a number in [0, 1).
 */
export function backoffDelayMs(
  failedAttempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^exponent overflows long before it matters; the cap keeps the number finite.
  const raw = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 40));
  const jitter = Math.min(1, Math.max(0, policy.jitter));
  return Math.round(raw * (1 - jitter * random()));
}
