import { requirement } from '@autohub/domain';
import {
  BatchCustomPrice,
  DealerPrice,
  DealerQuery,
  DealerVersionQuery,
  ErrorResponse,
  PriceTypes,
  PriceVisualizer,
  SpecialDiscount,
  VisualizerQuery,
  WorkingPrice,
  WorkingPriceCsvImport,
  WorkingPriceCsvReport,
  WorkingPriceList,
  WorkingPriceRequest,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/error-handler.js';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { type DealerPricesService, createDealerPricesService } from './dealer-prices.service.js';

const security = [{ staffToken: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
// Sellers read the prices they quote with; managers (and staff) keep the working prices.
const OWN =
  ' A dealer account reaches its own dealers only (another dealer answers 404); staff reach every dealer.';

export const dealerPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: DealerPricesService | undefined;
  const dealerPrices = (): DealerPricesService => (service ??= createDealerPricesService(app.database.db));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/prices/dealers/price',
    {
      config: { access: requirement('quotations:save') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: 'The price a dealer sells a version at: its working price, else the public price',
        description: `The quotation simulator starts from this price.${OWN}`,
        security,
        querystring: DealerVersionQuery,
        response: { 200: DealerPrice, ...errors },
      },
    },
    async (request) => dealerPrices().dealerPrice(await dealerDeskOf(request), request.query, request.log),
  );

  app.get(
    '/prices/batchCustomPrice',
    {
      config: { access: requirement('quotations:save') },
      schema: {
        tags: ['prices', 'dealer'],
        summary:
          "A dealer's price list of a version: the version at its working price, parts at the dealer's state",
        description: OWN.trim(),
        security,
        querystring: DealerVersionQuery,
        response: { 200: BatchCustomPrice, ...errors },
      },
    },
    async (request) => {
      const {
        priced: _priced,
        version: _version,
        publicBase: _publicBase,
        ...batch
      } = await dealerPrices().batchCustomPrice(await dealerDeskOf(request), request.query, request.log);
      return batch;
    },
  );

  app.get(
    '/prices/specialDiscount',
    {
      config: { access: requirement('quotations:save') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: "The most discount a dealer's sellers may give on a version",
        description: `Null when the dealer set none (no limit).${OWN}`,
        security,
        querystring: DealerVersionQuery,
        response: { 200: SpecialDiscount, ...errors },
      },
    },
    async (request) => dealerPrices().specialDiscount(await dealerDeskOf(request), request.query),
  );

  app.get(
    '/prices/types',
    {
      config: { access: requirement('quotations:save') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: 'The price types',
        security,
        response: { 200: PriceTypes, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => ({
      types: [
        { type: 'EC' as const, description: 'Public online (e-commerce) price per state or province.' },
        { type: 'CUSTOM' as const, description: "The dealer network's campaign price, where one applies." },
        {
          type: 'WORKING' as const,
          description: "A dealer's own selling price of a version and model year.",
        },
      ],
    }),
  );

  app.get(
    '/prices/dealers/working-price',
    {
      config: { access: requirement('working-prices:manage') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: "A dealer's working prices",
        description: OWN.trim(),
        security,
        querystring: DealerQuery,
        response: { 200: WorkingPriceList, ...errors },
      },
    },
    async (request) => ({
      items: await dealerPrices().list(await dealerDeskOf(request), request.query.dealerCode),
    }),
  );

  app.post(
    '/prices/dealers/working-price',
    {
      config: { access: requirement('working-prices:manage') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: 'Set a working price for a version and model year',
        description: `409 when the dealer has one already (change it with PUT).${OWN}`,
        security,
        body: WorkingPriceRequest,
        response: { 201: WorkingPrice, ...errors, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await dealerPrices().create(await dealerDeskOf(request), request.body)),
  );

  app.put(
    '/prices/dealers/working-price',
    {
      config: { access: requirement('working-prices:manage') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: 'Change a working price',
        description: OWN.trim(),
        security,
        body: WorkingPriceRequest,
        response: { 200: WorkingPrice, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => dealerPrices().update(await dealerDeskOf(request), request.body),
  );

  app.get(
    '/prices/dealers/working-price/csv',
    {
      config: { access: requirement('working-prices:manage') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: "A dealer's working prices as CSV (mvsCode;modelYear;price;specialDiscount)",
        description: OWN.trim(),
        security,
        querystring: DealerQuery,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await dealerPrices().exportCsv(await dealerDeskOf(request), request.query.dealerCode);
      void reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="working-prices-${request.query.dealerCode}.csv"`,
        );
      return csv;
    },
  );

  app.post(
    '/prices/dealers/working-price/csv',
    {
      config: { access: requirement('working-prices:manage') },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['prices', 'dealer'],
        summary: 'Import working prices from CSV, with a report of the rejected rows',
        description:
          'Good rows are written (a row replaces the price the dealer had for that version and year); each ' +
          `rejected row comes back with its line, reason and a message in the caller's language.${OWN}`,
        security,
        body: WorkingPriceCsvImport,
        response: { 200: WorkingPriceCsvReport, ...errors },
      },
    },
    async (request) =>
      dealerPrices().importCsv(await dealerDeskOf(request), request.body, requestLocale(request)),
  );

  app.get(
    '/prices/visualizer',
    {
      config: { access: requirement('working-prices:manage') },
      schema: {
        tags: ['prices', 'dealer'],
        summary: "A dealer's working prices beside the public prices, per version",
        description: OWN.trim(),
        security,
        querystring: VisualizerQuery,
        response: { 200: PriceVisualizer, ...errors },
      },
    },
    async (request) => dealerPrices().visualizer(await dealerDeskOf(request), request.query, request.log),
  );
};
