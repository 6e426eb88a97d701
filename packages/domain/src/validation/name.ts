import { type ValidationResult, VALID, invalid } from './result.js';

// Two letters first, then letters, spaces and the punctuation names carry (D'Ávila, Sant-Anna, Jr.).
const NAME = /^\p{L}{2,}[\p{L} ,.'-]*$/u;

/**
 * Whether a name is valid (spec §5): it starts with two or more letters, then has only letters,
 * spaces, commas, dots, apostrophes or hyphens. Accented letters count as letters.
 */
export function isValidName(value: string): boolean {
  return NAME.test(value);
}

/** Whether a full name is valid: a valid name of at least two words (a surname is required). */
export function isValidFullName(value: string): boolean {
  return isValidName(value) && value.trim().split(/\s+/).length >= 2;
}

/**
 * Checks a name: empty (or only spaces) → `name_required` ("Digite seu nome"), otherwise
 * `name_invalid` when it fails.
 */
export function validateName(value: string): ValidationResult<'name_required' | 'name_invalid'> {
  if (value.trim() === '') return invalid('name_required');
  return isValidName(value) ? VALID : invalid('name_invalid');
}

/** Checks a full name and asks for the surname when only one word was typed. */
export function validateFullName(
  value: string,
): ValidationResult<'name_required' | 'name_invalid' | 'surname_required'> {
  const name = validateName(value);
  if (!name.ok) return name;
  return isValidFullName(value) ? VALID : invalid('surname_required');
}
