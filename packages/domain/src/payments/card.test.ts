import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  detectCardBrand,
  isValidCardCvv,
  isValidCardExpiry,
  isValidCardHolderName,
  isValidCardNumber,
  luhn,
  luhnCheckDigit,
  validateCardExpiry,
  validateCardNumber,
} from './card.js';

// Test numbers the card networks and payment providers publish.
const TEST_CARDS: [string, string][] = [
  ['4111111111111111', 'visa'],
  ['4012888888881881', 'visa'],
  ['4222222222222', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['5105105105105100', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['5200828282828210', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  ['6011111111111117', 'discover'],
  ['6445644564456445', 'discover'],
  ['30569309025904', 'diners'],
  ['38520000023237', 'diners'],
  ['3530111333300000', 'jcb'],
  ['3566002020360505', 'jcb'],
  ['6200000000000005', 'unionpay'],
];

describe('Luhn', () => {
  it('accepts the published test numbers and rejects a changed digit', () => {
    for (const [number] of TEST_CARDS) {
      expect(luhn(number), number).toBe(true);
      const last = Number(number.at(-1));
      expect(luhn(number.slice(0, -1) + String((last + 1) % 10)), number).toBe(false);
    }
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('')).toBe(false);
    expect(luhn('12a4')).toBe(false);
  });

  it('detects every single-digit change of any number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12,15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (partial, at, shift) => {
          const number = partial + String(luhnCheckDigit(partial));
          const index = at % number.length;
          const changed =
            number.slice(0, index) + String((Number(number[index]) + shift) % 10) + number.slice(index + 1);
          expect(luhn(number)).toBe(true);
          expect(luhn(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('card number', () => {
  it('accepts 13 to 16 digits, spaces allowed, passing Luhn', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
  });

  it('rejects all zeros, wrong lengths and a failing checksum', () => {
    expect(isValidCardNumber('0000000000000000')).toBe(false);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('411111111111')).toBe(false);
    expect(isValidCardNumber('4111111111111111110')).toBe(false);
    expect(isValidCardNumber('4111-x111-1111-1111')).toBe(false);
    expect(validateCardNumber('1')).toEqual({ ok: false, code: 'card_number_invalid' });
  });
});

describe('card brand', () => {
  it('detects the brand of each published test number', () => {
    for (const [number, brand] of TEST_CARDS) expect(detectCardBrand(number), number).toBe(brand);
  });

  it('detects the brand as soon as the typed prefix allows', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('5')).toBe('mastercard');
    expect(detectCardBrand('2')).toBe('mastercard');
    expect(detectCardBrand('22')).toBe('mastercard');
    expect(detectCardBrand('2220')).toBeNull();
    expect(detectCardBrand('2221')).toBe('mastercard');
    expect(detectCardBrand('2721')).toBeNull();
    expect(detectCardBrand('3')).toBeNull();
    expect(detectCardBrand('34')).toBe('amex');
    expect(detectCardBrand('35')).toBe('jcb');
    expect(detectCardBrand('36')).toBe('diners');
    expect(detectCardBrand('30')).toBe('diners');
    expect(detectCardBrand('6')).toBeNull();
    expect(detectCardBrand('60')).toBe('discover');
    expect(detectCardBrand('62')).toBe('unionpay');
    expect(detectCardBrand('4111 11')).toBe('visa');
    expect(detectCardBrand('1')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });

  it('never changes its mind once a brand is found, as more digits are typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), (number) => {
        const brands = [...number].map((_, i) => detectCardBrand(number.slice(0, i + 1)));
        const found = brands.filter((b) => b !== null);
        expect(new Set(found).size).toBeLessThanOrEqual(1);
        for (const b of found) expect(CARD_BRANDS).toContain(b);
      }),
    );
  });
});

describe('card expiry', () => {
  const today = '2026-11-21';

  it('accepts this month and later', () => {
    expect(isValidCardExpiry('11/26', today)).toBe(true);
    expect(isValidCardExpiry('12/26', today)).toBe(true);
    expect(isValidCardExpiry('01/27', today)).toBe(true);
    expect(isValidCardExpiry('12/68', today)).toBe(true);
  });

  it('rejects past months, impossible months and other formats', () => {
    for (const expiry of ['10/26', '12/25', '00/27', '13/27', '1/27', '01/2027', '0127', '12/99']) {
      expect(isValidCardExpiry(expiry, today), expiry).toBe(false);
    }
    expect(validateCardExpiry('10/26', today)).toEqual({ ok: false, code: 'card_expiry_invalid' });
  });

  it('reads the reference day in the local calendar', () => {
    expect(isValidCardExpiry('11/26', new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(isValidCardExpiry('11/26', new Date(2026, 11, 1, 0, 0))).toBe(false);
  });
});

describe('security code and holder name', () => {
  it('wants four digits for Amex and three for others', () => {
    expect(isValidCardCvv('1234', 'amex')).toBe(true);
    expect(isValidCardCvv('123', 'amex')).toBe(false);
    expect(isValidCardCvv('123', 'visa')).toBe(true);
    expect(isValidCardCvv('1234', 'visa')).toBe(false);
    expect(isValidCardCvv('12a', null)).toBe(false);
    expect(isValidCardCvv('1234', null)).toBe(true);
  });

  it('accepts letters and spaces up to 26 characters', () => {
    expect(isValidCardHolderName('MARIA S SILVA')).toBe(true);
    expect(isValidCardHolderName('José Conceição')).toBe(true);
    expect(isValidCardHolderName('M')).toBe(false);
    expect(isValidCardHolderName('MARIA 2')).toBe(false);
    expect(isValidCardHolderName('A'.repeat(27))).toBe(false);
  });
});
