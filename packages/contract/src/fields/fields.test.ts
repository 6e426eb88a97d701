import { cnpjCheckDigits, cpfCheckDigits, maskCnpj, maskCpf } from '@autohub/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddressFields } from './address.schema.js';
import { CardFields, CardExpiryField, CardNumberField } from './card.schema.js';
import {
  AdultBirthdayField,
  EmailField,
  FreeTextField,
  FullNameField,
  MobilePhoneField,
  NameField,
  PostalCodeField,
  Time24hField,
} from './contact.schema.js';
import { toFieldErrors } from './field-errors.js';
import { ChangePasswordFields, NewPasswordFields } from './password.schema.js';
import {
  CnhCategoryField,
  CnpjField,
  CpfField,
  CpfOrCnpjField,
  CuilField,
  OptionalCpfOrCnpjField,
  RgField,
} from './tax-id.schema.js';
import { ChassisField, PlateField } from './vehicle.schema.js';

/** The first catalogue code a schema reports for a value, or `null` when it passes. */
function codeFor(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (toFieldErrors(result.error, 'pt-BR')[0]?.code ?? null);
}

/** What a form shows: the schema run in the browser on the form's values. */
function formErrors(schema: z.ZodType, values: unknown, locale: 'pt-BR' | 'es-AR') {
  const result = schema.safeParse(values);
  return result.success ? [] : toFieldErrors(result.error, locale);
}

/** What the api answers: the same schema run on the JSON body the browser sent. */
function apiErrors(schema: z.ZodType, body: string, locale: 'pt-BR' | 'es-AR') {
  const result = schema.safeParse(JSON.parse(body));
  return result.success ? [] : toFieldErrors(result.error, locale);
}

const SignUp = z.object({
  name: FullNameField,
  cpf: CpfField,
  email: EmailField,
  phone: MobilePhoneField,
  birthday: AdultBirthdayField,
  address: AddressFields,
});

describe('one schema, the same answer in the form and from the api', () => {
  const values = {
    name: 'Maria',
    cpf: '529.982.247-24',
    email: 'maria?@example.com',
    phone: '(11) 3456-7890',
    birthday: '01/01/2015',
    address: {
      postalCode: '',
      street: 'Rua A',
      number: '',
      neighborhood: 'Centro',
      city: 'Recife',
      state: 'PE',
    },
  };

  it('rejects the same fields with the same codes and the spec’s words', () => {
    const expected = [
      { path: 'name', code: 'surname_required', message: 'Digite pelo menos um sobrenome' },
      { path: 'cpf', code: 'cpf_invalid', message: 'CPF inválido' },
      { path: 'email', code: 'email_invalid', message: 'Digite um e-mail válido' },
      { path: 'phone', code: 'phone_invalid', message: 'Digite um telefone válido' },
      { path: 'birthday', code: 'age_min_18', message: 'Idade mínima 18 anos' },
      { path: 'address.postalCode', code: 'cep_required', message: 'Digite seu CEP' },
      { path: 'address.number', code: 'address_number_required', message: 'Digite o número' },
    ];
    expect(formErrors(SignUp, values, 'pt-BR')).toEqual(expected);
    expect(apiErrors(SignUp, JSON.stringify(values), 'pt-BR')).toEqual(expected);
  });

  it('speaks es-AR with the same codes', () => {
    const form = formErrors(SignUp, values, 'es-AR');
    expect(form).toEqual(apiErrors(SignUp, JSON.stringify(values), 'es-AR'));
    expect(form.map((e) => e.code)).toEqual(formErrors(SignUp, values, 'pt-BR').map((e) => e.code));
    expect(form.find((e) => e.path === 'email')?.message).toBe('Ingresá un e-mail válido');
  });

  it('reports a missing field with the field’s own required message', () => {
    expect(apiErrors(z.object({ name: NameField, phone: MobilePhoneField }), '{}', 'pt-BR')).toEqual([
      { path: 'name', code: 'name_required', message: 'Digite seu nome' },
      { path: 'phone', code: 'mobile_phone_required', message: 'Digite seu celular' },
    ]);
  });

  it('maps plain zod issues to catalogue codes', () => {
    const schema = z.object({ note: z.string().max(5), age: z.number() });
    expect(formErrors(schema, { note: 'longer than five', age: 'x' }, 'pt-BR')).toEqual([
      { path: 'note', code: 'max_length', message: 'Use no máximo 5 caracteres' },
      { path: 'age', code: 'field_invalid', message: 'Campo inválido' },
    ]);
    expect(formErrors(schema, { note: 'ok' }, 'pt-BR')).toEqual([
      { path: 'age', code: 'field_required', message: 'Campo obrigatório' },
    ]);
  });
});

