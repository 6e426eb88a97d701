import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandTwoDigitYear, formatDate, parseBrDate, parseIsoDate, toIsoDate } from './date.js';
import {
  maskCardExpiry,
  maskCardNumber,
  maskCnpj,
  maskCpf,
  maskCuil,
  maskPostalCode,
  onlyDigits,
} from './masks.js';
import {
  formatMoney,
  formatPrice,
  maskCurrency,
  moneyInputText,
  missingPriceLabel,
  parseBrazilianMoney,
  parseBrazilianMoneyToCents,
} from './money.js';
import { cityAndState, truncate } from './text.js';

const NBSP = '\u00A0';

describe('masks', () => {
  it('mask documents as they are typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('5299822472599')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
    expect(maskPostalCode('01310100')).toBe('01310-100');
    expect(maskCuil('20123456786')).toBe('20-12345678-6');
    expect(maskCardExpiry('1228')).toBe('12/28');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
  });

  it('never lose or invent a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(onlyDigits(maskCpf(digits))).toBe(digits);
        expect(maskCpf(maskCpf(digits))).toBe(maskCpf(digits));
      }),
    );
  });
});

describe('money', () => {
  it('formats centavos as each locale writes money', () => {
    expect(formatMoney(123456, 'BRL', 'pt-BR')).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(5, 'BRL', 'pt-BR')).toBe(`R$${NBSP}0,05`);
    expect(formatMoney(12345678900, 'BRL', 'pt-BR')).toBe(`R$${NBSP}123.456.789,00`);
    expect(formatMoney(123456, 'ARS', 'es-AR')).toBe(`$${NBSP}1.234,56`);
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => formatMoney(-1, 'BRL', 'pt-BR')).toThrow(RangeError);
    expect(() => formatMoney(1.5, 'BRL', 'pt-BR')).toThrow(RangeError);
  });

  it('shows the missing-price label when there is no price', () => {
    expect(missingPriceLabel('pt-BR')).toBe('Valor não disponível no momento');
    expect(formatPrice(null, 'BRL', 'pt-BR')).toBe('Valor não disponível no momento');
    expect(formatPrice(100, 'BRL', 'pt-BR')).toBe(`R$${NBSP}1,00`);
  });

  it('masks typed digits as centavos with R$, thousands dots and a comma, up to 9 integer digits', () => {
    expect(maskCurrency('')).toBe('');
    expect(maskCurrency('5')).toBe('R$ 0,05');
    expect(maskCurrency('123456')).toBe('R$ 1.234,56');
    expect(maskCurrency('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(maskCurrency('-100')).toBe('R$ 1,00');
    expect(maskCurrency('0000123')).toBe('R$ 1,23');
    expect(maskCurrency('123456789012345')).toBe('R$ 123.456.789,01');
    expect(maskCurrency('123456', 'ARS')).toBe('$ 1.234,56');
  });

  it("writes an amount as the money mask lays it out, in the market's currency", () => {
    expect(moneyInputText(4_619_700, 'BRL')).toBe('R$ 46.197,00');
    expect(moneyInputText(0, 'BRL')).toBe('R$ 0,00');
    expect(moneyInputText(5, 'ARS')).toBe('$ 0,05');
    expect(moneyInputText(99_999_999_999, 'BRL')).toBe('R$ 999.999.999,99');
    for (const cents of [-1, 1.5, 100_000_000_000])
      expect(() => moneyInputText(cents, 'BRL')).toThrow(RangeError);
  });

  it('parses Brazilian money strings', () => {
    expect(parseBrazilianMoney('R$ 1.234,56')).toBe(1234.56);
    expect(parseBrazilianMoney(`R$${NBSP}1.234,56`)).toBe(1234.56);
    expect(parseBrazilianMoney('1234,5')).toBe(1234.5);
    expect(parseBrazilianMoney('0,005')).toBe(0.01);
    expect(parseBrazilianMoney('R$ 100')).toBe(100);
    expect(parseBrazilianMoneyToCents('R$ 1.234,56')).toBe(123456);
  });

  it('refuses negative or malformed money strings', () => {
    for (const text of ['-R$ 1,00', 'R$ -1,00', '1.23,00', 'abc', '', '1,2,3']) {
      expect(parseBrazilianMoney(text), text).toBeNaN();
    }
  });

  it('reads back what the mask and the formatter write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseBrazilianMoneyToCents(maskCurrency(String(cents)))).toBe(cents);
        expect(parseBrazilianMoneyToCents(formatMoney(cents, 'BRL', 'pt-BR'))).toBe(cents);
        expect(parseBrazilianMoneyToCents(moneyInputText(cents, 'ARS'))).toBe(cents);
      }),
    );
  });
});

describe('dates', () => {
  it('formats DD/MM/YYYY in pt-BR and es-AR, YYYY-MM-DD in en-US', () => {
    expect(formatDate('2026-03-05', 'pt-BR')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'es-AR')).toBe('05/03/2026');
    expect(formatDate('05/03/2026', 'en-US')).toBe('2026-03-05');
    expect(formatDate('not a date', 'pt-BR')).toBe('');
  });

  it('parses only real days', () => {
    expect(parseBrDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
  });

  it('round-trips any day through both written forms', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (date) => {
          const br = formatDate(date, 'pt-BR');
          const iso = formatDate(date, 'en-US');
          expect(parseBrDate(br)).toEqual(parseIsoDate(iso));
          expect(toIsoDate(parseBrDate(br)!)).toBe(iso);
        },
      ),
    );
  });

  it('reads two-digit years: 0–68 as 20xx, 69–99 as 19xx', () => {
    expect(expandTwoDigitYear(0)).toBe(2000);
    expect(expandTwoDigitYear(68)).toBe(2068);
    expect(expandTwoDigitYear(69)).toBe(1969);
    expect(expandTwoDigitYear(99)).toBe(1999);
    expect(() => expandTwoDigitYear(100)).toThrow(RangeError);
  });
});

describe('truncation', () => {
  it('ends a cut text with "..."', () => {
    expect(truncate('Fiat Pulse Impetus', 10)).toBe('Fiat Pu...');
    expect(truncate('Fiat', 10)).toBe('Fiat');
    expect(truncate('Citroën C3', 9)).toBe('Citroë...');
  });
});

describe('a city with its state', () => {
  it('names both, or the place once where the city is its own province', () => {
    expect(cityAndState('Campinas', 'SP')).toBe('Campinas – SP');
    // Córdoba the city is not Córdoba the province; the autonomous city is its own province.
    expect(cityAndState('Córdoba', 'Córdoba')).toBe('Córdoba – Córdoba');
    expect(cityAndState('Ciudad Autónoma de Buenos Aires', 'Ciudad autónoma de Buenos Aires')).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
    expect(cityAndState('Rosario', '')).toBe('Rosario');
  });
});
