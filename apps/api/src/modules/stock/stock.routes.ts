import { publicCall } from '@autohub/domain';
import { ErrorResponse, StockAvailability, StockAvailableQuery } from '@autohub/contract';
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
};
