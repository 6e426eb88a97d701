import { requirement } from '@autohub/domain';
import {
  ErrorResponse,
  IntegrationLogCreate,
  IntegrationLogEntry,
  IntegrationLogList,
  IntegrationLogQuery,
  JourneyIntegrationError,
  JourneyIntegrationErrorList,
  JourneyIntegrationErrorParams,
  JourneyIntegrationErrorPatch,
  JourneyIntegrationErrorQuery,
  JourneyIntegrationErrorReprocess,
  JourneyIntegrationErrorReprocessed,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type IntegrationLogService, createIntegrationLogService } from './integration-log.service.js';

const staffErrors = { 401: ErrorResponse, 403: ErrorResponse };
const security = [{ staffToken: [] }];

/** Staff routes over the integration log and the deliveries that ran out of retries. */
export const integrationLogRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: IntegrationLogService | undefined;
  const logs = (): IntegrationLogService => (service ??= createIntegrationLogService(app.database.db));

  app.get(
    '/integration-log',
    {
      config: { access: requirement('integration-errors:read') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Partner calls and how they ended (staff)',
        security,
        querystring: IntegrationLogQuery,
        response: { 200: IntegrationLogList, 400: ErrorResponse, ...staffErrors },
      },
    },
    async (request) => ({ items: await logs().list(request.query) }),
  );

  app.post(
    '/integration-log',
    {
      config: { access: requirement('integration-log:write') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Write a partner call made elsewhere to the log (staff)',
        security,
        body: IntegrationLogCreate,
        response: { 201: IntegrationLogEntry, 400: ErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const entry = await logs().record({
        partner: body.partner,
        operation: body.operation,
        reference: body.reference ?? null,
        outcome: body.outcome,
        attempt: body.attempt ?? null,
        statusCode: body.statusCode ?? null,
        durationMs: body.durationMs ?? null,
        message: body.message ?? null,
      });
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/journey-integration-errors',
    {
      config: { access: requirement('integration-errors:read') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Deliveries that ran out of retries (staff)',
        security,
        querystring: JourneyIntegrationErrorQuery,
        response: { 200: JourneyIntegrationErrorList, 400: ErrorResponse, ...staffErrors },
      },
    },
    async (request) => ({ items: await logs().errors(request.query) }),
  );

  app.post(
    '/journey-integration-errors',
    {
      config: { access: requirement('integration-errors:read') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Search the deliveries that ran out of retries (staff)',
        description: 'The same search as the GET, with the filter in the body.',
        security,
        body: JourneyIntegrationErrorQuery,
        response: { 200: JourneyIntegrationErrorList, 400: ErrorResponse, ...staffErrors },
      },
    },
    async (request) => ({ items: await logs().errors(request.body) }),
  );

  app.patch(
    '/journey-integration-errors/reprocess',
    {
      config: { access: requirement('integration-errors:reprocess') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Send failed deliveries again (staff)',
        description:
          'Each message restarts from its first attempt with the payload kept on its error. Errors that are ' +
          'not open (already reprocessing or resolved) are skipped with the reason.',
        security,
        body: JourneyIntegrationErrorReprocess,
        response: { 200: JourneyIntegrationErrorReprocessed, 400: ErrorResponse, ...staffErrors },
      },
    },
    async (request) => logs().reprocess(request.body.ids),
  );

  app.patch(
    '/journey-integration-errors/:id',
    {
      config: { access: requirement('integration-errors:reprocess') },
      schema: {
        tags: ['staff', 'integration-log'],
        summary: 'Correct, annotate or dismiss a failed delivery (staff)',
        security,
        params: JourneyIntegrationErrorParams,
        body: JourneyIntegrationErrorPatch,
        response: {
          200: JourneyIntegrationError,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => logs().updateError(request.params.id, request.body),
  );
};
