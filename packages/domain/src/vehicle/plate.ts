import { type ValidationResult, VALID, invalid } from '../validation/result.js';

/** Length of a plate (spec §9). */
export const PLATE_LENGTH = 7;

/** Upper-cases and drops the hyphen and spaces people type in `abc-1234`. */
export function normalizePlate(value: string): string {
  return value.replace(/[-\s]/g, '').toUpperCase();
}

/**
 * Whether a Brazilian plate is valid (spec §5): three letters, a digit, a letter or digit, two
 * digits. Covers the old form `ABC1234` (also typed `ABC-1234`) and the Mercosul form `ABC1D23`.
 */
export function isValidPlate(value: string): boolean {
  return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(normalizePlate(value));
}

export function validatePlate(value: string): ValidationResult<'plate_required' | 'plate_invalid'> {
  if (value.trim() === '') return invalid('plate_required');
  return isValidPlate(value) ? VALID : invalid('plate_invalid');
}

/** Which plate layout a valid plate uses, `null` when it is not a plate. */
export function plateKind(value: string): 'old' | 'mercosul' | null {
  if (!isValidPlate(value)) return null;
  return /\d/.test(normalizePlate(value).charAt(4)) ? 'old' : 'mercosul';
}

/** Writes a plate as it is shown: `ABC-1234` for the old layout, `ABC1D23` for Mercosul. */
export function formatPlate(value: string): string {
  const plate = normalizePlate(value);
  const kind = plateKind(plate);
  if (kind === 'old') return `${plate.slice(0, 3)}-${plate.slice(3)}`;
  return kind === 'mercosul' ? plate : value;
}

/**
 * The Mercosul plate an old plate became: its fifth character, a digit, turns into the letter of
 * the same rank (0 → A … 9 → J). Mercosul plates come back unchanged; `null` for non-plates.
 */
export function toMercosulPlate(value: string): string | null {
  const plate = normalizePlate(value);
  const kind = plateKind(plate);
  if (kind === null) return null;
  if (kind === 'mercosul') return plate;
  return plate.slice(0, 4) + String.fromCharCode(65 + Number(plate.charAt(4))) + plate.slice(5);
}
