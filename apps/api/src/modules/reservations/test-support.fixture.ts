import { AvailabilityAnswer, PaymentAnswer, ReservationOrder } from '@autohub/contract';
import { SANDBOX_TEST_CARDS } from '@autohub/domain';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers.js';
import type { SandboxPaymentGateway } from '../../integrations/payment/payment.sandbox.js';
import { createAccount, type TestSession } from '../auth/auth.fixture.js';
import { stockRows } from '../catalogue/demo/data/index.js';

let counter = 0;
/** A fresh idempotency key. */
export const key = (label = 'k'): string => `${label}-${Date.now().toString(36)}-${(counter += 1)}-test`;

/** A version with cars in stock in a state whose brand has dealers there. */
export function stockedVersion(country: 'BR' | 'AR' = 'BR') {
  const state = country === 'BR' ? 'SP' : 'B';
  const row = stockRows().find(
    (r) => r.brand === 'fiat' && r.country === country && r.state === state && r.quantity >= 3,
  );
  if (!row) throw new Error(`the demo stock has no Fiat cars in ${state}`);
  return { ...row, campaignId: `fiat-${country.toLowerCase()}-reserva` };
}

export function sandboxOf(t: TestApp): SandboxPaymentGateway {
  return t.app.ports.payment as SandboxPaymentGateway;
}

export async function availability(t: TestApp, country: 'BR' | 'AR' = 'BR'): Promise<AvailabilityAnswer> {
  const v = stockedVersion(country);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reservations/availability?campaignId=${v.campaignId}&mvsCode=${v.mvsCode}&year=${v.modelYear}&state=${v.state}`,
  });
  if (response.statusCode !== 200) throw new Error(`availability ${response.statusCode} ${response.body}`);
  return AvailabilityAnswer.parse(response.json());
}

/** The order as its buyer reads it; an answer other than 200 fails the test. */
export async function orderOf(
  t: TestApp,
  session: { headers: Record<string, string> },
  id: string,
): Promise<ReservationOrder> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reservations/${id}`,
    headers: session.headers,
  });
  if (response.statusCode !== 200) throw new Error(`order ${id}: ${response.statusCode} ${response.body}`);
  return ReservationOrder.parse(response.json());
}

export async function buyer(t: TestApp, label: string): Promise<TestSession> {
  return createAccount(t.app, t.db, `${label}-${(counter += 1)}@example.com`);
}

export async function preReserve(
  t: TestApp,
  session: TestSession,
  unitId: string,
  options: { idempotencyKey?: string; country?: 'BR' | 'AR' } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations/pre-reserve',
    headers: { ...session.headers, 'idempotency-key': options.idempotencyKey ?? key('pre') },
    payload: { campaignId: stockedVersion(options.country).campaignId, unitId, termsAccepted: true },
  });
}

/** Reserves a free car: the first version and state of the demo stock that still has one. */
export async function reserved(
  t: TestApp,
  session: TestSession,
  country: 'BR' | 'AR' = 'BR',
): Promise<ReservationOrder> {
  const campaignId = `fiat-${country.toLowerCase()}-reserva`;
  const rows = stockRows().filter((r) => r.brand === 'fiat' && r.country === country && r.quantity > 0);
  for (const row of rows) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/availability?campaignId=${campaignId}&mvsCode=${row.mvsCode}&year=${row.modelYear}&state=${row.state}`,
    });
    const offers = AvailabilityAnswer.parse(response.json());
    for (const unit of offers.units) {
      const reserve = await t.app.inject({
        method: 'POST',
        url: '/api/reservations/pre-reserve',
        headers: { ...session.headers, 'idempotency-key': key('pre') },
        payload: { campaignId, unitId: unit.unitId, termsAccepted: true },
      });
      if (reserve.statusCode === 201) return ReservationOrder.parse(reserve.json());
    }
  }
  throw new Error('no free car to reserve');
}

export async function pay(
  t: TestApp,
  session: TestSession,
  orderId: string,
  body: object,
  idempotencyKey = key('pay'),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/reservations/${orderId}/payment`,
    headers: { ...session.headers, 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

/** A card token from the sandbox gateway, as its browser script gets one. */
export async function cardToken(t: TestApp, number: string = SANDBOX_TEST_CARDS.approved) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    payload: { number, holderName: 'MARIA DA SILVA', expiry: '12/35', cvv: '123' },
  });
  if (response.statusCode !== 201) throw new Error(`tokenize ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; brand: string; lastFour: string };
}

export async function payByCard(
  t: TestApp,
  session: TestSession,
  orderId: string,
  number?: string,
  idempotencyKey?: string,
) {
  const card = await cardToken(t, number);
  return pay(t, session, orderId, { method: 'card', ...card, installments: 1 }, idempotencyKey);
}

export function paymentAnswer(response: { json(): unknown }): PaymentAnswer {
  return PaymentAnswer.parse(response.json());
}

/** Moves an order's countdown (and its car's hold) into the past, as if its time ran out. */
export async function endCountdown(t: TestApp, orderId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await t.db.execute(sql`update orders set hold_until = ${past}::timestamptz where id = ${orderId}`);
  await t.db.execute(
    sql`update stock_units set held_until = ${past}::timestamptz where held_by = ${orderId} and sold_at is null`,
  );
}

/** A document upload as the browser sends it: the type field, then the file (PDF). */
export function multipartDocument(type: string, fileName: string, data: Buffer) {
  const boundary = `----reservation${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
