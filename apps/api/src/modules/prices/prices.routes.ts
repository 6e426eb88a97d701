import {
  BatchPrices,
  BatchPricesQuery,
  ErrorResponse,
  ReservationPrice,
  ReservationPriceQuery,
  VersionPrice,
  VersionPriceQuery,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PricesService, createPricesService } from './prices.service.js';

const UNAVAILABLE =
  ' When the price service fails the answer is still 200, with empty data and `unavailable: true`.';

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: PricesService | undefined;
  const prices = (): PricesService => (service ??= createPricesService(app.database.db));
  const errors = { 400: ErrorResponse, 404: ErrorResponse };

  // Prices follow campaigns and may change any hour: browsers ask again every time.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    return payload;
  });

  app.get(
    '/prices/price',
    {
      schema: {
        tags: ['prices'],
        summary: 'Price of a version at a location (type EC)',
        description: `Ecommerce price and both price sources; null when the location has none.${UNAVAILABLE}`,
        querystring: VersionPriceQuery,
        response: { 200: VersionPrice, ...errors },
      },
    },
    async (request) => prices().versionPrice(request.query, request.log),
  );

  app.get(
    '/prices/price/reservation',
    {
      schema: {
        tags: ['prices'],
        summary: 'Price of a build: version, colour, coating and optionals',
        description:
          'optionalCode is the comma-joined codes of the ITEM parts. Totals are those of computeTotals; a code ' +
          `the version does not offer as that part type is refused with 422 part_not_in_version.${UNAVAILABLE}`,
        querystring: ReservationPriceQuery,
        response: { 200: ReservationPrice, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => prices().reservation(request.query, request.log),
  );

  app.get(
    '/prices/batchPrices',
    {
      schema: {
        tags: ['prices'],
        summary: 'Every price of a version at a location',
        description:
          'The version, every part (by code) and every service (by id), with campaign prices, so the builder ' +
          `re-prices any change without another call.${UNAVAILABLE}`,
        querystring: BatchPricesQuery,
        response: { 200: BatchPrices, ...errors },
      },
    },
    async (request) => prices().batchPrices(request.query, request.log),
  );
};
