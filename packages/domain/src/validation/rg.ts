import { type ValidationResult, VALID, invalid } from './result.js';

/** Most digits an RG may have (spec §9). */
export const RG_MAX_DIGITS = 50;

/**
 * Whether an RG (Brazilian identity card number) is acceptable: its digits, once everything else is
 * stripped, are between 1 and 50. States number RGs differently, so there is no check digit test.
 */
export function isValidRg(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 1 && digits.length <= RG_MAX_DIGITS;
}

export function validateRg(value: string): ValidationResult<'rg_invalid'> {
  return isValidRg(value) ? VALID : invalid('rg_invalid');
}
