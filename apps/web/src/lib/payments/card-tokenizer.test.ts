import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardTokenError, mercadoPagoCardToken, tokenizeCard } from './card-tokenizer';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

// A local stand-in for Mercado Pago's public card-token endpoint: real sockets, never the internet.
let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://fake');
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/v1/card_tokens' || url.searchParams.get('public_key') !== 'TEST-pk') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'invalid public key' }));
      }
      const number = String(body.card_number ?? '');
      if (!/^\d{13,19}$/.test(number) || body.security_code === '000') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ message: 'invalid parameters', cause: [{ code: 'E301' }] }));
      }
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          id: 'ff8080814c11e237014c1ff593b57b4d',
          status: 'active',
          first_six_digits: number.slice(0, 6),
          last_four_digits: number.slice(-4),
          expiration_month: body.expiration_month,
          expiration_year: body.expiration_year,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const card = { number: '5555 5555 5555 4444', holderName: ' APRO ', expiry: '11/30', cvv: '123' };
const config = () => ({
  provider: 'mercadopago' as const,
  publicKey: 'TEST-pk',
  tokenizerUrl: 'https://sdk.mercadopago.com/js/v2',
  cardTokenUrl: `${base}v1/card_tokens`,
});

describe("Mercado Pago's card tokens, in the browser", () => {
  it('posts the card to the configured card-token endpoint with the public key and keeps only the token and marks', async () => {
    const token = await tokenizeCard(config(), card, 'refused');
    expect(token).toEqual({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      brand: 'mastercard',
      lastFour: '4444',
    });
    const call = seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/card_tokens?public_key=TEST-pk');
    expect(call.body).toEqual({
      card_number: '5555555555554444',
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: 'APRO' },
    });
    // Nothing of ours goes with the card: no cookie, no session.
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers.authorization).toBeUndefined();
  });

  it("answers the gateway's refusal with the message to show", async () => {
    await expect(
      mercadoPagoCardToken(config(), { ...card, cvv: '000' }, 'TIVEMOS UM PROBLEMA'),
    ).rejects.toEqual(new CardTokenError('TIVEMOS UM PROBLEMA', 400));
    await expect(
      mercadoPagoCardToken({ ...config(), publicKey: 'wrong' }, card, 'refused'),
    ).rejects.toBeInstanceOf(CardTokenError);
  });

  it('refuses to run without the endpoint and key the api names', async () => {
    await expect(mercadoPagoCardToken({ publicKey: null, cardTokenUrl: null }, card, 'x')).rejects.toThrow(
      'gateway_not_configured',
    );
  });
});
