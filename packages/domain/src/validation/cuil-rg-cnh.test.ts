import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCuil } from '../format/masks.js';
import {
  cnhCheckDigits,
  isValidCnh,
  isValidCnhCategory,
  validateCnhCategory,
  validateCnhExpiry,
} from './cnh.js';
import { CUIL_PREFIXES, cuilCheckDigit, cuilDocumentNumber, isValidCuil, validateCuil } from './cuil.js';
import { isValidRg, validateRg } from './rg.js';

const digits = (n: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('CUIL', () => {
  it('computes the check digit with weights 2–7 from the right, mod 11', () => {
    // 2·5+0·4+1·3+2·2+3·7+4·6+5·5+6·4+7·3+8·2 = 148; 148 mod 11 = 5; 11 − 5 = 6.
    expect(cuilCheckDigit('2012345678')).toBe(6);
    // AFIP's own CUIT 33-69345023-9 checks out with the same rule.
    expect(cuilCheckDigit('3369345023')).toBe(9);
  });

  it('maps a result of 11 to 0 and 10 to 9', () => {
    // 2·5+0·4+0·3+0·2+0·7+0·6+0·5+0·4+0·3+1·2 = 12 → 11 − 1 = 10 → 9.
    expect(cuilCheckDigit('2000000001')).toBe(9);
    // 2·5 + 6·2 = 22 ≡ 0 → 11 − 0 = 11 → 0.
    expect(cuilCheckDigit('2000000006')).toBe(0);
    // 2·5 = 10 → 11 − 10 = 1, an ordinary digit.
    expect(cuilCheckDigit('2000000000')).toBe(1);
  });

  it('accepts valid CUILs, masked or not, with each allowed prefix', () => {
    expect(isValidCuil('20-12345678-6')).toBe(true);
    expect(isValidCuil('20123456786')).toBe(true);
    for (const prefix of CUIL_PREFIXES) {
      const base = `${prefix}12345678`;
      expect(isValidCuil(base + String(cuilCheckDigit(base))), prefix).toBe(true);
    }
  });

  it('rejects other prefixes, even with a right check digit', () => {
    expect(isValidCuil('33-69345023-9')).toBe(false);
    expect(isValidCuil('21123456783')).toBe(false);
  });

  it('accepts only 20, 27 and 30 with the strict prefixes', () => {
    for (const prefix of ['23', '24']) {
      const base = `${prefix}12345678`;
      const cuil = base + String(cuilCheckDigit(base));
      expect(isValidCuil(cuil)).toBe(true);
      expect(isValidCuil(cuil, { strictPrefixes: true })).toBe(false);
    }
    expect(isValidCuil('20-12345678-6', { strictPrefixes: true })).toBe(true);
  });

  it('requires the document number to equal digits 3 to 10', () => {
    expect(cuilDocumentNumber('20-12345678-6')).toBe('12345678');
    expect(validateCuil('20-12345678-6', { documentNumber: '12.345.678' })).toEqual({ ok: true });
    expect(validateCuil('20-12345678-6', { documentNumber: '12345679' })).toEqual({
      ok: false,
      code: 'cuil_document_mismatch',
    });
    const base = '2001234567';
    expect(isValidCuil(base + String(cuilCheckDigit(base)), { documentNumber: '1234567' })).toBe(true);
  });

  it('rejects a wrong check digit or length', () => {
    expect(validateCuil('20-12345678-5')).toEqual({ ok: false, code: 'cuil_invalid' });
    expect(isValidCuil('2012345678')).toBe(false);
  });

  it('accepts generated CUILs and rejects any change of their check digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CUIL_PREFIXES),
        digits(8),
        fc.integer({ min: 1, max: 9 }),
        (prefix, dni, shift) => {
          const base = prefix + dni;
          const check = cuilCheckDigit(base);
          expect(isValidCuil(maskCuil(base + String(check)), { documentNumber: dni })).toBe(true);
          expect(isValidCuil(base + String((check + shift) % 10))).toBe(false);
        },
      ),
    );
  });
});

