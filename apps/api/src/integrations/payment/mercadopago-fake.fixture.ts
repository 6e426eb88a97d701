import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received. */
export interface FakeCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
}

interface FakeToken {
  lastFour: string;
  firstSix: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  used: boolean;
  /** A token of a saved card: whose and which. */
  customerId?: string;
  cardId?: string;
}

interface FakeCard {
  id: string;
  customer_id: string;
  last_four_digits: string;
  first_six_digits: string;
  expiration_month: number;
  expiration_year: number;
  payment_method: { id: string };
  holder: string;
}

export interface MercadoPagoFake {
  baseUrl: string;
  accessToken: string;
  publicKey: string;
  calls: FakeCall[];
  cards: Map<string, FakeCard>;
  close(): Promise<void>;
}

function methodOf(firstSix: string): string {
  if (firstSix.startsWith('4')) return 'visa';
  if (/^(5|2[2-7])/.test(firstSix)) return 'master';
  if (/^3[47]/.test(firstSix)) return 'amex';
  return 'unknown';
}

/**
 * A local server speaking the parts of Mercado Pago's public API the adapter and the browser use:
 * card tokens (`POST /v1/card_tokens?public_key=` from the browser, and with the access token for a
 * saved card), customers and their cards, and card payments. Its test cards follow the partner's
 * convention: the holder name says the outcome (`APRO` approved, `FUND` insufficient funds, `OTHE`
 * declined). Real sockets, never the internet.
 */
export async function startMercadoPagoFake(
  options: { accessToken?: string; publicKey?: string } = {},
): Promise<MercadoPagoFake> {
  const accessToken = options.accessToken ?? 'TEST-access-token';
  const publicKey = options.publicKey ?? 'TEST-public-key';
  const calls: FakeCall[] = [];
  const tokens = new Map<string, FakeToken>();
  const customers = new Map<string, { id: string; email: string }>();
  const cards = new Map<string, FakeCard>();
  const payments = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  let sequence = 5000;

  const handle = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    calls.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
      });
      res.end(JSON.stringify(answer));
    };
    if (req.method === 'OPTIONS') return send(204, {});
    const path = url.pathname;
    const bearer = req.headers.authorization === `Bearer ${accessToken}`;

    // The browser's call: the card itself, with the public key, no access token.
    if (req.method === 'POST' && path === '/v1/card_tokens' && url.searchParams.has('public_key')) {
      if (url.searchParams.get('public_key') !== publicKey)
        return send(401, { message: 'invalid public_key', status: 401 });
      const number = String(body?.card_number ?? '');
      const month = Number(body?.expiration_month);
      const year = Number(body?.expiration_year);
      const holder = String((body?.cardholder as { name?: unknown } | undefined)?.name ?? '');
      if (!/^\d{13,19}$/.test(number) || !/^\d{3,4}$/.test(String(body?.security_code ?? '')))
        return send(400, { message: 'invalid card', cause: [{ code: 'E301' }] });
      if (!(month >= 1 && month <= 12) || !(year >= 2000)) return send(400, { message: 'invalid expiry' });
      const id = randomBytes(16).toString('hex');
      tokens.set(id, {
        lastFour: number.slice(-4),
        firstSix: number.slice(0, 6),
        expiryMonth: month,
        expiryYear: year,
        holder,
        used: false,
      });
      return send(201, {
        id,
        status: 'active',
        first_six_digits: number.slice(0, 6),
        last_four_digits: number.slice(-4),
        expiration_month: month,
        expiration_year: year,
        cardholder: { name: holder },
        date_due: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
    }
    if (!bearer) return send(401, { message: 'unauthorized', status: 401 });

    if (req.method === 'POST' && path === '/v1/card_tokens') {
      const card = cards.get(String(body?.card_id ?? ''));
      if (!card || card.customer_id !== body?.customer_id) return send(404, { message: 'card not found' });
      const id = randomBytes(16).toString('hex');
      tokens.set(id, {
        lastFour: card.last_four_digits,
        firstSix: card.first_six_digits,
        expiryMonth: card.expiration_month,
        expiryYear: card.expiration_year,
        holder: card.holder,
        used: false,
        customerId: card.customer_id,
        cardId: card.id,
      });
      return send(201, {
        id,
        card_id: card.id,
        status: 'active',
        date_due: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
    }
    if (req.method === 'GET' && path === '/v1/customers/search') {
      const email = url.searchParams.get('email');
      return send(200, {
        paging: { total: 0 },
        results: [...customers.values()].filter((c) => c.email === email),
      });
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const email = String(body?.email ?? '');
      if ([...customers.values()].some((c) => c.email === email))
        return send(400, { message: 'the customer already exist', cause: [{ code: '101' }] });
      const customer = { id: `${(sequence += 1)}-cus${randomBytes(4).toString('hex')}`, email };
      customers.set(customer.id, customer);
      return send(201, customer);
    }
    const cardsOf = /^\/v1\/customers\/([^/]+)\/cards(?:\/([^/]+))?$/.exec(path);
    if (cardsOf) {
      const customerId = decodeURIComponent(cardsOf[1]!);
      if (!customers.has(customerId)) return send(404, { message: 'customer not found' });
      if (req.method === 'POST' && !cardsOf[2]) {
        const token = tokens.get(String(body?.token ?? ''));
        if (!token || token.used || token.customerId) return send(400, { message: 'invalid token' });
        token.used = true;
        const card: FakeCard = {
          id: String((sequence += 1)),
          customer_id: customerId,
          last_four_digits: token.lastFour,
          first_six_digits: token.firstSix,
          expiration_month: token.expiryMonth,
          expiration_year: token.expiryYear,
          payment_method: { id: methodOf(token.firstSix) },
          holder: token.holder,
        };
        cards.set(card.id, card);
        const { holder: _holder, ...shown } = card;
        return send(201, shown);
      }
      if (req.method === 'DELETE' && cardsOf[2]) {
        const card = cards.get(decodeURIComponent(cardsOf[2]));
        if (!card || card.customer_id !== customerId) return send(404, { message: 'card not found' });
        cards.delete(card.id);
        return send(200, { id: card.id });
      }
    }
    if (req.method === 'POST' && path === '/v1/payments') {
      const key = req.headers['x-idempotency-key'] as string | undefined;
      if (key && byKey.has(key)) return send(200, byKey.get(key));
      const token = tokens.get(String(body?.token ?? ''));
      const payer = (body?.payer ?? {}) as { type?: string; id?: string };
      const base = {
        id: (sequence += 1),
        transaction_amount: body?.transaction_amount,
        external_reference: body?.external_reference,
      };
      let payment: Record<string, unknown>;
      if (
        !token ||
        token.used ||
        (token.customerId && (payer.type !== 'customer' || payer.id !== token.customerId))
      )
        payment = { ...base, status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' };
      else if (token.holder === 'FUND')
        payment = { ...base, status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' };
      else if (token.holder === 'OTHE')
        payment = { ...base, status: 'rejected', status_detail: 'cc_rejected_other_reason' };
      else payment = { ...base, status: 'approved', status_detail: 'accredited' };
      if (token) token.used = true;
      payments.set(String(payment.id), payment);
      if (key) byKey.set(key, payment);
      return send(201, payment);
    }
    return send(404, { message: 'not found' });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    accessToken,
    publicKey,
    calls,
    cards,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
