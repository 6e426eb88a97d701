import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boletoBarcodeToLine, buildBoletoBarcode, buildPixPayload } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MercadoPagoGateway } from './payment.mercadopago.js';
import { PaymentGatewayError, WebhookSignatureError } from './payment.port.js';
import { signWebhook } from './webhook-signature.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
}

// A local stand-in speaking Mercado Pago's payments protocol: real sockets, never the internet.
let server: Server;
let baseUrl = '';
const seen: Seen[] = [];
const byKey = new Map<string, Record<string, unknown>>();
const stored = new Map<string, Record<string, unknown>>();
let failNext: number | null = null;
let sequence = 1000;

function paymentFor(body: Record<string, unknown>): Record<string, unknown> {
  sequence += 1;
  const amount = body.transaction_amount as number;
  const base = {
    id: sequence,
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    external_reference: body.external_reference,
  };
  if (body.payment_method_id === 'pix') {
    return {
      ...base,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      date_of_expiration: body.date_of_expiration,
      point_of_interaction: {
        transaction_data: {
          qr_code: buildPixPayload({
            key: 'pix@example.com',
            merchantName: 'MP Store',
            merchantCity: 'Osasco',
            amount,
            txid: `MP${sequence}`,
          }),
        },
      },
    };
  }
  if (body.payment_method_id === 'bolbradesco') {
    const barcode = buildBoletoBarcode({
      bankCode: '237',
      dueDate: '2026-12-01',
      amountCents: Math.round(amount * 100),
      freeField: '1'.repeat(25),
    });
    return {
      ...base,
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      date_of_expiration: body.date_of_expiration,
      transaction_details: { digitable_line: boletoBarcodeToLine(barcode), barcode: { content: barcode } },
    };
  }
  const token = body.token as string;
  if (token === 'tok_fund')
    return { ...base, status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' };
  return { ...base, status: 'approved', status_detail: 'accredited' };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const s: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(s);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer TEST-token') return send(401, { message: 'unauthorized' });
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(status, { message: 'failure' });
      }
      const key = req.headers['x-idempotency-key'] as string | undefined;
      if (req.method === 'POST' && s.path === '/v1/payments') {
        if (key && byKey.has(key)) return send(200, byKey.get(key));
        const payment = paymentFor(s.body ?? {});
        if (key) byKey.set(key, payment);
        stored.set(String(payment.id), payment);
        return send(201, payment);
      }
      if (req.method === 'GET' && s.path.startsWith('/v1/payments/search?')) {
        const query = new URL(s.path, 'http://fake').searchParams;
        const results = [...stored.values()].filter(
          (p) => p.external_reference === query.get('external_reference'),
        );
        return send(200, { results, paging: { total: results.length, limit: 30, offset: 0 } });
      }
      const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(s.path);
      if (req.method === 'POST' && refund) {
        const payment = stored.get(refund[1]!);
        if (!payment) return send(404, {});
        Object.assign(payment, {
          status: 'refunded',
          transaction_amount_refunded: payment.transaction_amount,
        });
        return send(201, { id: 1, amount: payment.transaction_amount });
      }
      const one = /^\/v1\/payments\/(\d+)$/.exec(s.path);
      if (one) {
        const payment = stored.get(one[1]!);
        if (!payment) return send(404, {});
        if (req.method === 'PUT') Object.assign(payment, s.body);
        return send(200, payment);
      }
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = (token = 'TEST-token') =>
  new MercadoPagoGateway({
    baseUrl,
    accessToken: token,
    webhookSecret: 'whsec',
    notificationUrl: 'https://shop.example/api/payments/webhooks/mercadopago',
    timeoutMs: 1000,
  });
const payer = { email: 'ana@example.com', name: 'Ana Maria Souza', taxId: '52998224725' };
const charge = {
  reference: 'pay-1',
  amountCents: 200_000,
  currency: 'BRL' as const,
  description: 'Fiat Pulse',
  payer,
};

describe('Mercado Pago adapter', () => {
  it('charges a card token with the idempotency key, the brand as payment method and the payer', async () => {
    const answer = await gateway().chargeCard({
      ...charge,
      idempotencyKey: 'order-1:k1',
      token: 'tok_ok',
      brand: 'mastercard',
      installments: 3,
    });
    expect(answer).toMatchObject({ status: 'approved', detail: 'accredited', amountCents: 200_000 });
    const call = seen.at(-1)!;
    expect(call.headers['x-idempotency-key']).toBe('order-1:k1');
    expect(call.body).toMatchObject({
      transaction_amount: 2000,
      token: 'tok_ok',
      installments: 3,
      payment_method_id: 'master',
      external_reference: 'pay-1',
      notification_url: 'https://shop.example/api/payments/webhooks/mercadopago',
      payer: {
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'Maria Souza',
        identification: { type: 'CPF', number: '52998224725' },
      },
    });
    expect(JSON.stringify(call.body)).not.toMatch(/card_number|4242/);
    const again = await gateway().chargeCard({
      ...charge,
      idempotencyKey: 'order-1:k1',
      token: 'tok_ok',
      brand: 'mastercard',
      installments: 3,
    });
    expect(again.id).toBe(answer.id);
  });

  it('reads a refusal as declined with its reason', async () => {
    const answer = await gateway().chargeCard({
      ...charge,
      idempotencyKey: 'order-2:k',
      token: 'tok_fund',
      brand: 'visa',
      installments: 1,
    });
    expect(answer).toMatchObject({ status: 'declined', detail: 'cc_rejected_insufficient_amount' });
  });

  it('creates a Pix with its expiry and checks the BR Code it gets back', async () => {
    const expiresAt = new Date('2026-11-25T12:15:00.000Z');
    const answer = await gateway().createPix({ ...charge, idempotencyKey: 'order-3:k', expiresAt });
    expect(seen.at(-1)!.body).toMatchObject({
      payment_method_id: 'pix',
      date_of_expiration: expiresAt.toISOString(),
    });
    expect(answer.status).toBe('pending');
    expect(answer.pixPayload).toMatch(/^000201/);
    expect(answer.pixExpiresAt?.toISOString()).toBe(expiresAt.toISOString());
  });

  it('creates a boleto and keeps its barcode', async () => {
    const answer = await gateway().createBoleto({
      ...charge,
      idempotencyKey: 'order-4:k',
      dueDate: new Date('2026-12-01T00:00:00Z'),
    });
    expect(answer.boletoBarcode).toMatch(/^\d{44}$/);
  });

  it('refunds and cancels through the payment address', async () => {
    const paid = await gateway().chargeCard({
      ...charge,
      idempotencyKey: 'order-5:k',
      token: 'tok_ok',
      brand: 'visa',
      installments: 1,
    });
    const refunded = await gateway().refund(paid.id, 'refund-5');
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 200_000 });
    expect(
      seen.some(
        (s) => s.path === `/v1/payments/${paid.id}/refunds` && s.headers['x-idempotency-key'] === 'refund-5',
      ),
    ).toBe(true);
    const pix = await gateway().createPix({ ...charge, idempotencyKey: 'order-6:k', expiresAt: new Date() });
    expect((await gateway().cancel(pix.id)).status).toBe('cancelled');
  });

  it('finds what a crashed call made by our reference, and nothing when it made nothing', async () => {
    const made = await gateway().chargeCard({
      ...charge,
      reference: 'pay-crashed',
      idempotencyKey: 'order-7:k',
      token: 'tok_ok',
      brand: 'visa',
      installments: 1,
    });
    const found = await gateway().findByKey('order-7:k', 'pay-crashed');
    expect(found).toMatchObject({ id: made.id, status: 'approved', amountCents: 200_000 });
    expect(seen.at(-1)?.path).toBe(
      '/v1/payments/search?external_reference=pay-crashed&sort=date_created&criteria=asc',
    );
    expect(await gateway().findByKey('order-8:k', 'pay-never-made')).toBeNull();
  });

  it('tells an outage from a refused request and a wrong answer', async () => {
    failNext = 503;
    await expect(gateway().get('1001')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(gateway('wrong').get('1001')).rejects.toMatchObject({ code: 'rejected_request' });
    await expect(gateway().get('999999')).rejects.toBeInstanceOf(PaymentGatewayError);
    const closed = new MercadoPagoGateway({
      baseUrl: 'http://127.0.0.1:9/',
      accessToken: 'x',
      webhookSecret: 'x',
      timeoutMs: 300,
    });
    await expect(closed.get('1')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('verifies webhook signatures by the x-signature scheme', () => {
    const ts = String(Date.now());
    const headers = { 'x-signature': signWebhook('whsec', '1001', 'req-1', ts), 'x-request-id': 'req-1' };
    expect(gateway().verifyWebhook({ headers, query: { 'data.id': '1001' }, body: {} })).toEqual({
      eventId: 'req-1',
      paymentId: '1001',
    });
    expect(() => gateway().verifyWebhook({ headers, query: { 'data.id': '1002' }, body: {} })).toThrow(
      WebhookSignatureError,
    );
    const old = String(Date.now() - 10 * 60_000);
    const stale = { 'x-signature': signWebhook('whsec', '1001', 'req-1', old), 'x-request-id': 'req-1' };
    expect(() => gateway().verifyWebhook({ headers: stale, query: { 'data.id': '1001' }, body: {} })).toThrow(
      /stale/,
    );
  });
});
