import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../format/phone.js';
import { maskPostalCode } from '../format/masks.js';
import { isEmailDifferentFromHolder, isValidEmail, validateAdditionalEmail, validateEmail } from './email.js';
import { isLaborCardDifferentFromHolder, validateLaborCard } from './labor-card.js';
import { isValidFullName, isValidName, validateFullName, validateName } from './name.js';
import { isValidMobilePhone, isValidPhone, toPhoneCheckNumber, validateMobilePhone } from './phone.js';
import { isValidPostalCode, normalizePostalCode, validatePostalCode } from './postal-code.js';

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'maria@example.com',
      'joao.silva+carro@mail.com.br',
      'a_b-c@sub.domain.co',
      'X@Y.ORG',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects question marks, accented characters and broken patterns', () => {
    for (const email of [
      'maria?@example.com',
      'joão@example.com',
      'maria@exámple.com',
      'maria@example',
      'maria@@example.com',
      '@example.com',
      'maria@',
      'maria example@mail.com',
      '.maria@mail.com',
      'maria.@mail.com',
      'ma..ria@mail.com',
      'maria@mail..com',
      'maria@-mail.com',
      '',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
    expect(validateEmail('x')).toEqual({ ok: false, code: 'email_invalid' });
  });

  it('refuses an additional e-mail equal to the holder’s, whatever the case', () => {
    expect(isEmailDifferentFromHolder('Maria@Example.com', 'maria@example.com')).toBe(false);
    expect(validateAdditionalEmail('MARIA@example.com', 'maria@example.com')).toEqual({
      ok: false,
      code: 'email_same_as_holder',
    });
    expect(validateAdditionalEmail('jose@example.com', 'maria@example.com')).toEqual({ ok: true });
    expect(validateAdditionalEmail('jose@', 'maria@example.com')).toEqual({
      ok: false,
      code: 'email_invalid',
    });
  });
});

describe('labor card', () => {
  it('must differ from the holder’s, masks ignored', () => {
    expect(isLaborCardDifferentFromHolder('123.45678.90-1', '1234567890 1')).toBe(false);
    expect(validateLaborCard('1234567', '7654321')).toEqual({ ok: true });
    expect(validateLaborCard('1234567', '1234567')).toEqual({ ok: false, code: 'labor_card_same_as_holder' });
  });
});

describe('names', () => {
  it("accepts names starting with two letters, then letters, spaces and , . ' -", () => {
    for (const name of [
      'Jo',
      'Maria',
      'José da Silva',
      "Maria D'Ávila",
      'Ana-Clara',
      'Silva, Jr.',
      'Conceição',
    ]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it('rejects a single first letter, digits, symbols and a leading space', () => {
    for (const name of ["D'Ávila", 'J', 'J. Silva', 'Maria2', 'Maria & José', ' Maria', '', "'Maria"]) {
      expect(isValidName(name), name).toBe(false);
    }
  });

  it('asks for a surname in a full name', () => {
    expect(isValidFullName('Maria Silva')).toBe(true);
    expect(isValidFullName('Maria')).toBe(false);
    expect(isValidFullName('Maria ')).toBe(false);
    expect(validateFullName('Maria')).toEqual({ ok: false, code: 'surname_required' });
    expect(validateFullName('')).toEqual({ ok: false, code: 'name_required' });
    expect(validateFullName('M4ria Silva')).toEqual({ ok: false, code: 'name_invalid' });
    expect(validateName('')).toEqual({ ok: false, code: 'name_required' });
    expect(validateName('X')).toEqual({ ok: false, code: 'name_invalid' });
  });
});

describe('phones', () => {
  it('accepts mobiles whose digit after the area code is 8 or 9', () => {
    for (const phone of ['(11) 98765-4321', '11987654321', '1188765432', '(21) 8765-4321']) {
      expect(isValidMobilePhone(phone), phone).toBe(true);
    }
  });

  it('rejects short numbers, landline prefixes and bad area codes', () => {
    for (const phone of [
      '987654321',
      '(11) 3456-7890',
      '(11) 7876-5432',
      '(01) 98765-4321',
      '119876543210',
      '',
    ]) {
      expect(isValidMobilePhone(phone), phone).toBe(false);
    }
  });

  it('says "Digite seu celular" when empty and "Digite um telefone válido" when wrong', () => {
    expect(validateMobilePhone('')).toEqual({ ok: false, code: 'mobile_phone_required' });
    expect(validateMobilePhone('(11) 3456-7890')).toEqual({ ok: false, code: 'phone_invalid' });
    expect(validateMobilePhone('(11) 98765-4321')).toEqual({ ok: true });
  });

  it('accepts landlines and mobiles as phones', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('3456-7890')).toBe(false);
  });

  it('sends digits only, prefixed with 0, to the phone check', () => {
    expect(toPhoneCheckNumber('(11) 98765-4321')).toBe('011987654321');
  });

  it('formats with an optional area code, 4 or 5 digits, a hyphen and 4 digits', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('987654321')).toBe('98765-4321');
    expect(formatPhone('34567890')).toBe('3456-7890');
    expect(formatPhone('3456789')).toBe('3456789');
    expect(formatPhone('12345678901234')).toBe('12345678901234');
  });

  it('keeps a mobile valid whether masked by formatPhone or not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]{2}9\d{8}$/), (phone) => {
        expect(isValidMobilePhone(phone)).toBe(true);
        expect(isValidMobilePhone(formatPhone(phone))).toBe(true);
      }),
    );
  });
});

describe('postal code', () => {
  it('accepts 12345-678 and eight digits', () => {
    expect(isValidPostalCode('01310-100')).toBe(true);
    expect(isValidPostalCode('01310100')).toBe(true);
    for (const cep of ['0131-0100', '0131010', '013101000', '01310_100', 'ABCDE-FGH', '']) {
      expect(isValidPostalCode(cep), cep).toBe(false);
    }
  });

  it('accepts Argentine codes for Argentina', () => {
    expect(isValidPostalCode('1425', 'AR')).toBe(true);
    expect(isValidPostalCode('C1425ABC', 'AR')).toBe(true);
    expect(isValidPostalCode('01310-100', 'AR')).toBe(false);
  });

  it('removes the hyphen before lookup', () => {
    expect(normalizePostalCode('01310-100')).toBe('01310100');
  });

  it('says "Digite seu CEP" when empty', () => {
    expect(validatePostalCode('')).toEqual({ ok: false, code: 'cep_required' });
    expect(validatePostalCode('123')).toEqual({ ok: false, code: 'cep_invalid' });
  });

  it('agrees between masked and unmasked forms', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (cep) => {
        expect(isValidPostalCode(maskPostalCode(cep))).toBe(true);
        expect(normalizePostalCode(maskPostalCode(cep))).toBe(cep);
      }),
    );
  });
});
