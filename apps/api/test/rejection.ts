import { expect } from 'vitest';

/**
 * The error a promise is rejected with, which must be of the class given; a promise that resolves,
 * or rejects with another error, fails the test. With `hiding`, the error's message must not carry
 * that text (a partner's key, say).
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
  hiding?: string,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof kind)) throw new Error(`expected a ${kind.name}, got ${String(error)}`);
  if (hiding !== undefined) expect(error.message).not.toContain(hiding);
  return error;
}
