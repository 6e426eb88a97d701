import { describe, expect, it } from 'vitest';
import { whatsappFormFields } from './whatsapp.schema.js';

const filled = {
  name: 'Diego Alves',
  phone: '(11) 98888-9998',
  email: '',
  cpf: '',
  model: '',
  intent: 'purchase',
  version: '',
  date: '',
};

/** The first message code of each field the form refuses. */
function refused(country: 'BR' | 'AR', values: Record<string, string>): Record<string, string> {
  const result = whatsappFormFields(country).safeParse(values);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) codes[issue.path.join('.')] ??= issue.message;
  return codes;
}

describe('the WhatsApp page form', () => {
  it('takes a name and a mobile of the market, leaving e-mail and CPF empty', () => {
    expect(refused('BR', filled)).toEqual({});
    expect(refused('AR', { ...filled, phone: '+54 9 351 555-1234' })).toEqual({});
  });

  it('refuses a missing name and mobile, and a typed e-mail or CPF that is wrong', () => {
    expect(refused('BR', { ...filled, name: '', phone: '', email: 'diego@', cpf: '111.111.111-11' })).toEqual({
      name: 'name_required',
      phone: 'mobile_phone_required',
      email: 'email_invalid',
      cpf: 'cpf_invalid',
    });
  });

  it('does not ask an Argentine for a CPF', () => {
    expect(refused('AR', { ...filled, phone: '351 555-1234', cpf: '123' })).toEqual({});
  });
});
