import type { FastifyReply, FastifyRequest } from 'fastify';
import '../fastify-decorations.js';
import { type Permission, can } from '@autohub/domain';
import { callerOf, guardStaff, isStaffCaller } from './auth.js';
import { HttpError } from './http-error.js';

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

/**
 * Guards a dealer desk route: staff (any back-office role, or the staff token) answer for every
 * dealer; an account holding `permission` answers for the dealers of its `dealerCodes` only, which
 * the handler narrows with {@link dealerDeskOf}. Anonymous → 401, other accounts → 403.
 */
export function requireStaffOrDealer(permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const caller = await callerOf(request);
    if (isStaffCaller(caller)) return;
    if (caller.kind === 'session') {
      if (can(caller.actor, permission).allowed) return;
      throw new HttpError(403, 'forbidden', 'This role does not allow the call');
    }
    void reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, 'unauthorized', 'Sign-in is required');
  };
}

/** A dealer account's desk: its dealer codes, within its brands. */
export interface OwnDesk {
  dealerCodes: readonly string[];
  /**
   * The brands the desk answers for: the account's brand limits, else the brand site it signed in
   * on. A dealer code is unique within a brand only, so a code alone may name another brand's
   * dealer. Absent when the account has neither (then every brand of its codes).
   */
  brands?: readonly string[];
}

/** Whom a guarded dealer-desk call acts for: every dealer (staff) or the account's own desk. */
export async function dealerDeskOf(request: FastifyRequest): Promise<OwnDesk | 'any'> {
  const caller = await callerOf(request);
  if (isStaffCaller(caller) || caller.kind !== 'session') return 'any';
  const brands = caller.actor.brands ?? (caller.signInBrand ? [caller.signInBrand] : undefined);
  return { dealerCodes: caller.user.dealerCodes, ...(brands ? { brands } : {}) };
}
