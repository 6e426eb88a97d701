import { GarageCars } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { feedVehicleDelivery } from '../../../test/sales-feed.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { garageCars } from './garage.schema.js';

const STAFF_TOKEN = 'staff-token-for-garage-tests';

describe('garage: owned, visited and wanted cars', () => {
  let t: TestApp;
  let ana: TestSession;
  let bruno: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', STAFF_API_TOKEN: STAFF_TOKEN } });
    ana = await createAccount(t.app, t.db, 'ana.garage@example.com');
    bruno = await createAccount(t.app, t.db, 'bruno.garage@example.com');
  });
  afterAll(() => t.close());

  const list = async (session: TestSession, name: string) =>
    GarageCars.parse(
      (await t.app.inject({ method: 'GET', url: `/api/garage/${name}`, headers: session.headers })).json(),
    ).cars;
  const addOwned = (session: TestSession, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/garage/owned', headers: session.headers, payload });

  const TORO = {
    brand: 'fiat',
    model: 'Toro',
    version: 'Volcano',
    modelYear: 2024,
    chassis: '9bd15802aa6123456',
    plate: 'abc-1d23',
    mileage: 12000,
  };

  it('adds an owned car, normalising chassis and plate; the same chassis twice is one car', async () => {
    const first = await addOwned(ana, TORO);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      list: 'owned',
      chassis: '9BD15802AA6123456',
      plate: 'ABC1D23',
      mileage: 12000,
    });
    const again = await addOwned(ana, TORO);
    expect(again.statusCode).toBe(200);
    expect(await list(ana, 'owned')).toHaveLength(1);
  });

  it('validates owned cars with the spec’s rules', async () => {
    const response = await addOwned(ana, { brand: 'fiat', model: 'Argo', chassis: 'SHORT' });
    expect(response.statusCode).toBe(400);
    const codes = (response.json() as { details: { code: string }[] }).details.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['chassis_invalid', 'model_or_manufactured_year_required']));
  });

  it('blanks chassis and plate when an owned car is removed', async () => {
    const car = (
      await addOwned(ana, {
        brand: 'jeep',
        model: 'Renegade',
        modelYear: 2021,
        chassis: '9BD15802AA6999999',
        plate: 'XYZ1234',
      })
    ).json() as { id: string };
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/garage/owned/car/${car.id}`,
      headers: ana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ chassis: null, plate: null, model: 'Renegade' });
    const [row] = await t.db.select().from(garageCars).where(eq(garageCars.id, car.id));
    expect(row).toMatchObject({ chassis: null, plate: null });
    expect(row?.removedAt).not.toBeNull();
    expect((await list(ana, 'owned')).map((c) => c.model)).toEqual(['Toro']);
  });

  it('registers a car to one owner: owned/exclusive blanks it from the previous owner', async () => {
    const brunos = (await addOwned(bruno, TORO)).json() as { id: string };
    const makeExclusive = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/garage/owned/exclusive',
        headers: bruno.headers,
        payload: { carId: brunos.id },
      });
    // Typing a chassis proves nothing: the car stays in Ana's garage until the sales feed or
    // staff confirm it is Bruno's.
    const unproven = await makeExclusive();
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json()).toMatchObject({ code: 'ownership_unproven' });
    expect((await list(ana, 'owned')).map((c) => c.chassis)).toEqual(['9BD15802AA6123456']);
    await feedVehicleDelivery(t, bruno.userId, { chassis: TORO.chassis });
    const exclusive = await makeExclusive();
    expect(exclusive.statusCode).toBe(200);
    expect(exclusive.json()).toMatchObject({ exclusive: true, chassis: '9BD15802AA6123456' });
    expect(await list(ana, 'owned')).toEqual([]);
    const main = await t.app.inject({ method: 'GET', url: '/api/garage/owned/car', headers: bruno.headers });
    expect(main.json()).toMatchObject({ id: brunos.id });
  });

  it('keeps the configurator’s builds as visited cars, newest first, without repeats', async () => {
    const build = {
      brand: 'fiat',
      model: 'Pulse',
      mvsCode: '3631F3',
      colorCode: 'RED',
      partCodes: ['OPT2', 'OPT1'],
      total: 12_990_000,
    };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/garage/visited', headers: ana.headers, payload });
    expect((await post(build)).statusCode).toBe(201);
    await post({ ...build, model: 'Fastback' });
    await post({ ...build, partCodes: ['OPT1', 'OPT2'] });
    expect((await list(ana, 'visited')).map((c) => c.model)).toEqual(['Pulse', 'Fastback']);
    expect(await list(bruno, 'visited')).toEqual([]);
  });

  it('adds and removes wanted cars', async () => {
    const car = (
      await t.app.inject({
        method: 'POST',
        url: '/api/garage/wanted',
        headers: ana.headers,
        payload: { brand: 'ram', model: 'Rampage' },
      })
    ).json() as { id: string };
    expect((await list(ana, 'wanted')).map((c) => c.id)).toEqual([car.id]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/garage/wanted/car/${car.id}`,
          headers: ana.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(await list(ana, 'wanted')).toEqual([]);
    // A car of another list is not found under this one.
    const visited = (await list(ana, 'visited'))[0];
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/garage/wanted/car/${visited?.id}`,
          headers: ana.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
