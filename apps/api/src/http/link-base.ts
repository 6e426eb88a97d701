import type { FastifyRequest } from 'fastify';

/**
 * Where links in e-mails and shared pages point: PUBLIC_BASE_URL (required in production, so a
 * forged Host header can never aim a reset or order link at another site), the request's own
 * origin in development and tests.
 */
export function linkBase(request: FastifyRequest): string {
  return request.server.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
