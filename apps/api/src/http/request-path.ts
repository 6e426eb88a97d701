import type { FastifyRequest } from 'fastify';

const paths = new WeakMap<FastifyRequest, string>();

/**
 * The path of a request as the router reads it: percent-escapes decoded, query left out. Every
 * check that depends on where a request goes (rate limit, XSRF, web-app pages) reads this, never
 * the raw URL: `/%61pi/…` is routed to `/api/…` and must be checked as `/api/…`.
 */
export function requestPath(request: FastifyRequest): string {
  let path = paths.get(request);
  if (path === undefined) {
    const url = request.url;
    const query = url.indexOf('?');
    const raw = query === -1 ? url : url.slice(0, query);
    if (!raw.includes('%')) {
      // Nothing escaped (nearly every request): the path is the address as it came.
      path = raw;
    } else {
      try {
        // decodeURI keeps reserved escapes (%2F, %3F…) encoded, as the router does.
        path = decodeURI(raw);
      } catch {
        // A malformed escape is refused by the router; until then it counts as what it claims.
        path = raw;
      }
    }
    paths.set(request, path);
  }
  return path;
}

/** Whether a request addresses the api (rate-limited, XSRF-checked). */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = requestPath(request);
  return path === '/api' || path.startsWith('/api/');
}
