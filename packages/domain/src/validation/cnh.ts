import { type DateInput, compareCalendarDates, parseBrDate, toCalendarDate } from '../format/date.js';
import { type ValidationResult, VALID, invalid } from './result.js';

/** Driver license categories (spec §3). */
export const CNH_CATEGORIES = ['AB', 'A', 'B', 'C', 'D', 'E'] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

/**
 * The two check digits of a CNH (driver license register number) from its first nine digits, by
 * the traffic department's rule: weights 9..1, modulo 11 (10 → 0, and then the second digit is
 * lowered by 2); weights 1..9, modulo 11 (10 → 0).
 */
export function cnhCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CNH base has nine digits');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(base[i]) * (9 - i);
  let first = sum % 11;
  let discount = 0;
  if (first >= 10) {
    first = 0;
    discount = 2;
  }
  sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(base[i]) * (i + 1);
  let second = (sum % 11) - discount;
  if (second < 0) second += 11;
  if (second >= 10) second = 0;
  return `${first}${second}`;
}

/** Whether a CNH number is valid: eleven digits, not all equal, both check digits right. */
export function isValidCnh(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cnhCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

export function validateCnh(value: string): ValidationResult<'cnh_invalid'> {
  return isValidCnh(value) ? VALID : invalid('cnh_invalid');
}

/**
 * Checks a CNH expiry typed as `DD/MM/YYYY`: `cnh_expiry_invalid` when it is not a real day,
 * `cnh_expired` ("CNH fora da data de validade") when it is before today. The license is still
 * valid on its expiry day.
 */
export function validateCnhExpiry(
  value: string,
  today: DateInput = new Date(),
): ValidationResult<'cnh_expiry_invalid' | 'cnh_expired'> {
  const expiry = parseBrDate(value);
  const now = toCalendarDate(today);
  if (!expiry || !now) return invalid('cnh_expiry_invalid');
  return compareCalendarDates(expiry, now) < 0 ? invalid('cnh_expired') : VALID;
}

export function isValidCnhExpiry(value: string, today: DateInput = new Date()): boolean {
  return validateCnhExpiry(value, today).ok;
}

/** Whether a CNH category was chosen among the known ones. */
export function isValidCnhCategory(value: string | null | undefined): value is CnhCategory {
  return value != null && (CNH_CATEGORIES as readonly string[]).includes(value);
}

export function validateCnhCategory(
  value: string | null | undefined,
): ValidationResult<'cnh_category_required'> {
  return isValidCnhCategory(value) ? VALID : invalid('cnh_category_required');
}
