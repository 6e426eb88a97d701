import { PUBLIC } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const SentMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  sentAt: z.iso.datetime(),
});

/**
 * The sandbox mailbox, for developers and end-to-end tests: registered only outside production,
 * so the messages (with their one-time links) are never exposed there.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.object({ messages: z.array(SentMailSchema) }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const messages = app.ports.mailbox?.list(request.query.to) ?? [];
      return { messages: messages.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })) };
    },
  );
};
