import { describe, expect, it } from 'vitest';
import { isValidMileage, isValidModelYear, latestModelYear, readMileage } from './usage.js';

describe('mileage', () => {
  it('reads whole kilometres with or without thousands separators', () => {
    expect(readMileage('45000')).toEqual({ ok: true, km: 45_000 });
    expect(readMileage(' 45.000 ')).toEqual({ ok: true, km: 45_000 });
    expect(readMileage('1 250 000')).toEqual({ ok: true, km: 1_250_000 });
    expect(readMileage('0')).toEqual({ ok: true, km: 0 });
  });

  it('refuses a sign, letters, decimals, odd grouping and absurd values', () => {
    for (const text of ['-100', 'abc', '12km', '10,5', '1.00', '+5', '3000001', '1e5']) {
      expect(readMileage(text), text).toEqual({ ok: false, code: 'mileage_invalid' });
    }
    expect(readMileage('  ')).toEqual({ ok: false, code: 'mileage_required' });
    expect(isValidMileage(-1)).toBe(false);
    expect(isValidMileage(1.5)).toBe(false);
    expect(isValidMileage(120_000)).toBe(true);
  });
});

describe('model year', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('goes up to next year', () => {
    expect(latestModelYear(now)).toBe(2027);
    expect(isValidModelYear(2027, now)).toBe(true);
    expect(isValidModelYear(2028, now)).toBe(false);
    expect(isValidModelYear(2035, now)).toBe(false);
    expect(isValidModelYear(1899, now)).toBe(false);
    expect(isValidModelYear(2010.5, now)).toBe(false);
  });
});
