import {
  type CalendarDate,
  type DateInput,
  addYears,
  compareCalendarDates,
  parseBrDate,
  toCalendarDate,
  dayNumber,
} from '../format/date.js';
import { type ValidationResult, VALID, invalid } from './result.js';

/** Oldest a date may be (spec §9: "Dates no older than 200 years"). */
export const MAX_DATE_AGE_YEARS = 200;
/** Length of the window rules (spec §9). */
export const DATE_WINDOW_DAYS = 30;
/** Minimum age (spec §9). */
export const MINIMUM_AGE = 18;

function today(value: DateInput): CalendarDate {
  const date = toCalendarDate(value);
  if (!date) throw new RangeError(`Unreadable reference day: ${String(value)}`);
  return date;
}

/**
 * Whether a date is valid: a real day (`DD/MM/YYYY`, `YYYY-MM-DD` or a `Date`) no older than
 * 200 years.
 */
export function isValidDate(value: DateInput, reference: DateInput = new Date()): boolean {
  const date = toCalendarDate(value);
  if (!date) return false;
  return compareCalendarDates(date, addYears(today(reference), -MAX_DATE_AGE_YEARS)) >= 0;
}

/**
 * A birthday as the spec writes it: eight digits typed without separators (`15031990`, as a
 * phone keypad gives them) become `15/03/1990`; anything else comes back as it was.
 */
export function normalizeBirthday(value: string): string {
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(value.trim());
  return digits ? `${digits[1]}/${digits[2]}/${digits[3]}` : value;
}

/**
 * Whether a birthday is valid (spec §5): typed `DD/MM/YYYY` (or its eight digits), a real day of
 * a year 19xx or 20xx, not after the current year. A day later this year is refused too: nobody
 * is born tomorrow.
 */
export function isValidBirthday(value: string, reference: DateInput = new Date()): boolean {
  const date = parseBrDate(normalizeBirthday(value));
  if (!date || date.year < 1900 || date.year > 2099) return false;
  const now = today(reference);
  return date.year <= now.year && compareCalendarDates(date, now) <= 0;
}

/** Full years between a birthday and a reference day; a 29 February birthday counts on 1 March. */
export function ageOn(birthday: DateInput, reference: DateInput = new Date()): number {
  const birth = toCalendarDate(birthday);
  if (!birth) throw new RangeError(`Unreadable birthday: ${String(birthday)}`);
  const now = today(reference);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birthday` is at least 18 years old on the reference day. */
export function isOver18(birthday: DateInput, reference: DateInput = new Date()): boolean {
  if (!toCalendarDate(birthday)) return false;
  return ageOn(birthday, reference) >= MINIMUM_AGE;
}

/** Checks a birthday field: "Data de Nascimento inválida", then "Idade mínima 18 anos". */
export function validateBirthday(
  value: string,
  reference: DateInput = new Date(),
): ValidationResult<'birthday_invalid' | 'age_min_18'> {
  if (!isValidBirthday(value, reference)) return invalid('birthday_invalid');
  return isOver18(normalizeBirthday(value), reference) ? VALID : invalid('age_min_18');
}

function offsetDays(value: DateInput, reference: DateInput): number | null {
  const date = toCalendarDate(value);
  if (!date) return null;
  return dayNumber(date) - dayNumber(today(reference));
}

/** Whether a day lies within the last `days` days, today included (spec: window of 30 days). */
export function isWithinLastDays(
  value: DateInput,
  reference: DateInput = new Date(),
  days: number = DATE_WINDOW_DAYS,
): boolean {
  const offset = offsetDays(value, reference);
  return offset !== null && offset <= 0 && offset >= -days;
}

/** Whether a day lies within the next `days` days, today included. */
export function isWithinNextDays(
  value: DateInput,
  reference: DateInput = new Date(),
  days: number = DATE_WINDOW_DAYS,
): boolean {
  const offset = offsetDays(value, reference);
  return offset !== null && offset >= 0 && offset <= days;
}

/** Within the last 30 days, today included. */
export function isWithinLast30Days(value: DateInput, reference: DateInput = new Date()): boolean {
  return isWithinLastDays(value, reference, DATE_WINDOW_DAYS);
}

/** Within the next 30 days, today included. */
export function isWithinNext30Days(value: DateInput, reference: DateInput = new Date()): boolean {
  return isWithinNextDays(value, reference, DATE_WINDOW_DAYS);
}

/** Today or before. */
export function isNotInFuture(value: DateInput, reference: DateInput = new Date()): boolean {
  const offset = offsetDays(value, reference);
  return offset !== null && offset <= 0;
}

/** Today or after. */
export function isNotInPast(value: DateInput, reference: DateInput = new Date()): boolean {
  const offset = offsetDays(value, reference);
  return offset !== null && offset >= 0;
}

/** Strictly after today. */
export function isInFuture(value: DateInput, reference: DateInput = new Date()): boolean {
  const offset = offsetDays(value, reference);
  return offset !== null && offset > 0;
}

/** Whether a time is `HH:MM` on the 24-hour clock; empty is allowed (spec §5). */
export function isValidTime24h(value: string): boolean {
  return value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
