import { z } from 'zod';
import { FreeTextField, PostalCodeField } from './contact.schema.js';
import { stringField } from './field-rules.js';

function requiredText(code: Parameters<typeof stringField>[0]) {
  return stringField(code).trim().min(1, { error: code });
}

/**
 * A Brazilian address as typed in a form (spec §3 "Address"): CEP, street, number and
 * neighborhood required (spec §5), city and state required, complement optional.
 */
export const AddressFields = z
  .object({
    postalCode: PostalCodeField,
    street: requiredText('street_required'),
    number: requiredText('address_number_required'),
    // The spec's free-text rule, from the domain: a complement never carries `< > & $ %`.
    complement: FreeTextField.optional(),
    neighborhood: requiredText('neighborhood_required'),
    city: requiredText('city_required'),
    state: requiredText('state_required'),
  })
  .meta({ id: 'AddressFields' });
export type AddressFields = z.infer<typeof AddressFields>;

/** The fields of an address in the order a form shows them. */
export const ADDRESS_FIELD_NAMES = [
  'postalCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const satisfies readonly (keyof AddressFields)[];
