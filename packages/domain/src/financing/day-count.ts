import { FinancingError } from './financing-errors.js';

// Calendar arithmetic for due dates and the CET day count. Everything is counted in whole UTC
// calendar days so the result does not depend on the machine's time zone.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as `'YYYY-MM-DD'` or a `Date` (its UTC calendar day is used). */
export type CashFlowDate = Date | string;

/** Days since 1970-01-01 of a calendar date; throws on a malformed or impossible date. */
export function toDayNumber(date: CashFlowDate): number {
  if (date instanceof Date) {
    const t = date.getTime();
    if (Number.isNaN(t)) throw new FinancingError('INVALID_ARGUMENT', 'Invalid Date');
    return Math.floor(t / MS_PER_DAY);
  }
  const m = ISO_DATE.exec(date);
  if (!m) throw new FinancingError('INVALID_ARGUMENT', `Date must be YYYY-MM-DD, got '${date}'`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new FinancingError('INVALID_ARGUMENT', `Date does not exist: '${date}'`);
  }
  return t / MS_PER_DAY;
}

/** `'YYYY-MM-DD'` of a day number. */
export function dayNumberToIso(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The same day `months` months later, clamped to the month's last day (31 Jan + 1 month = 28 or
 * 29 Feb), which is how installment due dates are set in a contract.
 */
export function addMonthsClamped(day: number, months: number): number {
  const d = new Date(day * MS_PER_DAY);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) / MS_PER_DAY;
}
