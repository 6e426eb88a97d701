import { ErrorResponse, RatingDetail, RatingTargetList } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';

const STAFF_TOKEN = 'staff-token-for-rating-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('dealer and advisor ratings', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.stubEnv('OUTBOX_WORKER', 'off');
    t = await createTestApp({ env: { STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' } });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
  });

  const targets = async (query: string) =>
    RatingTargetList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/ratings/dealers${query}` })).json(),
    ).items;

  it('lists the seeded dealers by average, by number of opinions or by name', async () => {
    const byAverage = await targets('');
    expect(byAverage.map((target) => target.average)).toEqual(
      [...byAverage.map((target) => target.average)].sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
    expect(byAverage[0]).toMatchObject({ name: 'Trilha Jeep Campinas', average: 4.8, totalOpinions: 4 });
    const byTotal = await targets('?sort=TOTAL_OPINIONS');
    expect(byTotal[0]).toMatchObject({ name: 'Concessionária Paulista', totalOpinions: 5, average: 4.2 });
    const fiat = await targets('?brand=fiat&sort=NAME');
    expect(fiat.map((target) => target.name)).toEqual(['Auto Sul Veículos', 'Concessionária Paulista']);
  });

  it('shows the opinions of one advisor sorted as asked', async () => {
    const read = async (sort: string) =>
      RatingDetail.parse(
        (await t.app.inject({ method: 'GET', url: `/api/ratings/advisors/adv-carla?sort=${sort}` })).json(),
      );
    const lowest = await read('LOWEST');
    expect(lowest.target).toMatchObject({ name: 'Carla Nunes', totalOpinions: 6, average: 4.3 });
    expect(lowest.opinions.map((opinion) => opinion.rating)).toEqual([3, 4, 4, 5, 5, 5]);
    const recent = await read('MOST_RECENT');
    const dates = recent.opinions.map((opinion) => Date.parse(opinion.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(recent.opinions[0]).toEqual(
      expect.objectContaining({ subject: expect.any(String), authorName: expect.any(String) }),
    );
  });

  it('takes a rating only from a customer with a vehicle under 30 days old', async () => {
    const rate = (customerId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ratings/dealers/2',
        headers: staff,
        payload: {
          customerId,
          authorName: 'Rita M.',
          targetName: 'Auto Sul Veículos',
          brand: 'fiat',
          rating: 5,
          subject: 'Entrega do veículo',
        },
      });
    const refused = await rate('demo-old-car-owner');
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponse.parse(refused.json()).code).toBe('rating_not_eligible');
    const accepted = await rate('demo-new-car-owner');
    expect(accepted.statusCode).toBe(201);
    expect(RatingDetail.parse(accepted.json()).target).toMatchObject({ totalOpinions: 4, average: 3.5 });
  });

  it('says so when nobody rated a dealer yet', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/dealers/999' })).statusCode).toBe(404);
  });
});
