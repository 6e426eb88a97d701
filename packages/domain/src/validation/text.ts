import type { MessageCode } from '../messages/messages.js';
import { type ValidationResult, VALID, invalid } from './result.js';

/**
 * Generic field rules of spec document 1 §5 ("Rules" and "Also: …"). Each rule only judges what it
 * names: an empty value passes every rule but {@link isRequired}, so a form composes them.
 */

const FREE_TEXT_FORBIDDEN = /[&$<>%]/;

/** Free text may not contain `& $ < > %`. */
export function isSafeFreeText(value: string): boolean {
  return !FREE_TEXT_FORBIDDEN.test(value);
}

/** A field must not start with a space. */
export function isNotStartingWithSpace(value: string): boolean {
  return !/^\s/.test(value);
}

/** A number must be greater than 0; text is read as a number first. */
export function isPositiveNumber(value: number | string): boolean {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0;
}

/** Letters only (spaces between words allowed), e.g. an occupation description. */
export function isLettersOnly(value: string): boolean {
  return /^[\p{L} ]*$/u.test(value);
}

/** Digits only. */
export function isNumericOnly(value: string): boolean {
  return /^\d*$/.test(value);
}

/** At most `max` characters. */
export function hasMaxLength(value: string, max: number): boolean {
  return [...value].length <= max;
}

/** At least `min` characters. */
export function hasMinLength(value: string, min: number): boolean {
  return [...value].length >= min;
}

/** Empty, or at least `min` characters: for optional fields with a minimum. */
export function isEmptyOrMinLength(value: string, min: number): boolean {
  return value === '' || hasMinLength(value, min);
}

/** At least `min` options chosen. */
export function hasMinSelected(selected: readonly unknown[], min: number): boolean {
  return selected.length >= min;
}

/** At most `max` options chosen. */
export function hasMaxSelected(selected: readonly unknown[], max: number): boolean {
  return selected.length <= max;
}

/** Strictly greater than `min`. */
export function isGreaterThan(value: number, min: number): boolean {
  return Number.isFinite(value) && value > min;
}

/**
 * Whether a required field has a value: text with something besides spaces, a non-empty list,
 * a finite number, `true`. `null`, `undefined`, `false` and `NaN` are missing.
 */
export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A checkbox that must be ticked (a consent, the terms). */
export function isCheckboxChecked(value: unknown): boolean {
  return value === true;
}

/**
 * {@link isRequired} with the message the field shows when empty, e.g.
 * `requireValue(gender, 'gender_required')`.
 */
export function requireValue<Code extends MessageCode>(value: unknown, code: Code): ValidationResult<Code> {
  return isRequired(value) ? VALID : invalid(code);
}

/**
 * Whether at least one of several alternative fields has a value (spec §5: "at least one model or
 * manufactured year").
 */
export function hasAnyValue(values: readonly unknown[]): boolean {
  return values.some(isRequired);
}
