import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../errors/code-of.fixture.js';
import {
  boletoBarcodeToLine,
  boletoDueDate,
  boletoDueDateIso,
  boletoFactor,
  boletoLineToBarcode,
  boletoMod10,
  boletoMod11,
  buildBoletoBarcode,
  formatBoletoLine,
  isValidBoletoBarcode,
  isValidBoletoLine,
  parseBoleto,
} from './boleto.js';

// Bank 001, due 2026-12-10 (factor 1656), R$ 1.234,56, free field 0000001234567890123456717.
// Check digits worked out by hand: fields 9, 7, 8 (mod 10) and general 6 (mod 11).
const BARCODE = '00196165600001234560000001234567890123456717';
const LINE = '00190000090123456789701234567178616560000123456';
const PRINTED = '00190.00009 01234.567897 01234.567178 6 16560000123456';

describe('check digits', () => {
  it('computes field digits mod 10 and the general digit mod 11', () => {
    expect(boletoMod10('001900000')).toBe(9);
    expect(boletoMod10('0123456789')).toBe(7);
    expect(boletoMod10('0123456717')).toBe(8);
    expect(boletoMod11(BARCODE.slice(0, 4) + BARCODE.slice(5))).toBe(6);
  });

  it('writes 1 when the mod-11 digit would be 0, 10 or 11', () => {
    const body = '00191656000012345600000012345678901234567';
    expect(boletoMod11(`${body}15`)).toBe(1); // remainder 1 → 10 → 1
    expect(boletoMod11(`${body}06`)).toBe(1); // remainder 0 → 11 → 1
    expect(boletoMod11(`${body}14`)).toBe(1); // remainder 10 → 1, an ordinary 1
    expect(boletoMod11(`${body}10`)).toBe(9); // remainder 2 → 9
  });
});

describe('barcode and typed line', () => {
  it('turns the known barcode into its typed line and back', () => {
    expect(boletoBarcodeToLine(BARCODE)).toBe(LINE);
    expect(boletoLineToBarcode(LINE)).toBe(BARCODE);
    expect(boletoLineToBarcode(PRINTED)).toBe(BARCODE);
    expect(formatBoletoLine(LINE)).toBe(PRINTED);
  });

  it('builds the known barcode from its parts', () => {
    expect(
      buildBoletoBarcode({
        bankCode: '001',
        dueDate: '2026-12-10',
        amountCents: 123456,
        freeField: '0000001234567890123456717',
      }),
    ).toBe(BARCODE);
  });

  it('validates a typed line by its field digits and its general digit', () => {
    expect(isValidBoletoLine(LINE)).toBe(true);
    expect(isValidBoletoLine(PRINTED)).toBe(true);
    const flip = (text: string, at: number) =>
      text.slice(0, at) + String((Number(text[at]) + 1) % 10) + text.slice(at + 1);
    expect(isValidBoletoLine(flip(LINE, 9))).toBe(false); // field 1 check digit
    expect(isValidBoletoLine(flip(LINE, 20))).toBe(false); // field 2 check digit
    expect(isValidBoletoLine(flip(LINE, 31))).toBe(false); // field 3 check digit
    expect(isValidBoletoLine(flip(LINE, 32))).toBe(false); // general check digit
    expect(isValidBoletoLine(flip(LINE, 40))).toBe(false); // amount, caught by the general digit
    expect(isValidBoletoLine(LINE.slice(0, 46))).toBe(false);
    expect(isValidBoletoBarcode(BARCODE)).toBe(true);
    expect(isValidBoletoBarcode(flip(BARCODE, 4))).toBe(false);
  });

  it('refuses to convert invalid input', () => {
    expect(codeOf(() => boletoLineToBarcode('123'))).toBe('boleto.invalid');
    expect(codeOf(() => boletoBarcodeToLine(`${BARCODE.slice(0, 4)}7${BARCODE.slice(5)}`))).toBe(
      'boleto.invalid',
    );
  });

  it('reads a slip from either form', () => {
    const fromLine = parseBoleto(PRINTED, '2026-11-21');
    expect(fromLine).toEqual({
      barcode: BARCODE,
      line: LINE,
      bankCode: '001',
      currencyCode: '9',
      factor: 1656,
      dueDate: '2026-12-10',
      amountCents: 123456,
      freeField: '0000001234567890123456717',
    });
    expect(parseBoleto(BARCODE, '2026-11-21')).toEqual(fromLine);
  });

  it('round-trips any barcode through its typed line, and the line stays valid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.option(fc.integer({ min: 0, max: 8999 }), { nil: null }),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.stringMatching(/^\d{25}$/),
        (bankCode, dayOffset, amountCents, freeField) => {
          const dueDate = dayOffset === null ? null : new Date(2025, 1, 22 + dayOffset);
          const barcode = buildBoletoBarcode({ bankCode, dueDate, amountCents, freeField });
          const line = boletoBarcodeToLine(barcode);
          expect(line).toHaveLength(47);
          expect(isValidBoletoLine(line)).toBe(true);
          expect(boletoLineToBarcode(line)).toBe(barcode);
          expect(boletoLineToBarcode(formatBoletoLine(line))).toBe(barcode);
        },
      ),
    );
  });
});

describe('due-date factor', () => {
  it('counts days from 1997-10-07 up to 9999 on 2025-02-21', () => {
    expect(boletoFactor('1997-10-07')).toBe(0);
    expect(boletoFactor('2000-07-03')).toBe(1000);
    expect(boletoFactor('2025-02-21')).toBe(9999);
  });

  it('restarts at 1000 on 2025-02-22', () => {
    expect(boletoFactor('2025-02-22')).toBe(1000);
    expect(boletoFactor('2025-02-23')).toBe(1001);
    expect(boletoFactor('2026-12-10')).toBe(1656);
    expect(boletoFactor(new Date(2025, 1, 22))).toBe(1000);
  });

  it('reads a factor as the day nearest to today', () => {
    expect(boletoDueDateIso(1000, '2026-11-21')).toBe('2025-02-22');
    expect(boletoDueDateIso(1000, '2001-01-01')).toBe('2000-07-03');
    expect(boletoDueDateIso(9999, '2025-03-01')).toBe('2025-02-21');
    expect(boletoDueDateIso(9999, '2040-01-01')).toBe('2049-10-13');
    expect(boletoDueDateIso(1656, '2026-11-21')).toBe('2026-12-10');
    expect(boletoDueDateIso(0, '2026-11-21')).toBeNull();
  });

  it('returns the due date as a local day', () => {
    const date = boletoDueDate(1656, '2026-11-21');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(10);
    expect(() => boletoDueDate(10000, '2026-11-21')).toThrow(RangeError);
  });

  it('gives back the day it came from, for days near today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const today = new Date(2026, 10, 21);
        const day = new Date(2026, 10, 21 + offset);
        const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
        expect(boletoDueDateIso(boletoFactor(day), today)).toBe(iso);
      }),
    );
  });
});
