import { publicCall, requirement } from '@autohub/domain';
import { CreateLeadRequest, ErrorResponse, LeadAccepted, LeadIdParams, StaffLead } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/auth.js';
import { sharedSettingsService } from '../settings/settings.service.js';
import { type LeadsService, createLeadsService } from './leads.service.js';

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(100)
    .optional()
    .describe('A key of this submission: sending it again answers the first lead instead of a second one.'),
});

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: LeadsService | undefined;
  const leads = (): LeadsService =>
    (service ??= createLeadsService(app.database.db, {
      settings: sharedSettingsService(app.database.db, {
        cacheTtlMs: app.config.settingsCacheTtlMs,
        cache: app.readCache,
      }),
    }));

  app.post(
    '/leads',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['leads'],
        summary: 'Send a lead to a dealer',
        description:
          'A person or company lead, or the full car-purchase form. The form is checked by the rules of the ' +
          'page settings (a lead without CPF only where they allow it), the CRM payload of spec §3 is built, ' +
          'and the lead is stored and queued for the CRM in one transaction: once accepted it reaches the CRM ' +
          'exactly once, even across CRM outages.',
        headers: IdempotencyHeaders,
        body: CreateLeadRequest,
        response: { 200: LeadAccepted, 202: LeadAccepted, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Sent by a signed-in person, the lead is theirs whatever address the form carries: it is in
      // their data export and goes with their account.
      const caller = await callerOf(request);
      const { lead, created } = await leads().create(request.body, {
        clientKey: request.headers['idempotency-key'] ?? null,
        userId: caller.kind === 'session' ? caller.user.id : null,
      });
      return reply.code(created ? 202 : 200).send(lead);
    },
  );

  app.get(
    '/staff/leads/:id',
    {
      config: { access: requirement('leads:read-queue') },
      schema: {
        tags: ['staff', 'leads'],
        summary: 'A lead with its CRM payload and delivery state (staff)',
        security: [{ staffToken: [] }],
        params: LeadIdParams,
        response: { 200: StaffLead, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => leads().staffView(request.params.id),
  );
};
