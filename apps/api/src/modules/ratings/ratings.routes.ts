import {
  CreateRatingRequest,
  ErrorResponse,
  RatingDetail,
  RatingOpinionsQuery,
  RatingTargetList,
  RatingTargetParams,
  RatingTargetsParams,
  RatingTargetsQuery,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../http/require-staff.js';
import { createRatingsService } from './ratings.service.js';

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: ReturnType<typeof createRatingsService> | undefined;
  const ratings = () => (service ??= createRatingsService(app.database.db));

  app.get(
    '/ratings/:targetType',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Rated dealers or advisors with their average and number of opinions',
        params: RatingTargetsParams,
        querystring: RatingTargetsQuery,
        response: { 200: RatingTargetList, 400: ErrorResponse },
      },
    },
    async (request) => ({
      items: await ratings().targets(request.params.targetType, request.query),
    }),
  );

  app.get(
    '/ratings/:targetType/:targetId',
    {
      schema: {
        tags: ['ratings'],
        summary: 'The opinions about a dealer or advisor, sorted',
        params: RatingTargetParams,
        querystring: RatingOpinionsQuery,
        response: { 200: RatingDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      ratings().detail(request.params.targetType, request.params.targetId, request.query.sort),
  );

  app.post(
    '/ratings/:targetType/:targetId',
    {
      // Until customer sessions exist, ratings are recorded on the customer's behalf by staff.
      onRequest: requireStaff,
      schema: {
        tags: ['ratings'],
        summary: 'Rate a dealer or advisor (customers with a vehicle under 30 days old)',
        security: [{ staffToken: [] }],
        params: RatingTargetParams,
        body: CreateRatingRequest,
        response: {
          201: RatingDetail,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await ratings().create(request.params.targetType, request.params.targetId, request.body)),
  );
};
