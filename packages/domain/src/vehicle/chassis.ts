import type { CountryCode } from '../markets/markets.js';
import { type ValidationResult, VALID, invalid } from '../validation/result.js';
import { isValidPlate } from './plate.js';

/** Length of a chassis number (spec §9). */
export const CHASSIS_LENGTH = 17;

/**
 * Whether a chassis number (VIN) is valid (spec §5): exactly 17 characters A–Z and 0–9. Lower-case
 * letters are read as capitals, since scanners and people type both.
 */
export function isValidChassis(value: string): boolean {
  return /^[A-Z0-9]{17}$/.test(value.toUpperCase());
}

export function validateChassis(value: string): ValidationResult<'chassis_invalid'> {
  return isValidChassis(value) ? VALID : invalid('chassis_invalid');
}

/**
 * What a recall search was given (spec §5: a plate of the market or a chassis of 17): `'plate'`,
 * `'chassis'`, or `null`, for which the screen shows "Placa ou chassi inválido".
 */
export function recallQueryKind(value: string, country: CountryCode = 'BR'): 'plate' | 'chassis' | null {
  const text = value.trim();
  if (isValidChassis(text)) return 'chassis';
  if (isValidPlate(text, country)) return 'plate';
  return null;
}

export function validateRecallQuery(
  value: string,
  country: CountryCode = 'BR',
): ValidationResult<'plate_chassis_invalid'> {
  return recallQueryKind(value, country) === null ? invalid('plate_chassis_invalid') : VALID;
}
