import { describe, expect, it } from 'vitest';
import {
  type RateableTestDrive,
  TEST_DRIVE_RATING_LABELS,
  canRateTestDrive,
  rateTestDrive,
} from './test-drive-rating.js';

const at = new Date('2026-03-12T18:00:00Z');
const done: RateableTestDrive = {
  status: 'DONE',
  requestedAt: new Date('2026-03-10T13:00:00Z'),
  date: '2026-03-12',
  statusChangedAt: at,
  rating: null,
  ratedAt: null,
};

describe('test-drive rating', () => {
  it('labels the five grades as the spec words them', () => {
    expect([1, 2, 3, 4, 5].map((n) => TEST_DRIVE_RATING_LABELS[n as 1 | 2 | 3 | 4 | 5]['pt-BR'])).toEqual([
      'Muito Ruim',
      'Ruim',
      'Regular',
      'Bom',
      'Muito Bom',
    ]);
    expect(TEST_DRIVE_RATING_LABELS[5]['es-AR']).toBe('Muy bueno');
  });

  it('takes the buyer’s rating once, after the test drive is done', () => {
    const now = new Date('2026-03-13T10:00:00Z');
    const result = rateTestDrive(done, 4, 'customer', now);
    expect(result).toEqual({ ok: true, testDrive: { ...done, rating: 4, ratedAt: now } });
    if (!result.ok) return;
    expect(canRateTestDrive(result.testDrive)).toBe(false);
    expect(rateTestDrive(result.testDrive, 5, 'customer', now)).toEqual({
      ok: false,
      failure: { reason: 'already-rated' },
    });
  });

  it('refuses a rating before DONE, out of 1–5 or from someone else', () => {
    for (const status of ['REQUESTED', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(canRateTestDrive({ ...done, status })).toBe(false);
      expect(rateTestDrive({ ...done, status }, 5, 'customer', at)).toEqual({
        ok: false,
        failure: { reason: 'not-done' },
      });
    }
    for (const rating of [0, 6, 3.5, Number.NaN]) {
      expect(rateTestDrive(done, rating, 'customer', at)).toEqual({
        ok: false,
        failure: { reason: 'invalid-rating' },
      });
    }
    expect(rateTestDrive(done, 5, 'dealer', at)).toEqual({
      ok: false,
      failure: { reason: 'actor-not-allowed', actor: 'dealer' },
    });
  });
});
