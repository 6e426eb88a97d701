import {
  B2EReserveBody,
  EmployeeApprovalItem,
  EmployeeApprovalParams,
  EmployeeApprovalsAnswer,
  EmployeeDecisionBody,
  IdempotencyHeaders,
  PartnerApproverAnswer,
  PartnerApproverBody,
  PartnerCompanyParams,
  PartnerPeopleCsvImport,
  PartnerPeopleCsvReport,
  ReservationOrder,
  B2EImpediments,
  B2EMarketQuery,
  BillQuery,
  BillUrl,
  BillUrlQuery,
  DiscountedBuildPrice,
  EmployeeValidateRequest,
  EmployeeValidation,
  EperProfile,
  EperV3,
  ErrorResponse,
  ProgramPriceQuery,
  ReserveAvailability,
  ReserveAvailabilityQuery,
  StaffPartnerCompanies,
  StaffPartnersQuery,
} from '@autohub/contract';
import { B2E_BUYER_TYPE_LABELS, type Locale, formatMoney, publicCall, requirement } from '@autohub/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, sessionOf } from '../../http/auth.js';
import { linkBase } from '../../http/link-base.js';
import { localeFromAcceptLanguage } from '../../http/locale.js';
import { createPdf } from '../../lib/pdf.js';
import { createPricesService } from '../prices/prices.service.js';
import { createStockService } from '../stock/stock.service.js';
import { type B2EService, createB2EService } from './b2e.service.js';

const PURCHASE = requirement('b2e:purchase');
const APPROVE = requirement('b2e:approve');
const MANAGE = requirement('b2e:manage');
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const TAGS = ['b2e'];
const languageOf = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);

