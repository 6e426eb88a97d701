import { publicCall, requirement } from '@autohub/domain';
import {
  ErrorResponse,
  IdempotencyHeaders,
  StockAvailability,
  StockAvailableQuery,
  StockReductionAnswer,
  StockReductionBody,
  StockUnitParams,
} from '@autohub/contract';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { createStockUnitService } from './stock-units.service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StockService, createStockService } from './stock.service.js';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: StockService | undefined;
  const stock = (): StockService => (service ??= createStockService(app.database.db));

  app.get(
    '/stock/available',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['stock'],
        summary: 'Dealer stock of a version and its delivery label',
        description:
          'Quantity in a state (or the whole market) and the label: ready for delivery, delivery in N days, ' +
          'undefined or notify me. When the stock service fails the answer is still 200, with empty data ' +
          'and `unavailable: true`.',
        querystring: StockAvailableQuery,
        response: { 200: StockAvailability, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return stock().available(request.query, request.log);
    },
  );

  app.patch(
    '/stock/:id/reduction',
    {
      config: { access: requirement('stock:update') },
      schema: {
        tags: ['stock'],
        summary: "Take one of the caller's dealers' cars out of online sale (stock reduction)",
        description:
          'For the dealer desk and the dealership management system (DMS). One conditional update: a car an ' +
          'order holds (its countdown running, its Pix or boleto open) or bought answers 409 `unit_held` and stays ' +
          "the buyer's; the version's stock count in the state drops by one. The same `Idempotency-Key` answers " +
          'the same reduction again; another key answers 409 `unit_already_reduced`.',
        headers: IdempotencyHeaders,
        params: StockUnitParams,
        body: StockReductionBody,
        response: {
          200: StockReductionAnswer,
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
      return createStockUnitService(app.database.db).reduce(
        request.params.id,
        { reason: request.body.reason, key: request.headers['idempotency-key'] },
        desk,
        new Date(),
      );
    },
  );
};
