import { ApiError } from './api-client';

/** How many times a failed read is asked again before the page shows its error. */
export const READ_RETRIES = 3;

/**
 * Whether a read that failed `failureCount` times is worth asking again. An answer the api gave on
 * purpose (a 4xx: not found, not allowed, invalid) will not change by asking again, so the page
 * says it at once instead of after the retries' waits; a lost connection, a timeout, too many
 * requests and a server failure may pass, and are asked again up to {@link READ_RETRIES} times.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
