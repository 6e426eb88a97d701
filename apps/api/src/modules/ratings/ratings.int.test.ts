import { dayInTimeZone } from '@autohub/domain';
import { ErrorResponse, RatingDetail, RatingEligibility, RatingTargetList } from '@autohub/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createAccount } from '../auth/auth.fixture.js';
import { dealers } from '../dealers/dealers.schema.js';
import { publicAuthorName } from './ratings.service.js';

const STAFF_TOKEN = 'staff-token-for-rating-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('dealer and advisor ratings', () => {
  const t = useTestApp({ env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' } });

  const targets = async (query: string) =>
    RatingTargetList.parse(
      (await t.app.inject({ method: 'GET', url: `/api/ratings/dealers${query}` })).json(),
    ).items;

  /** The network's dealers of a brand in a market, in its order, as the demo opinions pick them. */
  const networkDealers = async (brand: string, country: string) =>
    (await t.db.select().from(dealers).orderBy(dealers.id)).filter(
      (dealer) => dealer.brand === brand && dealer.country === country && !dealer.blocked,
    );

  it('lists the seeded dealers by average, by number of opinions or by name', async () => {
    const byAverage = await targets('');
    expect(byAverage.map((target) => target.average)).toEqual(
      [...byAverage.map((target) => target.average)].sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
    const [jeep] = await networkDealers('jeep', 'BR');
    expect(byAverage[0]).toMatchObject({ name: jeep!.name, average: 4.8, totalOpinions: 4 });
    const [fiatFirst, fiatSecond] = await networkDealers('fiat', 'BR');
    const byTotal = await targets('?sort=TOTAL_OPINIONS');
    expect(byTotal[0]).toMatchObject({ id: String(fiatFirst!.id), totalOpinions: 5, average: 4.2 });
    const fiat = await targets('?brand=fiat&country=BR&sort=NAME');
    expect(fiat.map((target) => target.id).sort()).toEqual([String(fiatFirst!.id), String(fiatSecond!.id)].sort());
    expect(fiat.map((target) => target.name)).toEqual([...fiat.map((target) => target.name)].sort());
  });

  it("lists a market's dealers only on its own pages, with opinions in its language", async () => {
    const argentine = new Set((await networkDealers('fiat', 'AR')).map((dealer) => String(dealer.id)));
    const brazilian = new Set((await networkDealers('fiat', 'BR')).map((dealer) => String(dealer.id)));
    const inArgentina = await targets('?brand=fiat&country=AR');
    expect(inArgentina.length).toBe(2);
    for (const target of inArgentina) expect(argentine.has(target.id)).toBe(true);
    const inBrazil = await targets('?brand=fiat&country=BR');
    for (const target of inBrazil) expect(brazilian.has(target.id)).toBe(true);
    const opinions = RatingDetail.parse(
      (await t.app.inject({ method: 'GET', url: `/api/ratings/dealers/${inArgentina[0]!.id}` })).json(),
    ).opinions;
    expect(opinions.map((opinion) => opinion.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Atención|Entrega del vehículo|Negociación|Posventa/)]),
    );
    const advisors = RatingTargetList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/ratings/advisors?brand=fiat&country=AR' })).json(),
    ).items;
    expect(advisors.map((advisor) => advisor.name)).toEqual(['Lucía Fernández']);
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/dealers?country=CL' })).statusCode).toBe(400);
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

  it('takes a rating only from a signed-in customer with a vehicle delivered under 30 days ago', async () => {
    const rita = await createAccount(t.app, t.db, 'rita.avalia@example.com', { name: 'Rita Moreira' });
    // Days as the customer lives them (São Paulo), the day the eligibility rule counts in.
    const day = (daysAgo: number) => dayInTimeZone(new Date(Date.now() - daysAgo * 86_400_000));
    const eligibility = async () =>
      RatingEligibility.parse(
        (
          await t.app.inject({ method: 'GET', url: '/api/ratings/eligibility', headers: rita.headers })
        ).json(),
      );
    // The sales feed is the dealership's management system, never back-office staff.
    const dms = await createAccount(t.app, t.db, 'dms.avalia@example.com', {
      roles: ['dms'],
      dealerCodes: ['D-DMS'],
    });
    const deliver = (payload: object, headers: Record<string, string> = dms.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/ratings/vehicle-deliveries',
        headers,
        payload,
      });
    expect((await deliver({ chassis: '9BD35800AAP100099', deliveryDate: day(1) }, staff)).statusCode).toBe(
      403,
    );
    expect(
      (await deliver({ chassis: '9BD35800AAP100099', deliveryDate: day(1) }, rita.headers)).statusCode,
    ).toBe(403);
    const ownCar = (chassis: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/garage/owned',
        headers: rita.headers,
        payload: { brand: 'fiat', model: 'Pulse', modelYear: 2026, chassis },
      });
    // Support confirms the car is hers (an invoice seen), as the sales feed names no account here.
    const proveCar = async (response: { json(): unknown }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/users/${rita.userId}/garage/${(response.json() as { id: string }).id}/ownership`,
        headers: staff,
      });
    const rate = (headers: Record<string, string>, payload: object = {}, target = 'dealers/2') =>
      t.app.inject({
        method: 'POST',
        url: `/api/ratings/${target}`,
        headers,
        payload: { brand: 'fiat', rating: 5, subject: 'Entrega do veículo', ...payload },
      });

    expect((await rate({})).statusCode).toBe(401);
    expect(await eligibility()).toEqual({ canRate: false, vehicleAgeDays: null, maxAgeDays: 30 });
    const refused = await rate(rita.headers);
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponse.parse(refused.json()).code).toBe('rating_not_eligible');

    // A car delivered 40 days ago does not count; the sales feed needs an account or a chassis.
    expect((await deliver({ deliveryDate: day(40) })).statusCode).toBe(400);
    expect((await deliver({ chassis: '9BD35800AAP100040', deliveryDate: day(40) })).statusCode).toBe(204);
    const old = await ownCar('9bd35800aap100040');
    expect(old.statusCode).toBe(201);
    expect((await proveCar(old)).statusCode).toBe(200);
    expect(await eligibility()).toMatchObject({ canRate: false, vehicleAgeDays: 40 });
    expect((await rate(rita.headers)).statusCode).toBe(403);

    // One delivered 5 days ago, in her garage by its chassis, does once its ownership is proven:
    // a chassis anyone can type gives no right to rate.
    await deliver({ chassis: '9BD35800AAP100005', purchaseDate: day(12), deliveryDate: day(5) });
    const recent = await ownCar('9BD35800AAP100005');
    expect(await eligibility()).toMatchObject({ canRate: false });
    expect((await proveCar(recent)).statusCode).toBe(200);
    expect(await eligibility()).toMatchObject({ canRate: true, vehicleAgeDays: 5 });

    const unsafe = await rate(rita.headers, { subject: 'Paguei R$ 100 a mais' });
    expect(unsafe.statusCode).toBe(400);
    expect(ErrorResponse.parse(unsafe.json()).details).toEqual([
      expect.objectContaining({ path: 'body.subject', code: 'text_forbidden_chars' }),
    ]);
    const accepted = await rate(rita.headers, { comment: 'Tudo certo na entrega.' });
    expect(accepted.statusCode).toBe(201);
    const detail = RatingDetail.parse(accepted.json());
    expect(detail.target).toMatchObject({ totalOpinions: 4, average: 3.5 });
    expect(detail.opinions[0]).toMatchObject({
      rating: 5,
      subject: 'Entrega do veículo',
      comment: 'Tudo certo na entrega.',
      authorName: 'Rita M.',
    });
    // One opinion per customer about one dealer.
    const twice = await rate(rita.headers, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(ErrorResponse.parse(twice.json())).toMatchObject({
      code: 'rating_already_given',
      message: 'Você já deu sua opinião sobre este atendimento',
    });

    // A dealer of the network nobody rated yet can be rated, and is listed in its own market only;
    // an unknown one cannot.
    const rated = new Set((await targets('')).map((target) => target.id));
    const network = await t.db
      .select({ id: dealers.id, name: dealers.name, country: dealers.country })
      .from(dealers);
    const unrated = network.find((dealer) => !rated.has(String(dealer.id)) && dealer.country === 'AR');
    const first = await rate(rita.headers, { rating: 4 }, `dealers/${unrated!.id}`);
    expect(first.statusCode).toBe(201);
    expect(RatingDetail.parse(first.json()).target.name).toBe(unrated!.name);
    const listed = async (country: string) =>
      (await targets(`?brand=fiat&country=${country}`)).some((target) => target.id === String(unrated!.id));
    expect(await listed('AR')).toBe(true);
    expect(await listed('BR')).toBe(false);
    expect((await rate(rita.headers, {}, 'dealers/999999')).statusCode).toBe(404);
    expect((await rate(rita.headers, {}, 'advisors/nobody')).statusCode).toBe(404);
  });

  it('signs an opinion with the nickname, or the first name and last initial', () => {
    expect(publicAuthorName({ name: 'Rita Moreira Lima', nickname: null })).toBe('Rita L.');
    expect(publicAuthorName({ name: 'Rita Moreira', nickname: 'Ritinha' })).toBe('Ritinha');
    expect(publicAuthorName({ name: 'Rita', nickname: '  ' })).toBe('Rita');
    expect(publicAuthorName({ name: null, nickname: null })).toBe('Cliente');
  });

  it('says so when nobody rated a dealer yet', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/dealers/999' })).statusCode).toBe(404);
  });
});
