import { describe, expect, it } from 'vitest';
import { backoffDelayMs, type RetryPolicy } from './backoff.js';

const policy: RetryPolicy = { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 60_000, jitter: 0 };

describe('retry backoff', () => {
  it('doubles the wait after every failure, from the base', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, policy))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffDelayMs(7, policy)).toBe(60_000);
    expect(backoffDelayMs(500, policy)).toBe(60_000);
  });

  it('takes off at most the jitter share, at random', () => {
    const jittered = { ...policy, jitter: 0.25 };
    expect(backoffDelayMs(3, jittered, () => 0)).toBe(4000);
    expect(backoffDelayMs(3, jittered, () => 0.999_999)).toBe(3000);
    expect(backoffDelayMs(3, jittered, () => 0.5)).toBe(3500);
  });
});
