import { type CashFlowDate, toDayNumber } from './day-count.js';
import { FinancingError, type FinancingErrorCode } from './financing-errors.js';

export type { CashFlowDate } from './day-count.js';

// Time-value-of-money primitives in the spreadsheet convention: money received (a loan taken) is
// positive, money paid is negative, rates are decimals per period (0.02 = 2 % a month). Results
// are not rounded; the engines round at the points a contract does.

/** 0 = payments at the end of each period (the usual loan), 1 = at the beginning. */
export type PaymentTiming = 0 | 1;

/** (1 + r)^n − 1, accurate when r is close to 0. */
function growthMinusOne(r: number, n: number): number {
  return Math.expm1(n * Math.log1p(r));
}

/** ((1 + r)^n − 1) / r, with its limit n at r = 0. */
function annuityFactor(r: number, n: number): number {
  return Math.abs(r) < 1e-12 ? n : growthMinusOne(r, n) / r;
}

function assertPeriods(nper: number): void {
  if (!Number.isFinite(nper) || nper <= 0) {
    throw new FinancingError('INVALID_ARGUMENT', `nper must be a positive number, got ${nper}`);
  }
}

function assertRate(r: number, name = 'rate'): void {
  if (!Number.isFinite(r) || r <= -1) {
    throw new FinancingError('INVALID_ARGUMENT', `${name} must be a finite number above -1, got ${r}`);
  }
}

/**
 * Payment per period of a loan (spreadsheet PMT).
 *
 * @param rate - interest rate per period as a decimal.
 * @param nper - number of periods.
 * @param pv - present value; a loan taken is positive.
 * @param fv - value left after the last payment (a balloon still owed is negative).
 * @param type - 0 when payments fall at the end of each period, 1 at the beginning.
 * @returns the payment, negative for a loan taken. `pmt(0.02, 12, 10000)` ≈ −945.60.
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: PaymentTiming = 0): number {
  assertRate(rate);
  assertPeriods(nper);
  if (Math.abs(rate) < 1e-12) return -(pv + fv) / nper;
  const g = growthMinusOne(rate, nper);
  return -((pv * (1 + g) + fv) * rate) / ((1 + rate * type) * g);
}

/** Future value after `nper` periods (spreadsheet FV); same sign convention as {@link pmt}. */
export function fv(rate: number, nper: number, payment: number, pv = 0, type: PaymentTiming = 0): number {
  assertRate(rate);
  assertPeriods(nper);
  const growth = growthMinusOne(rate, nper) + 1;
  return -(pv * growth + payment * (1 + rate * type) * annuityFactor(rate, nper));
}

/** Present value of `payment` for `nper` periods (spreadsheet PV); same sign convention as {@link pmt}. */
export function pv(rate: number, nper: number, payment: number, futureValue = 0, type: PaymentTiming = 0): number {
  assertRate(rate);
  assertPeriods(nper);
  const growth = growthMinusOne(rate, nper) + 1;
  return -(futureValue + payment * (1 + rate * type) * annuityFactor(rate, nper)) / growth;
}

interface SolveOptions {
  guess: number;
  /** Magnitude of the cash flows, so "close enough to zero" does not depend on the currency unit. */
  scale: number;
  code: FinancingErrorCode;
  what: string;
}

// Points where a sign change is looked for when Newton's method fails; dense where real loan
// rates live (0 – 10 % a period), sparse elsewhere.
const BRACKET_GRID = [
  -0.999, -0.99, -0.9, -0.75, -0.5, -0.3, -0.2, -0.1, -0.05, -0.02, -0.01, -0.001, 0, 0.0005, 0.001,
  0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5,
  10, 100, 1000,
];

/**
 * Root of a rate equation f(r) = 0 on (−1, ∞): Newton's method from the guess, then bisection on
 * the sign change nearest the guess when Newton leaves the domain or stalls.
 */
function solveRate(f: (r: number) => number, { guess, scale, code, what }: SolveOptions): number {
  const tolerance = 1e-13 * Math.max(scale, 1e-9);
  let r = guess;
  for (let i = 0; i < 60; i++) {
    const y = f(r);
    if (!Number.isFinite(y)) break;
    if (Math.abs(y) <= tolerance) return r;
    const h = 1e-7 * Math.max(1, Math.abs(r));
    const slope = (f(r + h) - f(r - h)) / (2 * h);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = r - y / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - r) <= 1e-15 * Math.max(1, Math.abs(r))) {
      if (Math.abs(f(next)) <= tolerance * 1e3) return next;
      break;
    }
    r = next;
  }

  const points = BRACKET_GRID.map((x) => ({ x, y: f(x) })).filter((p) => Number.isFinite(p.y));
  const brackets: Array<[number, number]> = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && Math.sign(a.y) !== Math.sign(b.y)) brackets.push([a.x, b.x]);
  }
  const distance = ([a, b]: [number, number]): number => Math.min(Math.abs(a - guess), Math.abs(b - guess));
  brackets.sort((p, q) => distance(p) - distance(q));
  const bracket = brackets[0];
  if (!bracket) {
    throw new FinancingError(code, `${what} did not converge: no rate makes the cash flows balance`);
  }
  let [lo, hi] = bracket;
  let fLo = f(lo);
  for (let i = 0; i < 300 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
    }
  }
  return (lo + hi) / 2;
}

/**
 * Interest rate per period that makes `nper` payments of `pmt` repay `pv` leaving `fv`
 * (spreadsheet RATE). Newton's method from `guess`, with a bisection fallback.
 *
 * @throws FinancingError `RATE_NOT_CONVERGED` when no rate balances the flows (e.g. a loan and
 * its payments with the same sign).
 */
