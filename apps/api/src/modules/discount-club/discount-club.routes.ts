import {
  AddDependentRequest,
  ClubAccess,
  ClubIdParams,
  ClubServicePrices,
  DependentParams,
  DiscountedBuildPrice,
  ErrorResponse,
  FamilyIncomeParams,
  FamilyIncomeUpdate,
  JoinClubRequest,
  PartnershipToken,
  PartnershipTokenQuery,
  ProgramPriceQuery,
  ServicePriceQuery,
} from '@autohub/contract';
import { type Locale, requirement } from '@autohub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { localeFromAcceptLanguage } from '../../http/locale.js';
import { createMaintenanceService } from '../maintenance/maintenance.service.js';
import { createPricesService } from '../prices/prices.service.js';
import { createUserDirectory } from '../users/users.service.js';
import {
  type ClubViewer,
  type DiscountClubService,
  createDiscountClubService,
} from './discount-club.service.js';
import { encryptPartnershipToken, partnershipKey } from './partnership-token.js';

const CLUB = requirement('discount-club:own');
const ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const TAGS = ['discount-club'];
const languageOf = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);

async function viewerOf(request: FastifyRequest): Promise<ClubViewer> {
  const { user } = await sessionOf(request);
  return { id: user.id, firstName: user.name?.split(' ')[0] ?? null, accountDocument: user.cpf };
}

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

export const discountClubRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = partnershipKey(process.env, app.config.sessionSecret);
  let service: DiscountClubService | undefined;
  const club = (): DiscountClubService => {
    if (service) return service;
    const created = createDiscountClubService(app.database.db, {
      secret: app.config.sessionSecret,
      partnershipKey: key,
      prices: () => createPricesService(app.database.db),
      maintenance: () => createMaintenanceService(app.database.db),
    });
    const directory = createUserDirectory(app.database.db);
    created.useFirstNames(async (userId) => (await directory.byId(userId))?.name?.split(' ')[0] ?? null);
    service = created;
    return created;
  };

  app.get(
    '/auth/discountclub/:id',
    {
      config: { access: CLUB },
      schema: {
        tags: [...TAGS, 'auth'],
        summary: 'A discount club and how the signed-in person stands in it',
        description:
          'Members see their coupon and dependents; a dependent (by the CPF in their account) sees whose membership they use.',
        params: ClubIdParams,
        response: { 200: ClubAccess, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return club().access(request.params.id, await viewerOf(request), languageOf(request));
    },
  );

  app.post(
    '/discount-club/:id/join',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: 'Join a discount club with the holder document (or a partnership token)',
        description:
          'One membership per account and per document in a club; joining again answers the membership (200).',
        params: ClubIdParams,
        body: JoinClubRequest.extend({ partnershipToken: z.string().min(1).max(2000).optional() }),
        response: { 200: ClubAccess, 201: ClubAccess, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { access, created } = await club().join(
        request.params.id,
        await viewerOf(request),
        request.body,
        languageOf(request),
      );
      return reply.code(created ? 201 : 200).send(access);
    },
  );

  app.patch(
    '/family-income/:id',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: "Change a membership's family income band",
        params: FamilyIncomeParams,
        body: FamilyIncomeUpdate,
        response: { 200: ClubAccess, ...ERRORS },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const clubId = await club().updateFamilyIncome(request.params.id, viewer.id, request.body.familyIncome);
      return club().access(clubId, viewer, languageOf(request));
    },
  );

  app.post(
    '/discount-club/:id/dependents',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: 'Add a dependent (name, valid document, relationship; four at most)',
        params: ClubIdParams,
        body: AddDependentRequest,
        response: { 201: ClubAccess, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await club().addDependent(
            request.params.id,
            await viewerOf(request),
            request.body,
            languageOf(request),
          ),
        ),
  );

  app.delete(
    '/discount-club/:id/dependents/:dependentId',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: 'Remove a dependent',
        params: DependentParams,
        response: { 200: ClubAccess, ...ERRORS },
      },
    },
    async (request) =>
      club().removeDependent(
        request.params.id,
        await viewerOf(request),
        request.params.dependentId,
        languageOf(request),
      ),
  );

  app.get(
    '/partnership/token/decrypt',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: "What a partner's club token says (the document by its last digits)",
        querystring: PartnershipTokenQuery,
        response: { 200: PartnershipToken, ...ERRORS, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return club().describeToken(request.query.token);
    },
  );

  app.get(
    '/discount-club/:id/price',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: 'The club price of a build for a member or dependent, with the coupon',
        description:
          "The build price is the price service's (price/reservation); the club's car discount comes off it.",
        params: ClubIdParams,
        querystring: ProgramPriceQuery,
        response: {
          200: DiscountedBuildPrice.extend({ couponCode: z.string() }),
          ...ERRORS,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return club().buildPrice(request.params.id, await viewerOf(request), request.query, request.log);
    },
  );

  app.get(
    '/discount-club/:id/service-prices',
    {
      config: { access: CLUB },
      schema: {
        tags: TAGS,
        summary: 'Club prices of the revisions and services of a version',
        params: ClubIdParams,
        querystring: ServicePriceQuery,
        response: { 200: ClubServicePrices, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return club().servicePrices(
        request.params.id,
        await viewerOf(request),
        request.query,
        languageOf(request),
      );
    },
  );

  if (key.kind === 'sandbox') {
    // The sandbox partner: mints tokens as a partner would, so the club link can be tried. Never in production.
    app.post(
      '/sandbox/partnership/token',
      {
        config: { access: requirement('users:read') },
        schema: {
          tags: TAGS,
          summary: 'Sandbox partner: mint a club token (outside production only)',
          security: [{ staffToken: [] }],
          body: z
            .object({
              partner: z.string().min(1).max(60),
              clubId: z.string().min(1).max(40),
              document: z.string().min(1).max(24),
              ttlMinutes: z.number().int().min(-60).max(10_080).default(60),
            })
            .strict(),
          response: { 200: z.object({ token: z.string() }), ...ERRORS },
        },
      },
      async (request) => ({
        token: encryptPartnershipToken(key.key, {
          partner: request.body.partner,
          clubId: request.body.clubId,
          document: request.body.document,
          exp: Date.now() + request.body.ttlMinutes * 60_000,
        }),
      }),
    );
  }
};
