import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { recallQueryKind } from '../vehicle/chassis.js';
import { formatPlate, isValidPlate, plateKind, validatePlate } from '../vehicle/plate.js';
import { isValidCuil } from './cuil.js';
import {
  argentineDocumentKind,
  dniOfArgentineDocument,
  isValidDni,
  validateArgentineDocument,
} from './dni.js';
import { PHONE_METADATA } from './phone-metadata.js';
import {
  isValidMobilePhone,
  isValidPhone,
  normalizeMobilePhone,
  phoneDigitsForMarket,
  validateMobilePhone,
  validatePhone,
} from './phone.js';
import { isValidPostalCode, validatePostalCode } from './postal-code.js';

describe('phone metadata', () => {
  it('is the installed library’s metadata for Brazil and Argentina, unchanged', () => {
    expect(PHONE_METADATA.countries['BR']).toEqual(mobileMetadata.countries['BR']);
    expect(PHONE_METADATA.countries['AR']).toEqual(mobileMetadata.countries['AR']);
    expect(PHONE_METADATA.country_calling_codes).toEqual({ '54': ['AR'], '55': ['BR'] });
  });
});

describe('Argentine mobile numbers', () => {
  // The library's example mobile of Argentina, national significant number with the mobile 9.
  const example = mobileExamples['AR'];
  const area = example.slice(1, 3);
  const subscriber = example.slice(3);

  it('takes the library’s example mobile in every way people write it', () => {
    expect(example).toBe('91123456789');
    const written = [
      `${area} ${subscriber.slice(0, 4)}-${subscriber.slice(4)}`,
      `+54 9 ${area} ${subscriber.slice(0, 4)}-${subscriber.slice(4)}`,
      `0${area} 15 ${subscriber.slice(0, 4)}-${subscriber.slice(4)}`,
      `${area} 15 ${subscriber}`,
      `+549${area}${subscriber}`,
      `+54 ${area} ${subscriber}`,
    ];
    for (const value of written) {
      expect(normalizeMobilePhone(value, 'AR'), value).toEqual({
        e164: `+54${example}`,
        national: example,
        display: '+54 9 11 2345-6789',
      });
    }
  });

  it('accepts the numbers buyers typed and brings them to one form', () => {
    const cordoba = { e164: '+5493515551234', national: '93515551234', display: '+54 9 351 555-1234' };
    expect(normalizeMobilePhone('351 555-1234', 'AR')).toEqual(cordoba);
    expect(normalizeMobilePhone('+54 9 351 555-1234', 'AR')).toEqual(cordoba);
    expect(normalizeMobilePhone('0351 15 555-1234', 'AR')).toEqual(cordoba);
    expect(normalizeMobilePhone('11 2345-6789', 'AR')?.e164).toBe('+5491123456789');
    expect(phoneDigitsForMarket('0351 15 555-1234', 'AR')).toBe('93515551234');
  });

  it('refuses what is not an Argentine mobile, with the spec’s messages', () => {
    for (const value of [
      '0800 555 1234',
      '1234567890',
      '555-1234',
      '+55 11 98765-4321',
      '351 555-12',
      'abc',
    ]) {
      expect(isValidMobilePhone(value, 'AR'), value).toBe(false);
    }
    expect(validateMobilePhone('', 'AR')).toEqual({ ok: false, code: 'mobile_phone_required' });
    expect(validateMobilePhone('123', 'AR')).toEqual({ ok: false, code: 'phone_invalid' });
    expect(validatePhone(' ', 'AR')).toEqual({ ok: false, code: 'phone_required' });
    expect(isValidPhone('0351 422-1234', 'AR')).toBe(true);
  });

  it('agrees with the whole library on random ten-digit numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (digits) => {
        const full = parsePhoneNumberFromString(`+549${digits}`);
        const expected = full !== undefined && full.isValid() && full.getType() === 'MOBILE';
        expect(isValidMobilePhone(digits, 'AR')).toBe(expected);
        const normalized = normalizeMobilePhone(digits, 'AR');
        // What is shown reads back as the same number.
        if (normalized) expect(normalizeMobilePhone(normalized.display, 'AR')).toEqual(normalized);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the Brazilian rule of the spec in Brazil, and does not mix the markets', () => {
    expect(mobileExamples['BR']).toBe('11961234567');
    expect(isValidMobilePhone(mobileExamples['BR'])).toBe(true);
    expect(normalizeMobilePhone('+55 (11) 96123-4567')).toEqual({
      e164: '+5511961234567',
      national: '11961234567',
      display: '(11) 96123-4567',
    });
    expect(isValidMobilePhone('351 555-1234', 'BR')).toBe(false);
    expect(isValidMobilePhone('(11) 98765-4321', 'AR')).toBe(false);
  });
});

