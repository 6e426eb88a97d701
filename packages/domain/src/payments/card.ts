import { type DateInput, expandTwoDigitYear, toCalendarDate } from '../format/date.js';
import { type ValidationResult, VALID, invalid } from '../validation/result.js';

/** Card brands the platform recognises (spec §5). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How each brand is written on screen (the same in every market). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Digits a card number may have (spec §9). */
export const CARD_MIN_DIGITS = 13;
export const CARD_MAX_DIGITS = 16;

/** The digits of a card number once spaces (and the hyphens some people type) are removed. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a string of digits passes the Luhn checksum. Non-digit or empty input fails. */
export function luhn(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes a partial number. */
export function luhnCheckDigit(partial: string): number {
  for (let d = 0; d <= 9; d++) if (luhn(partial + String(d))) return d;
  throw new RangeError('Not a string of digits');
}

/**
 * Whether a card number is valid (spec §5): 13 to 16 digits after removing spaces, not all zeros,
 * and the Luhn checksum passes.
 */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits) || digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS)
    return false;
  return !/^0+$/.test(digits) && luhn(digits);
}

export function validateCardNumber(value: string): ValidationResult<'card_number_invalid'> {
  return isValidCardNumber(value) ? VALID : invalid('card_number_invalid');
}

// Issuer number ranges, as [low, high] prefixes of equal length. Co-branded 622126–622925 is read
// as UnionPay, which issues most of them.
const RANGES: Readonly<Record<CardBrand, readonly (readonly [string, string])[]>> = {
  visa: [['4', '4']],
  mastercard: [
    ['51', '55'],
    ['2221', '2720'],
  ],
  amex: [
    ['34', '34'],
    ['37', '37'],
  ],
  discover: [
    ['6011', '6011'],
    ['644', '649'],
    ['65', '65'],
  ],
  diners: [
    ['300', '305'],
    ['309', '309'],
    ['36', '36'],
    ['38', '39'],
  ],
  jcb: [['3528', '3589']],
  unionpay: [['62', '62']],
};

function couldBeInRange(digits: string, [low, high]: readonly [string, string]): boolean {
  const size = low.length;
  if (digits.length >= size) {
    const prefix = digits.slice(0, size);
    return prefix >= low && prefix <= high;
  }
  // A partial number fits when some completion of it falls in the range.
  const smallest = digits.padEnd(size, '0');
  const largest = digits.padEnd(size, '9');
  return largest >= low && smallest <= high;
}

/**
 * The brand of a card number, from its issuer prefix (Visa, Mastercard including the 2-series,
 * Amex, Discover, Diners, JCB, UnionPay). Works on a partial number as the user types: the brand is
 * returned as soon as only one brand can still match, `null` before that or when none does.
 */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return null;
  const candidates = CARD_BRANDS.filter((brand) =>
    RANGES[brand].some((range) => couldBeInRange(digits, range)),
  );
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/**
 * Whether a card expiry `MM/YY` is acceptable (spec §5): month 1 to 12, not in the past. A card is
 * good through the last day of its month. Years follow the two-digit rule (00–68 are 20xx).
 */
export function isValidCardExpiry(value: string, today: DateInput = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  const now = toCalendarDate(today);
  if (!match || !now) return false;
  const month = Number(match[1]);
  const year = expandTwoDigitYear(Number(match[2]));
  if (month < 1 || month > 12) return false;
  return year > now.year || (year === now.year && month >= now.month);
}

export function validateCardExpiry(
  value: string,
  today: DateInput = new Date(),
): ValidationResult<'card_expiry_invalid'> {
  return isValidCardExpiry(value, today) ? VALID : invalid('card_expiry_invalid');
}

/** Whether a security code fits the brand: four digits for Amex, three for the others. */
export function isValidCardCvv(value: string, brand: CardBrand | null = null): boolean {
  if (brand === 'amex') return /^\d{4}$/.test(value);
  if (brand === null) return /^\d{3,4}$/.test(value);
  return /^\d{3}$/.test(value);
}

export function validateCardCvv(
  value: string,
  brand: CardBrand | null = null,
): ValidationResult<'card_cvv_invalid'> {
  return isValidCardCvv(value, brand) ? VALID : invalid('card_cvv_invalid');
}

/** Whether the name printed on a card is acceptable: letters and spaces, at least two letters. */
export function isValidCardHolderName(value: string): boolean {
  return /^\p{L}[\p{L} ]*\p{L}$/u.test(value.trim()) && value.trim().length <= 26;
}

export function validateCardHolderName(value: string): ValidationResult<'card_name_invalid'> {
  return isValidCardHolderName(value) ? VALID : invalid('card_name_invalid');
}
