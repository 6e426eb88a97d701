import { ErrorResponse, StockReductionAnswer, type StockUnitOffer } from '@autohub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { createAccount } from '../auth/auth.fixture.js';
import {
  availability,
  buyer,
  endCountdown,
  key,
  preReserve,
  stockedVersion,
} from '../reservations/test-support.fixture.js';
import { stock } from './stock.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

const reduce = (
  unitId: string,
  headers: Record<string, string>,
  idempotencyKey = key('reduce'),
  reason = 'SOLD_AT_DEALER',
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/stock/${unitId}/reduction`,
    headers: { ...headers, 'idempotency-key': idempotencyKey },
    payload: { reason },
  });

async function quantity(): Promise<number> {
  const v = stockedVersion();
  const [row] = await t.db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(
      and(
        eq(stock.mvsCode, v.mvsCode),
        eq(stock.modelYear, v.modelYear),
        eq(stock.country, v.country),
        eq(stock.state, v.state),
      ),
    );
  return row!.quantity;
}

let counter = 0;
/** The manager of the dealer that has the car (a dealer account, as the DMS would be). */
async function managerOf(unit: StockUnitOffer) {
  return createAccount(t.app, t.db, `manager-${(counter += 1)}-${Date.now()}@example.com`, {
    roles: ['dealer_manager'],
    dealerCodes: [unit.dealerCode],
  });
}

async function freeUnits(): Promise<StockUnitOffer[]> {
  return (await availability(t)).units;
}

describe('PATCH /api/stock/{id}/reduction', () => {
  it('takes a free car out of online sale once per key and lowers the stock count by one', async () => {
    const [unit] = await freeUnits();
    const manager = await managerOf(unit!);
    const before = await quantity();
    const idempotencyKey = key('reduce');
    const first = await reduce(unit!.unitId, manager.headers, idempotencyKey, 'DAMAGED');
    expect(first.statusCode).toBe(200);
    const answer = StockReductionAnswer.parse(first.json());
    expect(answer).toMatchObject({ unitId: unit!.unitId, reason: 'DAMAGED', quantity: before - 1 });

    // The same key answers the same reduction; the count drops once.
    const again = await reduce(unit!.unitId, manager.headers, idempotencyKey, 'DAMAGED');
    expect(again.statusCode).toBe(200);
    expect(StockReductionAnswer.parse(again.json())).toEqual(answer);
    expect(await quantity()).toBe(before - 1);
    const other = await reduce(unit!.unitId, manager.headers);
    expect(other.statusCode).toBe(409);
    expect(ErrorResponse.parse(other.json()).code).toBe('unit_already_reduced');

    // Out of the showcase, and nobody can reserve it any more.
    expect((await freeUnits()).map((u) => u.unitId)).not.toContain(unit!.unitId);
    const late = await preReserve(t, await buyer(t, 'late-reduce'), unit!.unitId);
    expect(late.statusCode).toBe(409);
    expect(ErrorResponse.parse(late.json()).code).toBe('unit_unavailable');
  });

  it('never takes a car an order holds from its buyer; once the hold ran out it may go', async () => {
    const [unit] = await freeUnits();
    const manager = await managerOf(unit!);
    const before = await quantity();
    const held = await preReserve(t, await buyer(t, 'held-reduce'), unit!.unitId);
    expect(held.statusCode).toBe(201);
    const refused = await reduce(unit!.unitId, manager.headers);
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponse.parse(refused.json()).code).toBe('unit_held');
    expect(ErrorResponse.parse(refused.json()).message).toBe(
      'Este carro está reservado ou vendido em um pedido e não pode sair do estoque',
    );
    expect(await quantity()).toBe(before);

    await endCountdown(t, (held.json() as { id: string }).id);
    expect((await reduce(unit!.unitId, manager.headers)).statusCode).toBe(200);
  });

  it('lets exactly one of a reduction and buyers racing for one car through', async () => {
    const [unit] = await freeUnits();
    const manager = await managerOf(unit!);
    const buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => buyer(t, `race-${n}`)));
    const answers = await Promise.all([
      ...buyers.map((b) => preReserve(t, b, unit!.unitId)),
      ...[1, 2, 3, 4, 5].map(() => reduce(unit!.unitId, manager.headers)),
    ]);
    const won = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(answers.length - 1);
  });

  it("is for the car's own dealer (manager or DMS): another dealer's, a buyer and a stranger are refused", async () => {
    const [unit] = await freeUnits();
    const elsewhere = await createAccount(t.app, t.db, `manager-other-${Date.now()}@example.com`, {
      roles: ['dms'],
      dealerCodes: ['NOT-THIS-ONE'],
    });
    const missing = await reduce(unit!.unitId, elsewhere.headers);
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponse.parse(missing.json()).code).toBe('stock_unit_not_found');
    expect((await reduce(unit!.unitId, (await buyer(t, 'buyer-reduce')).headers)).statusCode).toBe(403);
    expect((await reduce(unit!.unitId, {})).statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: 'PATCH',
      url: `/api/stock/${unit!.unitId}/reduction`,
      headers: (await managerOf(unit!)).headers,
      payload: {},
    });
    expect(noKey.statusCode).toBe(400);
    const dms = await createAccount(t.app, t.db, `dms-${Date.now()}@example.com`, {
      roles: ['dms'],
      dealerCodes: [unit!.dealerCode],
    });
    expect((await reduce(unit!.unitId, dms.headers)).statusCode).toBe(200);
  });
});
