import {
  CreateRatingRequest,
  ErrorResponse,
  RatingDetail,
  RatingEligibility,
  RatingOpinionsQuery,
  RatingTargetList,
  RatingTargetParams,
  RatingTargetsParams,
  RatingTargetsQuery,
  VehicleDeliveryRequest,
} from '@autohub/contract';
import { publicCall, requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { createRatingsService } from './ratings.service.js';

const RATE = requirement('ratings:create');

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: ReturnType<typeof createRatingsService> | undefined;
  const ratings = () => (service ??= createRatingsService(app.database.db));

  app.get(
    '/ratings/:targetType',
    {
      config: { access: publicCall('ratings') },
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
      config: { access: publicCall('ratings') },
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

  app.get(
    '/ratings/eligibility',
    {
      config: { access: RATE },
      schema: {
        tags: ['ratings'],
        summary: 'Whether the signed-in customer may rate dealers and advisors now',
        description:
          'Customers with a vehicle delivered less than 30 days ago may rate: a delivery tied to the ' +
          'account by the sales feed, or to the chassis of an owned car in their garage.',
        response: { 200: RatingEligibility, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      void reply.header('cache-control', 'no-store');
      return ratings().eligibility(caller.user.id);
    },
  );

  app.post(
    '/ratings/:targetType/:targetId',
    {
      config: { access: RATE },
      schema: {
        tags: ['ratings'],
        summary: 'Rate a dealer or advisor (customers with a vehicle under 30 days old)',
        description:
          'The opinion is signed with the nickname, or the first name and last initial, of the ' +
          'signed-in customer. 403 `rating_not_eligible` without a vehicle delivered in the last 30 days.',
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
    async (request, reply) => {
      const caller = await sessionOf(request);
      const detail = await ratings().create(
        request.params.targetType,
        request.params.targetId,
        caller.user,
        request.body,
      );
      return reply.code(201).send(detail);
    },
  );

  app.post(
    '/staff/ratings/vehicle-deliveries',
    {
      config: { access: requirement('deliveries:record') },
      schema: {
        tags: ['staff', 'ratings'],
        summary: 'Record a vehicle delivered to a customer (sales feed)',
        description:
          "What the dealers' sales system reports: the delivery that lets a customer rate for 30 days.",
        security: [{ staffToken: [] }],
        body: VehicleDeliveryRequest,
        response: { 204: z.undefined(), 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      await ratings().recordDelivery(request.body);
      return reply.code(204).send();
    },
  );
};
