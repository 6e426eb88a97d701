/**
 * Test-drive statuses and their transitions (spec document 1 §4 "Test drive": REQUESTED,
 * CONFIRMED, DONE, CANCELLED, EXPIRED; the dealer is expected to answer within 24 hours). The
 * transitions are ours; see docs/decisions/007-leads-and-test-drives.md.
 */

export const TEST_DRIVE_STATUSES = ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED', 'EXPIRED'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];

export function isTestDriveStatus(value: string): value is TestDriveStatus {
  return (TEST_DRIVE_STATUSES as readonly string[]).includes(value);
}

/** Who changes a test drive: the buyer, the dealer (from the dealer page) or the expiry job. */
export const TEST_DRIVE_ACTORS = ['customer', 'dealer', 'system'] as const;
export type TestDriveActor = (typeof TEST_DRIVE_ACTORS)[number];

/** Time the dealer has to answer a request (spec §4). */
export const TEST_DRIVE_ANSWER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The allowed transitions and who may make each:
 * - REQUESTED → CONFIRMED (dealer), CANCELLED (buyer or dealer), EXPIRED (expiry job);
 * - CONFIRMED → DONE (dealer), CANCELLED (buyer or dealer);
 * - DONE, CANCELLED and EXPIRED are final.
 */
export const TEST_DRIVE_TRANSITIONS: Readonly<
  Record<TestDriveStatus, Readonly<Partial<Record<TestDriveStatus, readonly TestDriveActor[]>>>>
> = {
  REQUESTED: { CONFIRMED: ['dealer'], CANCELLED: ['customer', 'dealer'], EXPIRED: ['system'] },
  CONFIRMED: { DONE: ['dealer'], CANCELLED: ['customer', 'dealer'] },
  DONE: {},
  CANCELLED: {},
  EXPIRED: {},
};

/** Statuses a test drive never leaves. */
export const TERMINAL_TEST_DRIVE_STATUSES: readonly TestDriveStatus[] = TEST_DRIVE_STATUSES.filter(
  (status) => Object.keys(TEST_DRIVE_TRANSITIONS[status]).length === 0,
);

export function isTerminalTestDriveStatus(status: TestDriveStatus): boolean {
  return TERMINAL_TEST_DRIVE_STATUSES.includes(status);
}

/** The statuses reachable from `from` in one step (by `actor`, when given). */
export function nextTestDriveStatuses(from: TestDriveStatus, actor?: TestDriveActor): TestDriveStatus[] {
  const targets = TEST_DRIVE_TRANSITIONS[from];
  return TEST_DRIVE_STATUSES.filter((to) => {
    const actors = targets[to];
    return actors !== undefined && (actor === undefined || actors.includes(actor));
  });
}

/** Whether the table allows `from → to` (for `actor`, when given). */
export function canTransitionTestDrive(
  from: TestDriveStatus,
  to: TestDriveStatus,
  actor?: TestDriveActor,
): boolean {
  return nextTestDriveStatuses(from, actor).includes(to);
}

/** What a transition reads and writes of a test drive. */
export interface TestDriveRecord {
  status: TestDriveStatus;
  /** When the buyer sent the request. */
  requestedAt: Date;
  /** Day of the test drive, `YYYY-MM-DD`, in the dealer's time zone. */
  date: string;
  /** When the status last changed. */
  statusChangedAt: Date;
}

/** Why a transition was refused. */
export type TestDriveTransitionFailure =
  | { reason: 'not-allowed'; from: TestDriveStatus; to: TestDriveStatus }
  | { reason: 'actor-not-allowed'; from: TestDriveStatus; to: TestDriveStatus; actor: TestDriveActor }
  /** The dealer's 24 hours are over: the request expires instead. */
  | { reason: 'answer-window-closed'; expiresAt: Date }
  /** Only a request whose 24 hours are over expires. */
  | { reason: 'not-due'; expiresAt: Date }
  /** A test drive is done on its day or later, not before. */
  | { reason: 'before-test-drive-day'; date: string; today: string };

