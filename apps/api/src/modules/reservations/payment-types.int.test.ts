import {
  ErrorResponse,
  OfferPaymentTypesAnswer,
  PaymentProcessingAnswer,
  PaymentTypesAnswer,
} from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { buyer, pay, paymentAnswer, reserved, sandboxOf, stockedVersion } from './test-support.fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET payment', () => {
  it("answers the market's types, without Pix or boleto in Argentina, to anyone", async () => {
    const brazil = await get('/api/payment?brand=fiat&country=BR');
    expect(brazil.statusCode).toBe(200);
    expect(PaymentTypesAnswer.parse(brazil.json())).toEqual({
      country: 'BR',
      campaignId: null,
      types: [
        { method: 'card', gateway: true },
        { method: 'pix', gateway: true },
        { method: 'boleto', gateway: true },
        { method: 'dealer', gateway: false },
        { method: 'financing', gateway: false },
        { method: 'consortium', gateway: false },
      ],
    });
    const argentina = PaymentTypesAnswer.parse((await get('/api/payment?brand=fiat&country=AR')).json());
    expect(argentina.types.map((type) => type.method)).toEqual(['card', 'dealer', 'financing', 'consortium']);
  });

  it("narrows to the methods staff enabled for the campaign; another market's campaign is missing", async () => {
    await t.app.reservations.setPaymentMethods('fiat-br-reserva', ['dealer', 'card']);
    try {
      const answer = PaymentTypesAnswer.parse(
        (await get('/api/payment?brand=fiat&country=BR&campaignId=fiat-br-reserva')).json(),
      );
      expect(answer).toMatchObject({ campaignId: 'fiat-br-reserva' });
      expect(answer.types.map((type) => type.method)).toEqual(['card', 'dealer']);
    } finally {
      await t.app.reservations.setPaymentMethods('fiat-br-reserva', [
        'card',
        'pix',
        'boleto',
        'dealer',
        'financing',
        'consortium',
      ]);
    }
    const wrongMarket = await get('/api/payment?brand=fiat&country=AR&campaignId=fiat-br-reserva');
    expect(wrongMarket.statusCode).toBe(404);
    expect(ErrorResponse.parse(wrongMarket.json()).code).toBe('campaign_not_found');
    expect((await get('/api/payment?brand=fiat&country=XX')).statusCode).toBe(400);
  });
});

describe('GET v2/payment', () => {
  it('answers the campaign, its types and, for a version, the lowest price and what the campaign asks', async () => {
    const v = stockedVersion('BR');
    const plain = OfferPaymentTypesAnswer.parse(
      (await get(`/api/v2/payment?campaignId=${v.campaignId}`)).json(),
    );
    expect(plain).toMatchObject({ priceFromCents: null, amountFromCents: null });
    expect(plain.campaign.id).toBe(v.campaignId);
    expect(plain.types.map((type) => type.method)).toEqual(plain.campaign.paymentMethods);

    const priced = OfferPaymentTypesAnswer.parse(
      (
        await get(
          `/api/v2/payment?campaignId=${v.campaignId}&mvsCode=${v.mvsCode}&year=${v.modelYear}&state=${v.state}`,
        )
      ).json(),
    );
    expect(priced.priceFromCents).toBeGreaterThan(0);
    expect(priced.amountFromCents).toBeGreaterThan(0);
    expect(priced.amountFromCents!).toBeLessThanOrEqual(priced.priceFromCents!);

    const argentina = OfferPaymentTypesAnswer.parse(
      (await get(`/api/v2/payment?campaignId=${stockedVersion('AR').campaignId}`)).json(),
    );
    expect(argentina.campaign.currency).toBe('ARS');
    expect(argentina.types.map((type) => type.method)).not.toContain('pix');
    expect((await get('/api/v2/payment?campaignId=no-such-campaign')).statusCode).toBe(404);
  });
});

describe('GET reservations/{id}/processing', () => {
  it('answers a pending Pix as processing, then reads the gateway back when the webhook never came', async () => {
    const lia = await buyer(t, 'lia');
    const order = await reserved(t, lia);
    const none = PaymentProcessingAnswer.parse(
      (await get(`/api/reservations/${order.id}/processing`, lia.headers)).json(),
    );
    expect(none).toMatchObject({
      orderId: order.id,
      orderStatus: 'PRE_RESERVE',
      processing: false,
      payment: null,
    });

    const pix = paymentAnswer(await pay(t, lia, order.id, { method: 'pix' })).payment!;
    const pending = await get(`/api/reservations/${order.id}/processing`, lia.headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(PaymentProcessingAnswer.parse(pending.json())).toMatchObject({
      processing: true,
      payment: { id: pix.id, method: 'pix', status: 'pending' },
    });

    // The buyer pays at the bank and the gateway's notice is lost.
    const sandbox = sandboxOf(t);
    const lost = vi.spyOn(sandbox, 'notify').mockResolvedValue(undefined);
    try {
      await sandbox.payPix(pix.id);
    } finally {
      lost.mockRestore();
    }
    const paid = PaymentProcessingAnswer.parse(
      (await get(`/api/reservations/${order.id}/processing`, lia.headers)).json(),
    );
    expect(paid).toMatchObject({
      processing: false,
      orderStatus: 'RESERVE',
      payment: { status: 'approved' },
    });

    // Another buyer's order is missing; a signed-out caller is refused.
    const other = await buyer(t, 'leo');
    expect((await get(`/api/reservations/${order.id}/processing`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/reservations/${order.id}/processing`)).statusCode).toBe(401);
  });
});
