import { type ValidationResult, VALID, invalid } from './result.js';

/** Length of a new password (spec §5 and §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** Characters a password may not contain (spec §5). */
export const PASSWORD_FORBIDDEN_CHARS = ['<', '>', '+', '|', '/', '*', '?', '\\'] as const;

/** A password rule, named by the code of the message that explains it. */
export type PasswordRule =
  | 'password_length'
  | 'password_digit'
  | 'password_lowercase'
  | 'password_uppercase'
  | 'password_special'
  | 'password_forbidden_chars';

/** Every password rule in the order a form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'password_length',
  'password_digit',
  'password_lowercase',
  'password_uppercase',
  'password_special',
  'password_forbidden_chars',
];

const FORBIDDEN = /[<>+|/*?\\]/;

/**
 * The rules a new password breaks, empty when it is acceptable: 8 to 16 characters, a digit, a
 * lower-case and an upper-case letter, a special character (neither letter, digit nor space), and
 * none of `< > + | / * ? \`.
 */
export function checkPassword(value: string): PasswordRule[] {
  const length = [...value].length;
  const failed: PasswordRule[] = [];
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) failed.push('password_length');
  if (!/\p{Nd}/u.test(value)) failed.push('password_digit');
  if (!/\p{Ll}/u.test(value)) failed.push('password_lowercase');
  if (!/\p{Lu}/u.test(value)) failed.push('password_uppercase');
  if (!/[^\p{L}\p{N}\s]/u.test(value)) failed.push('password_special');
  if (FORBIDDEN.test(value)) failed.push('password_forbidden_chars');
  return failed;
}

/** Whether a new password follows every rule of {@link checkPassword}. */
export function isValidPassword(value: string): boolean {
  return checkPassword(value).length === 0;
}

/**
 * Checks the current password typed to confirm a change: required, and at least 8 characters (the
 * spec's other variant). Its other rules are not re-checked: older passwords may predate them.
 */
export function validateCurrentPassword(
  value: string,
): ValidationResult<'current_password_required' | 'current_password_too_short'> {
  if (value === '') return invalid('current_password_required');
  return [...value].length < PASSWORD_MIN_LENGTH ? invalid('current_password_too_short') : VALID;
}

/** Whether the confirmation repeats the password exactly. */
export function isPasswordConfirmed(password: string, confirmation: string): boolean {
  return password === confirmation;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult<'password_mismatch'> {
  return isPasswordConfirmed(password, confirmation) ? VALID : invalid('password_mismatch');
}
