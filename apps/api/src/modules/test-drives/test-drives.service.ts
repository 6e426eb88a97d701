import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TestDrive, TestDriveBooked, TestDriveBookingRequest } from '@autohub/contract';
import {
  bookingDay,
  DEFAULT_TEST_DRIVE_TIME_ZONE,
  DomainError,
  expireDueTestDrives,
  type FormProblem,
  isRatingValue,
  MARKETS,
  phoneDigitsForMarket,
  type RateableTestDrive,
  rateTestDrive,
  type RatingValue,
  type TestDriveActor,
  testDriveExpiresAt,
  type TestDriveStatus,
  type TestDriveTransitionFailure,
  transitionTestDrive,
  validateEmail,
  validateMobilePhone,
  validateName,
  validateTestDriveBooking,
} from '@autohub/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { testDriveBookedMail } from '../../integrations/mail/confirmation-mails.js';
import { mailOutboxMessage } from '../../integrations/mail/mail-outbox.js';
import { createWriteBatcher } from '../../lib/write-batcher.js';
import { writeWithMessages } from '../../outbox/outbox-batch.store.js';
import type { NewOutboxMessage } from '../../outbox/outbox.store.js';
import { createDealersService } from '../dealers/dealers.service.js';
import { formProblemsError } from '../leads/form-problems.js';
import {
  type TestDriveRow,
  findExpiryCandidates,
  findTestDrive,
  listTestDrives,
  updateTestDriveFrom,
} from './test-drives.store.js';
import { testDrives } from './test-drives.schema.js';

type BookingInput = z.output<typeof TestDriveBookingRequest>;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function record(row: TestDriveRow): RateableTestDrive & { row: TestDriveRow } {
  return {
    row,
    status: row.status,
    requestedAt: row.requestedAt,
    date: row.date,
    statusChangedAt: row.statusChangedAt,
    rating: isRatingValue(row.rating) ? row.rating : null,
    ratedAt: row.ratedAt,
  };
}

export function presentTestDrive(row: TestDriveRow): TestDrive {
  return {
    id: row.id,
    brand: row.brand as TestDrive['brand'],
    locale: row.locale as TestDrive['locale'],
    dealerId: row.dealerId,
    dealerName: row.dealerName,
    model: row.model,
    modelName: row.modelName,
    date: row.date,
    slot: row.slot,
    time: row.time,
    timeZone: row.timeZone,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    answerBy: testDriveExpiresAt(row).toISOString(),
    rating: row.rating,
    ratedAt: row.ratedAt?.toISOString() ?? null,
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
  };
}

function transitionError(failure: TestDriveTransitionFailure): DomainError {
  switch (failure.reason) {
    case 'not-allowed':
      return new DomainError(
        'test_drive_transition_not_allowed',
        {},
        { detail: `A ${failure.from} test drive cannot become ${failure.to}` },
      );
    case 'actor-not-allowed':
      return new DomainError('forbidden', {}, { detail: `The ${failure.actor} cannot make this change` });
    case 'answer-window-closed':
      return new DomainError(
        'test_drive_answer_window_closed',
        {},
        { detail: 'The 24 hours to answer are over' },
      );
    case 'not-due':
      return new DomainError('test_drive_not_due', {}, { detail: 'The request is not due to expire' });
    case 'before-test-drive-day':
      return new DomainError('test_drive_before_day', {}, { detail: `The test drive is on ${failure.date}` });
  }
}

/**
 * Expires the requests whose dealer did not answer in 24 hours, as of their deadline. Run by the
 * worker's periodic job and before every read, so nobody sees a stale REQUESTED.
 */
export async function expireDueTestDriveRows(db: Db, now: Date): Promise<number> {
  const candidates = (await findExpiryCandidates(db, now)).map(record);
  let expired = 0;
  for (const due of expireDueTestDrives(candidates, now)) {
    const row = await updateTestDriveFrom(db, due.row.id, 'REQUESTED', {
      status: due.status,
      statusChangedAt: due.statusChangedAt,
    });
    if (row) expired += 1;
  }
  return expired;
}

