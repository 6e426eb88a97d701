import { CardContractsAnswer, OneTimeTokenAnswer, SavedCard, SavedCardsAnswer } from '@autohub/contract';
import { SANDBOX_TEST_CARDS } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import type { TestSession } from '../auth/auth.fixture.js';
import {
  buyer,
  cardToken,
  key,
  pay,
  paymentAnswer,
  reserved,
  sandboxOf,
} from '../reservations/test-support.fixture.js';

const PAYMENT_PROBLEM = 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

async function addCard(
  session: TestSession,
  number: string = SANDBOX_TEST_CARDS.approved,
  options: { makeDefault?: boolean; idempotencyKey?: string; url?: string } = {},
) {
  const { token } = await cardToken(t, number);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/payment-instruments',
    headers: { ...session.headers, 'idempotency-key': options.idempotencyKey ?? key('card') },
    payload: { token, ...(options.makeDefault === undefined ? {} : { makeDefault: options.makeDefault }) },
  });
}

async function cards(session: TestSession): Promise<SavedCard[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/payment-instruments',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return SavedCardsAnswer.parse(response.json()).cards;
}

describe('saved cards', () => {
  it('keeps a tokenized card: brand, last four and expiry; the first is the default; a key answers once', async () => {
    const ana = await buyer(t, 'ana');
    expect(await cards(ana)).toEqual([]);
    const idempotencyKey = key('same-card');
    const first = await addCard(ana, SANDBOX_TEST_CARDS.approved, { idempotencyKey });
    expect(first.statusCode).toBe(201);
    const card = SavedCard.parse(first.json());
    expect(card).toMatchObject({
      brand: 'visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2035,
      isDefault: true,
      expired: false,
    });
    const again = await addCard(ana, SANDBOX_TEST_CARDS.approved, { idempotencyKey });
    expect(again.statusCode).toBe(201);
    expect(SavedCard.parse(again.json()).id).toBe(card.id);
    expect(await cards(ana)).toHaveLength(1);
    // Only ids and what the card shows are stored.
    const rows = await t.app.database.db.query.savedCards.findMany();
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|"cvv"|"number"/);
  });

  it('refuses a card number, a missing key, a used token and a signed-out caller', async () => {
    const bia = await buyer(t, 'bia');
    const number = await t.app.inject({
      method: 'POST',
      url: '/api/payment-instruments',
      headers: { ...bia.headers, 'idempotency-key': key() },
      payload: { token: 'tok_whatever_1234', number: SANDBOX_TEST_CARDS.approved },
    });
    expect(number.statusCode).toBe(400);
    const { token } = await cardToken(t);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/payment-instruments',
      headers: bia.headers,
      payload: { token },
    });
    expect(noKey.statusCode).toBe(400);
    // The same one-time token saved twice, each time under a new idempotency key.
    const saveToken = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/card-management',
        headers: { ...bia.headers, 'idempotency-key': key() },
        payload: { token },
      });
    expect((await saveToken()).statusCode).toBe(201);
    const reused = await saveToken();
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'saved_card.refused' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/card-management' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves the default mark, and gives it to the newest card left when the default goes', async () => {
    const caio = await buyer(t, 'caio');
    const visa = SavedCard.parse((await addCard(caio)).json());
    const master = SavedCard.parse((await addCard(caio, '5555555555554444', { makeDefault: true })).json());
    expect((await cards(caio)).map((c) => [c.lastFour, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/card-management',
      headers: caio.headers,
      payload: { cardId: visa.id },
    });
    expect(put.statusCode).toBe(200);
    expect(SavedCardsAnswer.parse(put.json()).cards[0]).toMatchObject({ id: visa.id, isDefault: true });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/payment-instruments/${master.id}`,
      headers: caio.headers,
      payload: { favorite: true },
    });
    expect(
      SavedCardsAnswer.parse(patch.json())
        .cards.filter((c) => c.isDefault)
        .map((c) => c.id),
    ).toEqual([master.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/card-management/${master.id}`,
      headers: caio.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await cards(caio)).toEqual([expect.objectContaining({ id: visa.id, isDefault: true })]);
  });

  it("answers another buyer's card as missing, everywhere", async () => {
    const dani = await buyer(t, 'dani');
    const card = SavedCard.parse((await addCard(dani)).json());
    const eva = await buyer(t, 'eva');
    const calls = [
      { method: 'PATCH' as const, url: `/api/payment-instruments/${card.id}`, payload: { favorite: true } },
      { method: 'DELETE' as const, url: `/api/payment-instruments/${card.id}` },
      { method: 'DELETE' as const, url: `/api/card-management/${card.id}` },
      { method: 'GET' as const, url: `/api/payment-instruments/${card.id}/one-time-token` },
      { method: 'PUT' as const, url: '/api/card-management', payload: { cardId: card.id } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: eva.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await cards(eva)).toEqual([]);
    expect(await cards(dani)).toHaveLength(1);

    // Nor can Eva pay her order with a token of Dani's card.
    const token = OneTimeTokenAnswer.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payment-instruments/${card.id}/one-time-token`,
          headers: dani.headers,
        })
      ).json(),
    );
    const order = await reserved(t, eva);
    const response = await pay(t, eva, order.id, {
      method: 'card',
      token: token.token,
      brand: token.brand,
      lastFour: token.lastFour,
      savedCardId: card.id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('paying with a saved card', () => {
  async function oneTimeToken(session: TestSession, cardId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payment-instruments/${cardId}/one-time-token`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return OneTimeTokenAnswer.parse(response.json());
  }

  it('charges the saved card once through its one-time token', async () => {
    const fabi = await buyer(t, 'fabi');
    const card = SavedCard.parse((await addCard(fabi)).json());
    const order = await reserved(t, fabi);
    const token = await oneTimeToken(fabi, card.id);
    expect(token).toMatchObject({ cardId: card.id, brand: 'visa', lastFour: '4242' });
    const idempotencyKey = key('saved-pay');
    const body = {
      method: 'card',
      token: token.token,
      brand: 'visa',
      lastFour: '4242',
      savedCardId: card.id,
    };
    const response = await pay(t, fabi, order.id, body, idempotencyKey);
    expect(response.statusCode).toBe(200);
    const answer = paymentAnswer(response);
    expect(answer.payment).toMatchObject({ status: 'approved', cardBrand: 'visa', cardLastFour: '4242' });
    expect(answer.order.status).toBe('RESERVE');
    const count = sandboxOf(t).paymentCount();
    const again = await pay(t, fabi, order.id, body, idempotencyKey);
    expect(paymentAnswer(again).payment?.id).toBe(answer.payment?.id);
    expect(sandboxOf(t).paymentCount()).toBe(count);
  });

  it("answers the sandbox's test cards like the partner: a saved declined card is refused", async () => {
    const gabi = await buyer(t, 'gabi');
    const card = SavedCard.parse((await addCard(gabi, SANDBOX_TEST_CARDS.insufficientFunds)).json());
    const order = await reserved(t, gabi);
    const token = await oneTimeToken(gabi, card.id);
    const response = await pay(t, gabi, order.id, {
      method: 'card',
      token: token.token,
      brand: token.brand,
      lastFour: token.lastFour,
      savedCardId: card.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'payment.failed', message: PAYMENT_PROBLEM });
    // A saved card's token alone, without the card it belongs to, is refused by the gateway.
    const visa = SavedCard.parse((await addCard(gabi)).json());
    const loose = await oneTimeToken(gabi, visa.id);
    const refused = await pay(t, gabi, order.id, {
      method: 'card',
      token: loose.token,
      brand: loose.brand,
      lastFour: loose.lastFour,
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('contracts', () => {
  it("lists the buyer's financing orders; PUT accepts one with a saved card; others' are missing", async () => {
    const hugo = await buyer(t, 'hugo');
    const card = SavedCard.parse((await addCard(hugo)).json());
    const empty = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: hugo.headers });
    expect(CardContractsAnswer.parse(empty.json()).contracts).toEqual([]);
    const order = await reserved(t, hugo);
    expect((await pay(t, hugo, order.id, { method: 'financing' })).statusCode).toBe(200);
    const listed = CardContractsAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/api/contracts', headers: hugo.headers })).json(),
    ).contracts;
    expect(listed).toEqual([
      expect.objectContaining({ id: order.id, kind: 'financing', cardId: null, acceptedAt: null }),
    ]);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/contracts',
      headers: hugo.headers,
      payload: { contractId: order.id, cardId: card.id, accepted: true },
    });
    expect(put.statusCode).toBe(200);
    expect(CardContractsAnswer.parse(put.json()).contracts[0]).toMatchObject({
      id: order.id,
      cardId: card.id,
      acceptedAt: expect.any(String),
    });

    const iara = await buyer(t, 'iara');
    const iaraCard = SavedCard.parse((await addCard(iara)).json());
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/contracts',
      headers: iara.headers,
      payload: { contractId: order.id, cardId: iaraCard.id, accepted: true },
    });
    expect(theirs.statusCode).toBe(404);
    const othersCard = await t.app.inject({
      method: 'PUT',
      url: '/api/contracts',
      headers: hugo.headers,
      payload: { contractId: order.id, cardId: iaraCard.id, accepted: true },
    });
    expect(othersCard.statusCode).toBe(404);

    // Removing the card leaves the contract accepted, with no card.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/payment-instruments/${card.id}`,
      headers: hugo.headers,
    });
    const after = CardContractsAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/api/contracts', headers: hugo.headers })).json(),
    ).contracts;
    expect(after[0]).toMatchObject({ cardId: null, acceptedAt: expect.any(String) });
  });
});
