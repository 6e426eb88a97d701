import {
  AvailabilityAnswer,
  CampaignsAnswer,
  CancelAnswer,
  ReservationOrder,
  UserReservesAnswer,
} from '@autohub/contract';
import { ORDER_DELIVERY_PATH, SANDBOX_TEST_CARDS, isValidBoletoLine, parsePixPayload } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAULISTA_ADDRESS } from '../../../test/addresses.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { createAccount } from '../auth/auth.fixture.js';
import {
  availability,
  buyer,
  endCountdown,
  key,
  pay,
  payByCard,
  paymentAnswer,
  preReserve,
  reserved,
  sandboxOf,
  stockedVersion,
  multipartDocument,
  orderOf,
} from './test-support.fixture.js';

const PAYMENT_PROBLEM = 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.';

let t: TestApp;
beforeAll(async () => {
  // Each test makes a few dozen calls from one address: the rate limit has its own tests.
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

/** The showcase of the version and state of an order. */
async function offersLike(mine: ReservationOrder) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reservations/availability?campaignId=${mine.campaignId}&mvsCode=${mine.mvsCode}&year=${mine.modelYear}&state=${mine.state}`,
  });
  return AvailabilityAnswer.parse(response.json()).units;
}

describe('showcase', () => {
  it('lists the campaigns of a market, the fee first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reservations/campaigns?brand=fiat&country=BR',
    });
    const { campaigns } = CampaignsAnswer.parse(response.json());
    expect(campaigns.map((c) => c.charge)).toEqual(['FEE', 'FULL_PRICE']);
    expect(campaigns[0]).toMatchObject({ id: 'fiat-br-reserva', currency: 'BRL', feeCents: 200_000 });
  });

  it("shows the state's free cars, each at a dealer, priced, with what the campaign charges", async () => {
    const answer = await availability(t);
    const v = stockedVersion();
    expect(answer.units.length).toBeGreaterThan(0);
    expect(answer.units.length).toBeLessThanOrEqual(Math.min(v.quantity, 12));
    for (const unit of answer.units) {
      expect(unit.unitId).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(unit.state).toBe('SP');
      expect(unit.priceCents).toBeGreaterThan(200_000);
      expect(unit.amountCents).toBe(200_000);
    }
    expect(answer.delivery).toBe('READY_FOR_DELIVERY');
  });

  it('lists the dealers holding the cars, and refuses an unknown campaign', async () => {
    const v = stockedVersion();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/campaigns/${v.campaignId}/dealers?mvsCode=${v.mvsCode}&year=${v.modelYear}&state=SP`,
    });
    const { dealers } = response.json() as { dealers: { units: number }[] };
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers.every((d) => d.units > 0)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/reservations/campaigns/nope/dealers' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('pre-reserve', () => {
  it('holds the car for the countdown, and the same key answers the same order', async () => {
    const ana = await buyer(t, 'ana');
    const [unit] = (await availability(t)).units;
    const idempotencyKey = key('same');
    const first = await preReserve(t, ana, unit!.unitId, { idempotencyKey });
    expect(first.statusCode).toBe(201);
    const created = ReservationOrder.parse(first.json());
    expect(created).toMatchObject({ status: 'PRE_RESERVE', unitId: unit!.unitId, amountCents: 200_000 });
    const left = Date.parse(created.holdUntil!) - Date.parse(created.serverNow);
    expect(left).toBeGreaterThan(19 * 60_000);
    expect(left).toBeLessThanOrEqual(20 * 60_000);
    expect(created.availableMethods).toEqual(['card', 'pix', 'boleto', 'dealer', 'financing', 'consortium']);

    const again = await preReserve(t, ana, unit!.unitId, { idempotencyKey });
    expect(again.statusCode).toBe(201);
    expect(ReservationOrder.parse(again.json()).id).toBe(created.id);

    // The car left the showcase, and another buyer cannot take it.
    expect((await availability(t)).units.map((u) => u.unitId)).not.toContain(unit!.unitId);
    const bia = await buyer(t, 'bia');
    const lost = await preReserve(t, bia, unit!.unitId);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ code: 'unit_unavailable' });
  });

  it('needs a signed-in buyer, the terms and a key', async () => {
    const [unit] = (await availability(t)).units;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: { 'idempotency-key': key() },
      payload: { campaignId: 'fiat-br-reserva', unitId: unit!.unitId, termsAccepted: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const caio = await buyer(t, 'caio');
    const noTerms = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: { ...caio.headers, 'idempotency-key': key() },
      payload: { campaignId: 'fiat-br-reserva', unitId: unit!.unitId, termsAccepted: false },
    });
    expect(noTerms.statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: caio.headers,
      payload: { campaignId: 'fiat-br-reserva', unitId: unit!.unitId, termsAccepted: true },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it("answers another buyer's order as missing", async () => {
    const dani = await buyer(t, 'dani');
    const mine = await reserved(t, dani);
    const eva = await buyer(t, 'eva');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${mine.id}`,
      headers: eva.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('card', () => {
  it('approves the test card: the fee is paid, the car sold, the order RESERVE with two timeline steps', async () => {
    const fabi = await buyer(t, 'fabi');
    const mine = await reserved(t, fabi);
    const response = await payByCard(t, fabi, mine.id);
    expect(response.statusCode).toBe(200);
    const answer = paymentAnswer(response);
    expect(answer.payment).toMatchObject({
      status: 'approved',
      cardBrand: 'visa',
      cardLastFour: '4242',
      amountCents: 200_000,
    });
    expect(answer.order.status).toBe('RESERVE');
    expect(answer.order.paidAt).not.toBeNull();
    expect(answer.order.holdUntil).toBeNull();
    expect(answer.order.timeline.map((e) => [e.to, e.actor])).toEqual([
      ['PRE_RESERVE', 'customer'],
      ['RESERVE', 'payment'],
    ]);
  });

  it.each([
    ['declined', SANDBOX_TEST_CARDS.declined, 'cc_rejected_other_reason'],
    ['insufficient funds', SANDBOX_TEST_CARDS.insufficientFunds, 'cc_rejected_insufficient_amount'],
    ['processing error', SANDBOX_TEST_CARDS.error, 'processing_error'],
  ])('refuses the %s card with the spec message and keeps the car held', async (_label, number, detail) => {
    const gabi = await buyer(t, 'gabi');
    const mine = await reserved(t, gabi);
    const response = await payByCard(t, gabi, mine.id, number);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'payment.failed', message: PAYMENT_PROBLEM });
    const after = await orderOf(t, gabi, mine.id);
    expect(after.status).toBe('PRE_RESERVE');
    expect(after.payments).toEqual([expect.objectContaining({ status: expect.any(String), detail })]);
    // A good card afterwards (a new key) goes through.
    expect(paymentAnswer(await payByCard(t, gabi, mine.id)).order.status).toBe('RESERVE');
  });

  it('never takes a card number', async () => {
    const hugo = await buyer(t, 'hugo');
    const mine = await reserved(t, hugo);
    const response = await pay(t, hugo, mine.id, {
      method: 'card',
      number: SANDBOX_TEST_CARDS.approved,
      brand: 'visa',
      lastFour: '4242',
      token: 'tok_whatever_1234',
    });
    expect(response.statusCode).toBe(400);
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    // Only the sandbox gateway's own tokenizer has a card number field.
    const paths = JSON.parse(openapi).paths as Record<string, unknown>;
    for (const [path, item] of Object.entries(paths)) {
      if (path.startsWith('/api/payments/sandbox/')) continue;
      expect(JSON.stringify(item)).not.toMatch(/"(cardNumber|number|pan|cvv)"\s*:\s*\{/);
    }
  });
});

describe('Pix', () => {
  it('issues a dynamic BR Code; paying it in the sandbox bank sends the webhook that reserves the car', async () => {
    const iara = await buyer(t, 'iara');
    const mine = await reserved(t, iara);
    const response = await pay(t, iara, mine.id, { method: 'pix' });
    expect(response.statusCode).toBe(200);
    const answer = paymentAnswer(response);
    expect(answer.payment?.status).toBe('pending');
    const code = parsePixPayload(answer.payment!.pix!.payload);
    expect(code).toMatchObject({
      amountCents: 200_000,
      currency: '986',
      countryCode: 'BR',
      pointOfInitiationMethod: '12',
    });
    const again = paymentAnswer(await pay(t, iara, mine.id, { method: 'pix' }));
    expect(again.payment?.id).toBe(answer.payment?.id);

    const gatewayId = (await t.app.reservations.store.paymentsOf([mine.id]))[0]!.providerPaymentId!;
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/pix/${gatewayId}/pay` });
    expect(paid.statusCode).toBe(200);
    const after = await orderOf(t, iara, mine.id);
    expect(after.status).toBe('RESERVE');
    expect(after.payments[0]?.status).toBe('approved');
  });

  it('cancels the order as expired when the gateway says the Pix ran out, and frees the car', async () => {
    const ivo = await buyer(t, 'ivo');
    const mine = await reserved(t, ivo);
    paymentAnswer(await pay(t, ivo, mine.id, { method: 'pix' }));
    const gatewayId = (await t.app.reservations.store.paymentsOf([mine.id]))[0]!.providerPaymentId!;
    const clock = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/clock',
      payload: { advanceMs: 16 * 60_000 },
    });
    expect(clock.json()).toMatchObject({ expired: [gatewayId] });
    const after = await orderOf(t, ivo, mine.id);
    expect(after).toMatchObject({ status: 'CANCELLED', cancelReason: 'pix_expired', expired: true });
    expect(after.payments[0]?.status).toBe('cancelled');
    expect((await offersLike(mine)).map((u) => u.unitId)).toContain(mine.unitId);
    // A Pix made after the clock moved has its own full time.
    const ivy = await buyer(t, 'ivy');
    const again = await reserved(t, ivy);
    paymentAnswer(await pay(t, ivy, again.id, { method: 'pix' }));
    const fresh = (await t.app.reservations.store.paymentsOf([again.id]))[0]!.providerPaymentId!;
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/pix/${fresh}/pay` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderOf(t, ivy, again.id)).status).toBe('RESERVE');
  });

  it('ends the order as expired by the job when the Pix notice never came, and frees the car', async () => {
    const jo = await buyer(t, 'jo');
    const mine = await reserved(t, jo);
    paymentAnswer(await pay(t, jo, mine.id, { method: 'pix' }));
    await sandboxOf(t).advanceClock(16 * 60_000, { notify: false });
    await endCountdown(t, mine.id);
    expect(await t.app.reservations.expire()).toBeGreaterThanOrEqual(1);
    const after = await orderOf(t, jo, mine.id);
    expect(after).toMatchObject({ status: 'CANCELLED', cancelReason: 'pix_expired', expired: true });
    expect(after.payments[0]?.status).toBe('cancelled');
    expect((await offersLike(mine)).map((u) => u.unitId)).toContain(mine.unitId);
  });

  it('is not offered in Argentina', async () => {
    const kai = await buyer(t, 'kai');
    const mine = await reserved(t, kai, 'AR');
    expect(mine.availableMethods).toEqual(['card', 'dealer', 'financing', 'consortium']);
    const response = await pay(t, kai, mine.id, { method: 'pix' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'payment_method_not_offered' });
    expect(paymentAnswer(await payByCard(t, kai, mine.id)).order).toMatchObject({
      status: 'RESERVE',
      currency: 'ARS',
    });
  });
});

describe('boleto', () => {
  it('waits for the documents, then issues a valid slip that settles when the bank compensates it', async () => {
    const lia = await buyer(t, 'lia');
    const mine = await reserved(t, lia);
    const chosen = paymentAnswer(await pay(t, lia, mine.id, { method: 'boleto' }));
    expect(chosen.order.status).toBe('BILLET_PAYMENT');
    expect(chosen.payment).toBeNull();
    const early = await pay(t, lia, mine.id, { method: 'boleto' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'documents_required' });

    await t.app.reservations.documentsUploaded(lia.userId, mine.id);
    const issued = paymentAnswer(await pay(t, lia, mine.id, { method: 'boleto' }));
    expect(issued.order.status).toBe('BILLET_AVAILABLE');
    expect(isValidBoletoLine(issued.payment!.boleto!.line)).toBe(true);
    expect(issued.payment!.boleto!.barcode).toMatch(/^\d{44}$/);

    const gatewayId = (await t.app.reservations.store.paymentsOf([mine.id]))[0]!.providerPaymentId!;
    await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/boleto/${gatewayId}/pay` });
    expect((await orderOf(t, lia, mine.id)).status).toBe('BILLET_AVAILABLE');
    const clock = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/clock',
      payload: { advanceMs: 4 * 24 * 3_600_000 },
    });
    expect(clock.json()).toMatchObject({ settled: [gatewayId] });
    expect((await orderOf(t, lia, mine.id)).status).toBe('RESERVE');
  });
});

