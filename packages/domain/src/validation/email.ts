import { type ValidationResult, VALID, invalid } from './result.js';

// Local part and domain labels as browsers check `type=email`, but with a dotted domain ending
// in a top-level name of letters, since a CRM cannot mail `someone@localhost`.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** Longest address a mail server accepts. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether an e-mail address is valid (spec §5): no question mark, no accented (non-ASCII)
 * characters, and the standard `local@domain.tld` pattern without doubled or edge dots.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  if (value.includes('?')) return false;
  if (/[^\x20-\x7E]/.test(value)) return false;
  if (!EMAIL.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.') && !value.includes('..');
}

export function validateEmail(value: string): ValidationResult<'email_invalid'> {
  return isValidEmail(value) ? VALID : invalid('email_invalid');
}

/** Compares addresses as mail servers do for our purposes: ignoring case and outer spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Checks an additional e-mail (of a dependant, a co-buyer): valid, and not the holder's own
 * ("O email não pode ser o mesmo do titular").
 */
export function validateAdditionalEmail(
  value: string,
  holderEmail: string,
): ValidationResult<'email_invalid' | 'email_same_as_holder'> {
  if (!isValidEmail(value)) return invalid('email_invalid');
  return sameEmail(value, holderEmail) ? invalid('email_same_as_holder') : VALID;
}

/** Whether an additional e-mail differs from the holder's. */
export function isEmailDifferentFromHolder(value: string, holderEmail: string): boolean {
  return !sameEmail(value, holderEmail);
}
