import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CardBrand,
  SANDBOX_TEST_CARDS,
  addBusinessDays,
  buildBoletoBarcode,
  buildPixPayload,
  detectCardBrand,
  isValidCardCvv,
  isValidCardExpiry,
  isValidCardNumber,
  normalizeCardNumber,
} from '@autohub/domain';
import {
  type BoletoCharge,
  type CardCharge,
  type GatewayCard,
  type GatewayCardToken,
  type GatewayPayer,
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  type PixCharge,
  type WebhookDelivery,
  type WebhookNotice,
} from './payment.port.js';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

/** What a test card does when charged. */
type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'error';

const OUTCOME_OF_NUMBER: Readonly<Record<string, CardOutcome>> = {
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.error]: 'error',
};

interface SandboxToken {
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  outcome: CardOutcome;
  used: boolean;
  expiresAt: number;
  /** A one-time token of a saved card: whose card it is. */
  customerId?: string;
}

interface SandboxCard extends GatewayCard {
  outcome: CardOutcome;
}

interface SandboxPayment {
  payment: GatewayPayment;
  kind: 'card' | 'pix' | 'boleto';
  /** When the payer paid a boleto at the bank; the clock settles it later. */
  boletoPaidAt: Date | null;
  /**
   * How far the sandbox clock had been moved when the charge was made: its expiry (given in real
   * time by the caller) is read on the sandbox clock from there, so moving the clock ages the
   * charges made before the move and not the ones made after.
   */
  clockOffsetMs: number;
}

export interface SandboxCardInput {
  number: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

export interface SandboxGatewayOptions {
  /** Secret the sandbox signs its webhooks with (the same the api verifies with). */
  webhookSecret: string;
  /** Delivers a signed webhook to the api; awaited so tests see its effect at once. */
  deliver?: (delivery: WebhookDelivery) => Promise<void>;
  /** Pix key of the sandbox merchant. */
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
  /** Business days a paid boleto takes to settle in the sandbox (the spec allows up to 3). */
  compensationBusinessDays?: number;
}

const TOKEN_LIFETIME_MS = 7 * 24 * 3_600_000;
/** A saved card's one-time token lives for minutes, as the gateways' do. */
const ONE_TIME_TOKEN_LIFETIME_MS = 10 * 60_000;

/**
 * A payment gateway that lives in the process and behaves like a real one: it tokenizes cards,
 * honours idempotency keys, answers the published-style test cards, issues dynamic Pix BR Codes and
 * boletos with the domain's builders, and signs the webhooks it sends when a Pix is paid or a
 * boleto settles. Its clock can be moved forward to settle boletos.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly tokens = new Map<string, SandboxToken>();
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly byKey = new Map<string, string>();
  /** The merchant's own payment ids (external references), as a bank statement shows them. */
  private readonly byReference = new Map<string, string>();
  private readonly customers = new Map<string, string>();
  private readonly cards = new Map<string, SandboxCard>();
  private clockOffsetMs = 0;
  private sequence = 0;

  constructor(private readonly options: SandboxGatewayOptions) {}

  /** How many payments the gateway made (a charge replayed by its key is not a new one). */
  paymentCount(): number {
    return this.payments.size;
  }

