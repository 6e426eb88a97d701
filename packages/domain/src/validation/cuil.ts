import { type ValidationResult, VALID, invalid } from './result.js';

/** Prefixes of the general CUIL/CUIT check (people 20, 23, 24, 27; companies 30). */
export const CUIL_PREFIXES = ['20', '23', '24', '27', '30'] as const;
/** Prefixes of the narrower check the spec also gives (20, 27, 30). */
export const CUIL_PREFIXES_STRICT = ['20', '27', '30'] as const;

export interface CuilOptions {
  /** Accept only 20, 27 and 30 (see docs/decisions/003-rule-variants.md for where). */
  strictPrefixes?: boolean;
  /** The DNI typed beside the CUIL; when given it must equal digits 3 to 10. */
  documentNumber?: string;
}

/** Removes the punctuation of the CUIL mask `20-12345678-6`. */
export function normalizeCuil(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * Check digit of a CUIL/CUIT from its first ten digits: weights 2 to 7 cycling from the right,
 * `11 − (sum mod 11)`, where 11 becomes 0 and 10 becomes 9.
 */
export function cuilCheckDigit(base: string): number {
  if (!/^\d{10}$/.test(base)) throw new RangeError('A CUIL base has ten digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(base[i]) * (WEIGHTS[i] ?? 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}

/** The DNI inside a CUIL (digits 3 to 10), or `null` when the CUIL is not eleven digits. */
export function cuilDocumentNumber(value: string): string | null {
  const digits = normalizeCuil(value);
  return /^\d{11}$/.test(digits) ? digits.slice(2, 10) : null;
}

/** Checks a CUIL and says why it fails: `cuil_invalid` or `cuil_document_mismatch`. */
export function validateCuil(
  value: string,
  options: CuilOptions = {},
): ValidationResult<'cuil_invalid' | 'cuil_document_mismatch'> {
  const digits = normalizeCuil(value);
  if (!/^\d{11}$/.test(digits)) return invalid('cuil_invalid');
  const prefixes: readonly string[] = options.strictPrefixes ? CUIL_PREFIXES_STRICT : CUIL_PREFIXES;
  if (!prefixes.includes(digits.slice(0, 2))) return invalid('cuil_invalid');
  if (cuilCheckDigit(digits.slice(0, 10)) !== Number(digits[10])) return invalid('cuil_invalid');
  if (options.documentNumber !== undefined) {
    // A DNI of seven digits sits in the CUIL with a leading zero.
    const dni = options.documentNumber.replace(/\D/g, '').padStart(8, '0');
    if (dni !== digits.slice(2, 10)) return invalid('cuil_document_mismatch');
  }
  return VALID;
}

/**
 * Whether an Argentine tax number (CUIL/CUIT) is valid: eleven digits (masked `20-12345678-6` or
 * not), an allowed prefix, the modulo-11 check digit, and, when a DNI is given, the same number.
 */
export function isValidCuil(value: string, options: CuilOptions = {}): boolean {
  return validateCuil(value, options).ok;
}
