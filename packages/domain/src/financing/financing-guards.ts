import { FinancingError } from './financing-errors.js';

// Internal argument checks shared by the financing modules (not exported from the package root).

/** Throws unless `value` is a whole, non-negative number of cents. */
export function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new FinancingError('INVALID_ARGUMENT', `${name} must be a non-negative whole number of cents`, {
      [name]: value,
    });
  }
}

/** Throws unless `value` is a finite number within [min, max]. */
export function assertFiniteInRange(value: number, name: string, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new FinancingError('INVALID_ARGUMENT', `${name} must be a number between ${min} and ${max}`, {
      [name]: value,
    });
  }
}
