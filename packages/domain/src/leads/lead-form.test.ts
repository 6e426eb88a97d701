import { describe, expect, it } from 'vitest';
import {
  CONTACT_CHANNELS,
  initialLeadFormState,
  isContactChannel,
  preferredEmailOf,
  prefillLeadForm,
} from './lead-form.js';

describe('lead form state', () => {
  it('starts as an empty person lead with every consent off and no fleet size', () => {
    const { leadPersonType, totalVehicles, preferredContactsMethod, ...rest } = initialLeadFormState();
    expect(leadPersonType).toBe('physicalPerson');
    expect(totalVehicles).toBeNull();
    expect(preferredContactsMethod).toBeNull();
    expect(rest).toMatchObject({ allowSMS: false, allowWhatsApp: false, allowEmail: false, hasTwoYearCnpj: false });
    // Every other field is a text or a tick box, and each starts empty or unticked.
    for (const [field, value] of Object.entries(rest)) {
      expect([field, value]).toEqual([field, typeof value === 'boolean' ? false : '']);
    }
    expect(initialLeadFormState('legalPerson').leadPersonType).toBe('legalPerson');
  });

  it('knows the five contact channels of the spec', () => {
    expect(CONTACT_CHANNELS).toEqual(['EMAIL', 'MAILING', 'SMS', 'WHATSAPP', 'PHONE']);
    expect(isContactChannel('WHATSAPP')).toBe(true);
    expect(isContactChannel('whatsapp')).toBe(false);
  });
});

describe('pre-filling from the signed-in user', () => {
  const user = {
    nickname: 'Mari',
    name: 'Maria Souza',
    emails: [
      { email: 'old@mail.com', preferred: false },
      { email: 'maria@mail.com', preferred: true },
    ],
    phone: '11987654321',
    cpf: '529.982.247-25',
    companyCnpj: '11.222.333/0001-81',
  };

  it('fills name, contact name, preferred e-mail, phone and CPF', () => {
    const form = prefillLeadForm(initialLeadFormState(), user, { companyMode: false });
    expect(form).toMatchObject({
      name: 'Maria Souza',
      contactName: 'Maria Souza',
      email: 'maria@mail.com',
      phone: '11987654321',
      cpf: '529.982.247-25',
    });
  });

  it('puts the company CNPJ in the CPF field in company mode', () => {
    expect(prefillLeadForm(initialLeadFormState(), user, { companyMode: true }).cpf).toBe(
      '11.222.333/0001-81',
    );
  });

  it('keeps the personal CPF in company mode when the user has no company CNPJ', () => {
    const form = prefillLeadForm(
      initialLeadFormState(),
      { ...user, companyCnpj: null },
      { companyMode: true },
    );
    expect(form.cpf).toBe('529.982.247-25');
  });

  it('prefers emailPreferred, then the flagged address, then the first one', () => {
    expect(preferredEmailOf({ ...user, emailPreferred: 'top@mail.com' })).toBe('top@mail.com');
    expect(preferredEmailOf(user)).toBe('maria@mail.com');
    expect(preferredEmailOf({ emails: [{ email: 'only@mail.com' }] })).toBe('only@mail.com');
    expect(preferredEmailOf({})).toBeNull();
  });

  it('leaves fields the user has no value for as they were', () => {
    const typed = { ...initialLeadFormState(), phone: '21999998888', email: 'typed@mail.com' };
    const form = prefillLeadForm(
      typed,
      { name: 'Ana Lima', phone: '  ', emails: [] },
      { companyMode: false },
    );
    expect(form.phone).toBe('21999998888');
    expect(form.email).toBe('typed@mail.com');
    expect(form.name).toBe('Ana Lima');
  });

  it('does not change the state it is given', () => {
    const state = initialLeadFormState();
    prefillLeadForm(state, user, { companyMode: true });
    expect(state).toEqual(initialLeadFormState());
  });
});
