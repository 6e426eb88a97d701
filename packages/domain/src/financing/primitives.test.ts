import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinancingError } from './financing-errors.js';
import { roundCentsHalfUp } from './financing-money.js';
import {
  annualFromPeriodic,
  cetAnnual,
  cetAnnualByDays,
  fv,
  irr,
  npv,
  periodicFromAnnual,
  pmt,
  pv,
  rate,
} from './primitives.js';

/** Rounds a currency amount (not cents) to the cent, as a screen shows it. */
const toCent = (x: number): number => roundCentsHalfUp(x * 100) / 100;

/**
 * CET computed without the code under test: whole days between UTC calendar dates, and plain
 * bisection on the annual rate.
 */
function bruteForceCet(flows: Array<{ date: string; amount: number }>): number {
  const day = (s: string): number => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)) / 86_400_000;
  const d0 = Math.min(...flows.map((f) => day(f.date)));
  const value = (i: number): number =>
    flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + i, (day(f.date) - d0) / 365), 0);
  let lo = -0.99;
  let hi = 100;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(value(mid)) === Math.sign(value(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('pmt', () => {
  it('matches the spreadsheet reference vectors to the cent', () => {
    expect(toCent(pmt(0.02, 12, 10000))).toBe(-945.6);
    expect(toCent(pmt(0.08 / 12, 10, 10000))).toBe(-1037.03);
    expect(toCent(pmt(0.08 / 12, 10, 10000, 0, 1))).toBe(-1030.16);
    expect(toCent(pmt(0.06 / 12, 18 * 12, 0, 50000))).toBe(-129.08);
  });
  it('splits the principal evenly at a zero rate', () => {
    expect(pmt(0, 10, 1000)).toBe(-100);
    expect(pmt(0, 4, 1000, -200)).toBe(-200);
  });
  it('accounts for a balloon still owed at the end', () => {
    // 10 000 borrowed at 1 % a month, 3 000 paid after the 12th installment.
    const p = pmt(0.01, 12, 10000, -3000);
    expect(toCent(p)).toBe(-651.94);
    expect(10000 * 1.01 ** 12 + p * ((1.01 ** 12 - 1) / 0.01) - 3000).toBeCloseTo(0, 8);
  });
  it('rejects a non-positive number of periods and a rate at or below -100 %', () => {
    expect(() => pmt(0.02, 0, 1000)).toThrow(/nper/);
    expect(() => pmt(-1, 12, 1000)).toThrow(/rate/);
  });
});

describe('pv and fv', () => {
  it('are consistent with pmt', () => {
    const p = pmt(0.015, 36, 50000);
    expect(pv(0.015, 36, p)).toBeCloseTo(50000, 6);
    expect(fv(0.015, 36, p, 50000)).toBeCloseTo(0, 6);
    expect(toCent(fv(0.06 / 12, 10, -200, -500, 1))).toBe(2581.4);
  });
});

describe('rate', () => {
  it('matches the spreadsheet reference vector', () => {
    expect(rate(48, -200, 8000)).toBeCloseTo(0.0077014725, 9);
  });
  it('finds a zero rate and a negative rate', () => {
    expect(rate(10, -100, 1000)).toBeCloseTo(0, 12);
    expect(rate(10, -90, 1000)).toBeLessThan(0);
  });
  it('throws a clear error when no rate balances the flows', () => {
    let caught: unknown;
    try {
      rate(12, 100, 1000);
    } catch (e) {
      caught = e;
    }
    expect(isFinancingError(caught, 'RATE_NOT_CONVERGED')).toBe(true);
    expect((caught as Error).message).toMatch(/did not converge/);
  });
  it('inverts pmt for any realistic loan', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        // One period paid at its start repays the loan at once, whatever the rate: excluded.
        fc.integer({ min: 2, max: 120 }),
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        fc.constantFrom<0 | 1>(0, 1),
        (r, n, principal, type) => {
          const payment = pmt(r, n, principal, 0, type);
          expect(rate(n, payment, principal, 0, type)).toBeCloseTo(r, 8);
        },
      ),
    );
  });
  it('inverts pmt when a balloon remains', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.05, noNaN: true }),
        fc.integer({ min: 6, max: 72 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (r, n, balloonShare) => {
          const balloon = -100000 * balloonShare;
          expect(rate(n, pmt(r, n, 100000, balloon), 100000, balloon)).toBeCloseTo(r, 8);
        },
      ),
    );
  });
});

describe('npv', () => {
  it('discounts the first value by one period, as a spreadsheet does', () => {
    expect(toCent(npv(0.1, [-10000, 3000, 4200, 6800]))).toBe(1188.44);
    expect(toCent(npv(0.08, [8000, 9200, 10000, 12000, 14500]) - 40000)).toBe(1922.06);
  });
});