  /** The sandbox clock: real time plus whatever it was moved forward. */
  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  /**
   * Tokenizes a card typed in the sandbox's own form script (the only place a card number is
   * ever accepted).
   *
   * @throws PaymentGatewayError `rejected_request` for an invalid number, expiry or CVV.
   */
  tokenize(card: SandboxCardInput): { token: string; brand: CardBrand; lastFour: string } {
    const number = normalizeCardNumber(card.number);
    const brand = detectCardBrand(number);
    if (!isValidCardNumber(number) || brand === null)
      throw new PaymentGatewayError('rejected_request', 'card_number_invalid');
    if (!isValidCardExpiry(card.expiry, this.now()))
      throw new PaymentGatewayError('rejected_request', 'card_expiry_invalid');
    if (!isValidCardCvv(card.cvv, brand))
      throw new PaymentGatewayError('rejected_request', 'card_cvv_invalid');
    const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
    const [month = '0', year = '0'] = card.expiry.split('/');
    this.tokens.set(token, {
      brand,
      lastFour: number.slice(-4),
      expiryMonth: Number(month),
      expiryYear: 2000 + Number(year),
      outcome: OUTCOME_OF_NUMBER[number] ?? 'approved',
      used: false,
      expiresAt: this.now().getTime() + TOKEN_LIFETIME_MS,
    });
    return { token, brand, lastFour: number.slice(-4) };
  }

  private nextId(): string {
    this.sequence += 1;
    return `sbx_${Date.now().toString(36)}${this.sequence.toString(36)}_${randomBytes(3).toString('hex')}`;
  }

