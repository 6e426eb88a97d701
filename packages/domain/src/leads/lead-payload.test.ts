import { describe, expect, it } from 'vitest';
import { type LeadFormState, initialLeadFormState } from './lead-form.js';
import {
  CACHE_BUSTER_DIGITS,
  LEAD_ADDRESS_KEYS,
  type CarPurchaseDetails,
  type LeadContext,
  buildLeadPayload,
  isLegalPersonLead,
  leadCacheBuster,
  leadDescription,
  leadStateOf,
} from './lead-payload.js';

const half = (): number => 0.5;

const person: LeadFormState = {
  ...initialLeadFormState('physicalPerson'),
  name: ' Maria Souza ',
  email: 'maria@mail.com ',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  dealerCode: '07123',
  allowSMS: true,
  allowWhatsApp: false,
  allowEmail: true,
  preferredContactsMethod: 'EMAIL',
};

const company: LeadFormState = {
  ...initialLeadFormState('legalPerson'),
  corporateName: 'Frota Boa Ltda',
  contactName: 'João Lima',
  email: 'frota@boa.com.br',
  cnpj: '12.abc.345/01de-35',
  phone: '11 3456-7890',
  totalVehicles: 12,
  hasTwoYearCnpj: true,
  allowWhatsApp: true,
  preferredContactsMethod: 'WHATSAPP',
};

const context: LeadContext = {
  tracking: { analyticsClientId: 'GA1.2.3', trackId: 't-9', userId: 'u-1', gclid: 'Cj0K', callback: 'cb' },
  source: {
    origin: 'site',
    subOrigin: 'configurador',
    productGroup: 'carros',
    retUrl: 'https://x/ok',
    referer: 'https://x/',
  },
  location: {
    stateCode: 'SP',
    stateName: 'São Paulo',
    cityName: 'Campinas',
    countryCode: 'BR',
    country: 'Brasil',
  },
  utm: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'pulse',
    utm_content: 'banner',
    utm_term: 'suv',
  },
};

describe('person lead payload', () => {
  it('carries exactly the person fields and the common fields of the spec', () => {
    expect(buildLeadPayload({ brand: 'jeep', form: person, context, random: half })).toEqual({
      cacheBuster: '500000000000',
      brandId: 57,
      analyticsClientId: 'GA1.2.3',
      trackId: 't-9',
      userId: 'u-1',
      gclid: 'Cj0K',
      callback: 'cb',
      form: 'Proposal',
      origin: 'site',
      SubOrigem__c: 'configurador',
      productGroup: 'carros',
      retUrl: 'https://x/ok',
      referer: 'https://x/',
      uf: 'SP',
      cidade: 'Campinas',
      countryCode: 'BR',
      country: 'Brasil',
      source: 'google',
      medium: 'cpc',
      campaign: 'pulse',
      content: 'banner',
      term: 'suv',
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: true,
      indWhatsappContact: false,
      firstName: 'Maria Souza',
      email: 'maria@mail.com',
      cpf: '52998224725',
      phone: '11987654321',
      dealersCode: '07123',
      preferred_contact_method: 'EMAIL',
    });
  });

  it('sends null for what the page does not know, and the form name when one is given', () => {
    const payload = buildLeadPayload({ brand: 'fiat', form: person, random: half });
    expect(payload.gclid).toBeNull();
    expect(payload.source).toBeNull();
    expect(payload.uf).toBeNull();
    expect(payload.form).toBe('Proposal');
    const named = buildLeadPayload({
      brand: 'fiat',
      form: person,
      context: { source: { form: 'TestDrive' } },
      random: half,
    });
    expect(named.form).toBe('TestDrive');
  });

  it('sends a lead without CPF with cpf null', () => {
    expect(buildLeadPayload({ brand: 'fiat', form: { ...person, cpf: '' }, random: half })).toMatchObject({
      cpf: null,
    });
  });

  it('sends a company CNPJ typed in the CPF field unmasked', () => {
    const payload = buildLeadPayload({
      brand: 'fiat',
      form: { ...person, cpf: '11.222.333/0001-81' },
      random: half,
    });
    expect(payload).toMatchObject({ cpf: '11222333000181' });
  });

  it('takes the brand id for leads: fiat 0, Jeep 57, Dodge, Chrysler and Ram 55', () => {
    const ids = (['fiat', 'fiat-abarth', 'jeep', 'dodge', 'chrysler', 'ram'] as const).map(
      (brand) => buildLeadPayload({ brand, form: person, random: half }).brandId,
    );
    expect(ids).toEqual([0, 0, 57, 55, 55, 55]);
  });
});

