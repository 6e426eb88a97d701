import { DomainError } from '@autohub/domain';
import type { FastifyRequest } from 'fastify';
import '../fastify-decorations.js';
import { callerOf } from './auth.js';

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

/**
 * Whom a dealer-desk call acts for: the signed-in account's own dealers. Desk routes declare a
 * dealer-scoped permission, so only an account attached to a dealer gets here; the staff token,
 * which belongs to no dealer, is refused before.
 */
export async function dealerDeskOf(request: FastifyRequest): Promise<OwnDesk> {
  const caller = await callerOf(request);
  if (caller.kind !== 'session')
    throw new DomainError('forbidden', {}, { detail: 'This role does not allow the call' });
  const brands = caller.actor.brands ?? (caller.signInBrand ? [caller.signInBrand] : undefined);
  return { dealerCodes: caller.user.dealerCodes, ...(brands ? { brands } : {}) };
}
