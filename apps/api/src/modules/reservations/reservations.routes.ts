import {
  AvailabilityAnswer,
  AvailabilityQuery,
  CampaignDealersQuery,
  CampaignIdParams,
  CampaignsAnswer,
  CampaignsQuery,
  CancelAnswer,
  CancelBody,
  DealersByRadiusQuery,
  ErrorResponse,
  IdempotencyHeaders,
  MoveOrderBody,
  OrderIdParams,
  PaymentProcessingAnswer,
  PaymentAnswer,
  PaymentBody,
  PreReserveBody,
  RemainingPaymentBody,
  ReservationDealersAnswer,
  ReservationOrder,
  ReservationStatusAnswer,
  StaffOrdersQuery,
  UserReservesAnswer,
  ValidateUserAnswer,
  WelcomeKitAddress,
  MAX_UPLOAD_BYTES,
  OrderFeedbackAnswer,
  OrderFeedbackBody,
  FaceDetectAnswer,
  OrderIdentityAnswer,
  QuizAnswersBody,
  IdentityStepBody,
  LeadAccepted,
  ReprocessAnswer,
  ReprocessParams,
  ReservationLeadBody,
} from '@autohub/contract';
import { DomainError, publicCall, requirement } from '@autohub/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../http/error-handler.js';
import { renderOrderVoucherPdf } from './order-voucher-pdf.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, sessionOf } from '../../http/auth.js';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import type { ReservationService } from './reservations.service.js';
import type { IdentityCheckService } from './identity-check.service.js';
import type { createReservationLeads } from './reservation-lead.js';
import { linkBase } from '../../http/link-base.js';

const TAGS = ['reservations'];
const OWN = { access: requirement('orders:own') };
const BROWSE = { access: publicCall('guest-reservation') };
const refusals = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export interface ReservationRoutesOptions {
  service: () => ReservationService;
  identity: () => IdentityCheckService;
  leads: () => ReturnType<typeof createReservationLeads>;
}

