import {
  type AccessDecision,
  type AccessOptions,
  type AccessResource,
  type AccessActor,
  can,
} from './can.js';
import { PERMISSION_DEFINITIONS, type Permission, type PermissionScope } from './permissions.js';
import { rolesHolding } from './role-permissions.js';

/**
 * Calls anyone may make without signing in. Spec document 2 §6 names dealer searches, price,
 * catalogues, leads, postal code, sign-up and password; §7 marks a few more calls "no bearer";
 * document 1 §6 lets visitors simulate, reserve and configure. The rest are our decision.
 */
export const PUBLIC_CALL_FAMILIES = {
  'dealer-search': { source: 'spec', description: 'Dealer, region, province and influence-area searches.' },
  price: {
    source: 'spec',
    description: 'Prices, online price, payment types, maintenance and revision prices.',
  },
  catalogue: {
    source: 'spec',
    description: 'Cars, models, versions, parts, colours, comparisons, maintenance plans.',
  },
  lead: { source: 'spec', description: 'Leads, contact-us, messaging-bot leads, phone check.' },
  'postal-code': { source: 'spec', description: 'Postal-code lookups.' },
  'sign-up': { source: 'spec', description: 'Sign-up, e-mail confirmation and resend.' },
  password: { source: 'spec', description: 'Forgot, reset and first password.' },
  'sign-in': {
    source: 'spec',
    description: 'Sign-in by e-mail and password, basic credentials or social sign-in.',
  },
  'account-migration': { source: 'spec', description: 'Account migration (migration/migrate, no bearer).' },
  'file-upload': { source: 'spec', description: 'File upload (no bearer in the spec; rate-limited).' },
  'employee-validation': {
    source: 'spec',
    description: 'B2E employee validation and bill address (no bearer).',
  },
  'financing-simulation': {
    source: 'spec',
    description: 'Financing simulations (visitors simulate, document 1 §6).',
  },
  'guest-reservation': {
    source: 'spec',
    description:
      'Reservation as a guest (anonymous-reservation guest header); the guest token guards the record.',
  },
  location: {
    source: 'decision',
    description: 'Countries, states, cities, geocoding, autocomplete, route matrix.',
  },
  'recall-lookup': { source: 'decision', description: 'Recall lookup by plate or chassis.' },
  'page-settings': {
    source: 'decision',
    description: 'Page settings and dictionary texts a page needs to render.',
  },
  ratings: { source: 'decision', description: 'Dealer ratings list.' },
  'work-areas': {
    source: 'decision',
    description: "The back-office pages the caller's roles open (none for nobody or a customer).",
  },
} as const satisfies Record<string, { source: 'spec' | 'decision'; description: string }>;

export type PublicCallFamily = keyof typeof PUBLIC_CALL_FAMILIES;

/** How a route is guarded: public, or one permission checked with that permission's scope. */
export type RouteAccess =
  | { readonly kind: 'public'; readonly family?: PublicCallFamily }
  | { readonly kind: 'permission'; readonly permission: Permission; readonly scope: PermissionScope };

/** The marker of a public route (no sign-in). Prefer {@link publicCall} to say which family. */
export const PUBLIC: RouteAccess = Object.freeze({ kind: 'public' });

/** A public route of the given family (spec document 2 §6), for the docs. */
export function publicCall(family: PublicCallFamily): RouteAccess {
  return Object.freeze({ kind: 'public', family });
}

/**
 * The requirement of a route guarded by `permission`. The scope belongs to the permission, so two
 * routes with one permission cannot disagree: passing a scope documents it at the route, and a
 * scope different from the permission's throws when the route is declared.
 */
export function requirement(permission: Permission, scope?: PermissionScope): RouteAccess {
  const definition = PERMISSION_DEFINITIONS[permission] as
    (typeof PERMISSION_DEFINITIONS)[Permission] | undefined;
  if (!definition) throw new Error(`Unknown permission "${permission}"`);
  if (scope !== undefined && scope !== definition.scope) {
    throw new Error(`Permission "${permission}" is checked with scope "${definition.scope}", not "${scope}"`);
  }
  return Object.freeze({ kind: 'permission', permission, scope: definition.scope });
}

/**
 * Checks a route's requirement for an actor (null when nobody is signed in). Public routes always
 * answer allowed; the others go through {@link can}.
 */
export function authorize(
  actor: AccessActor | null | undefined,
  access: RouteAccess,
  resource?: AccessResource,
  options?: AccessOptions,
): AccessDecision {
  if (access.kind === 'public') return { allowed: true };
  return can(actor, access.permission, resource, options);
}

const SCOPE_TEXT: Readonly<Record<PermissionScope, string>> = {
  own: "on the caller's own records",
  dealer: "on the records of the caller's dealers",
  brand: "within the caller's brands",
  none: '',
};

/**
 * A one-line English description of a route's requirement for the api docs, e.g.
 * "Requires garage:own on the caller's own records (reads also: garage:read-any). Roles: customer, post_sales_customer."
 */
export function describeRequirement(access: RouteAccess): string {
  if (access.kind === 'public') {
    return access.family ? `Public: ${PUBLIC_CALL_FAMILIES[access.family].description}` : 'Public.';
  }
  const definition = PERMISSION_DEFINITIONS[access.permission];
  const scope = SCOPE_TEXT[access.scope];
  const bypass = definition.readBypass?.length ? ` (reads also: ${definition.readBypass.join(', ')})` : '';
  const roles = rolesHolding(access.permission).join(', ');
  return `Requires ${access.permission}${scope ? ` ${scope}` : ''}${bypass}. Roles: ${roles}.`;
}
