import type { CountryCode } from '../markets/markets.js';
import type { MessageCode } from '../messages/messages.js';
import { isValidPostalCode } from './postal-code.js';
import { isRequired, isSafeFreeText } from './text.js';

/** An address as typed in a form (spec §3 "Address"). */
export interface AddressInput {
  postalCode?: string | null;
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  state?: string | null;
}

export interface FieldProblem {
  field: keyof AddressInput;
  code: MessageCode;
}

/**
 * The problems of an address section, in form order: CEP (required and well formed), street,
 * number, neighborhood, city and state required. The complement is optional. Street, complement
 * and neighborhood refuse the characters free text may not hold.
 */
export function validateAddress(address: AddressInput, country: CountryCode = 'BR'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const postalCode = address.postalCode ?? '';
  if (!isRequired(postalCode)) problems.push({ field: 'postalCode', code: 'cep_required' });
  else if (!isValidPostalCode(postalCode, country))
    problems.push({ field: 'postalCode', code: 'cep_invalid' });
  if (!isRequired(address.street)) problems.push({ field: 'street', code: 'street_required' });
  if (!isRequired(address.number)) problems.push({ field: 'number', code: 'address_number_required' });
  if (!isRequired(address.neighborhood))
    problems.push({ field: 'neighborhood', code: 'neighborhood_required' });
  if (!isRequired(address.city)) problems.push({ field: 'city', code: 'city_required' });
  if (!isRequired(address.state)) problems.push({ field: 'state', code: 'state_required' });
  // Typed text of an address follows the free-text rule of spec §5 (none of `& $ < > %`).
  for (const field of ['street', 'complement', 'neighborhood'] as const) {
    const value = address[field] ?? '';
    if (value !== '' && !isSafeFreeText(value)) problems.push({ field, code: 'text_forbidden_chars' });
  }
  return problems;
}

/** Whether an address section is complete; a lead carries its address only then (spec §5). */
export function isAddressSectionValid(address: AddressInput, country: CountryCode = 'BR'): boolean {
  return validateAddress(address, country).length === 0;
}
