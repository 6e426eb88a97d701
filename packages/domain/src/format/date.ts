import type { Locale } from '../markets/markets.js';

/** A day of the calendar, without time of day or time zone. Months run 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * What the date functions accept: a `Date` (read in the local time zone of the machine, which is
 * the user's own in a browser), an ISO day `YYYY-MM-DD`, or a Brazilian day `DD/MM/YYYY`.
 */
export type DateInput = Date | string;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Parses `DD/MM/YYYY` (the pt-BR and es-AR form); `null` when the text or the day is not real. */
export function parseBrDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Parses `YYYY-MM-DD`; `null` when the text or the day is not real. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Reads any {@link DateInput} as a calendar day; `null` for text that is not a real day. */
export function toCalendarDate(value: DateInput): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  return parseIsoDate(value) ?? parseBrDate(value);
}

/** Days since 1970-01-01 of a calendar day, for arithmetic that ignores time zones. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function dateFromDayNumber(n: number): CalendarDate {
  const d = new Date(n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** The same day some years later (or earlier); 29 February becomes 28 February off leap years. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD`. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Formats a day as the locale writes it (spec §9): `DD/MM/YYYY` in pt-BR and es-AR,
 * `YYYY-MM-DD` in en-US. Returns an empty string for an unreadable input.
 */
export function formatDate(value: DateInput, locale: Locale | 'en-US'): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  if (locale === 'en-US') return toIsoDate(date);
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** The two-digit-year rule of spec §9: 00–68 are 2000–2068, 69–99 are 1969–1999. */
export function expandTwoDigitYear(twoDigitYear: number): number {
  if (!Number.isInteger(twoDigitYear) || twoDigitYear < 0 || twoDigitYear > 99) {
    throw new RangeError(`A two-digit year runs from 0 to 99, got ${twoDigitYear}`);
  }
  return twoDigitYear <= 68 ? 2000 + twoDigitYear : 1900 + twoDigitYear;
}