  private replay(key: string): GatewayPayment | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : { ...this.payments.get(id)!.payment };
  }

  private store(
    key: string,
    kind: SandboxPayment['kind'],
    payment: GatewayPayment,
    reference?: string,
  ): GatewayPayment {
    this.payments.set(payment.id, { payment, kind, boletoPaidAt: null, clockOffsetMs: this.clockOffsetMs });
    this.byKey.set(key, payment.id);
    if (reference) this.byReference.set(reference, payment.id);
    return { ...payment };
  }

  async chargeCard(charge: CardCharge): Promise<GatewayPayment> {
    const again = this.replay(charge.idempotencyKey);
    if (again) return again;
    const token = this.tokens.get(charge.token);
    const base = { id: this.nextId(), amountCents: charge.amountCents, refundedCents: 0 };
    if (
      !token ||
      token.used ||
      token.expiresAt < this.now().getTime() ||
      (token.customerId !== undefined && token.customerId !== charge.customerId)
    ) {
      return this.store(charge.idempotencyKey, 'card', {
        ...base,
        status: 'declined',
        detail: 'invalid_token',
      });
    }
    token.used = true;
    const answer: Record<CardOutcome, Pick<GatewayPayment, 'status' | 'detail'>> = {
      approved: { status: 'approved', detail: 'accredited' },
      declined: { status: 'declined', detail: 'cc_rejected_other_reason' },
      insufficient_funds: { status: 'declined', detail: 'cc_rejected_insufficient_amount' },
      error: { status: 'error', detail: 'processing_error' },
    };
    return this.store(charge.idempotencyKey, 'card', { ...base, ...answer[token.outcome] });
  }

  async createPix(charge: PixCharge): Promise<GatewayPayment> {
    const again = this.replay(charge.idempotencyKey);
    if (again) return again;
    const id = this.nextId();
    const payload = buildPixPayload({
      key: this.options.pixKey ?? '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      merchantName: this.options.merchantName ?? 'Autohub Sandbox',
      merchantCity: this.options.merchantCity ?? 'Sao Paulo',
      amount: charge.amountCents / 100,
      txid: id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
      singleUse: true,
    });
    return this.store(
      charge.idempotencyKey,
      'pix',
      {
        id,
        status: 'pending',
        detail: 'pending_waiting_transfer',
        amountCents: charge.amountCents,
        refundedCents: 0,
        pixPayload: payload,
        pixExpiresAt: charge.expiresAt,
      },
      charge.reference,
    );
  }

  async createBoleto(charge: BoletoCharge): Promise<GatewayPayment> {
    const again = this.replay(charge.idempotencyKey);
    if (again) return again;
    const id = this.nextId();
    const freeField = `${Date.now()}${this.sequence}`.replace(/\D/g, '').padStart(25, '0').slice(-25);
    const barcode = buildBoletoBarcode({
      bankCode: '237',
      dueDate: charge.dueDate,
      amountCents: charge.amountCents,
      freeField,
    });
    return this.store(
      charge.idempotencyKey,
      'boleto',
      {
        id,
        status: 'pending',
        detail: 'pending_waiting_payment',
        amountCents: charge.amountCents,
        refundedCents: 0,
        boletoBarcode: barcode,
        boletoDueDate: charge.dueDate,
      },
      charge.reference,
    );
  }

  async get(paymentId: string): Promise<GatewayPayment> {
    const found = this.payments.get(paymentId);
    if (!found) throw new PaymentGatewayError('not_found', `no payment ${paymentId}`);
    this.expireIfDue(found);
    return { ...found.payment };
  }

  async findByKey(idempotencyKey: string, reference: string): Promise<GatewayPayment | null> {
    const id = this.byKey.get(idempotencyKey) ?? this.byReference.get(reference);
    return id === undefined ? null : this.get(id);
  }

  async cancel(paymentId: string): Promise<GatewayPayment> {
    const found = this.payments.get(paymentId);
    if (!found) throw new PaymentGatewayError('not_found', `no payment ${paymentId}`);
    if (found.payment.status === 'pending')
      found.payment = { ...found.payment, status: 'cancelled', detail: 'by_collector' };
    return { ...found.payment };
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<GatewayPayment> {
    const found = this.payments.get(paymentId);
    if (!found) throw new PaymentGatewayError('not_found', `no payment ${paymentId}`);
    if (this.byKey.has(`refund:${idempotencyKey}`) || found.payment.status === 'refunded')
      return { ...found.payment };
    if (found.payment.status !== 'approved')
      throw new PaymentGatewayError('rejected_request', 'payment not approved');
    this.byKey.set(`refund:${idempotencyKey}`, paymentId);
    found.payment = {
      ...found.payment,
      status: 'refunded',
      detail: 'refunded',
      refundedCents: found.payment.amountCents,
    };
    return { ...found.payment };
  }

  verifyWebhook(delivery: WebhookDelivery): WebhookNotice {
    const { dataId, requestId } = verifyWebhookSignature(
      this.options.webhookSecret,
      delivery,
      this.now().getTime(),
    );
    return { eventId: requestId, paymentId: dataId };
  }

  async customer(payer: Pick<GatewayPayer, 'email' | 'name'>): Promise<{ id: string }> {
    const email = payer.email.trim().toLowerCase();
    let id = this.customers.get(email);
    if (!id) {
      id = `cus_sandbox_${randomBytes(8).toString('hex')}`;
      this.customers.set(email, id);
    }
    return { id };
  }

  async saveCard(customerId: string, tokenId: string): Promise<GatewayCard> {
    const token = this.tokens.get(tokenId);
    if (!token || token.used || token.customerId !== undefined || token.expiresAt < this.now().getTime())
      throw new PaymentGatewayError('rejected_request', 'invalid_token');
    token.used = true;
    const card: SandboxCard = {
      id: `card_sandbox_${randomBytes(8).toString('hex')}`,
      customerId,
      brand: token.brand,
      lastFour: token.lastFour,
      expiryMonth: token.expiryMonth,
      expiryYear: token.expiryYear,
      outcome: token.outcome,
    };
    this.cards.set(card.id, card);
    const { outcome: _outcome, ...kept } = card;
    return kept;
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    const card = this.cards.get(cardId);
    if (card?.customerId === customerId) this.cards.delete(cardId);
  }

  async cardToken(customerId: string, cardId: string): Promise<GatewayCardToken> {
    const card = this.cards.get(cardId);
    if (!card || card.customerId !== customerId)
      throw new PaymentGatewayError('not_found', `no card ${cardId}`);
    const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
    const expiresAt = this.now().getTime() + ONE_TIME_TOKEN_LIFETIME_MS;
    this.tokens.set(token, {
      brand: card.brand,
      lastFour: card.lastFour,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      outcome: card.outcome,
      used: false,
      expiresAt,
      customerId,
    });
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** Cancels a Pix charge whose time ran out; answers whether it did. */
  private expireIfDue(entry: SandboxPayment): boolean {
    const { payment } = entry;
    if (payment.status !== 'pending' || entry.kind !== 'pix' || !payment.pixExpiresAt) return false;
    if (payment.pixExpiresAt.getTime() + entry.clockOffsetMs > this.now().getTime()) return false;
    entry.payment = { ...payment, status: 'cancelled', detail: 'expired' };
    return true;
  }

  // ---- What the sandbox's own pages and the tests do as the payer ----

  /**
   * The payer pays a Pix charge in their bank app: the charge is approved and the webhook sent.
   *
   * @throws PaymentGatewayError `rejected_request` when the charge expired or is not pending.
   */
  async payPix(idOrReference: string): Promise<GatewayPayment> {
    const paymentId = this.byReference.get(idOrReference) ?? idOrReference;
    const entry = this.payments.get(paymentId);
    if (!entry || entry.kind !== 'pix')
      throw new PaymentGatewayError('not_found', `no Pix charge ${paymentId}`);
    this.expireIfDue(entry);
    if (entry.payment.status !== 'pending') {
      throw new PaymentGatewayError('rejected_request', `Pix charge is ${entry.payment.status}`);
    }
    entry.payment = { ...entry.payment, status: 'approved', detail: 'accredited' };
    await this.notify(paymentId);
    return { ...entry.payment };
  }

  /** The payer pays a boleto at the bank; it settles when the sandbox clock passes compensation. */
  async payBoleto(idOrReference: string): Promise<GatewayPayment> {
    const paymentId = this.byReference.get(idOrReference) ?? idOrReference;
    const entry = this.payments.get(paymentId);
    if (!entry || entry.kind !== 'boleto')
      throw new PaymentGatewayError('not_found', `no boleto ${paymentId}`);
    if (entry.payment.status !== 'pending') {
      throw new PaymentGatewayError('rejected_request', `boleto is ${entry.payment.status}`);
    }
    entry.boletoPaidAt ??= this.now();
    entry.payment = { ...entry.payment, detail: 'pending_compensation' };
    return { ...entry.payment };
  }

  /**
   * Moves the sandbox clock forward: settles the paid boletos whose compensation came and cancels
   * the Pix charges whose time ran out, notifying each change as the gateway does. `notify: false`
   * stands for notices that never arrive (the expiry job must then find the change itself).
   */
  async advanceClock(
    ms: number,
    { notify = true }: { notify?: boolean } = {},
  ): Promise<{ now: Date; settled: string[]; expired: string[] }> {
    this.clockOffsetMs += ms;
    const settled: string[] = [];
    const expired: string[] = [];
    for (const [id, entry] of this.payments) if (this.expireIfDue(entry)) expired.push(id);
    const days = this.options.compensationBusinessDays ?? 1;
    for (const [id, entry] of this.payments) {
      if (entry.kind !== 'boleto' || entry.payment.status !== 'pending' || !entry.boletoPaidAt) continue;
      if (addBusinessDays(entry.boletoPaidAt, days) <= this.now()) {
        entry.payment = { ...entry.payment, status: 'approved', detail: 'accredited' };
        settled.push(id);
      }
    }
    if (notify) for (const id of [...settled, ...expired]) await this.notify(id);
    return { now: this.now(), settled, expired };
  }

  /** Sends the signed webhook of a payment, as the gateway does on every change. */
  async notify(paymentId: string): Promise<void> {
    if (!this.options.deliver) return;
    const requestId = randomUUID();
    const ts = String(this.now().getTime());
    await this.options.deliver({
      headers: {
        'x-signature': signWebhook(this.options.webhookSecret, paymentId, requestId, ts),
        'x-request-id': requestId,
      },
      query: { 'data.id': paymentId, type: 'payment' },
      body: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
    });
  }
}
