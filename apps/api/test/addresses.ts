/**
 * A street address in São Paulo that every check of the platform accepts (its postal code is one
 * the sandbox postal-code service knows), for the api tests that send an address.
 */
export const PAULISTA_ADDRESS = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
} as const;
