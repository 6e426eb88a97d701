import { PUBLIC } from '@autohub/domain';
import { HealthResponse } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// A database that does not answer within this time counts as down for the load balancer.
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Probes from load balancers and orchestrators must never be throttled.
      config: { access: PUBLIC, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'State of the api and its database',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const { database } = app;
      void reply.header('cache-control', 'no-store');
      const started = performance.now();
      try {
        const latencyMs = await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: { driver: database.driver, ok: true, latencyMs } };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        const latencyMs = Math.round(performance.now() - started);
        return reply
          .code(503)
          .send({ status: 'degraded' as const, database: { driver: database.driver, ok: false, latencyMs } });
      }
    },
  );
};
