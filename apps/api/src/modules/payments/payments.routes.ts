import {
  CardFields,
  ErrorResponse,
  OfferPaymentTypesAnswer,
  OfferPaymentTypesQuery,
  PaymentTypesAnswer,
  PaymentTypesQuery,
  PaymentGatewayConfig,
  PaymentMethodsAnswer,
  PaymentMethodsBody,
  ProductIdParams,
} from '@autohub/contract';
import { DomainError, PUBLIC, type PaymentMethod, publicCall, requirement } from '@autohub/domain';
import { callerOf } from '../../http/auth.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type WebhookDelivery,
  WebhookSignatureError,
} from '../../integrations/payment/payment.port.js';
import { SandboxPaymentGateway } from '../../integrations/payment/payment.sandbox.js';
import { SANDBOX_TOKENIZER_SCRIPT } from './sandbox-tokenizer.js';

const TAGS = ['payments'];

/** What the payment routes need from whoever takes payments (the reservations module). */
export interface PaymentNotices {
  /** Applies a gateway's notification; `applied` is false for a repeated or unknown one. */
  webhook(delivery: WebhookDelivery): Promise<{ applied: boolean }>;
  /** Sets the payment methods a product offers, within the caller's brands when it has limits. */
  setPaymentMethods(
    productId: string,
    methods: readonly PaymentMethod[],
    brands?: readonly string[],
  ): Promise<PaymentMethodsAnswer>;
  /** The payment types of a market, or of a product (a campaign) in it. */
  paymentTypes(query: PaymentTypesQuery): Promise<PaymentTypesAnswer>;
  /** The payment types of a campaign with what it asks (the offers service's variant). */
  offerPaymentTypes(query: OfferPaymentTypesQuery): Promise<OfferPaymentTypesAnswer>;
}

export interface PaymentRoutesOptions {
  gateway: () => PaymentGateway;
  service: () => PaymentNotices;
  publicKey: string | null;
  /** Mercado Pago's card-token endpoint for the browser (from MERCADOPAGO_API_URL). */
  cardTokenUrl: string | null;
}

const WebhookParams = z.object({ provider: z.string().max(40) });
const WebhookQuery = z.object({
  'data.id': z.string().max(100).optional(),
  type: z.string().max(40).optional(),
  topic: z.string().max(40).optional(),
});
const WebhookAnswer = z.object({ received: z.literal(true), applied: z.boolean() });
const SandboxPaymentParams = z.object({ paymentId: z.string().min(1).max(100) });
const SandboxPaymentAnswer = z.object({ id: z.string(), status: z.string(), detail: z.string() });
const SandboxClockBody = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 3_600_000),
  })
  .strict();
const SandboxClockAnswer = z.object({
  now: z.string(),
  settled: z.array(z.string()),
  expired: z.array(z.string()),
});
const SandboxTokenAnswer = z.object({ token: z.string(), brand: z.string(), lastFour: z.string() });

function gatewayFailure(error: unknown): never {
  if (error instanceof PaymentGatewayError) {
    const code =
      error.code === 'not_found'
        ? 'not_found'
        : error.code === 'unavailable'
          ? 'gateway_unavailable'
          : 'payment.failed';
    throw new DomainError(code, {}, { cause: error, detail: error.message });
  }
  throw error;
}

