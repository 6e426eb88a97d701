import { normalizeCnpj, isValidCnpj } from './cnpj.js';
import { isValidCpf } from './cpf.js';
import { type ValidationResult, VALID, invalid } from './result.js';

export interface CpfOrCnpjOptions {
  /** When set, an empty value passes (spec §5: "Empty passes only when an optional flag is set"). */
  optional?: boolean;
}

/** Which document a CPF-or-CNPJ field holds, by its length without the mask; `null` for neither. */
export function taxIdKind(value: string): 'cpf' | 'cnpj' | null {
  const chars = normalizeCnpj(value);
  if (/^\d{11}$/.test(chars)) return 'cpf';
  if (chars.length === 14) return 'cnpj';
  return null;
}

/**
 * Whether a field that takes a CPF or a CNPJ is valid: eleven digits are a CPF and fourteen
 * characters a CNPJ (masked, 14 and 18 characters). Empty passes only with `optional`.
 */
export function isValidCpfOrCnpj(value: string, options: CpfOrCnpjOptions = {}): boolean {
  if (value === '') return options.optional === true;
  const kind = taxIdKind(value);
  if (kind === 'cpf') return isValidCpf(value);
  if (kind === 'cnpj') return isValidCnpj(value);
  return false;
}

/** {@link isValidCpfOrCnpj} with the message code to show. */
export function validateCpfOrCnpj(
  value: string,
  options: CpfOrCnpjOptions = {},
): ValidationResult<'cpf_cnpj_invalid'> {
  return isValidCpfOrCnpj(value, options) ? VALID : invalid('cpf_cnpj_invalid');
}
