import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { contactFormFields } from './contact.schema.js';

const empty = { name: '', email: '', phone: '', reason: null, optIns: [], message: '' };

describe('the contact form’s schema', () => {
  it('puts the domain’s problems on their fields, in the page language', () => {
    const result = contactFormFields('AR').safeParse(empty);
    expect(result.success).toBe(false);
    const errors = result.success ? [] : toFieldErrors(result.error, 'es-AR');
    expect(errors.find((error) => error.path === 'name')).toEqual({
      path: 'name',
      code: 'name_required',
      message: 'Ingresá tu nombre',
    });
    expect(errors.map((error) => error.path)).toEqual(expect.arrayContaining(['email', 'reason', 'optIns', 'message']));
  });

  it('asks for the mobile of the market when a channel needs it', () => {
    const form = {
      ...empty,
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      reason: 'OTHER' as const,
      optIns: ['WHATSAPP' as const],
      message: 'Hola',
    };
    expect(contactFormFields('AR').safeParse({ ...form, phone: '351 555-1234' }).success).toBe(true);
    expect(contactFormFields('BR').safeParse({ ...form, phone: '351 555-1234' }).success).toBe(false);
  });
});
