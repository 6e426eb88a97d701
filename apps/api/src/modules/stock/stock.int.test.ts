import { DELIVERY_LABELS, StockAvailability } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { stockRows } from '../catalogue/demo/data/index.js';

const ROWS = stockRows();

describe('GET /api/stock/available', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const available = (query: string) => t.app.inject({ method: 'GET', url: `/api/stock/available?${query}` });

  it.each(DELIVERY_LABELS)('answers the quantity and the %s label of a state', async (label) => {
    const row = ROWS.find((r) => r.delivery === label);
    if (!row) throw new Error(`the demo stock has no ${label} row`);
    const response = await available(
      `mvsCode=${row.mvsCode}&modelYear=${row.modelYear}&brand=${row.brand}&state=${row.state}`,
    );
    expect(response.statusCode).toBe(200);
    expect(StockAvailability.parse(response.json())).toEqual({
      mvsCode: row.mvsCode,
      modelYear: row.modelYear,
      brand: row.brand,
      state: row.state,
      quantity: row.quantity,
      delivery: label,
      deliveryDays: row.deliveryDays ?? null,
      unavailable: false,
    });
    if (label === 'READY_FOR_DELIVERY') expect(row.quantity).toBeGreaterThan(0);
    else expect(row.quantity).toBe(0);
  });

  it('adds up the states of a country when no state is given', async () => {
    const row = ROWS.find((r) => r.country === 'BR' && r.quantity > 0);
    if (!row) throw new Error('the demo stock has no cars');
    const same = ROWS.filter(
      (r) => r.mvsCode === row.mvsCode && r.modelYear === row.modelYear && r.country === 'BR',
    );
    const answer = StockAvailability.parse(
      (
        await available(`mvsCode=${row.mvsCode}&modelYear=${row.modelYear}&brand=${row.brand}&country=BR`)
      ).json(),
    );
    expect(answer).toMatchObject({
      state: null,
      quantity: same.reduce((sum, r) => sum + r.quantity, 0),
      delivery: 'READY_FOR_DELIVERY',
    });
  });

  it('answers 404 for a version of another brand and 400 without the model year', async () => {
    const row = ROWS[0];
    const otherBrand = row?.brand === 'jeep' ? 'fiat' : 'jeep';
    const wrong = await available(`mvsCode=${row?.mvsCode}&modelYear=${row?.modelYear}&brand=${otherBrand}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'mvs_not_found' });
    expect((await available(`mvsCode=${row?.mvsCode}&brand=${row?.brand}`)).statusCode).toBe(400);
  });

  it('answers 200 with empty data and the unavailable flag when the stock service fails', async () => {
    const row = ROWS[0];
    await t.db.execute(sql`alter table stock rename to stock_out_of_service`);
    const response = await available(
      `mvsCode=${row?.mvsCode}&modelYear=${row?.modelYear}&brand=${row?.brand}`,
    );
    expect(response.statusCode).toBe(200);
    expect(StockAvailability.parse(response.json())).toMatchObject({
      quantity: 0,
      delivery: null,
      unavailable: true,
    });
  });
});
