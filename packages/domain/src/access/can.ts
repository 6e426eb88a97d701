import type { BrandSlug } from '../brands/brands.js';
import {
  PERMISSION_DEFINITIONS,
  type Permission,
  type PermissionScope,
  isPermission,
} from './permissions.js';
import { type AccessRole, permissionsOf } from './role-permissions.js';
import { type UserGroup, isProgramRole, isRoleCode } from './roles.js';

/** The signed-in person or system a check is made for. */
export interface AccessActor {
  userId: string;
  roles: readonly AccessRole[];
  /** The dealers (dealer codes) the actor works for; dealer-scoped permissions need at least one. */
  dealerCodes?: readonly string[];
  /** Brand limits. Absent: no limit. Present (even empty): only these brands. */
  brands?: readonly BrandSlug[];
  /** User groups; program roles count only with their group. */
  groups?: readonly UserGroup[];
}

/** The record a call acts on, as far as access is concerned. */
export interface AccessResource {
  /** The user the record belongs to. */
  ownerId?: string;
  /** The dealer the record was made with or belongs to. */
  dealerCode?: string;
  brand?: BrandSlug;
}

export type DenialReason = 'unauthenticated' | 'forbidden' | 'not-owner' | 'other-dealer' | 'other-brand';

export type AccessDecision = { allowed: true } | { allowed: false; reason: DenialReason };

export interface AccessOptions {
  /**
   * Whether the call only reads. Read bypasses (`garage:read-any`, `orders:read-dealer`…) open other
   * people's records to reads only, so anything not declared a read is treated as a write.
   */
  access?: 'read' | 'write';
}

const ALLOWED: AccessDecision = Object.freeze({ allowed: true });

function deny(reason: DenialReason): AccessDecision {
  return { allowed: false, reason };
}

function inScope(
  actor: AccessActor,
  scope: PermissionScope,
  resource: AccessResource | undefined,
): AccessDecision {
  switch (scope) {
    case 'none':
      return ALLOWED;
    case 'own':
      // Without a record the call acts on the caller's own collection (the handler filters by userId).
      if (!resource) return ALLOWED;
      return resource.ownerId === actor.userId ? ALLOWED : deny('not-owner');
    case 'dealer': {
      const dealerCodes = actor.dealerCodes ?? [];
      // Someone attached to no dealer has no dealer powers at all.
      if (dealerCodes.length === 0) return deny('forbidden');
      if (!resource) return ALLOWED;
      return resource.dealerCode !== undefined && dealerCodes.includes(resource.dealerCode)
        ? ALLOWED
        : deny('other-dealer');
    }
    case 'brand': {
      if (actor.brands === undefined || !resource) return ALLOWED;
      // A record without a brand is refused to a brand-limited actor: we cannot tell it is theirs.
      return resource.brand !== undefined && actor.brands.includes(resource.brand)
        ? ALLOWED
        : deny('other-brand');
    }
  }
}

/**
 * Whether `actor` may use `permission` on `resource`.
 *
 * - No actor (or an empty user id): `unauthenticated`.
 * - The actor's roles do not grant the permission (nor a read bypass of it): `forbidden`.
 * - Own-record permissions need `resource.ownerId === actor.userId` (`not-owner`); for reads, a
 *   bypass the actor holds (`garage:read-any`, `orders:read-dealer`…) opens the record, checked
 *   with the bypass's own scope.
 * - Dealer-scoped permissions need `resource.dealerCode` among `actor.dealerCodes` (`other-dealer`),
 *   and an actor attached to no dealer is `forbidden` them.
 * - Brand-scoped permissions need `resource.brand` among `actor.brands` when the actor has brand
 *   limits (`other-brand`).
 *
 * Without a resource, the call acts on a collection the handler must narrow to what the actor may
 * see (their own records, their dealers, their brands). A resource with a missing owner, dealer or
 * brand is refused wherever that field is checked.
 */
export function can(
  actor: AccessActor | null | undefined,
  permission: Permission,
  resource?: AccessResource,
  options: AccessOptions = {},
): AccessDecision {
  if (!actor || actor.userId === '') return deny('unauthenticated');
  // Callers pass strings read from routes or the database; an unknown code grants nothing.
  if (!isPermission(permission)) return deny('forbidden');
  const granted = permissionsOf(actor.roles, actor.groups);
  const definition = PERMISSION_DEFINITIONS[permission];

  const direct = granted.has(permission) ? inScope(actor, definition.scope, resource) : deny('forbidden');
  if (direct.allowed) return direct;

  if (definition.scope === 'own' && resource && options.access === 'read') {
    let bypassDenial: AccessDecision | undefined;
    for (const bypass of definition.readBypass ?? []) {
      if (!granted.has(bypass)) continue;
      const viaBypass = inScope(actor, PERMISSION_DEFINITIONS[bypass].scope, resource);
      if (viaBypass.allowed) return viaBypass;
      bypassDenial ??= viaBypass;
    }
    // Someone holding the permission itself is told the record is not theirs.
    if (bypassDenial && !granted.has(permission)) return bypassDenial;
  }
  return direct;
}

/**
 * Keeps the role and group names an actor may carry, dropping unknown ones (a retired role in an
 * old token or a database row must not fail the request, and grants nothing).
 */
export function parseAccessRoles(values: readonly string[]): AccessRole[] {
  return values.filter((value): value is AccessRole => isRoleCode(value) || isProgramRole(value));
}

/**
 * The HTTP status for a refusal. Records of other people, dealers or brands answer 404 so that a
 * refusal does not tell whether the record exists.
 */
export function denialStatus(reason: DenialReason): 401 | 403 | 404 {
  switch (reason) {
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not-owner':
    case 'other-dealer':
    case 'other-brand':
      return 404;
  }
}
