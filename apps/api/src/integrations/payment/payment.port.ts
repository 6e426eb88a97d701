import type { CardBrand } from '@autohub/domain';

/**
 * The payment gateway. Two adapters: a sandbox in the process that behaves like a gateway
 * (test cards, Pix paid by a sandbox call, boletos settled by its clock, signed webhooks) and a
 * client of Mercado Pago's public payments API, which serves Brazil and Argentina.
 * Money in cents of the currency.
 */

export type GatewayStatus = 'pending' | 'approved' | 'declined' | 'error' | 'cancelled' | 'refunded';

export interface GatewayPayer {
  email: string;
  name: string;
  /** CPF or CUIL digits, when known; sent to the gateway, never stored by us. */
  taxId: string | null;
}

interface ChargeBase {
  /** Our payment id: the gateway's external reference. */
  reference: string;
  /** Sent to the gateway, which answers the first payment again for a repeated key. */
  idempotencyKey: string;
  amountCents: number;
  currency: 'BRL' | 'ARS';
  description: string;
  payer: GatewayPayer;
}

export interface CardCharge extends ChargeBase {
  token: string;
  brand: CardBrand;
  installments: number;
  /** The gateway customer whose saved card the token is (a one-time token of a saved card). */
  customerId?: string;
}

/** A card kept by the gateway for one of its customers: its ids and what the card shows. */
export interface GatewayCard {
  id: string;
  customerId: string;
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A single-use token the gateway issues for a saved card. */
export interface GatewayCardToken {
  token: string;
  expiresAt: Date;
}

export interface PixCharge extends ChargeBase {
  expiresAt: Date;
}

export interface BoletoCharge extends ChargeBase {
  dueDate: Date;
}

export interface GatewayPayment {
  /** The gateway's payment id. */
  id: string;
  status: GatewayStatus;
  /** The gateway's reason, e.g. `cc_rejected_insufficient_amount`. */
  detail: string;
  amountCents: number;
  refundedCents: number;
  /** Dynamic Pix BR Code (EMV payload) to show as QR image and copy-paste code. */
  pixPayload?: string;
  pixExpiresAt?: Date;
  /** 44-digit boleto barcode; the typed line is derived by the domain. */
  boletoBarcode?: string;
  boletoDueDate?: Date;
}

/** A webhook call as received: the headers and query the signature covers. */
export interface WebhookDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
}

/** A verified webhook: which event, about which gateway payment. */
export interface WebhookNotice {
  eventId: string;
  paymentId: string;
}

export type PaymentGatewayErrorCode = 'unavailable' | 'rejected_request' | 'invalid_response' | 'not_found';

export class PaymentGatewayError extends Error {
  constructor(
    readonly code: PaymentGatewayErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  chargeCard(charge: CardCharge): Promise<GatewayPayment>;
  createPix(charge: PixCharge): Promise<GatewayPayment>;
  createBoleto(charge: BoletoCharge): Promise<GatewayPayment>;
  get(paymentId: string): Promise<GatewayPayment>;
  /**
   * The payment the gateway made under an idempotency key (our `reference` too), or null when it
   * never made one: how a payment left `creating` by a crash is finished or failed.
   */
  findByKey(idempotencyKey: string, reference: string): Promise<GatewayPayment | null>;
  /** Cancels a payment not yet paid (a Pix or boleto that expired). */
  cancel(paymentId: string): Promise<GatewayPayment>;
  refund(paymentId: string, idempotencyKey: string): Promise<GatewayPayment>;
  /**
   * Checks a webhook's signature and reads which payment it is about.
   *
   * @throws WebhookSignatureError when the signature is missing, wrong or too old.
   */
  verifyWebhook(delivery: WebhookDelivery): WebhookNotice;

  // ---- Customers and their saved cards ----

  /** The gateway customer of a payer: found by e-mail, or created. */
  customer(payer: Pick<GatewayPayer, 'email' | 'name'>): Promise<{ id: string }>;
  /**
   * Keeps the card of a browser token for the customer.
   *
   * @throws PaymentGatewayError `rejected_request` for an unknown, used or expired token.
   */
  saveCard(customerId: string, token: string): Promise<GatewayCard>;
  /** Forgets a saved card; a card already gone is not an error. */
  deleteCard(customerId: string, cardId: string): Promise<void>;
  /** A single-use token of a saved card, to charge it once. */
  cardToken(customerId: string, cardId: string): Promise<GatewayCardToken>;
}
