import { publicCall } from '@autohub/domain';
import {
  ErrorResponse,
  MaintenanceParams,
  MaintenancePlan,
  MaintenanceQuery,
  MaintenanceSuggestion,
  MaintenanceSuggestionQuery,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MaintenanceServiceApi, createMaintenanceService } from './maintenance.service.js';

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: MaintenanceServiceApi | undefined;
  const maintenance = (): MaintenanceServiceApi => (service ??= createMaintenanceService(app.database.db));

  // Registered before `/maintenance/:mvsCode` reads "suggestion" as a code.
  app.get(
    '/maintenance/suggestion',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: ['maintenance'],
        summary: 'The next revision of a car by mileage and age',
        description: 'Revisions fall due every 10,000 km or 12 months, whichever first; null past the plan.',
        querystring: MaintenanceSuggestionQuery,
        response: { 200: MaintenanceSuggestion, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => maintenance().suggestion(request.query),
  );

  app.get(
    '/maintenance/:mvsCode',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: ['maintenance'],
        summary: 'Revision plan and service prices of a version',
        description:
          'Each revision of the plan with its mileage, age, items and fixed price, and the prices of other ' +
          'services, in the market’s currency (minor units).',
        params: MaintenanceParams,
        querystring: MaintenanceQuery,
        response: { 200: MaintenancePlan, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return maintenance().plan(request.query.brand, request.query.country, request.params.mvsCode);
    },
  );
};
