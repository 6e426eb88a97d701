/** Labels of the parts of a postal address, in Brazilian Portuguese. */
export const addressFieldsPtBR = {
  postalCode: 'CEP',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
};
