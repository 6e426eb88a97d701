import { FinancingError } from './financing-errors.js';

/**
 * Rounds an amount expressed in cents (possibly fractional) to a whole cent, half away from zero
 * ("half-up" as a contract states it: R$ 0,005 becomes R$ 0,01, and a debit of R$ 0,005 becomes
 * R$ 0,01 of debit).
 *
 * Binary floating point turns 1.005 × 100 into 100.49999999999999; cleaning the value to 15
 * significant digits first makes the half-way cases round the way a person doing the sum would.
 */
export function roundCentsHalfUp(cents: number): number {
  if (!Number.isFinite(cents)) {
    throw new FinancingError('INVALID_ARGUMENT', `Cannot round a non-finite amount (${cents})`);
  }
  const cleaned = Number(Math.abs(cents).toPrecision(15));
  const rounded = Math.floor(cleaned + 0.5);
  return cents < 0 ? -rounded : rounded;
}

/**
 * `percent` % of an amount in cents, rounded half-up to the cent. Used for every "percentage of
 * the price" of the plans: entrance (`entrance percent × price / 100`), balloon, residual.
 */
export function percentOfCents(cents: number, percent: number): number {
  return roundCentsHalfUp((cents * percent) / 100);
}
