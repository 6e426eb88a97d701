import { DomainError, publicCall, requirement } from '@autohub/domain';
import {
  DealerDesk,
  ErrorResponse,
  RecallCampaignList,
  RecallCampaignParams,
  RecallRepairRequest,
  RecallSearchQuery,
  RecallSearchResult,
  RecallVoucherQuery,
  VehicleRecall,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { type DealersService, createDealersService } from '../dealers/dealers.service.js';
import { renderRecallVoucherPdf } from './recall-voucher-pdf.js';
import { type RecallsService, createRecallsService } from './recalls.service.js';

const ERRORS = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const recallsRoutes: FastifyPluginAsyncZod = async (app) => {
  let dealersService: DealersService | undefined;
  const dealers = (): DealersService => (dealersService ??= createDealersService(app.database.db));
  let service: RecallsService | undefined;
  const recalls = (): RecallsService => (service ??= createRecallsService(app.database.db));

  app.get(
    '/recalls/search',
    {
      config: { access: publicCall('recall-lookup') },
      schema: {
        tags: ['recalls'],
        summary: 'Recalls of a car by plate or chassis',
        description:
          'A plate of the market (Brazil ABC1D23 or ABC1234, Argentina AB123CD or ABC123) is looked up in ' +
          'the vehicle registry; a chassis (17) is used as it is. ' +
          'Every campaign of the brand whose range reaches the chassis, pending first. A chassis found ' +
          'by plate is shown masked but for its last six characters.',
        querystring: RecallSearchQuery,
        response: { 200: RecallSearchResult, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return recalls().search(request.query.brand, request.query.query, request.query.country);
    },
  );

  app.get(
    '/recall-campaigns/:brand/:market',
    {
      config: { access: publicCall('recall-lookup') },
      schema: {
        tags: ['recalls'],
        summary: 'Recall campaigns of a brand in a market, the newest first',
        params: RecallCampaignParams,
        response: { 200: RecallCampaignList, 400: ErrorResponse },
      },
    },
    async (request) => ({ items: await recalls().campaigns(request.params.brand, request.params.market) }),
  );

  app.get(
    '/recalls/voucher',
    {
      config: { access: publicCall('recall-lookup') },
      schema: {
        tags: ['recalls'],
        summary: 'The voucher of a pending recall (PDF), to take to the dealer',
        querystring: RecallVoucherQuery,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const voucher = await recalls().voucher(
        request.query.brand,
        request.query.query,
        request.query.campaign,
        request.query.country,
      );
      const pdf = await renderRecallVoucherPdf(voucher, request.query.locale);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="recall-${voucher.recall.code}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/dealer/recalls/desk',
    {
      config: { access: requirement('recalls:perform') },
      schema: {
        tags: ['recalls', 'dealer'],
        summary: 'The dealers this desk records recall work for',
        security: [{ staffToken: [] }],
        response: { 200: DealerDesk, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return dealers().desk(await dealerDeskOf(request));
    },
  );

  app.post(
    '/dealer/recalls/repairs',
    {
      config: { access: requirement('recalls:perform') },
      schema: {
        tags: ['recalls', 'dealer'],
        summary: 'Record the recall work done on a chassis (dealer)',
        description:
          'A dealer account records work for its own dealers only; staff for any. Recording twice ' +
          'changes nothing. 409 `recall.not_applicable` when the campaign does not reach the chassis.',
        security: [{ staffToken: [] }],
        body: RecallRepairRequest,
        response: { 200: VehicleRecall, 401: ErrorResponse, 403: ErrorResponse, ...ERRORS },
      },
    },
    async (request) => {
      const desk = await dealerDeskOf(request);
      // One of the account's codes, at a dealer of the brands it works for.
      const own = desk.dealerCodes.includes(request.body.dealerCode)
        ? await dealers().dealersWithCodes([request.body.dealerCode], desk.brands)
        : [];
      if (own.length === 0) throw new DomainError('forbidden', {}, { detail: 'Not one of your dealers' });
      return recalls().recordRepair(request.body);
    },
  );
};
