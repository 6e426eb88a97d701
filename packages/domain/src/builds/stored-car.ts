/**
 * The current car kept in the browser's local storage (spec document 1 §4 "Behaviours", §5 "A
 * stored car is valid only with…", §9 time-to-live).
 */
import { STORED_STATE_TTL_MS, isStoredCarValid, parseStoredLocation } from '../validation/stored-state.js';
import { NO_TOTALS, createEmptyCar, type CurrentCar } from './current-car.js';

export interface StoredCar extends CurrentCar {
  /** Epoch milliseconds of the last save. */
  savedAt: number;
}

/** What to write to local storage on every change of the car. */
export function toStoredCar(car: CurrentCar, now: number): StoredCar {
  return { ...car, savedAt: now };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value read from local storage is a car that may be restored: the spec's rule (a model
 * code, a location with a country code, saved less than `ttlMs` ago; see `isStoredCarValid`) plus
 * the shape {@link loadStoredCar} needs.
 */
export function canRestoreStoredCar(
  stored: unknown,
  now: number,
  ttlMs: number = STORED_STATE_TTL_MS,
): stored is StoredCar {
  if (!isRecord(stored) || !isRecord(stored.mvs) || !isRecord(stored.location)) return false;
  for (const key of ['parts', 'services', 'groupedMvs'] as const) {
    if (key in stored && !Array.isArray(stored[key])) return false;
  }
  const { modelCode } = stored.mvs;
  const { countryCode } = stored.location;
  const { savedAt } = stored;
  if (typeof modelCode !== 'string' || typeof countryCode !== 'string') return false;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return false;
  return isStoredCarValid({ modelCode: modelCode.trim(), location: { countryCode: countryCode.trim() }, savedAt }, now, ttlMs);
}

/** A stored location must be valid JSON with a countryCode (spec §5). */
export function isValidStoredLocation(json: string | null | undefined): boolean {
  return parseStoredLocation(json) !== null;
}

/**
 * The car to resume from a valid stored one: the prices of the model, colour, coating, parts and
 * services are cleared (they may have changed since), the totals with them, and the car is marked
 * loadedFromLocalStorage and due for re-pricing.
 */
export function loadStoredCar(stored: StoredCar): CurrentCar {
  const { savedAt: _savedAt, ...saved } = stored;
  const car: CurrentCar = { ...createEmptyCar(), ...saved };
  return {
    ...car,
    mvs: car.mvs ? { ...car.mvs, price: null } : null,
    color: car.color ? { ...car.color, price: null } : null,
    coating: car.coating ? { ...car.coating, price: null } : null,
    parts: car.parts.map((p) => ({ ...p, price: null })),
    services: car.services.map((s) => ({ ...s, price: null })),
    prices: null,
    ...NO_TOTALS,
    loadedFromLocalStorage: true,
    updatePrice: true,
  };
}

/** Reads local storage's text: the car to resume, or null when there is none or it is not valid. */
export function readStoredCar(
  json: string | null | undefined,
  now: number,
  ttlMs: number = STORED_STATE_TTL_MS,
): CurrentCar | null {
  if (typeof json !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return canRestoreStoredCar(value, now, ttlMs) ? loadStoredCar(value) : null;
}
