import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskCpfOrCnpj } from '../format/masks.js';
import { cnpjCheckDigits, cnpjCharValue, isAlphanumericCnpj, isValidCnpj, validateCnpj } from './cnpj.js';
import { isValidCpfOrCnpj, taxIdKind, validateCpfOrCnpj } from './cpf-or-cnpj.js';
import { cpfCheckDigits, isValidCpf, validateCpf } from './cpf.js';

const digit = fc.constantFrom(...'0123456789');
const cnpjChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digitsOf = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Valid CPFs made by completing random bases with their check digits. */
const validCpf = digitsOf(9)
  .map((base) => base + cpfCheckDigits(base))
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
const validNumericCnpj = digitsOf(12)
  .map((base) => base + cnpjCheckDigits(base))
  .filter((cnpj) => !/^(.)\1{13}$/.test(cnpj));
const validAlphanumericCnpj = fc
  .array(cnpjChar, { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((base) => /[A-Z]/.test(base))
  .map((base) => base + cnpjCheckDigits(base));

/** Replaces the character at `index` by another of the same alphabet. */
function mutate(value: string, index: number, shift: number, alphabet: string): string {
  const at = alphabet.indexOf(value.charAt(index));
  const replacement = alphabet.charAt((at + 1 + (shift % (alphabet.length - 1))) % alphabet.length);
  return value.slice(0, index) + replacement + value.slice(index + 1);
}

describe('CPF', () => {
  it('accepts known valid CPFs, masked and unmasked', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', '11144477735']) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
  });

  it('computes the check digits of a known CPF', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
  });

  it('rejects a wrong check digit, a wrong length, repeated digits and letters', () => {
    for (const cpf of [
      '529.982.247-24',
      '52998224726',
      '5299822472',
      '529982247250',
      '111.111.111-11',
      '00000000000',
      '5299822472a',
      '',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });

  it('explains a failure with the spec message code', () => {
    expect(validateCpf('123')).toEqual({ ok: false, code: 'cpf_invalid' });
    expect(validateCpf('52998224725')).toEqual({ ok: true });
  });

  it('accepts every generated CPF, masked and unmasked alike', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
      }),
    );
  });

  it('rejects any change of a check digit', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), fc.nat(8), (cpf, index, shift) => {
        expect(isValidCpf(mutate(cpf, index, shift, '0123456789'))).toBe(false);
      }),
    );
  });

  it('rejects a single-digit change of the base unless the remainders fold 10 into 0', () => {
    // Modulo 11 notices every single-digit change, but the CPF writes remainders 10 and 0 as the
    // same digit, so a change that moves a remainder between them goes unseen (about 0.2%). The
    // first digit's weight 11 in the second sum is 0 mod 11, so that remainder may also stay put.
    const remainders = (cpf: string): [number, number] => {
      const sum = (n: number) => [...cpf.slice(0, n)].reduce((s, d, i) => s + Number(d) * (n + 1 - i), 0);
      return [(sum(9) * 10) % 11, (sum(10) * 10) % 11];
    };
    fc.assert(
      fc.property(validCpf, fc.nat(8), fc.nat(8), (cpf, index, shift) => {
        const changed = mutate(cpf, index, shift, '0123456789');
        if (!isValidCpf(changed)) return;
        const [a1, a2] = remainders(cpf);
        const [b1, b2] = remainders(changed);
        expect([a1, b1].sort((x, y) => x - y)).toEqual([0, 10]);
        if (a2 !== b2) expect([a2, b2].sort((x, y) => x - y)).toEqual([0, 10]);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees between masked and unmasked forms of any eleven digits', () => {
    fc.assert(
      fc.property(digitsOf(11), (digits) => {
        expect(isValidCpf(maskCpf(digits))).toBe(isValidCpf(digits));
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts known numeric and alphanumeric CNPJs, masked and unmasked', () => {
    for (const cnpj of [
      '11.222.333/0001-81',
      '11222333000181',
      '12.ABC.345/01DE-35',
      '12ABC34501DE35',
      '12abc34501de35',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it('values characters as their ASCII code minus 48', () => {
    expect(cnpjCharValue('0')).toBe(0);
    expect(cnpjCharValue('9')).toBe(9);
    expect(cnpjCharValue('A')).toBe(17);
    expect(cnpjCharValue('Z')).toBe(42);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('rejects wrong check digits, letters among the check digits, repeated characters and wrong lengths', () => {
    for (const cnpj of [
      '11.222.333/0001-82',
      '12.ABC.345/01DE-36',
      '12ABC34501DE3A',
      '00000000000000',
      '11111111111111',
      '1122233300018',
      '112223330001811',
      '12.ABC.345/01D?-35',
      '',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
    expect(validateCnpj('1')).toEqual({ ok: false, code: 'cnpj_invalid' });
  });

  it('tells the alphanumeric form apart', () => {
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });

  it('accepts every generated CNPJ, both forms, masked and unmasked alike', () => {
    fc.assert(
      fc.property(fc.oneof(validNumericCnpj, validAlphanumericCnpj), (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
      }),
    );
  });

  it('rejects a single-digit change of a numeric base unless both remainders fold 1 into 0', () => {
    // Remainders 0 and 1 both give check digit 0, the scheme's only blind spot for one digit.
    const remainders = (cnpj: string): [number, number] => {
      const sum = (n: number, weights: number[]) =>
        [...cnpj.slice(0, n)].reduce((s, c, i) => s + cnpjCharValue(c) * (weights[i] ?? 0), 0) % 11;
      return [
        sum(12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]),
        sum(13, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]),
      ];
    };
    fc.assert(
      fc.property(validNumericCnpj, fc.nat(11), fc.nat(8), (cnpj, index, shift) => {
        const changed = mutate(cnpj, index, shift, '0123456789');
        if (!isValidCnpj(changed)) return;
        const [a1, a2] = remainders(cnpj);
        const [b1, b2] = remainders(changed);
        expect([a1, b1].sort((x, y) => x - y)).toEqual([0, 1]);
        expect([a2, b2].sort((x, y) => x - y)).toEqual([0, 1]);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects any change of a check digit, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlphanumericCnpj),
        fc.constantFrom(12, 13),
        fc.nat(8),
        (cnpj, index, shift) => {
          expect(isValidCnpj(mutate(cnpj, index, shift, '0123456789'))).toBe(false);
        },
      ),
    );
  });
});

describe('CPF or CNPJ', () => {
  it('reads eleven digits as a CPF and fourteen characters as a CNPJ, masked or not', () => {
    expect(taxIdKind('52998224725')).toBe('cpf');
    expect(taxIdKind('529.982.247-25')).toBe('cpf');
    expect(taxIdKind('11222333000181')).toBe('cnpj');
    expect(taxIdKind('11.222.333/0001-81')).toBe('cnpj');
    expect(taxIdKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(taxIdKind('123456789012')).toBeNull();
  });

  it('validates each kind by its own rule', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfOrCnpj('123456789012')).toBe(false);
    expect(validateCpfOrCnpj('1')).toEqual({ ok: false, code: 'cpf_cnpj_invalid' });
  });

  it('lets an empty value pass only when the field is optional', () => {
    expect(isValidCpfOrCnpj('')).toBe(false);
    expect(isValidCpfOrCnpj('', { optional: true })).toBe(true);
    expect(isValidCpfOrCnpj('123', { optional: true })).toBe(false);
  });

  it('masks as it is typed: CPF up to eleven digits, CNPJ beyond', () => {
    expect(maskCpfOrCnpj('529982247')).toBe('529.982.247');
    expect(maskCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfOrCnpj('12abc')).toBe('12.ABC');
  });

  it('agrees with each document validator on generated values', () => {
    fc.assert(
      fc.property(fc.oneof(validCpf, validNumericCnpj, validAlphanumericCnpj), (doc) => {
        expect(isValidCpfOrCnpj(doc)).toBe(true);
        expect(isValidCpfOrCnpj(maskCpfOrCnpj(doc))).toBe(true);
      }),
    );
  });
});