describe('Argentine plates', () => {
  it('takes the Mercosur layout and the 1995 one, in any case and spacing', () => {
    expect(plateKind('AB 123 CD', 'AR')).toBe('mercosul');
    expect(plateKind('ab123cd', 'AR')).toBe('mercosul');
    expect(plateKind('abc 123', 'AR')).toBe('old');
    expect(formatPlate('ab123cd', 'AR')).toBe('AB 123 CD');
    expect(formatPlate('abc123', 'AR')).toBe('ABC 123');
  });

  it('refuses Brazilian plates in Argentina and Argentine ones in Brazil', () => {
    expect(isValidPlate('ABC1D23', 'AR')).toBe(false);
    expect(isValidPlate('ABC1234', 'AR')).toBe(false);
    expect(isValidPlate('AB123CD', 'BR')).toBe(false);
    expect(isValidPlate('ABC123', 'BR')).toBe(false);
    expect(validatePlate('', 'AR')).toEqual({ ok: false, code: 'plate_required' });
  });

  it('lets a recall search take an Argentine plate or a chassis', () => {
    expect(recallQueryKind('AE 123 BC', 'AR')).toBe('plate');
    expect(recallQueryKind('KJH456', 'AR')).toBe('plate');
    expect(recallQueryKind('8AD2AN6AXPG012345', 'AR')).toBe('chassis');
    expect(recallQueryKind('AE123BC')).toBeNull();
  });

  it('accepts every generated plate of each layout', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const mercosur = fc.tuple(
      fc.array(letter, { minLength: 2, maxLength: 2 }),
      fc.array(digit, { minLength: 3, maxLength: 3 }),
      fc.array(letter, { minLength: 2, maxLength: 2 }),
    );
    fc.assert(
      fc.property(mercosur, ([a, b, c]) => {
        const plate = [...a, ...b, ...c].join('');
        expect(plateKind(plate, 'AR')).toBe('mercosul');
        expect(isValidPlate(plate, 'BR')).toBe(false);
      }),
    );
  });
});

describe('Argentine postal codes', () => {
  it('takes the four-digit code and the CPA, and refuses a CEP', () => {
    expect(isValidPostalCode('5000', 'AR')).toBe(true);
    expect(isValidPostalCode('c1425abc', 'AR')).toBe(true);
    expect(isValidPostalCode('01310-100', 'AR')).toBe(false);
    expect(isValidPostalCode('C1425', 'AR')).toBe(false);
    expect(validatePostalCode('', 'AR')).toEqual({ ok: false, code: 'cep_required' });
  });
});

describe('Argentine documents', () => {
  it('tells a CUIL/CUIT from a DNI and checks each', () => {
    expect(argentineDocumentKind('20-12345678-6')).toBe('cuil');
    expect(argentineDocumentKind('12.345.678')).toBe('dni');
    expect(isValidCuil('20-12345678-6')).toBe(true);
    expect(validateArgentineDocument('20-12345678-6')).toEqual({ ok: true });
    expect(validateArgentineDocument('20-12345678-5')).toEqual({ ok: false, code: 'cuil_invalid' });
    expect(validateArgentineDocument('12.345.678')).toEqual({ ok: true });
    expect(validateArgentineDocument('999.999')).toEqual({ ok: false, code: 'document_invalid' });
    expect(isValidDni('0.123.456')).toBe(false);
    expect(dniOfArgentineDocument('20-12345678-6')).toBe('12345678');
  });
});
