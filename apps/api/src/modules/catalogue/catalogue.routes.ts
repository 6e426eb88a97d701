import { publicCall } from '@autohub/domain';
import {
  CarImageParams,
  CarImageQuery,
  CarMvsQuery,
  Comparison,
  ComparisonQuery,
  ConfiguratorVersion,
  ErrorResponse,
  ModelDetail,
  ModelDetailQuery,
  ModelList,
  ModelListQuery,
  MvsList,
  MvsListQuery,
  MvsRecord,
  VersionDatasheet,
  VersionParts,
  VersionQuery,
} from '@autohub/contract';
import type { PartType } from '@autohub/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { sendPrepared } from '../../lib/read-cache.js';
import { drawCar } from './car-image.svg.js';
import { marketCatalogue } from './catalogue-locale.js';
import { type CatalogueService, carImage, createCatalogueService } from './catalogue.service.js';

// The catalogue changes with model-year launches, not by the minute: shared caches may keep it briefly.
const CATALOGUE_CACHE = 'public, max-age=300';

/** The read-cache area of catalogue answers: whoever loads a new catalogue invalidates it. */
export const CATALOGUE_AREA = 'catalogue';

const PART_ROUTES: readonly { path: string; type: PartType; summary: string }[] = [
  { path: '/catalogue/color', type: 'COLOR', summary: 'Colours of a version' },
  { path: '/catalogue/coating', type: 'COATING', summary: 'Coatings (upholstery) of a version' },
  { path: '/catalogue/item', type: 'ITEM', summary: 'Optionals of a version' },
  { path: '/catalogue/accessory', type: 'ACCESSORY', summary: 'Accessories of a version' },
];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: the OpenAPI document is generated from an app without a database.
  let service: CatalogueService | undefined;
  const catalogue = (): CatalogueService =>
    (service ??= marketCatalogue(
      createCatalogueService(app.database.db, app.services.cataloguePricing(app.database.db)),
    ));
  const errors = { 400: ErrorResponse, 404: ErrorResponse };

  /**
   * A catalogue answer from the read cache, keyed by the route and its checked query, prepared once
   * for every visitor. An answer whose prices could not be read (logged as an error) is not kept.
   */
  async function cached<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: ZodType<T>,
    load: (log: FastifyBaseLogger) => Promise<T>,
  ): Promise<FastifyReply> {
    let degraded = false;
    const log: FastifyBaseLogger = Object.create(request.log, {
      error: {
        value: (...args: Parameters<FastifyBaseLogger['error']>) => {
          degraded = true;
          request.log.error(...args);
        },
      },
    }) as FastifyBaseLogger;
    const key = `${request.routeOptions.url ?? request.url} ${JSON.stringify(request.query)}`;
    const answer = await app.readCache.answer(CATALOGUE_AREA, key, () => load(log), {
      ttlMs: app.readCacheTtlMs,
      schema,
      keep: () => !degraded,
    });
    return sendPrepared(request, reply, answer, CATALOGUE_CACHE);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.method === 'GET' && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', CATALOGUE_CACHE);
    }
    return payload;
  });

  app.get(
    '/catalogue/model',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'Models of a brand in a country',
        description: 'Code, name, body style, model years, drawing colour and starting price per state.',
        querystring: ModelListQuery,
        response: { 200: ModelList, 400: ErrorResponse },
      },
    },
    async (request, reply) =>
      cached(request, reply, ModelList, (log) => catalogue().models(request.query, log)),
  );

  app.get(
    '/catalogue/model/latest',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'A model with the versions of its newest (or asked) model year',
        querystring: ModelDetailQuery,
        response: { 200: ModelDetail, ...errors },
      },
    },
    async (request, reply) =>
      cached(request, reply, ModelDetail, () => catalogue().modelDetail(request.query)),
  );

  app.get(
    '/catalogue/mvs',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'A version for the builder',
        description:
          'Mvs record, parts (colours, coatings, optionals, accessories) with their inclusive, exclusive and ' +
          'colour rules, one-of and dependency groups, services, serial items and datasheet.',
        querystring: VersionQuery,
        response: { 200: ConfiguratorVersion, ...errors },
      },
    },
    async (request, reply) =>
      cached(request, reply, ConfiguratorVersion, () => catalogue().configuratorVersion(request.query)),
  );

  app.get(
    '/catalogue/mvs/all',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'Versions (Mvs records) of a brand in a country',
        querystring: MvsListQuery,
        response: { 200: MvsList, 400: ErrorResponse },
      },
    },
    async (request, reply) => cached(request, reply, MvsList, () => catalogue().mvsList(request.query)),
  );

  app.get(
    '/catalogue/datasheet',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'Datasheet and serial items of a version',
        querystring: VersionQuery,
        response: { 200: VersionDatasheet, ...errors },
      },
    },
    async (request, reply) =>
      cached(request, reply, VersionDatasheet, () => catalogue().datasheet(request.query)),
  );

  for (const route of PART_ROUTES) {
    app.get(
      route.path,
      {
        config: { access: publicCall('catalogue') },
        schema: {
          tags: ['catalogue'],
          summary: route.summary,
          querystring: VersionQuery,
          response: { 200: VersionParts, ...errors },
        },
      },
      async (request, reply) =>
        cached(request, reply, VersionParts, () => catalogue().partsOfType(request.query, route.type)),
    );
  }

  app.get(
    '/catalogue/comparisons',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'Two or three versions of a model side by side',
        description: 'Highlights, colours, serial items and what differs; prices when a country is given.',
        querystring: ComparisonQuery,
        response: { 200: Comparison, ...errors, 422: ErrorResponse },
      },
    },
    async (request, reply) =>
      cached(request, reply, Comparison, (log) => catalogue().comparison(request.query, log)),
  );

  app.get(
    '/car/mvs',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['catalogue'],
        summary: 'Mvs record by model, version and series codes',
        querystring: CarMvsQuery,
        response: { 200: MvsRecord, ...errors },
      },
    },
    async (request, reply) => cached(request, reply, MvsRecord, () => catalogue().carMvs(request.query)),
  );

  const imageSchema = {
    tags: ['catalogue'],
    summary: 'Picture of a version in a colour (SVG)',
    description:
      'Address built with buildCarImageUrl from CAR_IMAGE_BASE_URL; renditions 48x48, 140x100, 319x319, 1280x1280; views side, front34, rear34, interior.',
    params: CarImageParams,
    querystring: CarImageQuery,
    response: { 200: z.string().describe('SVG image (image/svg+xml)'), ...errors },
  };
  for (const path of [
    '/catalogue/image/:model/:versionSeries/:year',
    '/catalogue/image/:model/:versionSeries/:year/:color',
  ]) {
    app.get(
      path,
      { config: { access: publicCall('catalogue') }, schema: imageSchema },
      async (request, reply) => {
        const drawing = await carImage(catalogue(), { ...request.params, coating: request.query.coating });
        const svg = drawCar({ ...drawing, size: request.query.size, view: request.query.view });
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  }
};
