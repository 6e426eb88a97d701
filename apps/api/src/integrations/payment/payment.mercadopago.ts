import {
  type CardBrand,
  isValidBoletoBarcode,
  isValidBoletoLine,
  boletoLineToBarcode,
  parsePixPayload,
} from '@autohub/domain';
import {
  type BoletoCharge,
  type CardCharge,
  type GatewayCard,
  type GatewayCardToken,
  type GatewayPayer,
  type GatewayPayment,
  type GatewayStatus,
  type PaymentGateway,
  PaymentGatewayError,
  type PixCharge,
  type WebhookDelivery,
  type WebhookNotice,
} from './payment.port.js';
import { verifyWebhookSignature } from './webhook-signature.js';

export interface MercadoPagoOptions {
  /** API base, `https://api.mercadopago.com/` in production. */
  baseUrl: string;
  accessToken: string;
  webhookSecret: string;
  /** Where Mercado Pago sends its webhooks (our `/api/payments/webhooks/mercadopago`). */
  notificationUrl?: string;
  timeoutMs?: number;
}

// Mercado Pago's payment method ids for the card brands it takes.
const METHOD_OF_BRAND: Readonly<Record<CardBrand, string>> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
};

// The brand of a saved card from Mercado Pago's payment method id (debit variants included).
const BRAND_OF_METHOD: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  debvisa: 'visa',
  master: 'mastercard',
  debmaster: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
};

/** A card token lives a week at Mercado Pago unless it says otherwise. */
const CARD_TOKEN_LIFETIME_MS = 7 * 24 * 3_600_000;

const STATUS_OF: Readonly<Record<string, GatewayStatus>> = {
  approved: 'approved',
  authorized: 'pending',
  pending: 'pending',
  in_process: 'pending',
  in_mediation: 'pending',
  rejected: 'declined',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'refunded',
};

interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string;
  transaction_amount: number;
  transaction_amount_refunded?: number;
  date_of_expiration?: string | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string } };
  barcode?: { content?: string };
  transaction_details?: { digitable_line?: string; barcode?: { content?: string } };
}

function cents(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new PaymentGatewayError('invalid_response', 'amount missing');
  }
  return Math.round(amount * 100);
}

/** A payment of Mercado Pago's API in our terms; codes it cannot vouch for are refused. */
export function fromMercadoPago(raw: unknown): GatewayPayment {
  const body = raw as Partial<MpPayment> | null;
  if (
    !body ||
    (typeof body.id !== 'number' && typeof body.id !== 'string') ||
    typeof body.status !== 'string'
  ) {
    throw new PaymentGatewayError('invalid_response', 'payment without id or status');
  }
  const status = STATUS_OF[body.status];
  if (!status) throw new PaymentGatewayError('invalid_response', `unknown status ${body.status}`);
  const payment: GatewayPayment = {
    id: String(body.id),
    status,
    detail: body.status_detail ?? body.status,
    amountCents: cents(body.transaction_amount),
    refundedCents: body.transaction_amount_refunded ? cents(body.transaction_amount_refunded) : 0,
  };
  const qr = body.point_of_interaction?.transaction_data?.qr_code;
  if (qr) {
    // A BR Code whose CRC does not match would be refused by every bank app: better to fail here.
    try {
      parsePixPayload(qr);
    } catch {
      throw new PaymentGatewayError('invalid_response', 'Pix code with a bad CRC');
    }
    payment.pixPayload = qr;
    if (body.date_of_expiration) payment.pixExpiresAt = new Date(body.date_of_expiration);
  }
  const barcode = body.transaction_details?.barcode?.content ?? body.barcode?.content;
  const line = body.transaction_details?.digitable_line;
  if (barcode || line) {
    const digits = barcode ?? (line && isValidBoletoLine(line) ? boletoLineToBarcode(line) : '');
    if (!isValidBoletoBarcode(digits))
      throw new PaymentGatewayError('invalid_response', 'boleto with a bad check digit');
    payment.boletoBarcode = digits.replace(/\D/g, '');
    if (body.date_of_expiration) payment.boletoDueDate = new Date(body.date_of_expiration);
  }
  return payment;
}