/** Online reservations (spec document 2 "Reservations v2"), the order timeline and the staff desk. */
export const reservationsRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const reservations = options.service;

  app.get(
    '/reservations/campaigns',
    {
      config: BROWSE,
      schema: {
        tags: TAGS,
        summary: 'Online reservation campaigns of a brand in a market',
        querystring: CampaignsQuery,
        response: { 200: CampaignsAnswer, 400: ErrorResponse },
      },
    },
    async (request) => ({ campaigns: await reservations().campaigns(request.query) }),
  );

  app.get(
    '/reservations/campaigns/:id/dealers',
    {
      config: BROWSE,
      schema: {
        tags: TAGS,
        summary: "Dealers of a campaign, with the version's free cars at each when a version is given",
        params: CampaignIdParams,
        querystring: CampaignDealersQuery,
        response: { 200: ReservationDealersAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ dealers: await reservations().campaignDealers(request.params.id, request.query) }),
  );

  app.get(
    '/reservations/dealersByRadius',
    {
      config: BROWSE,
      schema: {
        tags: TAGS,
        summary: 'Dealers with free cars of a version within a radius, nearest first',
        querystring: DealersByRadiusQuery,
        response: { 200: ReservationDealersAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ dealers: await reservations().dealersByRadius(request.query) }),
  );

  app.get(
    '/reservations/availability',
    {
      config: BROWSE,
      schema: {
        tags: TAGS,
        summary: 'The showcase: free cars of a version in a state or at a dealer, priced',
        description:
          "The build's colour comes first. Without a free car the answer carries the stock's delivery label.",
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityAnswer, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reservations().availability(request.query);
    },
  );

  app.post(
    '/reservations/pre-reserve',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Hold one car for the signed-in buyer for the countdown',
        description:
          'The car is taken by one conditional update: when two buyers reserve it at once, one gets 201 and ' +
          'the other 409 `unit_unavailable`. The same `Idempotency-Key` answers the same order.',
        headers: IdempotencyHeaders,
        body: PreReserveBody,
        response: {
          201: ReservationOrder,
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const order = await reservations().preReserve(
        user.id,
        request.headers['idempotency-key'],
        request.body,
        requestLocale(request),
        linkBase(request),
      );
      return reply.code(201).send(order);
    },
  );

  app.post(
    '/reservations/reservation-lead',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: TAGS,
        summary: 'Send a reservation that could not be made online to the dealer as a lead',
        description:
          'When no car is free, the countdown ran out or the campaign sells offline (types offline and ' +
          'leadOffline), the build, the dealer and the contact go to the dealer as a car-purchase lead: checked ' +
          "by the page settings' lead rules (CPF where required), stored and queued for the CRM in one " +
          'transaction. A signed-in buyer may name their own ended order. The same `Idempotency-Key` answers ' +
          'the first lead (200) instead of a second one (202).',
        headers: IdempotencyHeaders,
        body: ReservationLeadBody,
        response: { 200: LeadAccepted, 202: LeadAccepted, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { lead, created } = await options.leads().send(request.body, {
        key: request.headers['idempotency-key'],
        userId: caller.kind === 'session' ? caller.user.id : null,
        locale: requestLocale(request),
      });
      return reply.code(created ? 202 : 200).send(lead);
    },
  );

  app.get(
    '/reservations/validate-user',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: "What the buyer's account still lacks to reserve",
        response: { 200: ValidateUserAnswer, ...refusals },
      },
    },
    async (request) => reservations().validateUser((await sessionOf(request)).user.id),
  );

  app.get(
    '/reservations/user-reserves',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: "The signed-in buyer's orders, newest first (account area)",
        response: { 200: UserReservesAnswer, ...refusals },
      },
    },
    async (request) => ({ orders: await reservations().userReserves((await sessionOf(request)).user.id) }),
  );

  app.get(
    '/reservations/:id',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'One order with its timeline and payments',
        params: OrderIdParams,
        response: { 200: ReservationOrder, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) =>
      reservations().order({ kind: 'owner', userId: (await sessionOf(request)).user.id }, request.params.id),
  );

  app.post(
    '/reservations/:id/feedback',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'The buyer feedback after delivery: a score of 1 to 5 and a comment, once per order',
        params: OrderIdParams,
        body: OrderFeedbackBody,
        response: { 201: OrderFeedbackAnswer, 400: ErrorResponse, 409: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reservations().feedback((await sessionOf(request)).user.id, request.params.id, request.body),
        ),
  );

  app.get(
    '/reservations/:id/voucher',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'The proposal voucher of an order (PDF), in the language of the request',
        params: OrderIdParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
          400: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const order = await reservations().order(
        { kind: 'owner', userId: (await sessionOf(request)).user.id },
        request.params.id,
      );
      const pdf = await renderOrderVoucherPdf(order, requestLocale(request));
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="pedido-${order.id.slice(0, 8)}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/reservations/:id/status',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Status of an order and the time left on its countdown',
        params: OrderIdParams,
        response: { 200: ReservationStatusAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reservations().status((await sessionOf(request)).user.id, request.params.id);
    },
  );

  app.get(
    '/reservations/:id/processing',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: "Whether the order's last payment is still processing at the gateway",
        description:
          'Answers the order status and its last payment. A payment pending at the gateway (a Pix, a boleto, a ' +
          'card under review) is read back from the gateway first and applied when it moved, so the order page ' +
          'need not wait for the webhook.',
        params: OrderIdParams,
        response: { 200: PaymentProcessingAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reservations().processing((await sessionOf(request)).user.id, request.params.id);
    },
  );

  app.post(
    '/reservations/:id/payment',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Pay a reservation: card token, Pix, boleto, dealer, financing or consortium',
        description:
          'Cards arrive as the gateway token with brand and last four digits: a card number is never ' +
          "accepted. A refused card answers 422 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por " +
          "favor.'; a boleto needs the documents first (409 `documents_required`) and a failure to issue it " +
          "answers 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.'. Fifty calls with one " +
          '`Idempotency-Key` make one charge.',
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: PaymentBody,
        response: {
          200: PaymentAnswer,
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          502: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) =>
      reservations().pay(
        (await sessionOf(request)).user.id,
        request.params.id,
        request.headers['idempotency-key'],
        request.body,
        linkBase(request),
      ),
  );

  app.put(
    '/reservations/:id/remaining-payment',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Choose how the rest of a reserved car is paid: dealer, financing or consortium',
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: RemainingPaymentBody,
        response: {
          200: PaymentAnswer,
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) =>
      reservations().remainingPayment((await sessionOf(request)).user.id, request.params.id, request.body),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Cancel an order: at once before payment, refunded within the right of withdrawal',
        description:
          'Within 7 days in Brazil (10 in Argentina) of the payment or the delivery, whichever is later, ' +
          'everything paid is refunded through the gateway; later, the request goes to staff. A refund the ' +
          "gateway refuses answers 'Tivemos um problema ao solicitar o cancelamento.'.",
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: CancelBody,
        response: {
          200: CancelAnswer,
          400: ErrorResponse,
          409: ErrorResponse,
          502: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) =>
      reservations().cancel(
        (await sessionOf(request)).user.id,
        request.params.id,
        request.headers['idempotency-key'],
        request.body,
      ),
  );

  app.put(
    '/reservations/:id/welcome-kit',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Where the welcome kit of a paid order goes',
        params: OrderIdParams,
        body: WelcomeKitAddress,
        response: {
          200: ReservationOrder,
          400: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) =>
      reservations().welcomeKit((await sessionOf(request)).user.id, request.params.id, request.body),
  );

  // Multipart only for this module's routes, with the upload limit of the contract.
  await (app as unknown as FastifyInstance).register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 },
  });
  const storage = app.ports.fileStorage;

  app.post(
    '/reservations/:id/documents',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Upload one document of the buyer for an order (multipart: type, file)',
        description:
          "Types: CNH, RG, CPF, PROOF_OF_ADDRESS in Brazil; DNI, CUIL, UIF in Argentina. PDF, JPEG or PNG, read from the file's bytes. " +
          "Over 5 MB answers 413 'Arquivos excederam o tamanho máximo'. Once the market's set is complete, a boleto can be issued.",
        params: OrderIdParams,
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            order: ReservationOrder,
            document: z.object({
              id: z.uuid(),
              type: z.string(),
              contentType: z.string(),
              size: z.number().int(),
            }),
          }),
          400: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      if (!request.isMultipart())
        throw new DomainError('unsupported_media_type', {}, { detail: 'multipart/form-data expected' });
      let type = '';
      let file: { fileName: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            file = { fileName: part.filename, data };
          } else if (part.fieldname === 'type' && typeof part.value === 'string') {
            type = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new DomainError('files_too_large');
        }
        throw new DomainError('validation_error', {}, { detail: 'Malformed multipart body' });
      }
      if (!type || !file || file.data.length === 0)
        throw new DomainError('validation_error', {}, { detail: 'type and file are required' });
      const answer = await reservations().uploadDocument(user.id, request.params.id, type, file, storage);
      return reply.code(201).send(answer);
    },
  );

  // ---- Anti-fraud selfie and identity validation ----

  app.get(
    '/reservations/:id/identity',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: "Where the order's anti-fraud selfie and identity validation stand",
        params: OrderIdParams,
        response: { 200: OrderIdentityAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return options
        .identity()
        .identity((await sessionOf(request)).user.id, request.params.id, requestLocale(request));
    },
  );

  app.post(
    '/reservations/:id/face/detect',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary:
          'Send the anti-fraud selfie of an order (multipart: file); answers whether one face is found',
        description:
          "JPEG or PNG read from the picture's bytes, up to 3 MB (413 'Arquivos excederam o tamanho máximo'). " +
          'Each picture without a face uses one of the attempts the page settings give (selfieMaxAttempts, 3 ' +
          'by default); once they are used up the call answers 409 `selfie_attempts_exceeded`. An accepted ' +
          'selfie opens the identity validation (VALIDATING_IDENTITY … AWAITING_QUIZ) and moves a paid order ' +
          'to ANTI_FRAUD. A face partner that cannot answer gives 502 and does not use an attempt.',
        params: OrderIdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: FaceDetectAnswer,
          400: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          502: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      const locale = requestLocale(request);
      if (!request.isMultipart())
        throw new DomainError('unsupported_media_type', {}, { detail: 'multipart/form-data expected' });
      let image: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') image = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new DomainError('files_too_large');
        }
        throw new DomainError('validation_error', {}, { detail: 'Malformed multipart body' });
      }
      if (!image || image.length === 0)
        throw new DomainError('validation_error', {}, { detail: 'file is required' });
      return options.identity().detect(user.id, request.params.id, image, locale);
    },
  );

  /** The identity quiz's two calls take and answer the same: keep the answers so far, or answer. */
  const quizRoute = (url: string, summary: string, call: 'saveQuiz' | 'answerQuiz') =>
    app.post(
      url,
      {
        config: OWN,
        schema: {
          tags: TAGS,
          summary,
          params: OrderIdParams,
          body: QuizAnswersBody,
          response: { 200: OrderIdentityAnswer, 400: ErrorResponse, 409: ErrorResponse, ...refusals },
        },
      },
      async (request) => {
        const { user } = await sessionOf(request);
        return options.identity()[call](user.id, request.params.id, request.body, requestLocale(request));
      },
    );
  quizRoute(
    '/reservations/:id/quiz/save',
    'Keep the identity quiz answers chosen so far (nothing is judged)',
    'saveQuiz',
  );
  quizRoute(
    '/reservations/:id/quiz-answers',
    'Answer the identity quiz: all right validates the identity, a wrong answer sends it to the dealer',
    'answerQuiz',
  );

  // ---- Dealer desk and back office ----

  const staffSecurity = [{ staffToken: [] }];

  app.get(
    '/reservations/staff/orders',
    {
      config: { access: requirement('orders:read-dealer') },
      schema: {
        tags: TAGS,
        summary: "Orders of the caller's dealers (all of them for staff), latest change first",
        security: staffSecurity,
        querystring: StaffOrdersQuery,
        response: { 200: UserReservesAnswer, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const desk = await dealerDeskOf(request);
      return {
        orders: await reservations().staffOrders(desk.dealerCodes, request.query),
      };
    },
  );

  app.put(
    '/reservations/reprocess/:campaign',
    {
      config: { access: requirement('integration-errors:reprocess') },
      schema: {
        tags: TAGS,
        summary: "Reprocess a campaign's orders: stuck payments and reservations whose time ran out",
        description:
          'Payments a crash left `creating` are finished or failed by asking the gateway with their idempotency ' +
          'key; `pending` ones whose webhook never came are read back and applied (a payment for an order that ' +
          'ended is refunded); reservations whose countdown ran out are ended and their cars freed. Every step ' +
          'is conditional: calling again changes nothing more.',
        security: staffSecurity,
        params: ReprocessParams,
        response: {
          200: ReprocessAnswer,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const brands = caller.kind === 'anonymous' ? undefined : caller.actor.brands;
      return reservations().reprocess(request.params.campaign, brands);
    },
  );

  app.patch(
    '/reservations/staff/orders/:id/identity',
    {
      config: { access: requirement('orders:update-dealer') },
      schema: {
        tags: TAGS,
        summary: "Clear an order's buyer by hand in the identity validation",
        description:
          'Staff may move a buyer waiting at the anti-fraud bureau (AWAITING_INOVAMIND) or after a failed quiz ' +
          '(AWAITING_QUIZ) to SYNC_SALESFORCE, which is followed by PERSISTED_ON_HUB; other steps answer 409.',
        security: staffSecurity,
        params: OrderIdParams,
        body: IdentityStepBody,
        response: {
          200: OrderIdentityAnswer,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => {
      const desk = await dealerDeskOf(request);
      return options
        .identity()
        .staffStep(desk.dealerCodes, request.params.id, request.body.to, requestLocale(request));
    },
  );

  app.patch(
    '/reservations/staff/orders/:id/status',
    {
      config: { access: requirement('orders:update-dealer') },
      schema: {
        tags: TAGS,
        summary: 'Move an order one step of the timeline',
        description: 'Only the steps of the transition table staff may take; others answer 409.',
        security: staffSecurity,
        params: OrderIdParams,
        body: MoveOrderBody,
        response: {
          200: ReservationOrder,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => {
      const desk = await dealerDeskOf(request);
      return reservations().move(
        { kind: 'staff', dealerCodes: desk.dealerCodes },
        request.params.id,
        request.body,
      );
    },
  );
};
