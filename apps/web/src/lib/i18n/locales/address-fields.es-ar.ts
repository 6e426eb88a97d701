import type { addressFieldsPtBR } from './address-fields.pt-br';

/** Labels of the parts of a postal address, in Argentine Spanish. */
export const addressFieldsEsAR: typeof addressFieldsPtBR = {
  postalCode: 'Código postal',
  street: 'Calle',
  number: 'Número',
  complement: 'Piso / depto.',
  neighborhood: 'Barrio',
  city: 'Ciudad',
  state: 'Provincia',
};
