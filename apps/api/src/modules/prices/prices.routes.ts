import {
  BatchPrices,
  BatchPricesQuery,
  BuildPriceAnswer,
  BuildPriceRequest,
  ErrorResponse,
  ModelOffers,
  ModelOffersQuery,
  ReservationPrice,
  ReservationPriceQuery,
  VersionPrice,
  VersionPriceQuery,
} from '@autohub/contract';
import { PUBLIC, publicCall } from '@autohub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { sendPrepared } from '../../lib/read-cache.js';
import { type PricesService, createPricesService } from './prices.service.js';

const UNAVAILABLE =
  ' When the price service fails the answer is still 200, with empty data and `unavailable: true`.';

/** The read-cache area of prices (every state's): whoever loads a new price table invalidates it. */
export const PRICES_AREA = 'prices';

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: PricesService | undefined;
  const prices = (): PricesService => (service ??= createPricesService(app.database.db));
  const errors = { 400: ErrorResponse, 404: ErrorResponse };

  /** A price answer from the read cache; one given while the prices were unavailable is not kept. */
  async function cachedPrice<T extends { unavailable: boolean }>(
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    schema: ZodType<T>,
    load: () => Promise<T>,
  ): Promise<FastifyReply> {
    const answer = await app.readCache.answer(PRICES_AREA, `${call} ${JSON.stringify(request.query)}`, load, {
      ttlMs: app.readCacheTtlMs,
      schema,
      keep: (value) => !value.unavailable,
    });
    return sendPrepared(request, reply, answer, 'no-cache');
  }

  // Prices follow campaigns and may change any hour: browsers ask again every time.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    return payload;
  });

  app.get(
    '/prices/price',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: ['prices'],
        summary: 'Price of a version at a location (type EC)',
        description: `Ecommerce price and both price sources; null when the location has none.${UNAVAILABLE}`,
        querystring: VersionPriceQuery,
        response: { 200: VersionPrice, ...errors },
      },
    },
    async (request, reply) =>
      cachedPrice(request, reply, 'versionPrice', VersionPrice, () =>
        prices().versionPrice(request.query, request.log),
      ),
  );

  app.get(
    '/prices/offers',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: ['prices'],
        summary: "Campaign offers of a brand's models at a location",
        description:
          "Per model, the version whose first build in the builder (default colour and coating) has the largest " +
          'bonification, priced by priceBuild of @autohub/domain under the customPrice source; the home page shows ' +
          `them in one call. Models without a campaign are left out.${UNAVAILABLE}`,
        querystring: ModelOffersQuery,
        response: { 200: ModelOffers, ...errors },
      },
    },
    async (request, reply) =>
      cachedPrice(request, reply, 'offers', ModelOffers, () => prices().offers(request.query, request.log)),
  );

  app.get(
    '/prices/price/reservation',
    {
      config: { access: publicCall('price') },
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
    async (request, reply) =>
      cachedPrice(request, reply, 'reservation', ReservationPrice, () =>
        prices().reservation(request.query, request.log),
      ),
  );

  app.post(
    '/prices/build',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['prices'],
        summary: 'Price of a whole build, as every screen shows it',
        description:
          'Version, colour, coating, optionals, accessories and services at the location, priced by priceBuild of ' +
          '@autohub/domain: what a chosen pack includes is priced once, in the pack; under customPrice the ' +
          'campaign savings are the bonification. Financing, the purchase lead and quotations take this figure. ' +
          `An id the version does not offer is refused with 422 part_not_in_version; a build the rules forbid with 422 build_invalid.${UNAVAILABLE}`,
        body: BuildPriceRequest,
        response: { 200: BuildPriceAnswer, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => prices().buildPrice(request.body, request.log),
  );

  app.get(
    '/prices/batchPrices',
    {
      config: { access: publicCall('price') },
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