describe('documents', () => {
  it('takes the documents by their content, refuses what is too large, and then issues the boleto', async () => {
    const vera = await buyer(t, 'vera');
    const mine = await reserved(t, vera);
    await pay(t, vera, mine.id, { method: 'boleto' });
    const upload = (type: string, data: Buffer, name = 'doc.pdf') => {
      const form = multipartDocument(type, name, data);
      return t.app.inject({
        method: 'POST',
        url: `/api/reservations/${mine.id}/documents`,
        headers: { ...vera.headers, 'content-type': form.contentType },
        payload: form.body,
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF');
    const fake = await upload('CNH', Buffer.from('MZ not a pdf at all'), 'cnh.pdf');
    expect(fake.statusCode).toBe(415);
    const big = await upload('CNH', Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'files_too_large',
      message: 'Arquivos excederam o tamanho máximo',
    });
    expect((await upload('DNI', pdf)).statusCode).toBe(400);
    const first = await upload('CNH', pdf);
    expect(first.statusCode).toBe(201);
    expect(ReservationOrder.parse((first.json() as { order: unknown }).order).status).toBe('BILLET_PAYMENT');
    const second = await upload('PROOF_OF_ADDRESS', pdf, 'conta-de-luz.pdf');
    expect(second.json()).toMatchObject({ document: { contentType: 'application/pdf' } });
    expect(ReservationOrder.parse((second.json() as { order: unknown }).order)).toMatchObject({
      status: 'UPLOADED_DOCS',
      documentsUploaded: true,
    });
    expect(paymentAnswer(await pay(t, vera, mine.id, { method: 'boleto' })).order.status).toBe(
      'BILLET_AVAILABLE',
    );
  });
});

describe('off-gateway routes and the rest of the price', () => {
  it('moves to DEALER_PAYMENT and staff mark it paid, which sells the car', async () => {
    const mel = await buyer(t, 'mel');
    const mine = await reserved(t, mel);
    const chosen = paymentAnswer(await pay(t, mel, mine.id, { method: 'dealer' }));
    expect(chosen.order.status).toBe('DEALER_PAYMENT');
    const seller = await createAccount(t.app, t.db, `seller-${Date.now()}@example.com`, {
      roles: ['user_dealer'],
      dealerCodes: [mine.dealerCode],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/reservations/staff/orders',
      headers: seller.headers,
    });
    expect(UserReservesAnswer.parse(list.json()).orders.map((o) => o.id)).toContain(mine.id);
    const move = (to: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/reservations/staff/orders/${mine.id}/status`,
        headers: seller.headers,
        payload: { to },
      });
    expect((await move('DELIVERED')).statusCode).toBe(409);
    const paid = await move('PAID');
    expect(paid.statusCode).toBe(200);
    expect(ReservationOrder.parse(paid.json())).toMatchObject({ status: 'PAID' });
    // On to delivery, step by step as the table allows; then the buyer's feedback, once.
    const feedback = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reservations/${mine.id}/feedback`,
        headers: mel.headers,
        payload,
      });
    expect((await feedback({ score: 5 })).statusCode).toBe(409);
    for (const to of ORDER_DELIVERY_PATH) {
      expect((await move(to)).statusCode, to).toBe(200);
    }
    expect((await feedback({ score: 6 })).statusCode).toBe(400);
    expect((await feedback({ score: 5, comment: 'Entrega impecável' })).statusCode).toBe(201);
    expect((await feedback({ score: 4 })).statusCode).toBe(409);
    const other = await createAccount(t.app, t.db, `other-${Date.now()}@example.com`, {
      roles: ['user_dealer'],
      dealerCodes: ['NOPE'],
    });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${mine.id}/status`,
      headers: other.headers,
      payload: { to: 'ANTI_FRAUD' },
    });
    expect(foreign.statusCode).toBe(404);
    const customer = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${mine.id}/status`,
      headers: mel.headers,
      payload: { to: 'ANTI_FRAUD' },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('takes the remaining payment of a reserved car by financing', async () => {
    const nina = await buyer(t, 'nina');
    const mine = await reserved(t, nina);
    await payByCard(t, nina, mine.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${mine.id}/remaining-payment`,
      headers: { ...nina.headers, 'idempotency-key': key() },
      payload: { method: 'financing' },
    });
    expect(response.statusCode).toBe(200);
    expect(paymentAnswer(response).order.status).toBe('FINANCING_PAYMENT');
  });
});

describe('countdown', () => {
  it('ends an unpaid reservation as expired, frees the car and refuses a late payment', async () => {
    const otto = await buyer(t, 'otto');
    const mine = await reserved(t, otto);
    await endCountdown(t, mine.id);
    const late = await payByCard(t, otto, mine.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'reservation_expired' });
    const after = await orderOf(t, otto, mine.id);
    expect(after).toMatchObject({ status: 'CANCELLED', expired: true, cancelReason: 'countdown_expired' });
    const rui = await buyer(t, 'rui');
    expect((await preReserve(t, rui, mine.unitId)).statusCode).toBe(201);
  });

  it('is freed by the job even when nobody looks', async () => {
    const pia = await buyer(t, 'pia');
    const mine = await reserved(t, pia);
    await endCountdown(t, mine.id);
    await t.app.reservations.expire();
    expect((await orderOf(t, pia, mine.id)).status).toBe('CANCELLED');
  });
});

describe('cancellation and welcome kit', () => {
  it('refunds everything within the right of withdrawal', async () => {
    const quim = await buyer(t, 'quim');
    const mine = await reserved(t, quim);
    await payByCard(t, quim, mine.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${mine.id}/cancel`,
      headers: { ...quim.headers, 'idempotency-key': key() },
      payload: { reason: 'Mudei de ideia' },
    });
    expect(response.statusCode).toBe(200);
    const answer = CancelAnswer.parse(response.json());
    expect(answer).toMatchObject({ outcome: 'withdraw', refundedCents: 200_000 });
    expect(answer.order.status).toBe('CANCELLED');
    expect(answer.order.payments[0]).toMatchObject({ status: 'refunded', refundedCents: 200_000 });
    expect(answer.order.timeline.map((e) => e.to)).toEqual([
      'PRE_RESERVE',
      'RESERVE',
      'REQUESTED_CANCELLATION',
      'CANCELLED',
    ]);
  });

  it('takes the welcome-kit address of a paid order, checking the postal code of its market', async () => {
    const rita = await buyer(t, 'rita');
    const mine = await reserved(t, rita);
    const address = { country: 'BR', recipientName: 'Rita Souza', ...PAULISTA_ADDRESS };
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reservations/${mine.id}/welcome-kit`,
        headers: rita.headers,
        payload,
      });
    expect((await put(address)).statusCode).toBe(409);
    await payByCard(t, rita, mine.id);
    const bad = await put({ ...address, postalCode: '123' });
    expect(bad.statusCode).toBe(400);
    const good = await put(address);
    expect(good.statusCode).toBe(200);
    expect(ReservationOrder.parse(good.json()).welcomeKit).toMatchObject({ city: 'São Paulo' });
    const list = UserReservesAnswer.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/reservations/user-reserves', headers: rita.headers })
      ).json(),
    );
    expect(list.orders.map((o) => o.id)).toEqual([mine.id]);
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${mine.id}/voucher`,
      headers: rita.headers,
    });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The account area lists it too, in the language of the page it was made on.
    const records = await t.app.inject({
      method: 'GET',
      url: '/api/users/self/records',
      headers: rita.headers,
    });
    expect((records.json() as { orders: unknown[] }).orders).toEqual([
      expect.objectContaining({
        id: mine.id,
        status: 'RESERVE',
        statusLabel: 'Reserva confirmada',
        path: `/pt-BR/fiat/reservation/orders/${mine.id}`,
      }),
    ]);
  });
});