describe('irr', () => {
  it('matches the spreadsheet reference vectors', () => {
    expect(irr([-70000, 12000, 15000, 18000, 21000, 26000])).toBeCloseTo(0.086631, 6);
    expect(irr([-70000, 12000, 15000, 18000, 21000])).toBeCloseTo(-0.021245, 6);
    expect(irr([-70000, 12000, 15000], -0.1)).toBeCloseTo(-0.443507, 6);
  });
  it('returns the loan rate for a price-table series', () => {
    const p = pmt(0.0199, 48, 70000);
    expect(irr([70000, ...Array<number>(48).fill(p)])).toBeCloseTo(0.0199, 10);
  });
  it('makes the npv of the flows zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1e6, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (outflow, inflows) => {
          // Keeps the rate in the range of real investments (above about −50 % a period).
          fc.pre(inflows.reduce((a, b) => a + b, 0) > outflow / 2);
          const values = [-outflow, ...inflows];
          const r = irr(values);
          const scale = values.reduce((s, v) => s + Math.abs(v), 0);
          expect(Math.abs(values[0]! + npv(r, values.slice(1))) / scale).toBeLessThan(1e-8);
        },
      ),
    );
  });
  it('refuses flows without a change of sign', () => {
    expect(() => irr([100, 200])).toThrow(/positive and one negative/);
    expect(() => irr([])).toThrow();
  });
});

describe('cetAnnual', () => {
  it('matches an independent bisection on a dated loan', () => {
    const flows = [
      { date: '2025-01-31', amount: 50000 },
      { date: '2025-02-28', amount: -8800 },
      { date: '2025-03-31', amount: -8800 },
      { date: '2025-04-30', amount: -8800 },
      { date: '2025-05-31', amount: -8800 },
      { date: '2025-06-30', amount: -8800 },
      { date: '2025-07-31', amount: -8800 },
    ];
    const expected = bruteForceCet(flows);
    expect(cetAnnual(flows)).toBeCloseTo(expected, 10);
    // Rounded as a contract shows it.
    expect((cetAnnual(flows) * 100).toFixed(2)).toBe((expected * 100).toFixed(2));
  });
  it('equals the annual rate when a loan at 1 % a month is paid exactly a year later', () => {
    expect(cetAnnual([
      { date: '2025-01-01', amount: 1000 },
      { date: '2026-01-01', amount: -1100 },
    ])).toBeCloseTo(0.1, 12);
  });
  it('measures time from the earliest date whatever the order of the flows', () => {
    const a = cetAnnual([
      { date: '2025-07-01', amount: -1060 },
      { date: '2025-01-01', amount: 1000 },
    ]);
    expect(a).toBeCloseTo(1.06 ** (365 / 181) - 1, 10);
  });
  it('accepts Date objects by their UTC calendar day', () => {
    const withDates = cetAnnual([
      { date: new Date(Date.UTC(2025, 0, 1, 15)), amount: 1000 },
      { date: new Date(Date.UTC(2025, 6, 1, 2)), amount: -1060 },
    ]);
    expect(withDates).toBeCloseTo(1.06 ** (365 / 181) - 1, 10);
  });
  it('agrees with an independent bisection for random monthly loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100000, max: 10000000 }),
        fc.integer({ min: 2, max: 24 }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.integer({ min: 0, max: 20000 }),
        (credit, n, r, feeCents) => {
          const installment = -pmt(r, n, credit + feeCents);
          const flows = [{ date: '2025-03-10', amount: credit }];
          for (let m = 1; m <= n; m++) {
            const d = new Date(Date.UTC(2025, 2 + m, 10));
            flows.push({ date: d.toISOString().slice(0, 10), amount: -installment });
          }
          expect(cetAnnual(flows)).toBeCloseTo(bruteForceCet(flows), 8);
        },
      ),
      { numRuns: 50 },
    );
  });
  it('rejects malformed dates and one-sided flows', () => {
    expect(() => cetAnnual([{ date: '2025-02-30', amount: 1 }, { date: '2025-03-01', amount: -1 }])).toThrow(
      /does not exist/,
    );
    expect(() => cetAnnual([{ date: '2025-01-01', amount: 1 }])).toThrow(/positive and one negative/);
    expect(() => cetAnnualByDays([{ days: -1, amount: 1 }, { days: 2, amount: -2 }])).toThrow(/days/);
  });
});

describe('rate conversions', () => {
  it('compound a monthly rate into a year and back', () => {
    expect(annualFromPeriodic(0.01)).toBeCloseTo(0.12682503, 8);
    expect(periodicFromAnnual(annualFromPeriodic(0.0199))).toBeCloseTo(0.0199, 12);
  });
});
