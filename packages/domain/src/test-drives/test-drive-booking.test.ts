import { describe, expect, it } from 'vitest';
import {
  TEST_DRIVE_SLOT_LABELS,
  type TestDriveBookingInput,
  bookingDay,
  slotOfTime,
  validateTestDriveBooking,
} from './test-drive-booking.js';

// 10:00 in São Paulo on 10 March 2026.
const now = new Date('2026-03-10T13:00:00Z');
const booking: TestDriveBookingInput = {
  dealerId: 'd-1',
  model: '362',
  date: '2026-03-12',
  slot: 'MORNING',
  time: '10:30',
};
const fields = (input: TestDriveBookingInput, at: Date = now) =>
  validateTestDriveBooking(input, at).map((p) => `${p.field}:${p.code}`);

describe('test-drive booking', () => {
  it('accepts a complete request', () => {
    expect(fields(booking)).toEqual([]);
    expect(fields({ ...booking, date: '12/03/2026', slot: 'AFTERNOON', time: '15:00' })).toEqual([]);
  });

  it('needs dealer, model, date, slot and time', () => {
    expect(fields({ dealerId: '', model: ' ', date: '', slot: null, time: '' })).toEqual([
      'dealerId:dealer_required',
      'model:model_required',
      'date:date_invalid',
      'slot:field_required',
      'time:test_drive_time_required',
    ]);
  });

  it('takes a day after today and within the next 30 days', () => {
    expect(fields({ ...booking, date: '2026-03-10' })).toEqual(['date:date_not_in_future']);
    expect(fields({ ...booking, date: '2026-03-01' })).toEqual(['date:date_not_in_future']);
    expect(fields({ ...booking, date: '2026-03-11' })).toEqual([]);
    expect(fields({ ...booking, date: '2026-04-09' })).toEqual([]);
    expect(fields({ ...booking, date: '2026-04-10' })).toEqual(['date:date_not_within_next_30_days']);
    expect(fields({ ...booking, date: '2026-02-30' })).toEqual(['date:date_invalid']);
  });

  it('counts today in the dealer time zone', () => {
    // 01:00 UTC on the 11th is still the 10th in São Paulo, so the 11th is tomorrow.
    expect(fields({ ...booking, date: '2026-03-11' }, new Date('2026-03-11T01:00:00Z'))).toEqual([]);
  });

  it('needs a valid time inside the chosen slot', () => {
    expect(fields({ ...booking, time: '25:00' })).toEqual(['time:time_invalid']);
    expect(fields({ ...booking, time: '14:00' })).toEqual(['time:time_invalid']);
    expect(fields({ ...booking, slot: 'AFTERNOON', time: '11:59' })).toEqual(['time:time_invalid']);
  });

  it('places times before noon in the morning', () => {
    expect(slotOfTime('08:00')).toBe('MORNING');
    expect(slotOfTime('11:59')).toBe('MORNING');
    expect(slotOfTime('12:00')).toBe('AFTERNOON');
    expect(slotOfTime('9:00')).toBeNull();
    expect(slotOfTime('')).toBeNull();
  });

  it('reads both date layouts and labels both slots', () => {
    expect(bookingDay('05/04/2026')).toBe('2026-04-05');
    expect(bookingDay('2026-04-05')).toBe('2026-04-05');
    expect(bookingDay('31/04/2026')).toBeNull();
    expect(TEST_DRIVE_SLOT_LABELS.MORNING['pt-BR']).toBe('Manhã');
    expect(TEST_DRIVE_SLOT_LABELS.AFTERNOON['es-AR']).toBe('Tarde');
  });
});