interface MpCard {
  id: string | number;
  customer_id: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  payment_method?: { id?: string };
}

/** A saved card of Mercado Pago's customers API in our terms. */
export function cardFromMercadoPago(raw: unknown): GatewayCard {
  const card = raw as Partial<MpCard> | null;
  const brand = BRAND_OF_METHOD[card?.payment_method?.id ?? ''];
  if (
    !card ||
    (typeof card.id !== 'string' && typeof card.id !== 'number') ||
    typeof card.customer_id !== 'string' ||
    typeof card.last_four_digits !== 'string' ||
    !/^\d{4}$/.test(card.last_four_digits) ||
    !Number.isInteger(card.expiration_month) ||
    !Number.isInteger(card.expiration_year) ||
    !brand
  ) {
    throw new PaymentGatewayError('invalid_response', 'card without id, digits, expiry or brand');
  }
  return {
    id: String(card.id),
    customerId: card.customer_id,
    brand,
    lastFour: card.last_four_digits,
    expiryMonth: card.expiration_month!,
    expiryYear: card.expiration_year!,
  };
}

/** Client of Mercado Pago's public payments API (`/v1/payments`), for Brazil and Argentina. */
export class MercadoPagoGateway implements PaymentGateway {
  readonly name = 'mercadopago' as const;

  constructor(private readonly options: MercadoPagoOptions) {}

