import { type ValidationResult, VALID, invalid } from './result.js';

/** Removes the punctuation of the CPF mask (dots, hyphen, spaces). */
export function normalizeCpf(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

/**
 * The two check digits of a CPF from its first nine digits: weights 10..2 then 11..2,
 * remainder of ×10 mod 11, where 10 becomes 0.
 */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has nine digits');
  const digit = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  const first = digit(base);
  return `${first}${digit(base + String(first))}`;
}

/**
 * Whether a Brazilian personal tax id (CPF) is valid: eleven digits, unmasked (`52998224725`) or
 * masked (`529.982.247-25`), not all the same digit, and both check digits right.
 */
export function isValidCpf(value: string): boolean {
  const digits = normalizeCpf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** {@link isValidCpf} with the message code to show. */
export function validateCpf(value: string): ValidationResult<'cpf_invalid'> {
  return isValidCpf(value) ? VALID : invalid('cpf_invalid');
}