describe('RG', () => {
  it('accepts 1 to 50 digits once other characters are stripped', () => {
    expect(isValidRg('12.345.678-9')).toBe(true);
    expect(isValidRg('12.345.678-X')).toBe(true);
    expect(isValidRg('7')).toBe(true);
    expect(isValidRg('9'.repeat(50))).toBe(true);
  });

  it('rejects no digits or more than 50', () => {
    expect(isValidRg('')).toBe(false);
    expect(isValidRg('X-.')).toBe(false);
    expect(isValidRg('9'.repeat(51))).toBe(false);
    expect(validateRg('')).toEqual({ ok: false, code: 'rg_invalid' });
  });
});

describe('CNH', () => {
  it('computes check digits, including the lowered second digit when the first overflows', () => {
    const base = '123456789';
    const valid = base + cnhCheckDigits(base);
    expect(isValidCnh(valid)).toBe(true);
    // First: 1·1 = 1. Second: 1·9 = 9.
    expect(cnhCheckDigits('000000001')).toBe('19');
    // First: 1·2 + 8·1 = 10 → 0, and the second is lowered by 2: (1·8 + 8·9) mod 11 = 3 → 1.
    expect(cnhCheckDigits('000000018')).toBe('01');
  });

  it('rejects repeated digits, wrong lengths and wrong check digits', () => {
    const base = '123456789';
    const checks = cnhCheckDigits(base);
    expect(isValidCnh(`${base}${checks[0]}${(Number(checks[1]) + 1) % 10}`)).toBe(false);
    expect(isValidCnh('11111111111')).toBe(false);
    expect(isValidCnh('1234567890')).toBe(false);
  });

  it('accepts generated numbers and rejects any change of a check digit', () => {
    fc.assert(
      fc.property(digits(9), fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (base, index, shift) => {
        const cnh = base + cnhCheckDigits(base);
        fc.pre(!/^(\d)\1{10}$/.test(cnh));
        expect(isValidCnh(cnh)).toBe(true);
        const changed =
          cnh.slice(0, index) + String((Number(cnh[index]) + shift) % 10) + cnh.slice(index + 1);
        expect(isValidCnh(changed)).toBe(false);
      }),
    );
  });

  it('rejects a change of one base digit unless the first remainder folds 10 into 0', () => {
    const firstRemainder = (cnh: string) =>
      [...cnh.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (9 - i), 0) % 11;
    fc.assert(
      fc.property(digits(9), fc.nat(8), fc.integer({ min: 1, max: 9 }), (base, index, shift) => {
        const cnh = base + cnhCheckDigits(base);
        const changed =
          cnh.slice(0, index) + String((Number(cnh[index]) + shift) % 10) + cnh.slice(index + 1);
        fc.pre(!/^(\d)\1{10}$/.test(changed));
        if (!isValidCnh(changed)) return;
        expect([firstRemainder(cnh), firstRemainder(changed)].sort((x, y) => x - y)).toEqual([0, 10]);
      }),
      { numRuns: 2000 },
    );
  });

  it('checks the expiry: invalid day, expired, still valid on its last day', () => {
    expect(validateCnhExpiry('31/02/2027', '2026-11-21')).toEqual({ ok: false, code: 'cnh_expiry_invalid' });
    expect(validateCnhExpiry('20/11/2026', '2026-11-21')).toEqual({ ok: false, code: 'cnh_expired' });
    expect(validateCnhExpiry('21/11/2026', '2026-11-21')).toEqual({ ok: true });
  });

  it('requires one of the known categories', () => {
    expect(isValidCnhCategory('AB')).toBe(true);
    expect(isValidCnhCategory('F')).toBe(false);
    expect(validateCnhCategory('')).toEqual({ ok: false, code: 'cnh_category_required' });
  });
});
