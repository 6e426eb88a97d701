/**
 * A person's lead form the api accepts (a Fiat buyer in São Paulo choosing dealer 07123), for the
 * api tests that send leads: spread it and override what a test is about.
 */
export const PERSON_LEAD_FORM = {
  leadPersonType: 'physicalPerson',
  name: 'Maria Souza',
  email: 'maria.souza@example.com',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  dealerCode: '07123',
  allowSMS: true,
  allowEmail: true,
  preferredContactsMethod: 'PHONE',
} as const;

/** The body of `POST /api/leads` for a Fiat lead in Portuguese with the given form. */
export function fiatLeadRequest(form: object) {
  return { kind: 'lead', brand: 'fiat', locale: 'pt-BR', form } as const;
}
