import type { FastifyReply, FastifyRequest } from 'fastify';
import '../fastify-decorations.js';
import { guardStaff } from './auth.js';

/**
 * Guards staff routes (use it as the route's `onRequest` hook, before the body is parsed). It goes
 * through the api's one access mechanism (`http/auth.ts`): a route that declares
 * `config.access` is held to that requirement; otherwise any back-office role passes. Staff sign in
 * like everyone else; automation presents the shared `STAFF_API_TOKEN` as a bearer token, which acts
 * with the back-office roles. No credentials → 401 `unauthorized`; a role or token that does not
 * grant the call → 403 `forbidden`.
 *
 * New routes should declare `config: { access: requirement('<permission>') }` instead.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await guardStaff(request, reply);
}
