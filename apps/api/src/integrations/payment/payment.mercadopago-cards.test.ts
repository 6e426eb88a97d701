import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoPagoFake, startMercadoPagoFake } from './mercadopago-fake.fixture.js';
import { MercadoPagoGateway } from './payment.mercadopago.js';

let fake: MercadoPagoFake;
let gateway: MercadoPagoGateway;
beforeAll(async () => {
  fake = await startMercadoPagoFake();
  gateway = new MercadoPagoGateway({
    baseUrl: fake.baseUrl,
    accessToken: fake.accessToken,
    webhookSecret: 'whsec',
    timeoutMs: 1000,
  });
});
afterAll(() => fake.close());

/** What the browser does: posts the card to the card-token endpoint with the public key. */
async function browserToken(number: string, holder = 'APRO'): Promise<string> {
  const response = await fetch(`${fake.baseUrl}v1/card_tokens?public_key=${fake.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const charge = {
  amountCents: 150_000,
  currency: 'BRL' as const,
  description: 'Fiat Pulse',
  payer: { email: 'bia@example.com', name: 'Bia Souza', taxId: null },
  brand: 'visa' as const,
  installments: 1,
};

describe('Mercado Pago adapter: customers and saved cards', () => {
  it('finds or creates the customer by e-mail', async () => {
    const first = await gateway.customer({ email: 'Bia@Example.com', name: 'Bia Souza' });
    const again = await gateway.customer({ email: 'bia@example.com', name: 'Bia Souza' });
    expect(again.id).toBe(first.id);
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers')).toHaveLength(1);
    expect(fake.calls.find((c) => c.path === '/v1/customers')?.body).toMatchObject({
      email: 'bia@example.com',
      first_name: 'Bia',
      last_name: 'Souza',
    });
  });

  it('keeps a card from a browser token: ids, brand, last four and expiry, never the number', async () => {
    const customer = await gateway.customer({ email: 'bia@example.com', name: 'Bia Souza' });
    const card = await gateway.saveCard(customer.id, await browserToken('5031433215406351'));
    expect(card).toMatchObject({
      customerId: customer.id,
      brand: 'mastercard',
      lastFour: '6351',
      expiryMonth: 11,
      expiryYear: 2030,
    });
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe(`/v1/customers/${customer.id}/cards`);
    expect(call.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(JSON.stringify(call.body)).not.toMatch(/5031|card_number|security_code/);
    // A token is good for one card only.
    const used = call.body!.token as string;
    await expect(gateway.saveCard(customer.id, used)).rejects.toMatchObject({ code: 'rejected_request' });
  });

  it('charges a saved card once through its one-time token, as the customer', async () => {
    const customer = await gateway.customer({ email: 'bia@example.com', name: 'Bia Souza' });
    const card = await gateway.saveCard(customer.id, await browserToken('4235647728025682'));
    const once = await gateway.cardToken(customer.id, card.id);
    expect(once.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(fake.calls.at(-1)!.body).toEqual({ card_id: card.id, customer_id: customer.id });
    const paid = await gateway.chargeCard({
      ...charge,
      reference: 'p-1',
      idempotencyKey: 'saved-1',
      token: once.token,
      customerId: customer.id,
    });
    expect(paid.status).toBe('approved');
    expect(fake.calls.at(-1)!.body).toMatchObject({
      token: once.token,
      payer: { type: 'customer', id: customer.id, email: 'bia@example.com' },
    });
    // The same token again (another key) is refused, like the partner does.
    const replay = await gateway.chargeCard({
      ...charge,
      reference: 'p-2',
      idempotencyKey: 'saved-2',
      token: once.token,
      customerId: customer.id,
    });
    expect(replay.status).toBe('declined');
  });

  it("answers the partner's test-card outcomes for saved cards", async () => {
    const customer = await gateway.customer({ email: 'caio@example.com', name: 'Caio' });
    const card = await gateway.saveCard(customer.id, await browserToken('4235647728025682', 'FUND'));
    const once = await gateway.cardToken(customer.id, card.id);
    const answer = await gateway.chargeCard({
      ...charge,
      reference: 'p-3',
      idempotencyKey: 'saved-3',
      token: once.token,
      customerId: customer.id,
    });
    expect(answer).toMatchObject({ status: 'declined', detail: 'cc_rejected_insufficient_amount' });
  });

  it("deletes a card, twice without error, and refuses another customer's card", async () => {
    const bia = await gateway.customer({ email: 'bia@example.com', name: 'Bia Souza' });
    const caio = await gateway.customer({ email: 'caio@example.com', name: 'Caio' });
    const card = await gateway.saveCard(bia.id, await browserToken('4235647728025682'));
    await expect(gateway.cardToken(caio.id, card.id)).rejects.toMatchObject({ code: 'not_found' });
    await gateway.deleteCard(bia.id, card.id);
    expect(fake.cards.has(card.id)).toBe(false);
    await expect(gateway.deleteCard(bia.id, card.id)).resolves.toBeUndefined();
    await expect(gateway.cardToken(bia.id, card.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
