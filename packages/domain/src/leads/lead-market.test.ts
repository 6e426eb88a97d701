import { describe, expect, it } from 'vitest';
import { buildBotLead } from '../messaging/bot-lead.js';
import { validateContactUsForm } from './contact-us.js';
import { initialFullLeadForm, validateFullLeadForm } from './full-lead-form.js';
import { type LeadFormState, initialLeadFormState } from './lead-form.js';
import { buildLeadPayload } from './lead-payload.js';
import { validateLeadForm } from './lead-validation.js';

const argentine: LeadFormState = {
  ...initialLeadFormState('physicalPerson'),
  name: 'Lucía Fernández',
  email: 'lucia@mail.com.ar',
  cpf: '20-12345678-6',
  phone: '0351 15 555-1234',
  dealerCode: 'AR-CBA-01',
  allowWhatsApp: true,
};

const problems = (state: LeadFormState, country: 'BR' | 'AR') =>
  validateLeadForm(state, { cpf: 'required', country }).map((problem) => `${problem.field}:${problem.code}`);

describe('a lead in Argentina', () => {
  it('goes with an Argentine mobile in any written form and a CUIL or a DNI', () => {
    for (const phone of ['351 555-1234', '11 2345-6789', '+54 9 351 555-1234', '0351 15 555-1234']) {
      expect(problems({ ...argentine, phone }, 'AR'), phone).toEqual([]);
    }
    expect(problems({ ...argentine, cpf: '12.345.678' }, 'AR')).toEqual([]);
  });

  it('is refused in Brazil with the same Argentine data, and a Brazilian mobile is refused in Argentina', () => {
    expect(problems(argentine, 'BR')).toEqual(['cpf:cpf_invalid', 'phone:phone_invalid']);
    expect(problems({ ...argentine, phone: '(11) 98765-4321' }, 'AR')).toEqual(['phone:phone_invalid']);
  });

  it('asks for the name and the mobile with the spec’s messages when they are empty', () => {
    expect(problems({ ...argentine, name: '  ', phone: '' }, 'AR')).toEqual([
      'name:name_required',
      'phone:mobile_phone_required',
    ]);
  });

  it('sends the CRM and the bot the national number of the mobile', () => {
    const payload = buildLeadPayload({ brand: 'peugeot', form: argentine, random: () => 0.5, country: 'AR' });
    expect(payload.phone).toBe('93515551234');
    const bot = buildBotLead({ phone: '+54 9 351 555-1234', name: 'Lucía', brand: 'peugeot', country: 'AR' });
    expect(bot.phoneNumber).toBe('93515551234');
  });

  it('checks a purchase address with the Argentine postal code', () => {
    const form = initialFullLeadForm();
    form.personal = { name: 'Lucía Fernández', cpf: '12345678', phone: '11 2345-6789', email: 'l@mail.com' };
    form.address = {
      postalCode: 'C1425ABC',
      street: 'Av. Santa Fe',
      number: '1234',
      complement: '',
      neighborhood: 'Palermo',
      city: 'Buenos Aires',
      state: 'CABA',
    };
    form.car = { mvs: '2082AL', year: 2026 };
    form.dealer = { id: 'd1', dealerCode: 'AR-01' };
    form.allowEmail = true;
    expect(validateFullLeadForm(form, { cpf: 'required', country: 'AR' })).toEqual([]);
    expect(validateFullLeadForm(form, { cpf: 'required' }).map((problem) => problem.field)).toEqual([
      'personal.cpf',
      'personal.phone',
      'address.postalCode',
    ]);
  });

  it('checks a contact form phone by the market', () => {
    const form = {
      name: 'Lucía',
      email: 'l@mail.com',
      phone: '351 555-1234',
      reason: 'sales',
      optIns: ['WHATSAPP' as const],
      message: 'Hola',
    };
    expect(validateContactUsForm(form, 'AR')).toEqual([]);
    expect(validateContactUsForm(form, 'BR').map((problem) => problem.code)).toEqual(['phone_invalid']);
  });
});
