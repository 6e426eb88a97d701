import { DomainError } from '../errors/errors.js';
import { type DateInput, toCalendarDate, dayNumber, dateFromDayNumber, toIsoDate } from '../format/date.js';

/*
 * Bank slips (boletos de cobrança) by the FEBRABAN layout.
 *
 * Barcode, 44 digits: bank (3) · currency (1, 9 = real) · general check digit (1) · due factor (4) ·
 * amount in centavos (10) · free field of the bank (25).
 *
 * Typed line, 47 digits, in five fields:
 *   1: bank, currency, free field 1–5, check digit     (10)
 *   2: free field 6–15, check digit                    (11)
 *   3: free field 16–25, check digit                   (11)
 *   4: general check digit of the barcode              (1)
 *   5: due factor and amount                           (14)
 */

export const BOLETO_BARCODE_LENGTH = 44;
export const BOLETO_LINE_LENGTH = 47;

/** Check digit of a typed-line field: weights 2,1,2,1… from the right, products' digits summed, mod 10. */
export function boletoMod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * General check digit of a barcode, over its 43 other digits: weights 2 to 9 cycling from the right,
 * `11 − (sum mod 11)`, where 0, 10 and 11 become 1.
 */
export function boletoMod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

function digitsOf(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** Whether a 44-digit barcode has the right general check digit. */
export function isValidBoletoBarcode(value: string): boolean {
  const barcode = digitsOf(value);
  if (!/^\d{44}$/.test(barcode)) return false;
  return boletoMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

function lineFieldsValid(line: string): boolean {
  return (
    boletoMod10(line.slice(0, 9)) === Number(line[9]) &&
    boletoMod10(line.slice(10, 20)) === Number(line[20]) &&
    boletoMod10(line.slice(21, 31)) === Number(line[31])
  );
}

function lineToBarcodeUnchecked(line: string): string {
  return (
    line.slice(0, 4) + line[32] + line.slice(33) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31)
  );
}

/**
 * Whether a typed line is valid: 47 digits (dots and spaces of the printed form allowed), the
 * three field check digits right (mod 10) and the general check digit right (mod 11).
 */
export function isValidBoletoLine(value: string): boolean {
  const line = digitsOf(value);
  if (!/^\d{47}$/.test(line)) return false;
  return lineFieldsValid(line) && isValidBoletoBarcode(lineToBarcodeUnchecked(line));
}

/**
 * The barcode of a typed line.
 *
 * @throws DomainError `boleto.invalid` when the line is not a valid typed line.
 */
export function boletoLineToBarcode(line: string): string {
  if (!isValidBoletoLine(line)) throw new DomainError('boleto.invalid');
  return lineToBarcodeUnchecked(digitsOf(line));
}

/**
 * The typed line (47 digits, unformatted) of a barcode.
 *
 * @throws DomainError `boleto.invalid` when the barcode is not 44 digits with a right check digit.
 */
export function boletoBarcodeToLine(barcode: string): string {
  const code = digitsOf(barcode);
  if (!isValidBoletoBarcode(code)) throw new DomainError('boleto.invalid');
  const free = code.slice(19);
  const field1 = code.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    field1 +
    String(boletoMod10(field1)) +
    field2 +
    String(boletoMod10(field2)) +
    field3 +
    String(boletoMod10(field3)) +
    code[4] +
    code.slice(5, 19)
  );
}