export function createTestDrivesService(db: Db, clock: () => Date = () => new Date()) {
  const dealers = createDealersService(db);
  // A dealer's brand never changes through the api: read once per dealer, not once per booking.
  const dealerBrands = new Map<string, string>();
  async function brandOfDealer(id: string): Promise<string | undefined> {
    const known = dealerBrands.get(id);
    if (known !== undefined) return known;
    const brand = await dealers.brandOfDealer(id);
    if (brand !== undefined && dealerBrands.size < 100_000) dealerBrands.set(id, brand);
    return brand;
  }
  // Bookings arriving together are written with their confirmation e-mails in one statement (group
  // commit, as leads are); a batch that fails is written one booking at a time, so each request
  // gets its own answer.
  const writeBookings = createWriteBatcher(
    async (items: readonly { row: TestDriveRow; mail: NewOutboxMessage }[]) => {
      await writeWithMessages(
        db,
        db.insert(testDrives).values(items.map((item) => item.row)),
        items.map((item) => item.mail),
      );
      return items.map((item) => item.row.id);
    },
  );
  async function load(id: string): Promise<TestDriveRow> {
    await expireDueTestDriveRows(db, clock());
    const row = await findTestDrive(db, id);
    if (!row) throw new DomainError('not_found', {}, { detail: 'No such test drive' });
    return row;
  }

  function checkToken(row: TestDriveRow, token: string): void {
    const given = Buffer.from(hashToken(token));
    const kept = Buffer.from(row.customerTokenHash);
    if (given.length !== kept.length || !timingSafeEqual(given, kept)) {
      // Same answer as an unknown id: a wrong key learns nothing about the booking.
      throw new DomainError('not_found', {}, { detail: 'No such test drive' });
    }
  }

  async function move(row: TestDriveRow, to: TestDriveStatus, actor: TestDriveActor): Promise<TestDrive> {
    const result = transitionTestDrive(record(row), to, actor, clock(), { timeZone: row.timeZone });
    if (!result.ok) throw transitionError(result.failure);
    const updated = await updateTestDriveFrom(db, row.id, row.status, {
      status: result.testDrive.status,
      statusChangedAt: result.testDrive.statusChangedAt,
    });
    if (!updated)
      throw new DomainError(
        'test_drive_changed',
        {},
        { detail: 'The test drive changed meanwhile; reload it' },
      );
    return presentTestDrive(updated);
  }

  return {
    /**
     * A booking; a signed-in buyer's is kept in their account (`userId`). The confirmation e-mail
     * is queued with the booking, so it goes out exactly when the booking exists.
     */
    async book(
      input: BookingInput,
      context: { userId?: string | null; accountUrl: string } = { accountUrl: '' },
    ): Promise<TestDriveBooked> {
      const now = clock();
      const timeZone = input.timeZone?.trim() || DEFAULT_TEST_DRIVE_TIME_ZONE;
      const problems: FormProblem[] = validateTestDriveBooking(
        {
          dealerId: input.dealerId,
          model: input.model,
          date: input.date,
          slot: input.slot,
          time: input.time,
        },
        now,
        timeZone,
      );
      const customer = input.customer;
      for (const [field, result] of [
        ['customer.name', validateName(customer.name)],
        ['customer.email', validateEmail(customer.email.trim())],
        ['customer.phone', validateMobilePhone(customer.phone, MARKETS[input.locale].country)],
      ] as const) {
        if (!result.ok) problems.push({ field, code: result.code });
      }
      // The dealer must be one of the network's and sell the brand of the page: a test drive of
      // one brand is never booked at another brand's dealer.
      const dealerId = input.dealerId.trim();
      if (dealerId && !problems.some((problem) => problem.field === 'dealerId')) {
        if ((await brandOfDealer(dealerId)) !== input.brand) {
          problems.push({ field: 'dealerId', code: 'dealer_required' });
        }
      }
      if (problems.length > 0) throw formProblemsError(problems);
      const token = randomBytes(24).toString('base64url');
      // The booking and its confirmation e-mail in one statement (both or neither), shared with the
      // bookings that arrive meanwhile.
      const id = randomUUID();
      const row: TestDriveRow = {
        id,
        brand: input.brand,
        locale: input.locale,
        dealerId: input.dealerId.trim(),
        dealerName: input.dealerName?.trim() || null,
        timeZone,
        model: input.model.trim(),
        modelName: input.modelName?.trim() || null,
        // A validated booking has a day and a slot.
        date: bookingDay(input.date.trim()) ?? input.date,
        slot: input.slot ?? 'MORNING',
        time: input.time.trim(),
        customerName: customer.name.trim(),
        customerEmail: customer.email.trim(),
        customerPhone: phoneDigitsForMarket(customer.phone, MARKETS[input.locale].country),
        customerTokenHash: hashToken(token),
        status: 'REQUESTED',
        requestedAt: now,
        statusChangedAt: now,
        userId: context.userId ?? null,
        rating: null,
        ratedAt: null,
      };
      const mail = testDriveBookedMail({
        locale: input.locale,
        to: row.customerEmail,
        name: row.customerName,
        modelName: row.modelName ?? row.model,
        dealerName: row.dealerName,
        date: row.date,
        time: row.time,
        accountUrl: context.accountUrl,
      });
      await writeBookings({ row, mail: mailOutboxMessage(`test-drive-booked:${id}`, id, mail) });
      return { testDrive: presentTestDrive(row), manageToken: token };
    },

    async forCustomer(id: string, token: string): Promise<TestDrive> {
      const row = await load(id);
      checkToken(row, token);
      return presentTestDrive(row);
    },

    async cancelByCustomer(id: string, token: string): Promise<TestDrive> {
      const row = await load(id);
      checkToken(row, token);
      return move(row, 'CANCELLED', 'customer');
    },

    async rate(id: string, token: string, rating: number): Promise<TestDrive> {
      const row = await load(id);
      checkToken(row, token);
      const result = rateTestDrive(record(row), rating, 'customer', clock());
      if (!result.ok) {
        const { reason } = result.failure;
        if (reason === 'invalid-rating')
          throw new DomainError('test_drive_rating_invalid', {}, { detail: 'A rating is 1 to 5' });
        if (reason === 'not-done')
          throw new DomainError(
            'test_drive_not_done',
            {},
            { detail: 'Only a test drive that took place is rated' },
          );
        if (reason === 'already-rated')
          throw new DomainError(
            'test_drive_already_rated',
            {},
            { detail: 'This test drive is rated already' },
          );
        throw new DomainError('forbidden', {}, { detail: 'Only the buyer rates a test drive' });
      }
      const updated = await updateTestDriveFrom(db, row.id, 'DONE', {
        rating: result.testDrive.rating as RatingValue,
        ratedAt: result.testDrive.ratedAt,
      });
      if (!updated)
        throw new DomainError('test_drive_already_rated', {}, { detail: 'This test drive is rated already' });
      return presentTestDrive(updated);
    },

    /** The test drives a signed-in person booked, newest first, with their status today. */
    async ofPerson(userId: string, limit = 100): Promise<TestDrive[]> {
      await expireDueTestDriveRows(db, clock());
      return (await listTestDrives(db, { userId, limit })).map(presentTestDrive);
    },

    /** Test drives, newest first; `dealerIds` narrows them to a dealer account's own dealers. */
    async list(filter: {
      dealerId?: string;
      dealerIds?: readonly string[];
      status?: TestDriveStatus;
      limit: number;
    }): Promise<TestDrive[]> {
      await expireDueTestDriveRows(db, clock());
      return (await listTestDrives(db, filter)).map(presentTestDrive);
    },

    /**
     * The dealer's answer. With `dealerIds` (a dealer account), a test drive of another dealer
     * answers 404, as if it did not exist.
     */
    async byDealer(
      id: string,
      to: 'CONFIRMED' | 'CANCELLED' | 'DONE',
      dealerIds?: readonly string[],
    ): Promise<TestDrive> {
      const row = await load(id);
      if (dealerIds !== undefined && !dealerIds.includes(row.dealerId)) {
        throw new DomainError('not_found', {}, { detail: 'No such test drive' });
      }
      return move(row, to, 'dealer');
    },
  };
}

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;
