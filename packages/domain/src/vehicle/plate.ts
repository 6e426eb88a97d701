import type { CountryCode } from '../markets/markets.js';
import { type ValidationResult, VALID, invalid } from '../validation/result.js';

/** Length of a Brazilian plate and of a Mercosur one (spec §9). */
export const PLATE_LENGTH = 7;

/** Upper-cases and drops the hyphen and spaces people type in `abc-1234` or `AB 123 CD`. */
export function normalizePlate(value: string): string {
  return value.replace(/[-\s]/g, '').toUpperCase();
}

/*
 * Plate layouts per market (docs/decisions/011-market-formats.md):
 * - Brazil: old `ABC1234` and Mercosul `ABC1D23` (spec §5: three letters, a digit, a letter or
 *   digit, two digits);
 * - Argentina: the 1995 layout `ABC123` and the Mercosur layout `AB123CD` (from 2016).
 */
const LAYOUTS = {
  BR: { old: /^[A-Z]{3}\d{4}$/, mercosul: /^[A-Z]{3}\d[A-Z]\d{2}$/ },
  AR: { old: /^[A-Z]{3}\d{3}$/, mercosul: /^[A-Z]{2}\d{3}[A-Z]{2}$/ },
} as const satisfies Record<CountryCode, { old: RegExp; mercosul: RegExp }>;

/** Which plate layout of the market a plate uses, `null` when it is not a plate there. */
export function plateKind(value: string, country: CountryCode = 'BR'): 'old' | 'mercosul' | null {
  const plate = normalizePlate(value);
  if (LAYOUTS[country].old.test(plate)) return 'old';
  return LAYOUTS[country].mercosul.test(plate) ? 'mercosul' : null;
}

/** Whether a plate of the market is valid (Brazil by default), in either of its layouts. */
export function isValidPlate(value: string, country: CountryCode = 'BR'): boolean {
  return plateKind(value, country) !== null;
}

export function validatePlate(
  value: string,
  country: CountryCode = 'BR',
): ValidationResult<'plate_required' | 'plate_invalid'> {
  if (value.trim() === '') return invalid('plate_required');
  return isValidPlate(value, country) ? VALID : invalid('plate_invalid');
}

/**
 * Writes a plate as it is shown: Brazil `ABC-1234` (old) or `ABC1D23`; Argentina `ABC 123` (old)
 * or `AB 123 CD`, as the plates are stamped. Anything else comes back as it was typed.
 */
export function formatPlate(value: string, country: CountryCode = 'BR'): string {
  const plate = normalizePlate(value);
  const kind = plateKind(plate, country);
  if (kind === null) return value;
  if (country === 'AR') {
    return kind === 'old'
      ? `${plate.slice(0, 3)} ${plate.slice(3)}`
      : `${plate.slice(0, 2)} ${plate.slice(2, 5)} ${plate.slice(5)}`;
  }
  return kind === 'old' ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/**
 * The Mercosul plate an old Brazilian plate became: its fifth character, a digit, turns into the
 * letter of the same rank (0 → A … 9 → J). Mercosul plates come back unchanged; `null` for
 * non-plates. (Argentine plates were not converted: a car keeps its old plate.)
 */
export function toMercosulPlate(value: string): string | null {
  const plate = normalizePlate(value);
  const kind = plateKind(plate, 'BR');
  if (kind === null) return null;
  if (kind === 'mercosul') return plate;
  return plate.slice(0, 4) + String.fromCharCode(65 + Number(plate.charAt(4))) + plate.slice(5);
}
