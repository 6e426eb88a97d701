import type { OpeningPeriod } from './dealers.schema.js';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOfDay(minutes: number): string {
  const day = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Sunday) and minutes since midnight of an instant on the wall clock of a time zone. */
export function localClock(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * The open stretches of a week, in minutes since Sunday 00:00: working time with the breaks cut
 * out, sorted, touching stretches joined.
 */
export function openIntervals(periods: readonly OpeningPeriod[]): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const ofDay = periods.filter((period) => period.weekday === weekday);
    const breaks = ofDay
      .filter((period) => period.type === 'BREAK')
      .map((period) => [minutesOfDay(period.start), minutesOfDay(period.end)] as const);
    for (const work of ofDay.filter((period) => period.type === 'WORKING_TIME')) {
      let pieces: Array<[number, number]> = [[minutesOfDay(work.start), minutesOfDay(work.end)]];
      for (const [breakStart, breakEnd] of breaks) {
        pieces = pieces.flatMap(([start, end]): Array<[number, number]> => {
          if (breakEnd <= start || breakStart >= end) return [[start, end]];
          const kept: Array<[number, number]> = [];
          if (breakStart > start) kept.push([start, breakStart]);
          if (breakEnd < end) kept.push([breakEnd, end]);
          return kept;
        });
      }
      const offset = weekday * MINUTES_PER_DAY;
      for (const [start, end] of pieces) if (end > start) intervals.push([offset + start, offset + end]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const joined: Array<[number, number]> = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else joined.push([interval[0], interval[1]]);
  }
  return joined;
}

export interface OpeningStatus {
  /** Whether the dealer is open at the instant asked about. */
  open: boolean;
  /** When open: the local time it closes (`HH:MM`). */
  closesAt: string | null;
  /** When closed: the next opening, local weekday (0 = Sunday) and time; null if never open. */
  nextOpening: { weekday: number; time: string } | null;
}

/**
 * Whether a dealer is open at an instant. The periods are read on the dealer's own wall clock
 * (its IANA time zone), not the visitor's: 09:00 in Manaus is 10:00 in São Paulo. A dealer is
 * open inside a WORKING_TIME period unless a BREAK of the same weekday covers the minute; the end
 * of a period is exclusive.
 */
export function openingStatus(
  periods: readonly OpeningPeriod[],
  instant: Date,
  timeZone: string,
): OpeningStatus {
  const intervals = openIntervals(periods);
  if (intervals.length === 0) return { open: false, closesAt: null, nextOpening: null };
  const clock = localClock(instant, timeZone);
  const now = clock.weekday * MINUTES_PER_DAY + clock.minutes;
  for (const [start, end] of intervals) {
    // A stretch that ends at Saturday 24:00 and one that starts Sunday 00:00 stay apart; rare enough.
    if (start <= now && now < end) return { open: true, closesAt: timeOfDay(end), nextOpening: null };
  }
  const next = intervals.find(([start]) => start > now) ?? intervals[0];
  const start = next?.[0] ?? 0;
  return {
    open: false,
    closesAt: null,
    nextOpening: {
      weekday: Math.floor((start % MINUTES_PER_WEEK) / MINUTES_PER_DAY),
      time: timeOfDay(start),
    },
  };
}