/** The payment gateway's side of the api: its configuration for the browser and its webhooks. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  app.patch(
    '/payments/:productId/methods',
    {
      config: { access: requirement('settings:update') },
      schema: {
        tags: TAGS,
        summary: 'Choose the payment methods a product (a reservation campaign) offers (staff)',
        description:
          "Within the market's methods: Brazil card, Pix, boleto, dealer, financing, consortium; Argentina no Pix " +
          'or boleto (422 `payment_method_not_offered`). The order page offers only these; a payment by another ' +
          'answers 422 `payment_method_not_enabled`. Setting the same list again changes nothing.',
        security: [{ staffToken: [] }],
        params: ProductIdParams,
        body: PaymentMethodsBody,
        response: {
          200: PaymentMethodsAnswer,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const brands = caller.kind === 'anonymous' ? undefined : caller.actor.brands;
      return options
        .service()
        .setPaymentMethods(request.params.productId, request.body.paymentMethod, brands);
    },
  );

  app.get(
    '/payment',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: TAGS,
        summary: 'Payment types a buyer may use for a product (a reservation campaign) in a market',
        description:
          "The market's methods (Brazil card, Pix, boleto, dealer, financing, consortium; Argentina no Pix or " +
          'boleto), narrowed to those staff enabled for the campaign when `campaignId` is given. `gateway`: charged ' +
          'through the payment gateway. A campaign not active in this brand and market answers 404.',
        querystring: PaymentTypesQuery,
        response: { 200: PaymentTypesAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => options.service().paymentTypes(request.query),
  );

  app.get(
    '/v2/payment',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: TAGS,
        summary: "A campaign's payment types with what it asks (the offers service's variant)",
        description:
          'The campaign (its fee or full price, currency, methods), its payment types and, with `mvsCode` and ' +
          '`year`, the lowest price of a free car of that version and what the campaign asks now for it; ' +
          'instalments are the financing simulator\'s.',
        querystring: OfferPaymentTypesQuery,
        response: { 200: OfferPaymentTypesAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => options.service().offerPaymentTypes(request.query),
  );

  app.get(
    '/payments/config',
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Which gateway tokenizes cards in the browser, and where its script is',
        response: { 200: PaymentGatewayConfig },
      },
    },
    async () => {
      const gateway = options.gateway();
      return gateway.name === 'sandbox'
        ? {
            provider: 'sandbox' as const,
            publicKey: null,
            tokenizerUrl: '/api/payments/sandbox/tokenizer.js',
            cardTokenUrl: null,
          }
        : {
            provider: 'mercadopago' as const,
            publicKey: options.publicKey,
            tokenizerUrl: 'https://sdk.mercadopago.com/js/v2',
            cardTokenUrl: options.cardTokenUrl,
          };
    },
  );

  app.post(
    '/payments/webhooks/:provider',
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "The gateway's payment notifications, signed",
        description:
          'The `x-signature` header (HMAC-SHA256 of data id, request id and time) is checked; an unsigned or ' +
          'stale call answers 401. A replayed notification answers 200 and changes nothing.',
        params: WebhookParams,
        querystring: WebhookQuery,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: WebhookAnswer, 401: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const gateway = options.gateway();
      if (request.params.provider !== gateway.name)
        throw new DomainError('not_found', {}, { detail: 'No such gateway' });
      try {
        const { applied } = await options.service().webhook({
          headers: request.headers,
          query: request.query,
          body: request.body,
        });
        return { received: true as const, applied };
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new DomainError('invalid_signature', {}, { detail: error.message });
        // The gateway retries a notification we could not apply.
        if (error instanceof PaymentGatewayError)
          throw new DomainError('gateway_unavailable', {}, { detail: error.message });
        throw error;
      }
    },
  );

  if (app.config.nodeEnv === 'production') return;

  // ---- The sandbox gateway's own endpoints: never in production ----
  const sandbox = (): SandboxPaymentGateway => {
    const gateway = options.gateway();
    if (!(gateway instanceof SandboxPaymentGateway))
      throw new DomainError('not_found', {}, { detail: 'The sandbox gateway is off' });
    return gateway;
  };

  app.get(
    '/payments/sandbox/tokenizer.js',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payments-sandbox'],
        summary: "The sandbox gateway's card tokenizer script",
        hide: true,
      },
    },
    async (_request, reply) => {
      sandbox();
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_TOKENIZER_SCRIPT);
    },
  );

  app.post(
    '/payments/sandbox/card-tokens',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payments-sandbox'],
        summary: 'Sandbox gateway: tokenize a card (the only endpoint that takes a card number)',
        body: CardFields,
        response: { 201: SandboxTokenAnswer, 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send(sandbox().tokenize(request.body));
      } catch (error) {
        return gatewayFailure(error);
      }
    },
  );

  app.post(
    '/payments/sandbox/pix/:paymentId/pay',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payments-sandbox'],
        summary: "Sandbox bank: pay a Pix charge (the gateway's signed webhook follows)",
        params: SandboxPaymentParams,
        response: { 200: SandboxPaymentAnswer, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      try {
        const paid = await sandbox().payPix(request.params.paymentId);
        return { id: paid.id, status: paid.status, detail: paid.detail };
      } catch (error) {
        return gatewayFailure(error);
      }
    },
  );

  app.post(
    '/payments/sandbox/boleto/:paymentId/pay',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payments-sandbox'],
        summary: 'Sandbox bank: pay a boleto; it settles when the sandbox clock passes compensation',
        params: SandboxPaymentParams,
        response: { 200: SandboxPaymentAnswer, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      try {
        const paid = await sandbox().payBoleto(request.params.paymentId);
        return { id: paid.id, status: paid.status, detail: paid.detail };
      } catch (error) {
        return gatewayFailure(error);
      }
    },
  );

  app.post(
    '/payments/sandbox/clock',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payments-sandbox'],
        summary:
          "Move the sandbox gateway's clock forward (settles paid boletos, cancels Pix charges whose time ran out)",
        body: SandboxClockBody,
        response: { 200: SandboxClockAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const moved = await sandbox().advanceClock(request.body.advanceMs);
      return { now: moved.now.toISOString(), settled: moved.settled, expired: moved.expired };
    },
  );
};
