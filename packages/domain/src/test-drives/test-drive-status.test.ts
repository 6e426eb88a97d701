import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TERMINAL_TEST_DRIVE_STATUSES,
  TEST_DRIVE_ACTORS,
  TEST_DRIVE_STATUSES,
  type TestDriveRecord,
  canTransitionTestDrive,
  dayInTimeZone,
  expireDueTestDrives,
  isTestDriveExpired,
  nextTestDriveStatuses,
  testDriveExpiresAt,
  transitionTestDrive,
} from './test-drive-status.js';

const requestedAt = new Date('2026-03-10T13:00:00Z');
const requested: TestDriveRecord & { id: string } = {
  id: 'td-1',
  status: 'REQUESTED',
  requestedAt,
  date: '2026-03-12',
  statusChangedAt: requestedAt,
};
const hoursLater = (hours: number): Date => new Date(requestedAt.getTime() + hours * 3_600_000);

describe('test-drive transition table', () => {
  it('lets the dealer confirm or cancel a request, the buyer cancel it and the job expire it', () => {
    expect(nextTestDriveStatuses('REQUESTED', 'dealer')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(nextTestDriveStatuses('REQUESTED', 'customer')).toEqual(['CANCELLED']);
    expect(nextTestDriveStatuses('REQUESTED', 'system')).toEqual(['EXPIRED']);
    expect(nextTestDriveStatuses('CONFIRMED')).toEqual(['DONE', 'CANCELLED']);
    expect(canTransitionTestDrive('CONFIRMED', 'DONE', 'customer')).toBe(false);
    expect(canTransitionTestDrive('CONFIRMED', 'EXPIRED')).toBe(false);
  });

  it('has DONE, CANCELLED and EXPIRED as final statuses', () => {
    expect(TERMINAL_TEST_DRIVE_STATUSES).toEqual(['DONE', 'CANCELLED', 'EXPIRED']);
  });

  it('never leaves a final status, whoever asks and whenever', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TERMINAL_TEST_DRIVE_STATUSES),
        fc.constantFrom(...TEST_DRIVE_STATUSES),
        fc.constantFrom(...TEST_DRIVE_ACTORS),
        fc.integer({ min: -1000, max: 10_000 }),
        (status, to, actor, hours) => {
          const result = transitionTestDrive({ ...requested, status }, to, actor, hoursLater(hours));
          expect(result.ok).toBe(false);
        },
      ),
    );
  });

  it('only ever moves along the table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEST_DRIVE_STATUSES),
        fc.constantFrom(...TEST_DRIVE_STATUSES),
        fc.constantFrom(...TEST_DRIVE_ACTORS),
        fc.integer({ min: 0, max: 200 }),
        (status, to, actor, hours) => {
          const result = transitionTestDrive({ ...requested, status }, to, actor, hoursLater(hours));
          if (result.ok) expect(canTransitionTestDrive(status, to, actor)).toBe(true);
        },
      ),
    );
  });
});

describe('moving a test drive', () => {
  it('confirms within the 24 hours and records when', () => {
    const now = hoursLater(5);
    const result = transitionTestDrive(requested, 'CONFIRMED', 'dealer', now);
    expect(result).toEqual({
      ok: true,
      testDrive: { ...requested, status: 'CONFIRMED', statusChangedAt: now },
    });
    expect(requested.status).toBe('REQUESTED');
  });

  it('says why a move is refused', () => {
    expect(transitionTestDrive(requested, 'DONE', 'dealer', hoursLater(1))).toEqual({
      ok: false,
      failure: { reason: 'not-allowed', from: 'REQUESTED', to: 'DONE' },
    });
    expect(transitionTestDrive(requested, 'CONFIRMED', 'customer', hoursLater(1))).toEqual({
      ok: false,
      failure: { reason: 'actor-not-allowed', from: 'REQUESTED', to: 'CONFIRMED', actor: 'customer' },
    });
  });

  it('refuses a confirmation or cancellation after the 24 hours: the request expires instead', () => {
    for (const [to, actor] of [
      ['CONFIRMED', 'dealer'],
      ['CANCELLED', 'customer'],
    ] as const) {
      expect(transitionTestDrive(requested, to, actor, hoursLater(24))).toEqual({
        ok: false,
        failure: { reason: 'answer-window-closed', expiresAt: hoursLater(24) },
      });
    }
    expect(transitionTestDrive(requested, 'EXPIRED', 'system', hoursLater(24)).ok).toBe(true);
  });

  it('does not expire a request before its 24 hours', () => {
    expect(transitionTestDrive(requested, 'EXPIRED', 'system', hoursLater(23.9))).toEqual({
      ok: false,
      failure: { reason: 'not-due', expiresAt: hoursLater(24) },
    });
  });

  it('marks a confirmed test drive done on its day in the dealer time zone, not before', () => {
    const confirmed = { ...requested, status: 'CONFIRMED' as const };
    // 02:00 UTC on the 12th is still the 11th in São Paulo (UTC-3).
    expect(transitionTestDrive(confirmed, 'DONE', 'dealer', new Date('2026-03-12T02:00:00Z'))).toEqual({
      ok: false,
      failure: { reason: 'before-test-drive-day', date: '2026-03-12', today: '2026-03-11' },
    });
    expect(transitionTestDrive(confirmed, 'DONE', 'dealer', new Date('2026-03-12T14:00:00Z')).ok).toBe(true);
    expect(
      transitionTestDrive(confirmed, 'DONE', 'dealer', new Date('2026-03-12T02:00:00Z'), { timeZone: 'UTC' })
        .ok,
    ).toBe(true);
  });

  it('lets a confirmed test drive be cancelled after the 24 hours', () => {
    const confirmed = { ...requested, status: 'CONFIRMED' as const };
    expect(transitionTestDrive(confirmed, 'CANCELLED', 'customer', hoursLater(40)).ok).toBe(true);
  });
});

describe('expiry', () => {
  it('expires a request not answered within 24 hours', () => {
    expect(testDriveExpiresAt(requested)).toEqual(hoursLater(24));
    expect(isTestDriveExpired(requested, hoursLater(23.99))).toBe(false);
    expect(isTestDriveExpired(requested, hoursLater(24))).toBe(true);
    expect(isTestDriveExpired({ ...requested, status: 'CONFIRMED' }, hoursLater(100))).toBe(false);
    expect(isTestDriveExpired({ ...requested, status: 'EXPIRED' }, hoursLater(1))).toBe(true);
  });

  it('returns the due requests as EXPIRED at their deadline, leaving the others out', () => {
    const list = [
      requested,
      { ...requested, id: 'td-2', requestedAt: hoursLater(10) },
      { ...requested, id: 'td-3', status: 'CONFIRMED' as const },
      { ...requested, id: 'td-4', status: 'EXPIRED' as const },
    ];
    expect(expireDueTestDrives(list, hoursLater(30))).toEqual([
      { ...requested, status: 'EXPIRED', statusChangedAt: hoursLater(24) },
    ]);
  });
});

describe('day in a time zone', () => {
  it('reads the calendar day where the dealer is', () => {
    expect(dayInTimeZone(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
    expect(dayInTimeZone(new Date('2026-01-01T02:30:00Z'), 'UTC')).toBe('2026-01-01');
    expect(dayInTimeZone(new Date('2026-01-01T02:30:00Z'), 'America/Argentina/Buenos_Aires')).toBe(
      '2025-12-31',
    );
  });
});
