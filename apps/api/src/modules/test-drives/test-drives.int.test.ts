import { DealerDesk, ErrorResponse, TestDrive, TestDriveBooked, TestDriveList } from '@autohub/contract';
import { dayInTimeZone } from '@autohub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { createAccount } from '../auth/auth.fixture.js';
import { outboxMessages } from '../../outbox/outbox.table.js';
import { dealers } from '../dealers/dealers.schema.js';
import { users } from '../users/users.schema.js';
import { testDriveExpiryJob } from './test-drive-expiry.job.js';
import { testDrives } from './test-drives.schema.js';

const STAFF_TOKEN = 'staff-token-for-test-drive-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const DAY_MS = 86_400_000;

function inDays(days: number): string {
  return dayInTimeZone(new Date(Date.now() + days * DAY_MS));
}

// Seeded Fiat dealers, read before the first booking: a test drive is booked at a dealer of its brand.
let FIAT_DEALER = '';
let SLOW_DEALER = '';

const booking = (overrides: object = {}) => ({
  brand: 'fiat',
  locale: 'pt-BR',
  dealerId: FIAT_DEALER,
  dealerName: 'Concessionária Paulista',
  model: '363',
  modelName: 'Pulse',
  date: inDays(3),
  slot: 'AFTERNOON',
  time: '14:30',
  customer: { name: 'Paula Reis', email: 'paula@example.com', phone: '(11) 98765-4321' },
  ...overrides,
});

