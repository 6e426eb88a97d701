import { type ValidationResult, VALID, invalid } from './result.js';

function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Brazilian area codes have two digits, neither of them zero.
const AREA_CODE = /^[1-9]{2}/;

/**
 * Whether a Brazilian mobile number is valid (spec §5): with its area code it has at least ten
 * digits (at most eleven: area code and nine digits), and the digit after the area code is 8 or 9.
 * Masks such as `(11) 98765-4321` are accepted.
 */
export function isValidMobilePhone(value: string): boolean {
  const digits = phoneDigits(value);
  if (digits.length < 10 || digits.length > 11 || !AREA_CODE.test(digits)) return false;
  return digits[2] === '8' || digits[2] === '9';
}

/**
 * Whether a Brazilian phone number (landline or mobile) is valid: area code and eight or nine
 * digits. Eleven-digit numbers are mobiles, which start with 9.
 */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value);
  if (!AREA_CODE.test(digits)) return false;
  if (digits.length === 10) return true;
  return digits.length === 11 && digits[2] === '9';
}

/** Checks a mobile: empty → "Digite seu celular", invalid → "Digite um telefone válido". */
export function validateMobilePhone(
  value: string,
): ValidationResult<'mobile_phone_required' | 'phone_invalid'> {
  if (phoneDigits(value) === '') return invalid('mobile_phone_required');
  return isValidMobilePhone(value) ? VALID : invalid('phone_invalid');
}

export function validatePhone(value: string): ValidationResult<'phone_invalid'> {
  return isValidPhone(value) ? VALID : invalid('phone_invalid');
}

/** The number as the phone validity check expects it: digits only, prefixed with 0 (spec doc 2 §5). */
export function toPhoneCheckNumber(value: string): string {
  return `0${phoneDigits(value)}`;
}
