import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment.port.js';

/**
 * Mercado Pago's webhook signature: header `x-signature: ts=<unix ms>,v1=<hex>` where v1 is the
 * HMAC-SHA256, with the webhook secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 * The sandbox signs its webhooks the same way, so one verifier serves both.
 */
export function webhookManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

export function signWebhook(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(webhookManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/** Signatures older than this are refused, so a captured call cannot be replayed days later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Verifies a webhook and answers the payment id it names.
 *
 * @throws WebhookSignatureError when anything is missing, malformed, stale or does not match.
 */
export function verifyWebhookSignature(
  secret: string,
  delivery: {
    headers: Readonly<Record<string, string | string[] | undefined>>;
    query: Readonly<Record<string, unknown>>;
  },
  now: number = Date.now(),
): { dataId: string; requestId: string } {
  const signature = header(delivery.headers, 'x-signature');
  const requestId = header(delivery.headers, 'x-request-id');
  const dataId = typeof delivery.query['data.id'] === 'string' ? delivery.query['data.id'] : '';
  const parts = new Map(
    signature.split(',').map((part) => {
      const [key = '', value = ''] = part.split('=', 2);
      return [key.trim(), value.trim()] as const;
    }),
  );
  const ts = parts.get('ts') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!dataId || !requestId || !/^\d{10,16}$/.test(ts) || !/^[0-9a-f]{64}$/.test(v1)) {
    throw new WebhookSignatureError('missing or malformed signature');
  }
  const tsMs = ts.length <= 10 ? Number(ts) * 1000 : Number(ts);
  if (Math.abs(now - tsMs) > WEBHOOK_MAX_AGE_MS) throw new WebhookSignatureError('stale signature');
  const expected = createHmac('sha256', secret)
    .update(webhookManifest(dataId, requestId, ts))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex')))
    throw new WebhookSignatureError('signature mismatch');
  return { dataId, requestId };
}