/** Writes a typed line as printed: `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`. */
export function formatBoletoLine(line: string): string {
  const d = digitsOf(line);
  if (!/^\d{47}$/.test(d)) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

// Factor 0 is 1997-10-07; factor 1000 fell on 2000-07-03 and 9999 on 2025-02-21. On 2025-02-22
// the factor restarted at 1000 and runs again to 9999 every 9000 days.
const BASE_DAY = dayNumber({ year: 1997, month: 10, day: 7 });
const RESTART_DAY = dayNumber({ year: 2025, month: 2, day: 22 });
const CYCLE = 9000;

function dayOf(value: DateInput): number {
  const date = toCalendarDate(value);
  if (!date) throw new RangeError(`Unreadable date: ${String(value)}`);
  return dayNumber(date);
}

/**
 * The due-date factor of a day: days since 1997-10-07 until 2025-02-21 (factor 9999), then 1000 again
 * from 2025-02-22, cycling through 1000–9999.
 */
export function boletoFactor(date: DateInput): number {
  const day = dayOf(date);
  if (day < BASE_DAY) throw new RangeError('Boleto due dates start on 1997-10-07');
  if (day < RESTART_DAY) return day - BASE_DAY;
  return 1000 + ((day - RESTART_DAY) % CYCLE);
}

function dueDayNumber(factor: number, today: DateInput): number | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < 0 || factor > 9999) {
    throw new RangeError(`A boleto due factor runs from 0 to 9999, got ${factor}`);
  }
  // Factors below 1000 were only ever used before July 2000.
  if (factor < 1000) return BASE_DAY + factor;
  // A factor names one day in each 9000-day cycle; the slip means the one nearest to today.
  const now = dayOf(today);
  const first = RESTART_DAY + (factor - 1000) - CYCLE;
  const k = Math.max(0, Math.round((now - first) / CYCLE));
  return first + k * CYCLE;
}

/**
 * The due date a factor stands for, as a `Date` at local midnight, or `null` for factor 0 (no due
 * date). Since factors repeat every 9000 days, the day nearest to `today` is chosen: factor 1000 is
 * 2025-02-22 today, and was 2000-07-03 for a slip read in 2001.
 */
export function boletoDueDate(factor: number, today: DateInput = new Date()): Date | null {
  const day = dueDayNumber(factor, today);
  if (day === null) return null;
  const date = dateFromDayNumber(day);
  return new Date(date.year, date.month - 1, date.day);
}

/** {@link boletoDueDate} as `YYYY-MM-DD`, or `null`. */
export function boletoDueDateIso(factor: number, today: DateInput = new Date()): string | null {
  const day = dueDayNumber(factor, today);
  return day === null ? null : toIsoDate(dateFromDayNumber(day));
}

/** What a boleto barcode is built from. */
export interface BoletoInput {
  /** Bank code, three digits (e.g. `001`). */
  bankCode: string;
  /** Currency digit; 9 is the real. */
  currencyCode?: string;
  /** Due date; `null` writes factor 0000 (no due date). */
  dueDate: DateInput | null;
  /** Amount in centavos, up to ten digits. */
  amountCents: number;
  /** The bank's free field, 25 digits. */
  freeField: string;
}

/** Builds a 44-digit barcode with its general check digit. */
export function buildBoletoBarcode(input: BoletoInput): string {
  const currency = input.currencyCode ?? '9';
  if (!/^\d{3}$/.test(input.bankCode) || !/^\d$/.test(currency) || !/^\d{25}$/.test(input.freeField)) {
    throw new DomainError('boleto.invalid');
  }
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 0 ||
    input.amountCents > 9_999_999_999
  ) {
    throw new DomainError('boleto.invalid');
  }
  const factor = input.dueDate === null ? 0 : boletoFactor(input.dueDate);
  const body =
    input.bankCode +
    currency +
    String(factor).padStart(4, '0') +
    String(input.amountCents).padStart(10, '0') +
    input.freeField;
  return body.slice(0, 4) + String(boletoMod11(body)) + body.slice(4);
}

/** A boleto read from its barcode or typed line. */
export interface BoletoInfo {
  barcode: string;
  line: string;
  bankCode: string;
  currencyCode: string;
  factor: number;
  /** `YYYY-MM-DD`, or `null` when the slip has no due date. */
  dueDate: string | null;
  amountCents: number;
  freeField: string;
}

/**
 * Reads a barcode (44 digits) or typed line (47 digits).
 *
 * @throws DomainError `boleto.invalid` when it is neither, or a check digit is wrong.
 */
export function parseBoleto(value: string, today: DateInput = new Date()): BoletoInfo {
  const digits = digitsOf(value);
  const barcode = digits.length === BOLETO_LINE_LENGTH ? boletoLineToBarcode(digits) : digits;
  const line = boletoBarcodeToLine(barcode);
  const factor = Number(barcode.slice(5, 9));
  return {
    barcode,
    line,
    bankCode: barcode.slice(0, 3),
    currencyCode: barcode.charAt(3),
    factor,
    dueDate: factor === 0 ? null : boletoDueDateIso(factor, today),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}