  private async call(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const url = new URL(
      path,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.options.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentGatewayError('unavailable', `Mercado Pago unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status === 404) throw new PaymentGatewayError('not_found', `Mercado Pago 404 on ${path}`);
    if (response.status >= 500 || response.status === 429) {
      throw new PaymentGatewayError('unavailable', `Mercado Pago answered ${response.status}`);
    }
    if (response.status >= 400)
      throw new PaymentGatewayError('rejected_request', `Mercado Pago answered ${response.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentGatewayError('invalid_response', 'Mercado Pago answered something other than JSON');
    }
  }

  private base(charge: CardCharge | PixCharge | BoletoCharge) {
    const [first = '', ...rest] = charge.payer.name.trim().split(/\s+/);
    return {
      transaction_amount: charge.amountCents / 100,
      description: charge.description,
      external_reference: charge.reference,
      ...(this.options.notificationUrl ? { notification_url: this.options.notificationUrl } : {}),
      payer: {
        email: charge.payer.email,
        first_name: first,
        last_name: rest.join(' '),
        ...(charge.payer.taxId
          ? {
              identification: {
                type: charge.currency === 'BRL' ? (charge.payer.taxId.length > 11 ? 'CNPJ' : 'CPF') : 'CUIL',
                number: charge.payer.taxId,
              },
            }
          : {}),
      },
    };
  }

  async chargeCard(charge: CardCharge): Promise<GatewayPayment> {
    const base = this.base(charge);
    const body = {
      ...base,
      // A saved card is charged as the customer's: Mercado Pago checks the token is theirs.
      ...(charge.customerId
        ? { payer: { ...base.payer, type: 'customer', id: charge.customerId } }
        : {}),
      token: charge.token,
      installments: charge.installments,
      payment_method_id: METHOD_OF_BRAND[charge.brand],
    };
    return fromMercadoPago(await this.call('POST', 'v1/payments', body, charge.idempotencyKey));
  }

  async createPix(charge: PixCharge): Promise<GatewayPayment> {
    const body = {
      ...this.base(charge),
      payment_method_id: 'pix',
      date_of_expiration: charge.expiresAt.toISOString(),
    };
    const payment = fromMercadoPago(await this.call('POST', 'v1/payments', body, charge.idempotencyKey));
    if (!payment.pixPayload) throw new PaymentGatewayError('invalid_response', 'Pix payment without a code');
    return payment;
  }

  async createBoleto(charge: BoletoCharge): Promise<GatewayPayment> {
    const body = {
      ...this.base(charge),
      payment_method_id: 'bolbradesco',
      date_of_expiration: charge.dueDate.toISOString(),
    };
    const payment = fromMercadoPago(await this.call('POST', 'v1/payments', body, charge.idempotencyKey));
    if (!payment.boletoBarcode) throw new PaymentGatewayError('invalid_response', 'boleto without a barcode');
    return payment;
  }

  async get(paymentId: string): Promise<GatewayPayment> {
    return fromMercadoPago(await this.call('GET', `v1/payments/${encodeURIComponent(paymentId)}`));
  }

  /**
   * Mercado Pago keeps the idempotency key for itself but files each payment under our
   * `external_reference`: the search by it finds what a crashed call made (the oldest, should a
   * retry have made another).
   */
  async findByKey(_idempotencyKey: string, reference: string): Promise<GatewayPayment | null> {
    const query = new URLSearchParams({
      external_reference: reference,
      sort: 'date_created',
      criteria: 'asc',
    });
    const answer = (await this.call('GET', `v1/payments/search?${query.toString()}`)) as {
      results?: unknown[];
    };
    const [first] = Array.isArray(answer.results) ? answer.results : [];
    return first === undefined ? null : fromMercadoPago(first);
  }

  async cancel(paymentId: string): Promise<GatewayPayment> {
    return fromMercadoPago(
      await this.call('PUT', `v1/payments/${encodeURIComponent(paymentId)}`, { status: 'cancelled' }),
    );
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<GatewayPayment> {
    await this.call('POST', `v1/payments/${encodeURIComponent(paymentId)}/refunds`, {}, idempotencyKey);
    return this.get(paymentId);
  }

  verifyWebhook(delivery: WebhookDelivery): WebhookNotice {
    const { dataId, requestId } = verifyWebhookSignature(this.options.webhookSecret, delivery);
    return { eventId: requestId, paymentId: dataId };
  }

  async customer(payer: Pick<GatewayPayer, 'email' | 'name'>): Promise<{ id: string }> {
    const email = payer.email.trim().toLowerCase();
    const found = (await this.call('GET', `v1/customers/search?email=${encodeURIComponent(email)}`)) as {
      results?: { id?: unknown }[];
    } | null;
    const existing = found?.results?.find((c) => typeof c.id === 'string');
    if (existing) return { id: existing.id as string };
    const [first = '', ...rest] = payer.name.trim().split(/\s+/);
    const created = (await this.call('POST', 'v1/customers', {
      email,
      first_name: first,
      last_name: rest.join(' '),
    })) as { id?: unknown } | null;
    if (typeof created?.id !== 'string')
      throw new PaymentGatewayError('invalid_response', 'customer without id');
    return { id: created.id };
  }

  async saveCard(customerId: string, token: string): Promise<GatewayCard> {
    return cardFromMercadoPago(
      await this.call('POST', `v1/customers/${encodeURIComponent(customerId)}/cards`, { token }),
    );
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    try {
      await this.call(
        'DELETE',
        `v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
      );
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === 'not_found') return;
      throw error;
    }
  }

  async cardToken(customerId: string, cardId: string): Promise<GatewayCardToken> {
    const answer = (await this.call('POST', 'v1/card_tokens', {
      card_id: cardId,
      customer_id: customerId,
    })) as { id?: unknown; date_due?: unknown } | null;
    if (typeof answer?.id !== 'string' || answer.id.length < 8)
      throw new PaymentGatewayError('invalid_response', 'card token without id');
    const due = typeof answer.date_due === 'string' ? new Date(answer.date_due) : null;
    return {
      token: answer.id,
      expiresAt: due && !Number.isNaN(due.getTime()) ? due : new Date(Date.now() + CARD_TOKEN_LIFETIME_MS),
    };
  }
}
