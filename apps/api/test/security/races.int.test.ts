import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestSession, createAccount } from '../../src/modules/auth/auth.fixture.js';
import { financingCoupons, financingProposals } from '../../src/modules/financing/financing.schema.js';
import { garageCars } from '../../src/modules/garage/garage.schema.js';
import { leads } from '../../src/modules/leads/leads.schema.js';
import { ratings } from '../../src/modules/ratings/ratings.schema.js';
import { simulateFiatCdc } from '../financing.js';
import { type TestApp, createTestApp } from '../helpers.js';
import { PERSON_LEAD_FORM, fiatLeadRequest } from '../leads.js';
import { feedVehicleDelivery } from '../sales-feed.js';
import { recordFigure } from './figures.js';

/**
 * Check-then-insert races, played for real: the same request many times at once. Each case must
 * end with exactly one winner and no server error, on PGlite and on PostgreSQL (DATABASE_URL).
 */
const AT_ONCE = 50;

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe(`races: ${AT_ONCE} identical requests at once have one winner`, () => {
  let t: TestApp;
  let buyer: TestSession;
  let simulationId = '';

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        BANK_PROVIDER: 'sandbox',
        OUTBOX_WORKER: 'off',
        RATE_LIMIT_MAX: '0',
      },
    });
    buyer = await createAccount(t.app, t.db, 'corrida@example.com', { name: 'Renata Corrida' });
    simulationId = (await simulateFiatCdc(t.app, 12_000_000)).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function race(request: () => Promise<{ statusCode: number }>, label: string): Promise<number[]> {
    const statuses = (await Promise.all(Array.from({ length: AT_ONCE }, request))).map((r) => r.statusCode);
    recordFigure('race requests', statuses.length);
    const errors = statuses.filter((status) => status >= 500).length;
    recordFigure('server errors', errors);
    expect(errors, `${label}: ${JSON.stringify(statusCounts(statuses))}`).toBe(0);
    return statuses;
  }

  it('writes one lead for one idempotency key', async () => {
    const statuses = await race(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads',
          headers: { 'idempotency-key': 'race-submit-1' },
          payload: fiatLeadRequest({
            ...PERSON_LEAD_FORM,
            name: 'Renata Corrida',
            email: 'corrida@example.com',
          }),
        }),
      'leads',
    );
    expect(
      statuses.filter((status) => status === 202),
      JSON.stringify(statusCounts(statuses)),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(AT_ONCE - 1);
    expect(await t.db.select().from(leads).where(eq(leads.clientKey, 'race-submit-1'))).toHaveLength(1);
  });

  it('adds one car for one chassis', async () => {
    const statuses = await race(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/garage/owned',
          headers: buyer.headers,
          payload: { brand: 'fiat', model: 'Toro', modelYear: 2024, chassis: '9BD15802AA6999999' },
        }),
      'garage',
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const cars = await t.db
      .select()
      .from(garageCars)
      .where(and(eq(garageCars.userId, buyer.userId), eq(garageCars.chassis, '9BD15802AA6999999')));
    expect(cars).toHaveLength(1);
  });

  it('sends one financing proposal to the bank', async () => {
    const applicant = {
      name: 'Renata Corrida',
      taxId: '52998224725',
      email: 'corrida@example.com',
      phone: '11987654321',
      birthDate: '1990-05-17',
      monthlyIncome: 2_500_000,
    };
    // The bank the proposal routes ask (the app's one bank port), its calls counted where they arrive.
    const submit = vi.spyOn(t.app.ports.bank, 'submit');
    const statuses = await race(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/financing/proposal',
          headers: buyer.headers,
          payload: { simulationId, applicant, acceptedTerms: true },
        }),
      'proposals',
    );
    expect(submit, JSON.stringify(statusCounts(statuses))).toHaveBeenCalledTimes(1);
    submit.mockRestore();
    // Whoever did not send it answers the proposal once stored, or to come back in a moment.
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const stored = await t.db
      .select()
      .from(financingProposals)
      .where(eq(financingProposals.userId, buyer.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.bankReference).not.toBeNull();
  });

  it('keeps one opinion per customer about one dealer', async () => {
    await feedVehicleDelivery(t, buyer.userId);
    const statuses = await race(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ratings/dealers/2',
          headers: buyer.headers,
          payload: { brand: 'fiat', rating: 5, subject: 'Entrega do veículo' },
        }),
      'ratings',
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(AT_ONCE - 1);
    const mine = await t.db.select().from(ratings).where(eq(ratings.customerId, buyer.userId));
    expect(mine).toHaveLength(1);
  });

  it('gives a coupon limited to one use to one proposal', async () => {
    const [coupon] = await t.db
      .select()
      .from(financingCoupons)
      .where(eq(financingCoupons.name, 'BEMVINDO-FIAT'));
    if (!coupon) throw new Error('the seed has the BEMVINDO-FIAT coupon');
    await t.db
      .update(financingCoupons)
      .set({ maxUses: 1, uses: 0 })
      .where(eq(financingCoupons.id, coupon.id));
    let income = 3_000_000;
    const statuses = await race(() => {
      // Different incomes: different proposals, each asking for the same coupon.
      income += 1_000;
      return t.app.inject({
        method: 'POST',
        url: '/api/financing/proposal',
        headers: buyer.headers,
        payload: {
          simulationId,
          applicant: {
            name: 'Renata Corrida',
            taxId: '52998224725',
            email: 'corrida@example.com',
            phone: '11987654321',
            birthDate: '1990-05-17',
            monthlyIncome: income,
          },
          acceptedTerms: true,
          couponName: coupon.name,
          couponPeriod: coupon.periods[0],
        },
      });
    }, 'coupon');
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const withCoupon = await t.db
      .select()
      .from(financingProposals)
      .where(and(eq(financingProposals.userId, buyer.userId), eq(financingProposals.couponId, coupon.id)));
    expect(withCoupon).toHaveLength(1);
  });
});
