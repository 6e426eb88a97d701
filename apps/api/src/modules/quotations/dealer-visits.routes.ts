import {
  DEALER_VISIT_TOKEN_HEADER,
  DealerVisit,
  DealerVisitAccessQuery,
  DealerVisitList,
  DealerVisitQuery,
  DealerVisitStarted,
  DealerVisitTokenHeaders,
  ErrorResponse,
  QuotationIdParams,
} from '@autohub/contract';
import { PUBLIC, requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { type DealerVisitsService, createDealerVisitsService } from './dealer-visits.service.js';

const visitorErrors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const deskErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Dealer sales v2 (spec document 2): `access`, `checkin`, `requestattendant`, and the seller's desk. */
export const dealerVisitsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: DealerVisitsService | undefined;
  const visits = (): DealerVisitsService => (service ??= createDealerVisitsService(app.database.db));

  app.post(
    '/dealer-sales/v2/access',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['dealer-sales'],
        summary: "A visitor opens a dealer's showroom page",
        description:
          'Answers the visit and its key (shown once), which check-in and attendant request present.',
        querystring: DealerVisitAccessQuery,
        response: { 201: DealerVisitStarted, ...visitorErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await visits().access(request.query)),
  );

  for (const [path, summary, action] of [
    ['checkin', 'The visitor checks in at the dealership', 'checkIn'],
    ['requestattendant', 'The visitor calls an attendant', 'requestAttendant'],
  ] as const) {
    app.post(
      `/dealer-sales/v2/${path}`,
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['dealer-sales'],
          summary,
          description: 'With the visit key of `access`; a wrong key answers 404.',
          querystring: DealerVisitQuery,
          headers: DealerVisitTokenHeaders,
          response: { 200: DealerVisit, ...visitorErrors },
        },
      },
      async (request) => visits()[action](request.query.visitId, request.headers[DEALER_VISIT_TOKEN_HEADER]),
    );
  }

  app.get(
    '/dealer/visits',
    {
      config: { access: requirement('dealer-visits:attend') },
      schema: {
        tags: ['dealer-sales', 'dealer'],
        summary: "Visitors waiting at the caller's dealers (last 12 hours)",
        security: [{ staffToken: [] }],
        response: { 200: DealerVisitList, ...deskErrors },
      },
    },
    async (request) => ({ items: await visits().desk(await dealerDeskOf(request)) }),
  );

  app.post(
    '/dealer/visits/:id/attend',
    {
      config: { access: requirement('dealer-visits:attend') },
      schema: {
        tags: ['dealer-sales', 'dealer'],
        summary: 'A seller attends a visitor',
        description: "Another dealer's visit answers 404.",
        security: [{ staffToken: [] }],
        params: QuotationIdParams,
        response: { 200: DealerVisit, ...deskErrors },
      },
    },
    async (request) => visits().attend(await dealerDeskOf(request), request.params.id),
  );
};
