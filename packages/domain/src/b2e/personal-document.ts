/**
 * The personal document that names a buyer in the employee program and the discount club: the CPF
 * in Brazil, the DNI or CUIL in Argentina (one person, one key: a CUIL counts as the DNI inside it).
 */
import type { CountryCode } from '../markets/markets.js';
import type { MessageCode } from '../messages/messages.js';
import { isValidCpf, normalizeCpf } from '../validation/cpf.js';
import { dniOfArgentineDocument, validateArgentineDocument } from '../validation/dni.js';

/** Why a document is refused, or null when it is good. */
export function personalDocumentProblem(value: string, country: CountryCode): MessageCode | null {
  if (country === 'BR') return isValidCpf(value) ? null : 'cpf_invalid';
  const result = validateArgentineDocument(value);
  return result.ok ? null : result.code;
}

/**
 * The comparable key of a valid document (`BR:<11 digits>`, `AR:<DNI>`), or null when invalid.
 * Stores keep a keyed digest of it, never the document itself.
 */
export function personalDocumentKey(value: string, country: CountryCode): string | null {
  if (personalDocumentProblem(value, country) !== null) return null;
  if (country === 'BR') return `BR:${normalizeCpf(value)}`;
  const dni = dniOfArgentineDocument(value);
  return dni === null ? null : `AR:${dni}`;
}

/** The last digits a person recognises their document by, for screens and exports. */
export function documentHint(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `•••${digits.slice(-3)}`;
}
