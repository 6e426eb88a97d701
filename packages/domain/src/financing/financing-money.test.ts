import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents, roundCentsHalfUp } from './financing-money.js';

describe('roundCentsHalfUp', () => {
  it('rounds half a cent up, and half a cent of debit to a whole cent of debit', () => {
    expect(roundCentsHalfUp(12.5)).toBe(13);
    expect(roundCentsHalfUp(12.4999)).toBe(12);
    expect(roundCentsHalfUp(-12.5)).toBe(-13);
    expect(roundCentsHalfUp(0)).toBe(0);
  });
  it('treats binary noise as the decimal a person typed', () => {
    // 1.005 × 100 is 100.49999999999999 in binary floating point.
    expect(roundCentsHalfUp(1.005 * 100)).toBe(101);
    expect(roundCentsHalfUp(1.015 * 100)).toBe(102);
  });
  it('refuses a non-finite amount', () => {
    expect(() => roundCentsHalfUp(Number.NaN)).toThrow(/non-finite/);
  });
  it('never moves an amount by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (x) => {
        const r = roundCentsHalfUp(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('percentOfCents', () => {
  it('takes a percentage of a price to the cent', () => {
    // 30 % of R$ 89.990,00
    expect(percentOfCents(8_999_000, 30)).toBe(2_699_700);
    // 15 % of R$ 89.999,90 = R$ 13.499,985 → R$ 13.499,99
    expect(percentOfCents(8_999_990, 15)).toBe(1_349_999);
    expect(percentOfCents(8_999_990, 0)).toBe(0);
  });
});
