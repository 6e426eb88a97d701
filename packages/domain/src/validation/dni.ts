import { cuilDocumentNumber, validateCuil } from './cuil.js';
import { type ValidationResult, VALID, invalid } from './result.js';

/** Removes the dots and spaces of a DNI typed `12.345.678`. */
export function normalizeDni(value: string): string {
  return value.replace(/[.\s]/g, '');
}

/**
 * Whether an Argentine DNI is valid: seven or eight digits, masked (`12.345.678`) or not, from
 * 1.000.000 up (lower numbers were never issued to living adults; see
 * docs/decisions/011-market-formats.md).
 */
export function isValidDni(value: string): boolean {
  const digits = normalizeDni(value);
  return /^\d{7,8}$/.test(digits) && Number(digits) >= 1_000_000;
}

export function validateDni(value: string): ValidationResult<'dni_invalid'> {
  return isValidDni(value) ? VALID : invalid('dni_invalid');
}

/** Which Argentine document a text is by its digits: a CUIL/CUIT (11) or a DNI (7 or 8). */
export function argentineDocumentKind(value: string): 'cuil' | 'dni' | null {
  const digits = value.replace(/[.\-\s]/g, '');
  if (/^\d{11}$/.test(digits)) return 'cuil';
  if (/^\d{7,8}$/.test(digits)) return 'dni';
  return null;
}

/**
 * The personal document of an Argentine buyer where the Brazilian form asks for a CPF: a CUIL/CUIT
 * (checked digit and prefix) or a DNI. `document_invalid` when it is neither.
 */
export function validateArgentineDocument(
  value: string,
): ValidationResult<'cuil_invalid' | 'dni_invalid' | 'document_invalid'> {
  const kind = argentineDocumentKind(value);
  if (kind === 'cuil') {
    const result = validateCuil(value);
    return result.ok ? VALID : invalid('cuil_invalid');
  }
  if (kind === 'dni') return validateDni(value);
  return invalid('document_invalid');
}

/** The DNI of an Argentine document: the DNI itself or the one inside a CUIL; `null` otherwise. */
export function dniOfArgentineDocument(value: string): string | null {
  const kind = argentineDocumentKind(value);
  if (kind === 'dni') return normalizeDni(value);
  if (kind === 'cuil') return cuilDocumentNumber(value)?.replace(/^0/, '') ?? null;
  return null;
}
