import type { CountryCode } from '../markets/markets.js';
import { type ValidationResult, VALID, invalid } from './result.js';

const CEP = /^\d{5}-?\d{3}$/;
// Argentina: the four-digit code or the CPA (letter, four digits, three letters).
const AR_POSTAL_CODE = /^(\d{4}|[A-Z]\d{4}[A-Z]{3})$/;

/**
 * Whether a postal code is valid. In Brazil (the default) a CEP is `12345-678` or eight digits
 * (spec §5); in Argentina four digits or the CPA `C1425ABC`.
 */
export function isValidPostalCode(value: string, country: CountryCode = 'BR'): boolean {
  return country === 'AR' ? AR_POSTAL_CODE.test(value.toUpperCase()) : CEP.test(value);
}

/** The postal code as sent to a lookup: the hyphen removed (spec §5 and document 2 §5). */
export function normalizePostalCode(value: string): string {
  return value.replace('-', '').trim().toUpperCase();
}

/** Checks a CEP: empty → "Digite seu CEP", malformed → `cep_invalid`. */
export function validatePostalCode(
  value: string,
  country: CountryCode = 'BR',
): ValidationResult<'cep_required' | 'cep_invalid'> {
  if (value.trim() === '') return invalid('cep_required');
  return isValidPostalCode(value, country) ? VALID : invalid('cep_invalid');
}
