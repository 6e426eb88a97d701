import { type Locale, requirement } from '@autohub/domain';
import {
  type ConfiguratorVersion,
  type Quotation,
  DealerDesk,
  ErrorResponse,
  FactoryStock,
  QuotationIdParams,
  QuotationList,
  QuotationListQuery,
  QuotationOpenRequest,
  QuotationPdfQuery,
  QuotationSaveResult,
  QuotationUpdateRequest,
  QuotationView,
  StaffQuotationListQuery,
  StockProposalRequest,
} from '@autohub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/error-handler.js';
import { callerOf } from '../../http/auth.js';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { type DealersService, createDealersService } from '../dealers/dealers.service.js';
import { dealerVisitsRoutes } from './dealer-visits.routes.js';
import { type QuotationsService, createQuotationsService } from './quotations.service.js';

const security = [{ staffToken: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 409: ErrorResponse, 422: ErrorResponse };
const pdfResponse = {
  200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
  ...errors,
};
// Sellers and managers of the quotation's dealer (`quotations:save`); staff for any dealer.
const OWN = ' Another dealer’s quotation answers 404, as if it did not exist; staff see every dealer’s.';
const DESK = { access: requirement('quotations:save') };
const STAFF = { access: requirement('quotations:read-any') };

/** A route's options: who may call it, and its schema with the tags and the staff token. */
function route<S extends object>(config: typeof DESK, tags: string[], schema: S) {
  return { config, schema: { tags, security, ...schema } };
}

/** A dealer-desk route on one quotation (`:id`), whose description ends with the 404 of another dealer's. */
function deskQuotation<S extends { summary: string; description?: string }>(tags: string[], schema: S) {
  const description = `${schema.description ?? ''}${OWN}`.trim();
  return route(DESK, tags, { ...schema, description, params: QuotationIdParams });
}

export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: QuotationsService | undefined;
  const quotations = (): QuotationsService =>
    (service ??= createQuotationsService(app.database.db, {
      crm: () => app.ports.crm,
      crmTimeoutMs: app.config.ports.crm.timeoutMs,
    }));

  let dealers: DealersService | undefined;
  const dealersService = (): DealersService => (dealers ??= createDealersService(app.database.db));

  await app.register(dealerVisitsRoutes);

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/dealer/quotations/desk',
    route(DESK, ['quotations', 'dealer'], {
      summary: 'The dealers this desk quotes for',
      description: 'A dealer account quotes for the dealers of its codes; staff for any dealer.',
      response: { 200: DealerDesk, 401: ErrorResponse, 403: ErrorResponse },
    }),
    async (request) => dealersService().desk(await dealerDeskOf(request)),
  );

  app.post(
    '/dealer/quotations',
    route(DESK, ['quotations', 'dealer'], {
      summary: 'Open the quotation of a CRM opportunity',
      description:
        "Starts from the dealer's price of the version (working price, else the public price). The same " +
        `quotation number at the same dealer reopens the quotation already there (200).${OWN}`,
      body: QuotationOpenRequest,
      response: { 200: QuotationView, 201: QuotationView, ...writeErrors },
    }),
    async (request, reply) => {
      const { view, created } = await quotations().open(
        await dealerDeskOf(request),
        request.body,
        request.log,
      );
      return reply.code(created ? 201 : 200).send(view);
    },
  );

  app.get(
    '/dealer/quotations',
    route(DESK, ['quotations', 'dealer'], {
      summary: "The quotations of the caller's dealers, latest first",
      querystring: QuotationListQuery,
      response: { 200: QuotationList, ...errors },
    }),
    async (request) => ({
      items: await quotations().list(await dealerDeskOf(request), request.query, request.log),
    }),
  );

  app.get(
    '/dealer/quotations/:id',
    deskQuotation(['quotations', 'dealer'], {
      summary: 'A quotation with its version and the dealer price list, to re-price in the browser',
      response: { 200: QuotationView, ...errors },
    }),
    async (request) => quotations().get(await dealerDeskOf(request), request.params.id, request.log),
  );

  app.put(
    '/dealer/quotations/:id',
    deskQuotation(['quotations', 'dealer'], {
      summary: 'Change the car, the price, bonus, discount, payment, validity or comment',
      description:
        'The build is checked with the configurator engine (422 quotation.build_invalid); the new price must be ' +
        'greater than the initial price (422 quotation.price_not_greater); the discount stays within the ' +
        "dealer's special discount (422 quotation.discount_above_limit). A saved quotation answers 409 " +
        'quotation.already_saved.',
      body: QuotationUpdateRequest,
      response: { 200: QuotationView, ...writeErrors },
    }),
    async (request) =>
      quotations().update(await dealerDeskOf(request), request.params.id, request.body, request.log),
  );

  app.get(
    '/dealer/quotations/:id/stock',
    deskQuotation(['quotations', 'dealer', 'stock'], {
      summary: "Factory stock matching the quotation's version and model year, the dealer's state first",
      description: 'On a stock failure the answer is 200 with no units and unavailable true.',
      response: { 200: FactoryStock, ...errors },
    }),
    async (request) => quotations().factoryStock(await dealerDeskOf(request), request.params.id, request.log),
  );

  app.post(
    '/dealer/quotations/:id/stock-proposal',
    deskQuotation(['quotations', 'dealer', 'stock'], {
      summary: 'Make a stock proposal of a factory unit',
      description: 'The quotation as it was is kept; discarding the proposal returns to it.',
      body: StockProposalRequest,
      response: { 200: QuotationView, ...writeErrors },
    }),
    async (request) =>
      quotations().chooseStock(
        await dealerDeskOf(request),
        request.params.id,
        request.body.unitId,
        request.log,
      ),
  );

  app.delete(
    '/dealer/quotations/:id/stock-proposal',
    deskQuotation(['quotations', 'dealer', 'stock'], {
      summary: 'Discard the stock proposal and return to the initial quotation',
      response: { 200: QuotationView, ...writeErrors },
    }),
    async (request) => quotations().discardStock(await dealerDeskOf(request), request.params.id, request.log),
  );

  app.post(
    '/dealer/quotations/:id/save',
    deskQuotation(['quotations', 'dealer', 'crm'], {
      summary: 'Save the quotation to the CRM (once)',
      description:
        'Queued in the outbox and tried at once. SAVED; FAILED with the CRM code 001–006 and its message; or ' +
        'PENDING when the CRM did not answer in time (the outbox keeps sending the same delivery). A saved ' +
        'quotation answers 409 quotation.already_saved: it is reopened from the CRM.',
      response: { 200: QuotationSaveResult, ...writeErrors },
    }),
    async (request) =>
      quotations().save(await dealerDeskOf(request), request.params.id, requestLocale(request), request.log),
  );

  // Back office: every dealer's quotations, read only, within a brand-limited account's brands.
  const staffBrands = async (request: FastifyRequest): Promise<readonly string[] | undefined> => {
    const caller = await callerOf(request);
    return caller.kind === 'anonymous' ? [] : caller.actor.brands;
  };

  app.get(
    '/staff/quotations',
    route(STAFF, ['staff', 'quotations'], {
      summary: "Every dealer's quotations, latest first",
      description:
        'Filtered by brand, country, dealer and status; an account limited to some brands sees only theirs.',
      querystring: StaffQuotationListQuery,
      response: { 200: QuotationList, ...errors },
    }),
    async (request) => {
      const limits = await staffBrands(request);
      const { brand, ...filter } = request.query;
      const brands =
        brand === undefined ? limits : limits === undefined || limits.includes(brand) ? [brand] : [];
      return { items: await quotations().list('any', { ...filter, brands }, request.log) };
    },
  );

  app.get(
    '/staff/quotations/:id',
    route(STAFF, ['staff', 'quotations'], {
      summary: 'A quotation of any dealer, read only',
      description: "Another brand's quotation answers 404 for an account limited to some brands.",
      params: QuotationIdParams,
      response: { 200: QuotationView, ...errors },
    }),
    async (request) => quotations().getForStaff(await staffBrands(request), request.params.id, request.log),
  );

  app.get(
    '/staff/quotations/:id/pdf',
    route(STAFF, ['staff', 'quotations'], {
      summary: 'The PDF of a quotation of any dealer',
      params: QuotationIdParams,
      querystring: QuotationPdfQuery,
      response: pdfResponse,
    }),
    async (request, reply) =>
      sendPdf(
        reply,
        await quotations().pdfForStaff(await staffBrands(request), request.params.id, request.log),
        request.query.locale ?? requestLocale(request),
      ),
  );

  app.get(
    '/dealer/quotations/:id/pdf',
    deskQuotation(['quotations', 'dealer'], {
      summary: 'The quotation as a PDF for the customer: car, items, prices and validity',
      querystring: QuotationPdfQuery,
      response: pdfResponse,
    }),
    async (request, reply) =>
      sendPdf(
        reply,
        await quotations().forPdf(await dealerDeskOf(request), request.params.id, request.log),
        request.query.locale ?? requestLocale(request),
      ),
  );
};

/** Answers with the quotation as a PDF document in the given locale. */
async function sendPdf(
  reply: FastifyReply,
  { quotation, version }: { quotation: Quotation; version: ConfiguratorVersion },
  locale: Locale,
): Promise<FastifyReply> {
  const { renderQuotationPdf } = await import('./quotation-pdf.js');
  const pdf = await renderQuotationPdf(quotation, version, locale);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="quotation-${quotation.quotationNumber}.pdf"`)
    .send(pdf);
}
