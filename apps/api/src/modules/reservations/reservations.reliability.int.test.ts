import { type ReservationOrder } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { signWebhook } from '../../integrations/payment/webhook-signature.js';
import { SANDBOX_WEBHOOK_SECRET } from '../../integrations/payment/payment.factory.js';
import { buyer, cardToken, key, pay, paymentAnswer, reserved, sandboxOf } from './test-support.fixture.js';

// Figures of issue "one car, one buyer; one charge; one transition", on PGlite and, through
// scripts/test-api-postgres.mjs, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute(query);
  const rows =
    (result as unknown as { rows?: { n: number | string }[] }).rows ??
    (result as unknown as { n: number | string }[]);
  return Number(rows[0]?.n ?? 0);
}

describe('reliability', () => {
  it('100 parallel reservations of one car: exactly one wins, 99 hear it is taken', async () => {
    const first = await buyer(t, 'race');
    const order = await reserved(t, first);
    // Free the car again so the race starts from a car nobody holds.
    await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${order.id}/cancel`,
      headers: { ...first.headers, 'idempotency-key': key() },
      payload: {},
    });
    const service = t.app.reservations;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        service.preReserve(
          `racer-${i}`,
          key(`race${i}`),
          {
            campaignId: order.campaignId,
            unitId: order.unitId,
            reservationType: 'focus',
            fundingType: 'PSA',
            termsAccepted: true,
          },
          'pt-BR',
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(99);
    for (const r of lost)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'unit_unavailable' });
    const winner = (won[0] as PromiseFulfilledResult<ReservationOrder>).value;
    expect(
      await count(
        sql`select count(*) as n from stock_units where id = ${order.unitId} and held_by = ${winner.id}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from orders where unit_id = ${order.unitId} and status = 'PRE_RESERVE'`,
      ),
    ).toBe(1);
  }, 120_000);

  it('50 identical payment calls with one key: one charge, one payment row, every answer the same', async () => {
    const payer = await buyer(t, 'twin');
    const order = await reserved(t, payer);
    const card = await cardToken(t);
    const gateway = sandboxOf(t);
    const before = gateway.paymentCount();
    const idempotencyKey = key('fifty');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        pay(t, payer, order.id, { method: 'card', ...card, installments: 1 }, idempotencyKey),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBe(50);
    const ids = new Set(responses.map((r) => paymentAnswer(r).payment?.id));
    expect(ids.size).toBe(1);
    expect(gateway.paymentCount() - before).toBe(1);
    expect(await count(sql`select count(*) as n from payments where order_id = ${order.id}`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from order_events where order_id = ${order.id} and to_status = 'RESERVE'`,
      ),
    ).toBe(1);
  }, 120_000);

  it('a webhook replayed 10 times makes one transition; an unsigned or forged one is refused', async () => {
    const payer = await buyer(t, 'echo');
    const order = await reserved(t, payer);
    paymentAnswer(await pay(t, payer, order.id, { method: 'pix' }));
    const [payment] = await t.app.reservations.store.paymentsOf([order.id]);
    const gatewayId = payment!.providerPaymentId!;
    // The payer pays; the sandbox would notify: capture a signed notification and replay it.
    const gateway = sandboxOf(t);
    (gateway as unknown as { options: { deliver?: unknown } }).options.deliver = undefined;
    await gateway.payPix(gatewayId);
    const requestId = 'replayed-notification-0001';
    const ts = String(Date.now());
    const signed = {
      'x-signature': signWebhook(SANDBOX_WEBHOOK_SECRET, gatewayId, requestId, ts),
      'x-request-id': requestId,
    };
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/sandbox?data.id=${gatewayId}&type=payment`,
        headers,
        payload: { action: 'payment.updated', data: { id: gatewayId } },
      });
    const forged = await send({ ...signed, 'x-signature': `ts=${ts},v1=${'0'.repeat(64)}` });
    expect(forged.statusCode).toBe(401);
    expect((await send({})).statusCode).toBe(401);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await send(signed));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => (a.json() as { applied: boolean }).applied)).toEqual([
      true,
      ...Array(9).fill(false),
    ]);
    expect(await count(sql`select count(*) as n from order_events where order_id = ${order.id}`)).toBe(2);
    expect(
      await count(sql`select count(*) as n from orders where id = ${order.id} and status = 'RESERVE'`),
    ).toBe(1);
  }, 120_000);

  it('a payment left half-made by a stopped server is finished by the retry with its key, charged once', async () => {
    const payer = await buyer(t, 'crash');
    const order = await reserved(t, payer);
    const card = await cardToken(t);
    const idempotencyKey = key('crash');
    // What a server killed between writing the payment and hearing the gateway leaves behind.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.db.execute(sql`
      insert into payments (order_id, idempotency_key, method, provider, status, amount_cents, currency, card_brand, card_last_four, updated_at)
      values (${order.id}, ${idempotencyKey}, 'card', 'sandbox', 'creating', ${order.amountCents}, 'BRL', 'visa', '4242', ${minuteAgo}::timestamptz)`);
    const before = sandboxOf(t).paymentCount();
    const retry = await pay(t, payer, order.id, { method: 'card', ...card, installments: 1 }, idempotencyKey);
    expect(retry.statusCode).toBe(200);
    expect(paymentAnswer(retry).order.status).toBe('RESERVE');
    const again = await pay(t, payer, order.id, { method: 'card', ...card, installments: 1 }, idempotencyKey);
    expect(paymentAnswer(again).payment?.id).toBe(paymentAnswer(retry).payment?.id);
    expect(sandboxOf(t).paymentCount() - before).toBe(1);
    expect(await count(sql`select count(*) as n from payments where order_id = ${order.id}`)).toBe(1);
  }, 60_000);

  it('answers malformed payment input with 400, never 5xx', async () => {
    const payer = await buyer(t, 'fuzz');
    const order = await reserved(t, payer);
    const bodies: unknown[] = [
      {},
      { method: 'card' },
      { method: 'card', token: 'x'.repeat(5000), brand: 'visa', lastFour: '4242' },
      { method: 'card', token: 'tok_valid_1234', brand: 'nope', lastFour: '42' },
      { method: 'consortium', kind: 'other' },
      { method: 'pix', extra: true },
      [],
    ];
    for (const body of bodies) {
      const response = await pay(t, payer, order.id, body as object);
      expect(response.statusCode).toBe(400);
    }
    // A body that is not JSON is not even read.
    expect((await pay(t, payer, order.id, 'text' as unknown as object)).statusCode).toBe(415);
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/not-a-uuid/payment',
      headers: { ...payer.headers, 'idempotency-key': key() },
      payload: { method: 'pix' },
    });
    expect(badId.statusCode).toBe(400);
    const badKey = await pay(t, payer, order.id, { method: 'pix' }, 'has spaces and ✓');
    expect(badKey.statusCode).toBe(400);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox?data.id=' + 'x'.repeat(500),
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBeLessThan(500);
  }, 120_000);
});
