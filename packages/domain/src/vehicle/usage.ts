/**
 * A car's use as its owner types it: mileage and model year. The garage, the revisions page and
 * the api read them with these rules, so a form and the server refuse the same things.
 */

/** The highest mileage a form accepts, km (a taxi's lifetime is well below it). */
export const MAX_MILEAGE_KM = 2_000_000;

/** The oldest model year a form accepts. */
export const MIN_MODEL_YEAR = 1900;

export type MileageReading =
  { ok: true; km: number } | { ok: false; code: 'mileage_required' | 'mileage_invalid' };

/**
 * Reads a mileage typed by a person: whole kilometres, digits with optional thousands separators
 * (`45.000`, `45 000`, `45,000`). A sign, a decimal part, letters or more than
 * {@link MAX_MILEAGE_KM} are refused: "-100" and "abc" are not mileages.
 */
export function readMileage(text: string): MileageReading {
  const value = text.trim();
  if (value === '') return { ok: false, code: 'mileage_required' };
  if (!/^\d{1,3}([.\s,]\d{3})*$|^\d+$/.test(value)) return { ok: false, code: 'mileage_invalid' };
  const km = Number(value.replace(/\D/g, ''));
  return Number.isSafeInteger(km) && km <= MAX_MILEAGE_KM
    ? { ok: true, km }
    : { ok: false, code: 'mileage_invalid' };
}

/** Whether a number is a mileage: whole, not negative, not beyond {@link MAX_MILEAGE_KM}. */
export function isValidMileage(km: number): boolean {
  return Number.isInteger(km) && km >= 0 && km <= MAX_MILEAGE_KM;
}

/** The newest model year sold on `now`: cars of next year's model are on sale from mid-year. */
export function latestModelYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** Whether a model (or manufacture) year can be a real car's: from 1900 to next year. */
export function isValidModelYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_MODEL_YEAR && year <= latestModelYear(now);
}