export type TestDriveTransitionResult<T extends TestDriveRecord> =
  { ok: true; testDrive: T } | { ok: false; failure: TestDriveTransitionFailure };

/** When an unanswered request expires: 24 hours after it was sent. */
export function testDriveExpiresAt(testDrive: Pick<TestDriveRecord, 'requestedAt'>): Date {
  return new Date(testDrive.requestedAt.getTime() + TEST_DRIVE_ANSWER_WINDOW_MS);
}

/**
 * Whether a test drive is expired: marked EXPIRED, or still REQUESTED 24 hours or more after it
 * was sent (the expiry job may not have passed yet).
 */
export function isTestDriveExpired(
  testDrive: Pick<TestDriveRecord, 'status' | 'requestedAt'>,
  now: Date,
): boolean {
  if (testDrive.status === 'EXPIRED') return true;
  return testDrive.status === 'REQUESTED' && now.getTime() >= testDriveExpiresAt(testDrive).getTime();
}

/** The dealer's time zone when a caller names none. */
export const DEFAULT_TEST_DRIVE_TIME_ZONE = 'America/Sao_Paulo';

// One formatter per time zone: making one costs far more than formatting with it (a booking's
// checks ask for several days).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone, `YYYY-MM-DD`. */
export function dayInTimeZone(instant: Date, timeZone: string = DEFAULT_TEST_DRIVE_TIME_ZONE): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface TestDriveTransitionOptions {
  /** The dealer's time zone, to know which day it is there (default São Paulo). */
  timeZone?: string;
}

/**
 * Moves a test drive to `to` on behalf of `actor`, or says why not. Besides the table:
 * a request past its 24 hours can only expire, and DONE waits for the test-drive day.
 * The record given is not changed; the result carries a copy with the new status.
 */
export function transitionTestDrive<T extends TestDriveRecord>(
  testDrive: T,
  to: TestDriveStatus,
  actor: TestDriveActor,
  now: Date,
  options: TestDriveTransitionOptions = {},
): TestDriveTransitionResult<T> {
  const from = testDrive.status;
  const actors = TEST_DRIVE_TRANSITIONS[from][to];
  if (actors === undefined) return { ok: false, failure: { reason: 'not-allowed', from, to } };
  if (!actors.includes(actor))
    return { ok: false, failure: { reason: 'actor-not-allowed', from, to, actor } };
  if (from === 'REQUESTED' && to !== 'EXPIRED' && isTestDriveExpired(testDrive, now)) {
    return {
      ok: false,
      failure: { reason: 'answer-window-closed', expiresAt: testDriveExpiresAt(testDrive) },
    };
  }
  if (to === 'EXPIRED' && !isTestDriveExpired(testDrive, now)) {
    return { ok: false, failure: { reason: 'not-due', expiresAt: testDriveExpiresAt(testDrive) } };
  }
  if (to === 'DONE') {
    const today = dayInTimeZone(now, options.timeZone);
    if (today < testDrive.date) {
      return { ok: false, failure: { reason: 'before-test-drive-day', date: testDrive.date, today } };
    }
  }
  return { ok: true, testDrive: { ...testDrive, status: to, statusChangedAt: now } };
}

/**
 * The requests whose 24 hours are over, moved to EXPIRED as of their deadline (not of the job's
 * run, so a late job does not shift the history). Others are left out: the caller saves these.
 */
export function expireDueTestDrives<T extends TestDriveRecord>(testDrives: readonly T[], now: Date): T[] {
  return testDrives
    .filter((testDrive) => testDrive.status === 'REQUESTED' && isTestDriveExpired(testDrive, now))
    .map((testDrive) => ({
      ...testDrive,
      status: 'EXPIRED',
      statusChangedAt: testDriveExpiresAt(testDrive),
    }));
}
