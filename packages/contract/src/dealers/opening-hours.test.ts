import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from './dealers.schema.js';
import { localClock, openIntervals, openingStatus } from './opening-hours.js';

const weekdays = [1, 2, 3, 4, 5];
const periods: OpeningPeriod[] = [
  ...weekdays.map((weekday) => ({ weekday, type: 'WORKING_TIME' as const, start: '08:00', end: '18:00' })),
  ...weekdays.map((weekday) => ({ weekday, type: 'BREAK' as const, start: '12:00', end: '13:00' })),
  { weekday: 6, type: 'WORKING_TIME', start: '08:00', end: '12:00' },
];

// 2025-06-04 is a Wednesday; 2025-06-07 a Saturday; 2025-06-08 a Sunday.
const at = (iso: string): Date => new Date(iso);

describe('opening status', () => {
  it('is open in working time, in the dealer time zone', () => {
    // 10:30 in São Paulo (UTC−3).
    expect(openingStatus(periods, at('2025-06-04T13:30:00Z'), 'America/Sao_Paulo')).toEqual({
      open: true,
      closesAt: '12:00',
      nextOpening: null,
    });
    // At 12:30 UTC it is 09:30 in São Paulo (open) but 07:30 in Rio Branco (UTC−5, not yet open).
    expect(openingStatus(periods, at('2025-06-04T12:30:00Z'), 'America/Rio_Branco').open).toBe(false);
    expect(openingStatus(periods, at('2025-06-04T12:30:00Z'), 'America/Sao_Paulo').open).toBe(true);
  });

  it('is closed during the break and says when it opens again', () => {
    expect(openingStatus(periods, at('2025-06-04T15:15:00Z'), 'America/Sao_Paulo')).toEqual({
      open: false,
      closesAt: null,
      nextOpening: { weekday: 3, time: '13:00' },
    });
  });

  it('treats the end of a period as closed', () => {
    expect(openingStatus(periods, at('2025-06-04T21:00:00Z'), 'America/Sao_Paulo').open).toBe(false);
    expect(openingStatus(periods, at('2025-06-04T20:59:00Z'), 'America/Sao_Paulo')).toMatchObject({
      open: true,
      closesAt: '18:00',
    });
  });

  it('opens on Saturday mornings, not on Sundays, and wraps to Monday', () => {
    expect(openingStatus(periods, at('2025-06-07T12:00:00Z'), 'America/Sao_Paulo').open).toBe(true);
    expect(openingStatus(periods, at('2025-06-08T15:00:00Z'), 'America/Sao_Paulo')).toEqual({
      open: false,
      closesAt: null,
      nextOpening: { weekday: 1, time: '08:00' },
    });
  });

  it('never opens without working time', () => {
    expect(openingStatus([], at('2025-06-04T13:30:00Z'), 'America/Sao_Paulo')).toEqual({
      open: false,
      closesAt: null,
      nextOpening: null,
    });
  });
});

describe('open intervals', () => {
  it('cuts breaks out and joins touching stretches', () => {
    expect(
      openIntervals([
        { weekday: 1, type: 'WORKING_TIME', start: '08:00', end: '12:00' },
        { weekday: 1, type: 'WORKING_TIME', start: '12:00', end: '18:00' },
        { weekday: 1, type: 'BREAK', start: '15:00', end: '15:30' },
      ]),
    ).toEqual([
      [1440 + 480, 1440 + 900],
      [1440 + 930, 1440 + 1080],
    ]);
  });
});

describe('local clock', () => {
  it('reads the wall clock of the zone', () => {
    expect(localClock(at('2025-06-08T02:30:00Z'), 'America/Argentina/Buenos_Aires')).toEqual({
      weekday: 6,
      minutes: 23 * 60 + 30,
    });
  });
});
