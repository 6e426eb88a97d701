import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { READ_RETRIES, shouldRetryRead } from './retry-policy';

const answer = (status: number, code = 'x') => new ApiError(status, code, 'message');

describe('shouldRetryRead', () => {
  it.each([400, 401, 403, 404, 409, 422])('says a %i at once', (status) => {
    expect(shouldRetryRead(0, answer(status))).toBe(false);
  });

  it.each([0, 408, 429, 500, 502, 503])('asks again after a %i, up to the limit', (status) => {
    expect(shouldRetryRead(0, answer(status))).toBe(true);
    expect(shouldRetryRead(READ_RETRIES - 1, answer(status))).toBe(true);
    expect(shouldRetryRead(READ_RETRIES, answer(status))).toBe(false);
  });

  it('asks again after an error that is not an api answer (a failed parse, a thrown bug)', () => {
    expect(shouldRetryRead(1, new TypeError('boom'))).toBe(true);
    expect(shouldRetryRead(READ_RETRIES, new TypeError('boom'))).toBe(false);
  });
});
