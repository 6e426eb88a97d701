import { type ValidationResult, VALID, invalid } from './result.js';

/**
 * Removes the punctuation of the CNPJ mask (dots, slash, hyphen, spaces) and upper-cases, since the
 * alphanumeric CNPJ carries letters that people also type in lower case.
 */
export function normalizeCnpj(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase();
}

/** Value of one CNPJ character: its ASCII code minus 48, so `0`–`9` are 0–9 and `A` is 17. */
export function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function mod11Digit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += cnpjCharValue(chars.charAt(i)) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The two numeric check digits of a CNPJ from its first twelve characters (digits, or digits and
 * capital letters in the alphanumeric form): weights 5..2,9..2 then 6..2,9..2, modulo 11.
 */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has twelve characters 0-9 or A-Z');
  const first = mod11Digit(base, FIRST_WEIGHTS);
  return `${first}${mod11Digit(base + String(first), SECOND_WEIGHTS)}`;
}

/**
 * Whether a Brazilian company tax id (CNPJ) is valid, in the numeric form (`11.222.333/0001-81`)
 * or the alphanumeric form in force since July 2026 (`12.ABC.345/01DE-35`): twelve characters
 * 0–9/A–Z, two numeric check digits, masked or not, never one repeated character.
 */
export function isValidCnpj(value: string): boolean {
  const chars = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(.)\1{13}$/.test(chars)) return false;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/** Whether a CNPJ uses the alphanumeric form (has at least one letter). */
export function isAlphanumericCnpj(value: string): boolean {
  return /[A-Z]/.test(normalizeCnpj(value));
}

/** {@link isValidCnpj} with the message code to show. */
export function validateCnpj(value: string): ValidationResult<'cnpj_invalid'> {
  return isValidCnpj(value) ? VALID : invalid('cnpj_invalid');
}
