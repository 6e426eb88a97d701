/** Lifetime of the stored car and location unless page settings say otherwise (spec §9: 4 hours). */
export const STORED_STATE_TTL_MS = 14_400_000;

/** What a stored location must carry to be used. */
export interface StoredLocation {
  countryCode: string;
  [key: string]: unknown;
}

/**
 * Reads a stored location: valid JSON of an object with a non-empty `countryCode` (spec §5),
 * otherwise `null`, so a corrupt cookie is ignored rather than crashing the page.
 */
export function parseStoredLocation(raw: string | null | undefined): StoredLocation | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const countryCode = (parsed as { countryCode?: unknown }).countryCode;
  return typeof countryCode === 'string' && countryCode !== '' ? (parsed as StoredLocation) : null;
}

/** The parts of a stored car the validity rule reads. */
export interface StoredCarEnvelope {
  /** Model code of the car's MVS. */
  modelCode?: string | null;
  location?: { countryCode?: string | null } | null;
  /** When it was saved, in milliseconds since the epoch. */
  savedAt: number;
}

/**
 * Whether a stored car may be restored (spec §5): it has a model code, a location with a country
 * code, and was saved less than the time-to-live ago (4 hours unless page settings say otherwise).
 */
export function isStoredCarValid(
  car: StoredCarEnvelope,
  now: number = Date.now(),
  ttlMs: number = STORED_STATE_TTL_MS,
): boolean {
  if (!car.modelCode) return false;
  if (!car.location?.countryCode) return false;
  const age = now - car.savedAt;
  return age >= 0 && age < ttlMs;
}
