import { describe, expect, it } from 'vitest';
import {
  type FullLeadForm,
  buildFullLeadPayload,
  initialFullLeadForm,
  validateFullLeadForm,
} from './full-lead-form.js';

const complete: FullLeadForm = {
  personal: { name: 'Maria Souza', cpf: '52998224725', phone: '11987654321', email: 'maria@mail.com' },
  address: {
    postalCode: '13015-904',
    street: 'Rua Barão de Jaguara',
    number: '1000',
    complement: '',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
  car: { mvs: '3621A2105', year: 2025 },
  dealer: { id: 'd-1', dealerCode: '07999' },
  descriptions: [{ name: 'Forma de pagamento', value: 'Financiamento' }],
  allowSMS: false,
  allowWhatsApp: true,
  allowEmail: false,
  preferredContactsMethod: 'WHATSAPP',
};

const fields = (
  form: FullLeadForm,
  rules: Parameters<typeof validateFullLeadForm>[1] = { cpf: 'required' },
) => validateFullLeadForm(form, rules).map((p) => `${p.field}:${p.code}`);

describe('full car-purchase form validation', () => {
  it('accepts a complete form', () => {
    expect(fields(complete)).toEqual([]);
  });

  it('reports the person, car and dealer problems with dotted paths', () => {
    expect(fields({ ...initialFullLeadForm(), allowEmail: true })).toEqual([
      'personal.name:name_required',
      'personal.email:email_invalid',
      'personal.cpf:field_required',
      'personal.phone:mobile_phone_required',
      'dealer:dealer_required',
      'car.mvs:version_required',
      'car.year:year_required',
    ]);
  });

  it('lets an untouched optional address go, but not a half-filled one', () => {
    const noAddress = { ...complete, address: initialFullLeadForm().address };
    expect(fields(noAddress)).toEqual([]);
    expect(fields(noAddress, { cpf: 'required', requireAddress: true })).toContain(
      'address.postalCode:cep_required',
    );
    expect(fields({ ...complete, address: { ...complete.address, number: '' } })).toEqual([
      'address.number:address_number_required',
    ]);
  });

  it('applies the free-text rules to the descriptions', () => {
    const form = {
      ...complete,
      descriptions: [
        { name: 'A', value: '' },
        { name: 'B', value: ' começa com espaço' },
        { name: 'C', value: '50% de entrada' },
      ],
    };
    expect(fields(form)).toEqual(['descriptions.1:leading_space', 'descriptions.2:text_forbidden_chars']);
  });
});

describe('full car-purchase payload', () => {
  it('is a person lead with the address part, car and dealer', () => {
    const payload = buildFullLeadPayload({ brand: 'fiat', form: complete, random: () => 0.5 });
    expect(payload).toMatchObject({
      firstName: 'Maria Souza',
      cpf: '52998224725',
      dealersCode: '07999',
      userPostalCode: '13015904',
      street: 'Rua Barão de Jaguara, 1000',
      complement: null,
      uf: 'SP',
      cidade: 'Campinas',
      description: 'Forma de pagamento: Financiamento',
      productCode: '3621A2105',
      msc_ano_modelo: 2025,
      indWhatsappContact: true,
      preferred_contact_method: 'WHATSAPP',
    });
  });
});
