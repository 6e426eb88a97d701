import { describe, expect, it } from 'vitest';
import { type LeadFormState, initialLeadFormState } from './lead-form.js';
import {
  allowedPreferredChannels,
  fleetSizeProblem,
  isLeadFormValid,
  leadCpfRequirement,
  validateLeadForm,
} from './lead-validation.js';

const person: LeadFormState = {
  ...initialLeadFormState('physicalPerson'),
  name: 'Maria Souza',
  email: 'maria@mail.com',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  dealerCode: '07123',
  allowEmail: true,
};

const company: LeadFormState = {
  ...initialLeadFormState('legalPerson'),
  corporateName: 'Frota Boa Ltda',
  contactName: 'João Lima',
  email: 'frota@boa.com.br',
  cnpj: '11.222.333/0001-81',
  phone: '11987654321',
  totalVehicles: 3,
  allowSMS: true,
};

const fields = (state: LeadFormState, rules: Parameters<typeof validateLeadForm>[1]) =>
  validateLeadForm(state, rules).map((p) => `${p.field}:${p.code}`);

describe('person lead validation', () => {
  it('accepts a complete form', () => {
    expect(validateLeadForm(person, { cpf: 'required' })).toEqual([]);
    expect(isLeadFormValid(person, { cpf: 'required' })).toBe(true);
  });

  it('reports each missing or bad field with the validation module codes', () => {
    const empty = initialLeadFormState();
    expect(fields(empty, { cpf: 'required' })).toEqual([
      'name:name_required',
      'email:email_invalid',
      'cpf:field_required',
      'phone:mobile_phone_required',
      'dealerCode:dealer_required',
      'contactOptIn:contact_opt_in_required',
    ]);
    expect(fields({ ...person, cpf: '111.111.111-11', phone: '1134567890' }, { cpf: 'required' })).toEqual([
      'cpf:cpf_invalid',
      'phone:phone_invalid',
    ]);
  });

  it('needs the CPF unless a lead without CPF is allowed', () => {
    const noCpf = { ...person, cpf: '' };
    expect(fields(noCpf, { cpf: 'required' })).toEqual(['cpf:field_required']);
    expect(fields(noCpf, { cpf: 'optional' })).toEqual([]);
    expect(fields(noCpf, { cpf: 'hidden' })).toEqual([]);
    expect(fields({ ...person, cpf: '123' }, { cpf: 'optional' })).toEqual(['cpf:cpf_invalid']);
  });

  it('takes a CNPJ in the CPF field in company mode only', () => {
    const withCnpj = { ...person, cpf: '11.222.333/0001-81' };
    expect(fields(withCnpj, { cpf: 'required' })).toEqual(['cpf:cpf_invalid']);
    expect(fields(withCnpj, { cpf: 'required', companyMode: true })).toEqual([]);
    expect(fields({ ...person, cpf: '11.222.333/0001-82' }, { cpf: 'required', companyMode: true })).toEqual([
      'cpf:cpf_cnpj_invalid',
    ]);
  });

  it('skips the consent rule and the dealer when the form does not ask for them', () => {
    const bare = { ...person, allowEmail: false, dealerCode: '' };
    expect(fields(bare, { cpf: 'required', askContactOptIn: false, requireDealer: false })).toEqual([]);
  });

  it('refuses a preferred channel the buyer did not consent to', () => {
    expect(fields({ ...person, preferredContactsMethod: 'WHATSAPP' }, { cpf: 'required' })).toEqual([
      'preferredContactsMethod:field_invalid',
    ]);
    expect(fields({ ...person, preferredContactsMethod: 'EMAIL' }, { cpf: 'required' })).toEqual([]);
    expect(fields({ ...person, preferredContactsMethod: 'MAILING' }, { cpf: 'required' })).toEqual([]);
  });
});

describe('company lead validation', () => {
  it('accepts a complete company form, without dealer or CPF', () => {
    expect(validateLeadForm(company, { cpf: 'required' })).toEqual([]);
  });

  it('needs a corporate name without leading space or forbidden characters', () => {
    expect(fields({ ...company, corporateName: '' }, { cpf: 'required' })).toEqual([
      'corporateName:field_required',
    ]);
    expect(fields({ ...company, corporateName: ' Frota' }, { cpf: 'required' })).toEqual([
      'corporateName:leading_space',
    ]);
    expect(fields({ ...company, corporateName: 'Frota & Cia' }, { cpf: 'required' })).toEqual([
      'corporateName:text_forbidden_chars',
    ]);
  });

  it('needs a valid CNPJ, alphanumeric included', () => {
    expect(fields({ ...company, cnpj: '' }, { cpf: 'required' })).toEqual(['cnpj:field_required']);
    expect(fields({ ...company, cnpj: '11.222.333/0001-80' }, { cpf: 'required' })).toEqual([
      'cnpj:cnpj_invalid',
    ]);
    expect(fields({ ...company, cnpj: '12.ABC.345/01DE-35' }, { cpf: 'required' })).toEqual([]);
  });

  it('needs a fleet size above 0', () => {
    expect(fields({ ...company, totalVehicles: 0 }, { cpf: 'required' })).toEqual([
      'totalVehicles:number_not_positive',
    ]);
    expect(fields({ ...company, totalVehicles: -2 }, { cpf: 'required' })).toEqual([
      'totalVehicles:number_not_positive',
    ]);
    expect(fields({ ...company, totalVehicles: null }, { cpf: 'required' })).toEqual([
      'totalVehicles:field_required',
    ]);
    expect(fleetSizeProblem(2.5)).toBe('field_invalid');
    expect(fleetSizeProblem(1)).toBeNull();
  });
});

describe('CPF requirement from the settings', () => {
  const base = {
    allowLeadsWithoutCpf: true,
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: false,
    allowedCitiesWithoutCpf: ['3509502'],
    allowedDealersWithoutCpf: ['d-9'],
    showCpfCnpjOnLeadForm: true,
  };

  it('requires and shows the CPF where a lead without CPF is not allowed, whatever the display setting', () => {
    expect(leadCpfRequirement({ ...base, showCpfCnpjOnLeadForm: false }, { ibgeCityCode: '3550308' })).toBe(
      'required',
    );
    expect(leadCpfRequirement({ ...base, allowLeadsWithoutCpf: false }, { ibgeCityCode: '3509502' })).toBe(
      'required',
    );
  });

  it('makes it optional, or hides it, where a lead without CPF is allowed', () => {
    expect(leadCpfRequirement(base, { ibgeCityCode: '3509502' })).toBe('optional');
    expect(leadCpfRequirement(base, { dealerId: 'd-9' })).toBe('optional');
    expect(leadCpfRequirement({ ...base, showCpfCnpjOnLeadForm: false }, { dealerId: 'd-9' })).toBe('hidden');
  });
});

describe('preferred channels', () => {
  it('offers postal mail always and the others after their consent; phone follows SMS', () => {
    expect(allowedPreferredChannels({ allowSMS: false, allowWhatsApp: false, allowEmail: false })).toEqual([
      'MAILING',
    ]);
    expect(allowedPreferredChannels({ allowSMS: true, allowWhatsApp: false, allowEmail: false })).toEqual([
      'MAILING',
      'SMS',
      'PHONE',
    ]);
  });
});