describe('company lead payload', () => {
  it('carries exactly the company fields, without dealer or CPF', () => {
    const payload = buildLeadPayload({ brand: 'ram', form: company, context, random: half });
    expect(isLegalPersonLead(payload)).toBe(true);
    expect(payload).toMatchObject({
      corporateName: 'Frota Boa Ltda',
      contactName: 'João Lima',
      email: 'frota@boa.com.br',
      cnpj: '12ABC34501DE35',
      phone: '1134567890',
      totalVehicles: 12,
      hasTwoYearCnpj: true,
      preferred_contact_method: 'WHATSAPP',
      indWhatsappContact: true,
      indSmsContact: false,
      indPhoneContact: false,
      brandId: 55,
    });
    for (const key of ['firstName', 'cpf', 'dealersCode', 'name']) expect(payload).not.toHaveProperty(key);
  });
});

describe('car-purchase lead payload', () => {
  const purchase: CarPurchaseDetails = {
    address: {
      postalCode: '13015-904',
      street: 'Rua Barão de Jaguara',
      number: '1000',
      complement: 'ap 12',
      neighborhood: 'Centro',
      city: 'Campinas',
      state: 'SP',
    },
    car: { mvs: '3621A2105', year: 2025 },
    dealer: { id: 'd-1', dealerCode: '07999' },
    descriptions: [
      { name: 'Cor', value: 'Vermelho Montecarlo' },
      { name: 'Comentário', value: '  ' },
      { name: 'Troca', value: 'Sim' },
    ],
  };

  it('adds the address part, description, dealer, MVS code and model year', () => {
    const payload = buildLeadPayload({
      brand: 'fiat',
      form: person,
      purchase,
      context: { location: { stateCode: 'RJ', cityName: 'Niterói' } },
      random: half,
    });
    expect(payload).toMatchObject({
      userPostalCode: '13015904',
      street: 'Rua Barão de Jaguara, 1000',
      homeNumber: '1000',
      complement: 'ap 12',
      neighborhood: 'Centro',
      uf: 'SP',
      cidade: 'Campinas',
      description: 'Cor: Vermelho Montecarlo, Troca: Sim',
      dealersCode: '07999',
      productCode: '3621A2105',
      msc_ano_modelo: 2025,
    });
  });

  it('leaves the whole address part out when the section is not valid', () => {
    const payload = buildLeadPayload({
      brand: 'fiat',
      form: person,
      purchase: { ...purchase, address: { ...purchase.address, neighborhood: '' } },
      context: { location: { stateCode: 'RJ', cityName: 'Niterói' } },
      random: half,
    });
    for (const key of LEAD_ADDRESS_KEYS) expect(payload).not.toHaveProperty(key);
    expect(payload.uf).toBe('RJ');
    expect(payload.cidade).toBe('Niterói');
    expect(payload.productCode).toBe('3621A2105');
  });

  it('sends an empty complement as null', () => {
    const payload = buildLeadPayload({
      brand: 'fiat',
      form: person,
      purchase: { ...purchase, address: { ...purchase.address, complement: '' } },
      random: half,
    });
    expect(payload.complement).toBeNull();
  });
});

describe('payload helpers', () => {
  it('makes a cache-buster of fixed length from the random source', () => {
    expect(leadCacheBuster(() => 0)).toBe('000000000000');
    expect(leadCacheBuster(() => 0.25)).toBe('250000000000');
    expect(leadCacheBuster(() => 0.999999999999999)).toHaveLength(CACHE_BUSTER_DIGITS);
    expect(() => leadCacheBuster(() => 1)).toThrow(RangeError);
    expect(() => leadCacheBuster(() => Number.NaN)).toThrow(RangeError);
  });

  it('uses the state name as uf in Argentina', () => {
    expect(leadStateOf({ countryCode: 'AR', stateCode: 'B', stateName: 'Buenos Aires' })).toBe(
      'Buenos Aires',
    );
    expect(leadStateOf({ countryCode: 'BR', stateCode: 'MG', stateName: 'Minas Gerais' })).toBe('MG');
  });

  it('writes descriptions as name: value pairs joined by commas, null when empty', () => {
    expect(
      leadDescription([
        { name: 'A', value: '1' },
        { name: 'B', value: '2' },
      ]),
    ).toBe('A: 1, B: 2');
    expect(leadDescription([{ name: 'A', value: '' }])).toBeNull();
  });
});