describe('field schemas', () => {
  it('tax ids', () => {
    expect(codeFor(CpfField, '529.982.247-25')).toBeNull();
    expect(codeFor(CpfField, '52998224725')).toBeNull();
    expect(codeFor(CpfField, '')).toBe('cpf_invalid');
    expect(codeFor(CpfField, undefined)).toBe('cpf_invalid');
    expect(codeFor(CnpjField, '12.ABC.345/01DE-35')).toBeNull();
    expect(codeFor(CnpjField, '11.222.333/0001-80')).toBe('cnpj_invalid');
    expect(codeFor(CpfOrCnpjField, '11222333000181')).toBeNull();
    expect(codeFor(CpfOrCnpjField, '')).toBe('cpf_cnpj_invalid');
    expect(codeFor(OptionalCpfOrCnpjField, '')).toBeNull();
    expect(codeFor(OptionalCpfOrCnpjField, undefined)).toBeNull();
    expect(codeFor(OptionalCpfOrCnpjField, '123')).toBe('cpf_cnpj_invalid');
    expect(codeFor(CuilField, '20-12345678-6')).toBeNull();
    expect(codeFor(CuilField, '33-69345023-9')).toBe('cuil_invalid');
    expect(codeFor(RgField, 'X')).toBe('rg_invalid');
    expect(codeFor(CnhCategoryField, '')).toBe('cnh_category_required');
    expect(codeFor(CnhCategoryField, 'AB')).toBeNull();
  });

  it('accepts masked and unmasked documents alike', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    fc.assert(
      fc.property(digits(9), digits(12), (cpfBase, cnpjBase) => {
        const cpf = cpfBase + cpfCheckDigits(cpfBase);
        const cnpj = cnpjBase + cnpjCheckDigits(cnpjBase);
        fc.pre(!/^(\d)\1+$/.test(cpf) && !/^(\d)\1+$/.test(cnpj));
        expect(codeFor(CpfField, cpf)).toBeNull();
        expect(codeFor(CpfField, maskCpf(cpf))).toBeNull();
        expect(codeFor(CpfOrCnpjField, maskCnpj(cnpj))).toBe(codeFor(CpfOrCnpjField, cnpj));
      }),
    );
  });

  it('contact fields', () => {
    expect(codeFor(NameField, '')).toBe('name_required');
    expect(codeFor(NameField, 'J')).toBe('name_invalid');
    expect(codeFor(FullNameField, 'Maria Silva')).toBeNull();
    expect(codeFor(EmailField, 'joão@example.com')).toBe('email_invalid');
    expect(codeFor(MobilePhoneField, '')).toBe('mobile_phone_required');
    expect(codeFor(PostalCodeField, '01310100')).toBeNull();
    expect(codeFor(PostalCodeField, '0131')).toBe('cep_invalid');
    expect(codeFor(AdultBirthdayField, '31/02/1990')).toBe('birthday_invalid');
    expect(codeFor(FreeTextField, ' oi')).toBe('leading_space');
    expect(codeFor(FreeTextField, 'R$ 100')).toBe('text_forbidden_chars');
    expect(codeFor(Time24hField, '')).toBeNull();
    expect(codeFor(Time24hField, '25:00')).toBe('time_invalid');
  });

  it('vehicle fields', () => {
    expect(codeFor(PlateField, 'ABC-1234')).toBeNull();
    expect(codeFor(PlateField, '')).toBe('plate_required');
    expect(codeFor(PlateField, 'ABCD123')).toBe('plate_invalid');
    expect(codeFor(ChassisField, '9BD15802AA6123456')).toBeNull();
    expect(codeFor(ChassisField, '9BD')).toBe('chassis_invalid');
  });

  it('passwords: every broken rule, then the confirmation', () => {
    const result = NewPasswordFields.safeParse({ password: 'abc', passwordConfirmation: 'abd' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error, 'pt-BR', { all: true }).map((e) => [e.path, e.code])).toEqual([
      ['password', 'password_length'],
      ['password', 'password_digit'],
      ['password', 'password_uppercase'],
      ['password', 'password_special'],
      ['passwordConfirmation', 'password_mismatch'],
    ]);
    expect(
      formErrors(NewPasswordFields, { password: 'Abcdef1!', passwordConfirmation: 'Abcdef1?' }, 'pt-BR'),
    ).toEqual([
      {
        path: 'passwordConfirmation',
        code: 'password_mismatch',
        message: 'As senhas digitadas não são iguais',
      },
    ]);
    expect(
      formErrors(
        ChangePasswordFields,
        { currentPassword: 'short', password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' },
        'pt-BR',
      ),
    ).toEqual([
      {
        path: 'currentPassword',
        code: 'current_password_too_short',
        message: 'A senha deve ter pelo menos 8 caracteres',
      },
    ]);
  });

  it('cards: number, expiry, and a security code that fits the brand', () => {
    expect(codeFor(CardNumberField, '4111 1111 1111 1111')).toBeNull();
    expect(codeFor(CardNumberField, '4111 1111 1111 1112')).toBe('card_number_invalid');
    expect(codeFor(CardExpiryField, '01/20')).toBe('card_expiry_invalid');
    const card = { number: '3782 822463 10005', holderName: 'MARIA SILVA', expiry: '12/40', cvv: '123' };
    expect(formErrors(CardFields, card, 'pt-BR')).toEqual([
      { path: 'cvv', code: 'card_cvv_invalid', message: 'Código de segurança inválido' },
    ]);
    expect(formErrors(CardFields, { ...card, cvv: '1234' }, 'pt-BR')).toEqual([]);
  });
});
