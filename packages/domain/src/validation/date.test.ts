import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  normalizeBirthday,
  isInFuture,
  isNotInFuture,
  isNotInPast,
  isOver18,
  isValidBirthday,
  isValidDate,
  isValidTime24h,
  isWithinLast30Days,
  isWithinNext30Days,
  validateBirthday,
} from './date.js';

const TODAY = '2026-11-21';

describe('dates', () => {
  it('accepts real days no older than 200 years', () => {
    expect(isValidDate('29/02/2024', TODAY)).toBe(true);
    expect(isValidDate('2026-11-21', TODAY)).toBe(true);
    expect(isValidDate('21/11/1826', TODAY)).toBe(true);
    expect(isValidDate(new Date(2026, 0, 1), TODAY)).toBe(true);
  });

  it('rejects impossible days and days older than 200 years', () => {
    expect(isValidDate('29/02/2025', TODAY)).toBe(false);
    expect(isValidDate('31/04/2026', TODAY)).toBe(false);
    expect(isValidDate('20/11/1826', TODAY)).toBe(false);
    expect(isValidDate('1/1/2020', TODAY)).toBe(false);
    expect(isValidDate(new Date(Number.NaN), TODAY)).toBe(false);
  });
});

describe('birthday and age', () => {
  it('accepts DD/MM/YYYY of 19xx or 20xx up to today', () => {
    expect(isValidBirthday('15/03/1990', TODAY)).toBe(true);
    expect(isValidBirthday('01/01/1900', TODAY)).toBe(true);
    expect(isValidBirthday('21/11/2026', TODAY)).toBe(true);
  });

  it('rejects other years, later years, later days and other formats', () => {
    for (const birthday of [
      '31/12/1899',
      '01/01/2027',
      '22/11/2026',
      '1990-03-15',
      '15/3/1990',
      '30/02/1990',
    ]) {
      expect(isValidBirthday(birthday, TODAY), birthday).toBe(false);
    }
  });

  it('counts 18 years to the day', () => {
    expect(isOver18('21/11/2008', TODAY)).toBe(true);
    expect(isOver18('22/11/2008', TODAY)).toBe(false);
    expect(ageOn('22/11/2008', TODAY)).toBe(17);
  });

  it('lets someone born on 29 February come of age on 1 March of a common year', () => {
    expect(isOver18('29/02/2008', '2026-02-28')).toBe(false);
    expect(isOver18('29/02/2008', '2026-03-01')).toBe(true);
  });

  it('says "Data de Nascimento inválida" before "Idade mínima 18 anos"', () => {
    expect(validateBirthday('30/02/1990', TODAY)).toEqual({ ok: false, code: 'birthday_invalid' });
    expect(validateBirthday('01/01/2010', TODAY)).toEqual({ ok: false, code: 'age_min_18' });
    expect(validateBirthday('01/01/1990', TODAY)).toEqual({ ok: true });
  });

  it('agrees with a count of whole years for any birthday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2026, 10, 21), noInvalidDate: true }),
        (birth) => {
          const years =
            2026 -
            birth.getFullYear() -
            (birth.getMonth() > 10 || (birth.getMonth() === 10 && birth.getDate() > 21) ? 1 : 0);
          expect(isOver18(birth, TODAY)).toBe(years >= 18);
        },
      ),
    );
  });
});

describe('30-day windows', () => {
  it('within the last 30 days, today included', () => {
    expect(isWithinLast30Days('2026-11-21', TODAY)).toBe(true);
    expect(isWithinLast30Days('2026-10-22', TODAY)).toBe(true);
    expect(isWithinLast30Days('2026-10-21', TODAY)).toBe(false);
    expect(isWithinLast30Days('2026-11-22', TODAY)).toBe(false);
  });

  it('within the next 30 days, today included', () => {
    expect(isWithinNext30Days('2026-11-21', TODAY)).toBe(true);
    expect(isWithinNext30Days('2026-12-21', TODAY)).toBe(true);
    expect(isWithinNext30Days('2026-12-22', TODAY)).toBe(false);
    expect(isWithinNext30Days('2026-11-20', TODAY)).toBe(false);
  });

  it('not in the future, not in the past, in the future', () => {
    expect(isNotInFuture('2026-11-21', TODAY)).toBe(true);
    expect(isNotInFuture('2026-11-22', TODAY)).toBe(false);
    expect(isNotInPast('2026-11-21', TODAY)).toBe(true);
    expect(isNotInPast('2026-11-20', TODAY)).toBe(false);
    expect(isInFuture('2026-11-22', TODAY)).toBe(true);
    expect(isInFuture('2026-11-21', TODAY)).toBe(false);
    expect(isInFuture('not a date', TODAY)).toBe(false);
  });
});

describe('time 24h', () => {
  it('accepts HH:MM from 00:00 to 23:59 and empty', () => {
    for (const time of ['', '00:00', '09:30', '23:59']) expect(isValidTime24h(time), time).toBe(true);
    for (const time of ['24:00', '9:30', '12:60', '12-30', '12:3'])
      expect(isValidTime24h(time), time).toBe(false);
  });
});

describe('a birthday typed as digits', () => {
  it('is read as DD/MM/YYYY', () => {
    const reference = new Date('2026-11-25T12:00:00Z');
    expect(normalizeBirthday('15031990')).toBe('15/03/1990');
    expect(isValidBirthday('15031990', reference)).toBe(true);
    expect(validateBirthday('15032015', reference)).toEqual({ ok: false, code: 'age_min_18' });
    expect(validateBirthday('31021990', reference)).toEqual({ ok: false, code: 'birthday_invalid' });
  });
});