export function rate(
  nper: number,
  pmt: number,
  pv: number,
  fv = 0,
  type: PaymentTiming = 0,
  guess = 0.1,
): number {
  assertPeriods(nper);
  for (const [name, v] of [
    ['pmt', pmt],
    ['pv', pv],
    ['fv', fv],
    ['guess', guess],
  ] as const) {
    if (!Number.isFinite(v)) throw new FinancingError('INVALID_ARGUMENT', `${name} must be finite, got ${v}`);
  }
  const f = (r: number): number =>
    pv * (growthMinusOne(r, nper) + 1) + pmt * (1 + r * type) * annuityFactor(r, nper) + fv;
  return solveRate(f, {
    guess,
    scale: Math.abs(pv) + Math.abs(pmt) * nper + Math.abs(fv),
    code: 'RATE_NOT_CONVERGED',
    what: `rate(nper=${nper}, pmt=${pmt}, pv=${pv}, fv=${fv})`,
  });
}

function assertCashFlows(values: readonly number[], what: string): void {
  if (values.some((v) => !Number.isFinite(v))) {
    throw new FinancingError('INVALID_CASH_FLOWS', `${what}: every cash flow must be a finite number`);
  }
  if (!values.some((v) => v > 0) || !values.some((v) => v < 0)) {
    throw new FinancingError(
      'INVALID_CASH_FLOWS',
      `${what}: the cash flows need at least one positive and one negative value`,
    );
  }
}

/**
 * Net present value (spreadsheet NPV): the first value is discounted by one full period, as in a
 * spreadsheet. For a flow at time 0 add it outside: `values[0] + npv(r, values.slice(1))`.
 */
export function npv(rate: number, values: readonly number[]): number {
  assertRate(rate);
  return values.reduce((sum, v, i) => sum + v / Math.pow(1 + rate, i + 1), 0);
}

/**
 * Internal rate of return per period of evenly spaced cash flows, the first at time 0
 * (spreadsheet IRR).
 *
 * @throws FinancingError `INVALID_CASH_FLOWS` without both a positive and a negative value,
 * `IRR_NOT_CONVERGED` when no rate balances them.
 */
export function irr(values: readonly number[], guess = 0.1): number {
  assertCashFlows(values, 'irr');
  const f = (r: number): number => values.reduce((sum, v, t) => sum + v / Math.pow(1 + r, t), 0);
  return solveRate(f, {
    guess,
    scale: values.reduce((s, v) => s + Math.abs(v), 0),
    code: 'IRR_NOT_CONVERGED',
    what: 'irr',
  });
}

/** A dated cash flow; amounts follow the spreadsheet sign convention. */
export interface DatedCashFlow {
  date: CashFlowDate;
  amount: number;
}

/** A cash flow placed by its distance in days from the first flow (may be fractional). */
export interface DayCashFlow {
  days: number;
  amount: number;
}

/**
 * Annual total effective cost (CET) of cash flows placed in days from the contract: the annual
 * rate i with Σ amount_j / (1 + i)^(days_j / 365) = 0 (CMN Resolution 3.517, day count /365).
 */
export function cetAnnualByDays(flows: readonly DayCashFlow[]): number {
  assertCashFlows(
    flows.map((f) => f.amount),
    'cetAnnual',
  );
  if (flows.some((f) => !Number.isFinite(f.days) || f.days < 0)) {
    throw new FinancingError('INVALID_CASH_FLOWS', 'cetAnnual: days must be finite and not negative');
  }
  const years = flows.map((f) => ({ t: f.days / 365, a: f.amount }));
  const f = (i: number): number => {
    const logBase = Math.log1p(i);
    return years.reduce((sum, { t, a }) => sum + a * Math.exp(-t * logBase), 0);
  };
  return solveRate(f, {
    guess: 0.2,
    scale: flows.reduce((s, x) => s + Math.abs(x.amount), 0),
    code: 'CET_NOT_CONVERGED',
    what: 'cetAnnual',
  });
}

/**
 * Annual total effective cost (CET) of dated cash flows, BACEN's rule (CMN Resolution 3.517,
 * BACEN Circular 3.593): the annual rate i with
 * Σ amount_j / (1 + i)^((d_j − d_0) / 365) = 0, where d_0 is the earliest date.
 * Dates are whole calendar days; a `Date` counts by its UTC calendar day.
 *
 * @returns the rate per year as a decimal (0.2534 = 25,34 % a.a.).
 */
export function cetAnnual(flows: readonly DatedCashFlow[]): number {
  if (flows.length === 0) throw new FinancingError('INVALID_CASH_FLOWS', 'cetAnnual: no cash flows');
  const days = flows.map((f) => toDayNumber(f.date));
  const d0 = Math.min(...days);
  return cetAnnualByDays(flows.map((f, j) => ({ days: (days[j] ?? d0) - d0, amount: f.amount })));
}

/** Equivalent rate for a period `periodsPerYear` times shorter: (1 + annual)^(1/n) − 1. */
export function periodicFromAnnual(annualRate: number, periodsPerYear = 12): number {
  assertRate(annualRate, 'annualRate');
  return Math.expm1(Math.log1p(annualRate) / periodsPerYear);
}

/** Equivalent annual rate of a periodic rate compounded `periodsPerYear` times: (1 + r)^n − 1. */
export function annualFromPeriodic(periodicRate: number, periodsPerYear = 12): number {
  assertRate(periodicRate, 'periodicRate');
  return growthMinusOne(periodicRate, periodsPerYear);
}