describe('test drives', () => {
  let t: TestApp;
  let dealer: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' },
    });
    const fiat = await t.db
      .select({ id: dealers.id, dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(eq(dealers.brand, 'fiat'))
      .orderBy(dealers.id)
      .limit(3);
    FIAT_DEALER = String(fiat[2]?.id);
    SLOW_DEALER = String(fiat[1]?.id);
    // The seller who answers the requests of both dealers at their desk.
    const desk = await createAccount(t.app, t.db, 'mesa.td@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [fiat[1]?.dealerCode ?? '', fiat[2]?.dealerCode ?? ''],
    });
    dealer = desk.headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const book = async (overrides: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: booking(overrides),
    });
    expect(response.statusCode).toBe(201);
    return TestDriveBooked.parse(response.json());
  };
  const asBuyer = (token: string) => ({ 'x-test-drive-token': token });
  const byDealer = (id: string, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/dealer/test-drives/${id}/${action}`, headers: dealer });

  it('books a test drive on the Argentine site with an Argentine mobile, and refuses a Brazilian one there', async () => {
    const [peugeot] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(and(eq(dealers.brand, 'peugeot'), eq(dealers.country, 'AR')))
      .limit(1);
    const argentine = {
      brand: 'peugeot',
      locale: 'es-AR',
      dealerId: String(peugeot?.id),
      model: '2008',
      timeZone: 'America/Argentina/Buenos_Aires',
    };
    const { testDrive } = await book({
      ...argentine,
      customer: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '0351 15 555-1234' },
    });
    expect(testDrive.customer.phone).toBe('93515551234');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: booking({ ...argentine, customer: { name: 'Lucía', email: 'l@example.com', phone: '' } }),
    });
    expect(ErrorResponse.parse(refused.json()).details).toEqual([
      { path: 'body.customer.phone', code: 'mobile_phone_required', message: expect.any(String) },
    ]);
  });

  it('books a request that waits 24 hours for the dealer', async () => {
    const { testDrive, manageToken } = await book();
    expect(testDrive).toMatchObject({
      status: 'REQUESTED',
      slot: 'AFTERNOON',
      time: '14:30',
      dealerId: FIAT_DEALER,
    });
    expect(Date.parse(testDrive.answerBy) - Date.parse(testDrive.requestedAt)).toBe(DAY_MS);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/test-drives/${testDrive.id}`,
      headers: asBuyer(manageToken),
    });
    expect(TestDrive.parse(read.json()).id).toBe(testDrive.id);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/test-drives/${testDrive.id}`,
      headers: asBuyer('guess'),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('books everyone of a burst, each with their own booking and confirmation e-mail', async () => {
    const emails = Array.from({ length: 12 }, (_, n) => `rajada.${n}@example.com`);
    const answers = await Promise.all(
      emails.map((email) =>
        t.app.inject({
          method: 'POST',
          url: '/api/test-drives',
          payload: booking({ customer: { name: 'Paula Reis', email, phone: '(11) 98765-4321' } }),
        }),
      ),
    );
    const booked = answers.map((answer) => {
      expect(answer.statusCode).toBe(201);
      return TestDriveBooked.parse(answer.json());
    });
    const ids = booked.map((b) => b.testDrive.id);
    expect(new Set(ids).size).toBe(emails.length);
    const stored = await t.db
      .select({ id: testDrives.id, email: testDrives.customerEmail })
      .from(testDrives)
      .where(inArray(testDrives.id, ids));
    expect(new Map(stored.map((row) => [row.id, row.email]))).toEqual(
      new Map(booked.map((b, n) => [b.testDrive.id, emails[n]])),
    );
    const mails = await t.db
      .select({ reference: outboxMessages.reference, payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(inArray(outboxMessages.reference, ids));
    expect(mails).toHaveLength(emails.length);
    for (const mail of mails) {
      const n = ids.indexOf(mail.reference);
      expect((mail.payload as { to?: string }).to).toBe(emails[n]);
    }
    // Each buyer manages their own booking with their own token.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/test-drives/${ids[3]}`,
      headers: asBuyer(booked[3]?.manageToken ?? ''),
    });
    expect(TestDrive.parse(mine.json()).id).toBe(ids[3]);
  });

  it('requires the time, a slot that matches it and a day in the next 30 days', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: booking({
        time: '',
        slot: null,
        date: inDays(45),
        customer: { name: 'P', email: 'x', phone: '1' },
      }),
    });
    expect(response.statusCode).toBe(400);
    const details = ErrorResponse.parse(response.json()).details?.map(
      (detail) => `${detail.path}:${detail.code}`,
    );
    expect(details).toEqual(
      expect.arrayContaining([
        'body.time:test_drive_time_required',
        'body.slot:field_required',
        'body.date:date_not_within_next_30_days',
        'body.customer.email:email_invalid',
      ]),
    );
    const wrongSlot = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: booking({ slot: 'MORNING' }),
    });
    expect(ErrorResponse.parse(wrongSlot.json()).details?.[0]).toMatchObject({
      path: 'body.time',
      code: 'time_invalid',
    });
  });

  it('goes from request to rating: dealer confirms, marks it done on the day, buyer rates it', async () => {
    const { testDrive, manageToken } = await book({ date: inDays(1) });
    const confirmed = await byDealer(testDrive.id, 'confirm');
    expect(TestDrive.parse(confirmed.json()).status).toBe('CONFIRMED');

    const early = await byDealer(testDrive.id, 'done');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'test_drive_before_day' });

    const tooSoon = await t.app.inject({
      method: 'POST',
      url: `/api/test-drives/${testDrive.id}/rating`,
      headers: asBuyer(manageToken),
      payload: { rating: 5 },
    });
    expect(tooSoon.json()).toMatchObject({ code: 'test_drive_not_done' });

    // The test-drive day comes.
    await t.db
      .update(testDrives)
      .set({ date: inDays(0) })
      .where(eq(testDrives.id, testDrive.id));
    expect(TestDrive.parse((await byDealer(testDrive.id, 'done')).json()).status).toBe('DONE');

    const rate = (rating: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/test-drives/${testDrive.id}/rating`,
        headers: asBuyer(manageToken),
        payload: { rating },
      });
    expect((await rate(6)).statusCode).toBe(400);
    const rated = await rate(4);
    expect(rated.statusCode).toBe(200);
    expect(TestDrive.parse(rated.json())).toMatchObject({ status: 'DONE', rating: 4 });
    expect((await rate(5)).json()).toMatchObject({ code: 'test_drive_already_rated' });
  });

  it('lets the buyer or the dealer cancel, and keeps final statuses final', async () => {
    const first = await book();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/test-drives/${first.testDrive.id}/cancel`,
      headers: asBuyer(first.manageToken),
    });
    expect(TestDrive.parse(cancelled.json()).status).toBe('CANCELLED');
    expect((await byDealer(first.testDrive.id, 'confirm')).json()).toMatchObject({
      code: 'test_drive_transition_not_allowed',
    });
    const second = await book();
    expect(TestDrive.parse((await byDealer(second.testDrive.id, 'cancel')).json()).status).toBe('CANCELLED');
  });

  it('expires a request the dealer did not answer in 24 hours, on read and by the worker job', async () => {
    const onRead = await book({ dealerId: SLOW_DEALER });
    const byJob = await book({ dealerId: SLOW_DEALER });
    const fresh = await book({ dealerId: SLOW_DEALER });
    const sent = new Date(Date.now() - DAY_MS - 60_000);
    for (const id of [onRead.testDrive.id, byJob.testDrive.id]) {
      await t.db
        .update(testDrives)
        .set({ requestedAt: sent, statusChangedAt: sent })
        .where(eq(testDrives.id, id));
    }
    expect(await testDriveExpiryJob(60_000).run(t.db, new Date())).toBe(2);
    const [row] = await t.db.select().from(testDrives).where(eq(testDrives.id, byJob.testDrive.id));
    expect(row?.status).toBe('EXPIRED');
    expect(row?.statusChangedAt.getTime()).toBe(sent.getTime() + DAY_MS);

    const late = await byDealer(onRead.testDrive.id, 'confirm');
    expect(late.json()).toMatchObject({ code: 'test_drive_transition_not_allowed' });

    const list = TestDriveList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dealer/test-drives?dealerId=${SLOW_DEALER}`,
          headers: dealer,
        })
      ).json(),
    );
    expect(list.items.map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [onRead.testDrive.id, 'EXPIRED'],
        [byJob.testDrive.id, 'EXPIRED'],
        [fresh.testDrive.id, 'REQUESTED'],
      ]),
    );
  });

  it('keeps dealer actions for dealers', async () => {
    const { testDrive } = await book();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/test-drives/${testDrive.id}/confirm`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('books a test drive only at a dealer of the page’s brand', async () => {
    const [jeep] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.brand, 'jeep'))
      .limit(1);
    for (const dealerId of [String(jeep?.id), '999999999', 'not-a-dealer']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test-drives',
        payload: booking({ dealerId }),
      });
      expect(response.statusCode, dealerId).toBe(400);
      expect(ErrorResponse.parse(response.json()).details).toEqual([
        expect.objectContaining({ path: 'body.dealerId', code: 'dealer_required' }),
      ]);
    }
  });

  it('keeps a seller’s desk to the dealers of the brand it works for', async () => {
    const [jeep] = await t.db
      .select({ id: dealers.id, dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(eq(dealers.brand, 'jeep'))
      .limit(1);
    if (!jeep) throw new Error('seeded Jeep dealer expected');
    const [fiatTwin] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(and(eq(dealers.brand, 'fiat'), eq(dealers.dealerCode, jeep.dealerCode)))
      .limit(1);
    const seller = await createAccount(t.app, t.db, 'vendedor.jeep@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [jeep.dealerCode],
    });
    await t.db
      .update(users)
      .set({ brandLimits: ['fiat'] })
      .where(eq(users.email, 'vendedor.jeep@example.com'));
    const desk = DealerDesk.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/dealer/test-drives/desk', headers: seller.headers })
      ).json(),
    );
    expect(desk.dealers.map((own) => own.id)).toEqual(fiatTwin ? [String(fiatTwin.id)] : []);
    const atJeep = await book({ brand: 'jeep', dealerId: String(jeep.id) });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/test-drives/${atJeep.testDrive.id}/confirm`,
      headers: seller.headers,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('lets a dealer account answer its own dealers only; the staff token answers for none', async () => {
    const [mine, other] = await t.db
      .select({ id: dealers.id, dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(eq(dealers.brand, 'fiat'))
      .orderBy(dealers.id)
      .limit(2);
    if (!mine || !other) throw new Error('seeded dealers expected');
    const seller = await createAccount(t.app, t.db, 'vendedora.td@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [mine.dealerCode],
    });
    const customer = await createAccount(t.app, t.db, 'cliente.td@example.com');
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/dealer/test-drives/desk',
      headers: seller.headers,
    });
    expect(DealerDesk.parse(desk.json())).toMatchObject({
      scope: 'own',
      dealers: [{ id: String(mine.id), dealerCode: mine.dealerCode }],
    });
    const atMine = await book({ dealerId: String(mine.id) });
    const atOther = await book({ dealerId: String(other.id) });

    const list = async (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/dealer/test-drives${query}`, headers });
    const seen = TestDriveList.parse((await list(seller.headers)).json()).items.map((item) => item.id);
    expect(seen).toContain(atMine.testDrive.id);
    expect(seen).not.toContain(atOther.testDrive.id);
    // Asking for another dealer's list answers nothing of it.
    const asked = TestDriveList.parse((await list(seller.headers, `?dealerId=${other.id}`)).json());
    expect(asked.items).toEqual([]);

    const answer = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/dealer/test-drives/${id}/confirm`, headers });
    expect((await answer(atOther.testDrive.id, seller.headers)).statusCode).toBe(404);
    const confirmed = await answer(atMine.testDrive.id, seller.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(TestDrive.parse(confirmed.json()).status).toBe('CONFIRMED');

    expect((await list(customer.headers)).statusCode).toBe(403);
    expect((await answer(atOther.testDrive.id, customer.headers)).statusCode).toBe(403);
    // The desk is the dealer's: back-office automation belongs to no dealer.
    expect((await list(staff, `?dealerId=${other.id}`)).statusCode).toBe(403);
    expect((await answer(atOther.testDrive.id, staff)).statusCode).toBe(403);
  });

  it('lets a journey move the test-drive clock ahead outside production, so a booking can be done today', async () => {
    const { testDrive } = await book({ date: inDays(2) });
    await byDealer(testDrive.id, 'confirm');
    expect((await byDealer(testDrive.id, 'done')).statusCode).toBe(409);
    const move = (offsetMs: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/sandbox/clock',
        payload: { offsetMs },
      });
    expect((await move(3 * DAY_MS)).statusCode).toBe(200);
    expect(TestDrive.parse((await byDealer(testDrive.id, 'done')).json()).status).toBe('DONE');
    await move(0);
  });
});
