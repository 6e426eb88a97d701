import type { LocalizedText } from '../messages/messages.js';
import type { FormProblem } from '../leads/lead-validation.js';
import { parseBrDate, parseIsoDate, toIsoDate } from '../format/date.js';
import { isInFuture, isValidTime24h, isWithinNext30Days } from '../validation/date.js';
import { isRequired } from '../validation/text.js';
import { DEFAULT_TEST_DRIVE_TIME_ZONE, dayInTimeZone } from './test-drive-status.js';

/** The two slots of the test-drive form (spec §9). */
export const TEST_DRIVE_SLOTS = ['MORNING', 'AFTERNOON'] as const;
export type TestDriveSlot = (typeof TEST_DRIVE_SLOTS)[number];

export const TEST_DRIVE_SLOT_LABELS: Readonly<Record<TestDriveSlot, LocalizedText>> = {
  MORNING: { 'pt-BR': 'Manhã', 'es-AR': 'Mañana' },
  AFTERNOON: { 'pt-BR': 'Tarde', 'es-AR': 'Tarde' },
};

export function isTestDriveSlot(value: string): value is TestDriveSlot {
  return (TEST_DRIVE_SLOTS as readonly string[]).includes(value);
}

/** Morning ends at noon; the dealer's own opening hours are checked by its scheduler. */
export const AFTERNOON_STARTS_AT = '12:00';

/** The slot an `HH:MM` time falls in, or `null` for a time that is not valid. */
export function slotOfTime(time: string): TestDriveSlot | null {
  if (time === '' || !isValidTime24h(time)) return null;
  return time < AFTERNOON_STARTS_AT ? 'MORNING' : 'AFTERNOON';
}

/** The test-drive form. */
export interface TestDriveBookingInput {
  dealerId: string;
  /** The model's code. */
  model: string;
  /** `YYYY-MM-DD` or `DD/MM/YYYY`. */
  date: string;
  slot: TestDriveSlot | null;
  /** `HH:MM`, required (spec §5). */
  time: string;
}

export type TestDriveBookingField = keyof TestDriveBookingInput;

/** The day of a booking as `YYYY-MM-DD`, or `null` when it is not a real day. */
export function bookingDay(date: string): string | null {
  const day = parseIsoDate(date) ?? parseBrDate(date);
  return day ? toIsoDate(day) : null;
}

/**
 * The problems of a test-drive request: dealer and model chosen; a day after today (in the
 * dealer's time zone) and within the next 30 days; a slot; a time, valid, inside the slot.
 */
export function validateTestDriveBooking(
  input: TestDriveBookingInput,
  now: Date,
  timeZone: string = DEFAULT_TEST_DRIVE_TIME_ZONE,
): FormProblem<TestDriveBookingField>[] {
  const problems: FormProblem<TestDriveBookingField>[] = [];
  if (!isRequired(input.dealerId)) problems.push({ field: 'dealerId', code: 'dealer_required' });
  if (!isRequired(input.model)) problems.push({ field: 'model', code: 'model_required' });

  const today = dayInTimeZone(now, timeZone);
  const day = bookingDay(input.date.trim());
  if (day === null) problems.push({ field: 'date', code: 'date_invalid' });
  else if (!isInFuture(day, today)) problems.push({ field: 'date', code: 'date_not_in_future' });
  else if (!isWithinNext30Days(day, today))
    problems.push({ field: 'date', code: 'date_not_within_next_30_days' });

  if (input.slot === null) problems.push({ field: 'slot', code: 'field_required' });
  const time = input.time.trim();
  if (time === '') problems.push({ field: 'time', code: 'test_drive_time_required' });
  else if (!isValidTime24h(time)) problems.push({ field: 'time', code: 'time_invalid' });
  else if (input.slot !== null && slotOfTime(time) !== input.slot)
    problems.push({ field: 'time', code: 'time_invalid' });
  return problems;
}