export const b2eRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: B2EService | undefined;
  const b2e = (): B2EService =>
    (service ??= createB2EService(app.database.db, {
      secret: app.config.sessionSecret,
      prices: () => createPricesService(app.database.db),
      stock: () => createStockService(app.database.db),
      reservations: () => app.reservations,
    }));

  app.post(
    '/b2e/reserve',
    {
      config: { access: PURCHASE },
      schema: {
        tags: [...TAGS, 'reservations'],
        summary: 'Reserve a car of the online reservation at the program price (employee purchase)',
        description:
          "The buyer's stored validation (auth/eper) gives the discount off the build price. The order enters " +
          "APPROVAL_EMPLOYEE, the car held, until the partner company's approver decides. 409 `b2e_not_eligible` " +
          "with the impediments, 409 `b2e_limit_reached` when the yearly limit of the holder's circle is used up " +
          '(counted under a lock inside the reservation), 409 `unit_unavailable` when the car was just taken. The ' +
          'same `Idempotency-Key` answers the same order.',
        headers: IdempotencyHeaders,
        body: B2EReserveBody,
        response: { 201: ReservationOrder, ...ERRORS, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const order = await b2e().reserve(
        user.id,
        request.headers['idempotency-key'],
        request.body,
        languageOf(request),
        linkBase(request),
      );
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/b2e/approvals',
    {
      config: { access: APPROVE },
      schema: {
        tags: TAGS,
        summary: "The partner company approver's list of employee-program reservations",
        description:
          'Only the companies the account is named approver of (none: empty lists); waiting ' +
          'reservations (APPROVAL_EMPLOYEE) first. `pending=true` lists only those.',
        querystring: z.object({ pending: z.enum(['true', 'false']).optional() }),
        response: { 200: EmployeeApprovalsAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().approvals((await sessionOf(request)).user.id, request.query.pending === 'true');
    },
  );

  app.post(
    '/b2e/approvals/:orderId',
    {
      config: { access: APPROVE },
      schema: {
        tags: TAGS,
        summary: "Approve or refuse an employee-program reservation of the approver's company",
        description:
          'Approved, the order goes back to PRE_RESERVE with a fresh countdown for the buyer to pay the program ' +
          "price; refused, it is CANCELLED (`employer_refused`) and the car freed. Another company's order " +
          'answers 404; one already decided 409 `order_moved`.',
        params: EmployeeApprovalParams,
        body: EmployeeDecisionBody,
        response: { 200: EmployeeApprovalItem, ...ERRORS, 409: ErrorResponse },
      },
    },
    async (request) => b2e().decide((await sessionOf(request)).user.id, request.params.orderId, request.body),
  );

  app.get(
    '/staff/b2e/partners',
    {
      config: { access: MANAGE },
      schema: {
        tags: [...TAGS, 'staff'],
        summary: 'The partner companies of a market, for the companies desk',
        description:
          'Each with the number of people on its list and the e-mails of its approvers, so the desk picks the ' +
          'company before importing its list or naming its approver.',
        querystring: StaffPartnersQuery,
        response: { 200: StaffPartnerCompanies, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().partners(request.query.market);
    },
  );

  app.post(
    '/staff/b2e/partners/:code/approvers',
    {
      config: { access: MANAGE },
      schema: {
        tags: [...TAGS, 'staff'],
        summary: 'Name an account approver of a partner company (its HR)',
        description:
          "The account then sees and decides the company's employee-program reservations, and no other company's.",
        params: PartnerCompanyParams,
        body: PartnerApproverBody,
        response: { 200: PartnerApproverAnswer, ...ERRORS },
      },
    },
    async (request) => b2e().addApprover(request.params.code, request.body.email),
  );

  app.post(
    '/staff/b2e/partners/:code/people/import',
    {
      config: { access: MANAGE },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: [...TAGS, 'staff'],
        summary: "Import a partner company's list of employees (CSV), with a report of the rejected rows",
        description:
          'Upsert by registration number: a row replaces the person with the same number at the company. Rows ' +
          'with an invalid document (CPF; DNI or CUIL), a document or number repeated in the file, or a document ' +
          "already under another number come back with their line and a message in the caller's language.",
        params: PartnerCompanyParams,
        body: PartnerPeopleCsvImport,
        response: { 200: PartnerPeopleCsvReport, ...ERRORS },
      },
    },
    async (request) => b2e().importPeople(request.params.code, request.body.csv, languageOf(request)),
  );

  app.post(
    '/employee/validate',
    {
      config: { access: publicCall('employee-validation') },
      schema: {
        tags: TAGS,
        summary: 'Validate a buyer against a partner company (employee purchase)',
        description:
          'No bearer (spec). Employees and collaborators give their own document and registration number; family ' +
          "members, dependents and assignees also give the holder's document. A signed-in buyer's validation is kept " +
          'for 30 days (auth/eper); a visitor sees the answer and is asked to sign in to keep it. Impediments are ' +
          'listed all at once, in the language of Accept-Language.',
        body: EmployeeValidateRequest,
        response: { 200: EmployeeValidation, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const caller = await callerOf(request);
      return b2e().validate(request.body, {
        userId: caller.kind === 'session' ? caller.user.id : null,
        locale: languageOf(request),
      });
    },
  );

  app.get(
    '/b2e/impediments',
    {
      config: { access: PURCHASE },
      schema: {
        tags: TAGS,
        summary: 'What keeps the signed-in buyer from the program in a market',
        querystring: B2EMarketQuery,
        response: { 200: B2EImpediments, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().impediments((await sessionOf(request)).user.id, request.query.market, languageOf(request));
    },
  );

  app.get(
    '/auth/eper',
    {
      config: { access: PURCHASE },
      schema: {
        tags: [...TAGS, 'auth'],
        summary: 'The employee-program standing of the signed-in person',
        response: { 200: EperProfile, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().eper((await sessionOf(request)).user.id);
    },
  );

  app.get(
    '/auth/v3/eper',
    {
      config: { access: PURCHASE },
      schema: {
        tags: [...TAGS, 'auth'],
        summary: "The employee-program standing with the market's program rules (v3)",
        querystring: B2EMarketQuery,
        response: { 200: EperV3, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().eperV3((await sessionOf(request)).user.id, request.query.market);
    },
  );

  app.get(
    '/b2e/program-price',
    {
      config: { access: PURCHASE },
      schema: {
        tags: TAGS,
        summary: 'The program price of a build for the signed-in, validated buyer',
        description:
          "The build price is the price service's (price/reservation, the configurator sum); the buyer type's program " +
          'discount comes off it. 409 b2e_not_eligible, with the impediments in the message, otherwise.',
        querystring: ProgramPriceQuery,
        response: { 200: DiscountedBuildPrice, ...ERRORS, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().programPrice(
        (await sessionOf(request)).user.id,
        request.query,
        languageOf(request),
        request.log,
      );
    },
  );

  app.get(
    '/b2e/reserve/availability',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: TAGS,
        summary: 'Whether a version can be reserved through the program (dealer stock)',
        querystring: ReserveAvailabilityQuery,
        response: { 200: ReserveAvailability, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => b2e().availability({ ...request.query }, request.log),
  );

  app.get(
    '/b2e/bill/generate-url',
    {
      config: { access: publicCall('employee-validation') },
      schema: {
        tags: TAGS,
        summary: 'A link to the program price statement of a build, good for an hour',
        description: 'No bearer (spec): the validation id (from auth/eper) is what grants it.',
        querystring: BillUrlQuery,
        response: { 200: BillUrl, 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return b2e().billUrl(request.query, request.log);
    },
  );

  app.get(
    '/b2e/bill',
    {
      config: { access: publicCall('employee-validation') },
      schema: {
        tags: TAGS,
        summary: 'The program price statement (PDF) a bill link points at',
        querystring: BillQuery,
        produces: ['application/pdf'],
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const locale = languageOf(request);
      const { row, company, price, query } = await b2e().bill(request.query.token, locale, request.log);
      const pt = locale === 'pt-BR';
      const { doc, bytes } = createPdf(
        pt ? 'Demonstrativo do preço do programa' : 'Resumen del precio del programa',
      );
      const money = (cents: number | null) =>
        cents === null ? 'Valor não disponível no momento' : formatMoney(cents, price.currency, locale);
      doc
        .fontSize(18)
        .text(pt ? 'Programa de compra para colaboradores' : 'Programa de compra para empleados');
      doc.moveDown().fontSize(11);
      doc.text(`${pt ? 'Empresa parceira' : 'Empresa asociada'}: ${company ?? row.companyCode}`);
      doc.text(
        `${pt ? 'Comprador' : 'Comprador'}: ${B2E_BUYER_TYPE_LABELS[row.buyerType as keyof typeof B2E_BUYER_TYPE_LABELS]?.[locale] ?? row.buyerType} · ${row.documentHint}`,
      );
      doc.text(
        `${pt ? 'Versão' : 'Versión'}: ${query.mvsCode} ${query.year} · ${pt ? 'cor' : 'color'} ${query.colorCode}`,
      );
      doc.moveDown();
      doc.text(`${pt ? 'Preço de tabela' : 'Precio de lista'}: ${money(price.listPrice)}`);
      doc.text(
        `${pt ? 'Desconto do programa' : 'Descuento del programa'} (${(price.basisPoints / 100).toFixed(2)}%): ${money(price.discount)}`,
      );
      doc.fontSize(14).text(`${pt ? 'Preço do programa' : 'Precio del programa'}: ${money(price.price)}`);
      doc.end();
      void reply.header('content-type', 'application/pdf').header('cache-control', 'no-store');
      return reply.send(await bytes);
    },
  );
};
