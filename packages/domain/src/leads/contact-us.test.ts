import { describe, expect, it } from 'vitest';
import {
  type ContactUsForm,
  contactUsResultMessage,
  initialContactUsForm,
  validateContactUsForm,
} from './contact-us.js';

const form: ContactUsForm = {
  name: 'Maria Souza',
  email: 'maria@mail.com',
  phone: '',
  reason: 'DUVIDA',
  optIns: ['EMAIL'],
  message: 'Quero saber sobre a revisão.',
};

const fields = (value: ContactUsForm) => validateContactUsForm(value).map((p) => `${p.field}:${p.code}`);

describe('contact us form', () => {
  it('accepts a complete form', () => {
    expect(fields(form)).toEqual([]);
  });

  it('needs a contact reason, one opt-in and a message', () => {
    expect(fields({ ...initialContactUsForm(), name: 'Ana Lima', email: 'ana@mail.com' })).toEqual([
      'reason:contact_reason_required',
      'optIns:contact_opt_in_required',
      'message:field_required',
    ]);
  });

  it('refuses a message with & $ < > % or starting with a space', () => {
    for (const message of ['a & b', 'R$ 10', '<b>', 'x > y', '100%']) {
      expect(fields({ ...form, message })).toEqual(['message:text_forbidden_chars']);
    }
    expect(fields({ ...form, message: ' olá' })).toEqual(['message:leading_space']);
  });

  it('needs a mobile for SMS or WhatsApp and a phone for a call', () => {
    expect(fields({ ...form, optIns: ['WHATSAPP'] })).toEqual(['phone:mobile_phone_required']);
    expect(fields({ ...form, optIns: ['SMS'], phone: '1134567890' })).toEqual(['phone:phone_invalid']);
    expect(fields({ ...form, optIns: ['PHONE'], phone: '1134567890' })).toEqual([]);
    expect(fields({ ...form, phone: '123' })).toEqual(['phone:phone_invalid']);
  });

  it('shows the spec result messages', () => {
    expect(contactUsResultMessage(true, 'pt-BR')).toBe('SUA MENSAGEM FOI ENVIADA!');
    expect(contactUsResultMessage(false, 'pt-BR')).toBe('FALHA AO ENVIAR MENSAGEM!');
    expect(contactUsResultMessage(true, 'es-AR')).not.toBe(contactUsResultMessage(false, 'es-AR'));
  });
});
