import { ReservationOrder } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import type { SentMail } from '../../integrations/mail/mail.port.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { availability, cardToken, key, pay, paymentAnswer, stockedVersion } from './test-support.fixture.js';

let t: TestApp;
let delivery: Delivery;
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_WORKER: 'off', RATE_LIMIT_MAX: '0' } });
  delivery = createDelivery(t.db, t.config, t.app.ports);
}, 60_000);
afterAll(() => t.close());

let people = 0;
async function buyer(label: string, name: string): Promise<TestSession> {
  const session = await createAccount(t.app, t.db, `${label}.${(people += 1)}@example.com`, { name });
  return session;
}

/** The order confirmations that reached the person's mailbox, oldest first. */
async function mailsOf(session: TestSession, kind: string): Promise<SentMail[]> {
  await delivery.worker.drain();
  // Money is written with a no-break space after the currency sign; compared as a plain space.
  return (t.app.ports.mailbox?.list(session.email) ?? [])
    .filter((m) => m.kind === kind)
    .map((m) => ({ ...m, text: m.text.replace(/\u00a0/g, ' ') }))
    .reverse();
}

async function preReserve(
  session: TestSession,
  country: 'BR' | 'AR',
  language: string,
  idempotencyKey = key('mail'),
  unitId?: string,
): Promise<ReservationOrder> {
  const unit = unitId ? { unitId } : (await availability(t, country)).units[0];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reservations/pre-reserve',
    headers: { ...session.headers, 'idempotency-key': idempotencyKey, 'accept-language': language },
    payload: { campaignId: stockedVersion(country).campaignId, unitId: unit!.unitId, termsAccepted: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ReservationOrder.parse(response.json());
}

/** "27/11/2026" and "14:30" on a market's clock, written the Brazilian way (day first, 24 hours). */
function clock(iso: string, timeZone: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: at.toLocaleDateString('pt-BR', { timeZone }),
    time: at.toLocaleTimeString('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' }),
  };
}

describe('an online order is confirmed by e-mail when the car is held and when it is paid', () => {
  it('in Portuguese for a Brazilian order: the car, the dealer, what to pay until when, the order page; then the payment', async () => {
    const renata = await buyer('renata', 'Renata Alves');
    const idempotencyKey = key('same');
    const order = await preReserve(renata, 'BR', 'pt-BR', idempotencyKey);
    // The same pre-reserve sent again is the same order, confirmed once.
    expect((await preReserve(renata, 'BR', 'pt-BR', idempotencyKey, order.unitId)).id).toBe(order.id);

    const [reserved, ...more] = await mailsOf(renata, 'order-reserved');
    expect(more).toEqual([]);
    expect(reserved?.subject).toBe(`Separamos seu ${order.vehicleName}`);
    const until = clock(order.holdUntil!, 'America/Sao_Paulo');
    expect(reserved?.text).toContain('Olá, Renata!');
    expect(reserved?.text).toContain(`${order.vehicleName} na ${order.dealerName}`);
    expect(reserved?.text).toContain(`pague R$ 2.000,00 até ${until.date} às ${until.time}`);
    expect(reserved?.text).toMatch(
      new RegExp(`https?://[^/\\s]+/pt-BR/fiat/reservation/orders/${order.id}$`, 'm'),
    );
    expect(await mailsOf(renata, 'order-paid')).toEqual([]);

    const card = await cardToken(t);
    const payKey = key('pay');
    const body = { method: 'card', ...card, installments: 1 };
    expect(paymentAnswer(await pay(t, renata, order.id, body, payKey)).order.status).toBe('RESERVE');
    expect((await pay(t, renata, order.id, body, payKey)).statusCode).toBe(200);
    const paid = await mailsOf(renata, 'order-paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.subject).toBe(`Pagamento confirmado: ${order.vehicleName}`);
    expect(paid[0]?.text).toContain(`Recebemos seu pagamento de R$ 2.000,00 pelo ${order.vehicleName}`);
    expect(paid[0]?.text).toContain('A reserva está confirmada');
    expect(paid[0]?.text).toContain(`/pt-BR/fiat/reservation/orders/${order.id}`);
    // No card data, token or key in any of her e-mails.
    for (const mail of [reserved, ...paid]) {
      expect(mail?.text).not.toContain(card.token);
      expect(mail?.text).not.toContain(card.lastFour);
      expect(mail?.text).not.toContain(idempotencyKey);
    }
  });

  it('in Spanish, in pesos, for an Argentine order made on the Argentine page', async () => {
    const lucia = await buyer('lucia', 'Lucía Fernández');
    const order = await preReserve(lucia, 'AR', 'es-AR');
    const [reserved] = await mailsOf(lucia, 'order-reserved');
    expect(reserved?.subject).toBe(`Reservamos tu ${order.vehicleName}`);
    const until = clock(order.holdUntil!, 'America/Argentina/Buenos_Aires');
    const amount = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' })
      .format(order.amountCents / 100)
      .replace(/\u00a0/g, ' ');
    expect(reserved?.text).toContain(`pagá ${amount} hasta el ${until.date} a las ${until.time}`);
    expect(reserved?.text).toContain(`en ${order.dealerName}`);
    expect(reserved?.text).toContain(`/es-AR/fiat/reservation/orders/${order.id}`);

    expect(
      paymentAnswer(
        await pay(t, lucia, order.id, { method: 'card', ...(await cardToken(t)), installments: 1 }),
      ).order.status,
    ).toBe('RESERVE');
    const [paid] = await mailsOf(lucia, 'order-paid');
    expect(paid?.subject).toBe(`Pago confirmado: ${order.vehicleName}`);
    expect(paid?.text).toContain('Hola, Lucía:');
    expect(paid?.text).toContain('Recibimos tu pago de');
  });

  it('a car someone else holds is not reserved and confirms nothing', async () => {
    const first = await buyer('primeiro', 'Paulo Lima');
    const second = await buyer('segundo', 'Sara Lima');
    const order = await preReserve(first, 'BR', 'pt-BR');
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: { ...second.headers, 'idempotency-key': key('lost') },
      payload: { campaignId: order.campaignId, unitId: order.unitId, termsAccepted: true },
    });
    expect(lost.statusCode).toBe(409);
    expect(await mailsOf(second, 'order-reserved')).toEqual([]);
  });

  it('a payment the dealer confirms is confirmed to the buyer without an amount it did not see', async () => {
    const mel = await buyer('mel', 'Mel Rocha');
    const order = await preReserve(mel, 'BR', 'pt-BR');
    expect(paymentAnswer(await pay(t, mel, order.id, { method: 'dealer' })).order.status).toBe(
      'DEALER_PAYMENT',
    );
    const seller = await createAccount(t.app, t.db, `seller.${(people += 1)}@example.com`, {
      roles: ['user_dealer'],
      dealerCodes: [order.dealerCode],
    });
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${order.id}/status`,
      headers: seller.headers,
      payload: { to: 'PAID' },
    });
    expect(move.statusCode).toBe(200);
    const paid = await mailsOf(mel, 'order-paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.text).toContain(`Seu pagamento foi confirmado pelo ${order.vehicleName}`);
    expect(paid[0]?.text).toContain('O carro é seu');
    expect(paid[0]?.text).not.toContain('R$');
  });
});
