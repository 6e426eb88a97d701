import { DomainError, PUBLIC } from '@autohub/domain';
import {
  CrmSandboxReceipts,
  CrmSandboxReceiptsQuery,
  CrmSandboxState,
  CrmSandboxStatePatch,
  ErrorResponse,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxCrm } from '../../integrations/crm/crm.sandbox.js';

const errors = { 404: ErrorResponse };

/**
 * The sandbox CRM's routes: what it received, and its switch to fail or be slow. A development
 * and test helper, open without sign-in, so it never exists in production.
 */
export const crmSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.nodeEnv === 'production') return;
  const sandbox = (): SandboxCrm => {
    const crm = app.ports.crm;
    if (!(crm instanceof SandboxCrm))
      throw new DomainError('sandbox_disabled', {}, { detail: 'The CRM is not the sandbox' });
    return crm;
  };

  app.get(
    '/staff/sandbox/crm',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['staff', 'sandbox'],
        summary: 'How the sandbox CRM behaves (staff)',
        response: { 200: CrmSandboxState, ...errors },
      },
    },
    async () => sandbox().settings(),
  );

  app.patch(
    '/staff/sandbox/crm',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['staff', 'sandbox'],
        summary: 'Switch the sandbox CRM to accept, fail or be slow (staff)',
        body: CrmSandboxStatePatch,
        response: { 200: CrmSandboxState, 400: ErrorResponse, ...errors },
      },
    },
    async (request) => sandbox().configure(request.body),
  );

  app.get(
    '/staff/sandbox/crm/receipts',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['staff', 'sandbox'],
        summary: 'What the sandbox CRM received, newest first (staff)',
        description: 'One entry per idempotency key; `deliveries` counts the repeats it absorbed.',
        querystring: CrmSandboxReceiptsQuery,
        response: { 200: CrmSandboxReceipts, 400: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await sandbox().receipts(request.query);
      return { items: items.map((item) => ({ ...item, receivedAt: item.receivedAt.toISOString() })), total };
    },
  );
};
