import { describe, expect, it } from 'vitest';
import { addMonthsClamped, dayNumberToIso, toDayNumber } from './day-count.js';

const addMonths = (iso: string, months: number): string => dayNumberToIso(addMonthsClamped(toDayNumber(iso), months));

describe('due dates', () => {
  it('fall on the same day of later months, clamped to the month end', () => {
    expect(addMonths('2025-01-10', 1)).toBe('2025-02-10');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 3)).toBe('2025-04-30');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });
  it('count whole days between dates', () => {
    expect(toDayNumber('2025-03-01') - toDayNumber('2025-02-01')).toBe(28);
    expect(toDayNumber('2025-01-01') - toDayNumber('2024-01-01')).toBe(366);
  });
  it('reject impossible and malformed dates', () => {
    expect(() => toDayNumber('2025-02-29')).toThrow(/does not exist/);
    expect(() => toDayNumber('01/02/2025')).toThrow(/YYYY-MM-DD/);
    expect(() => toDayNumber(new Date('nope'))).toThrow(/Invalid Date/);
  });
});
