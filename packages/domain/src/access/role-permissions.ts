import { CUSTOMER_SELF_SERVICE, type Permission } from './permissions.js';
import {
  PROGRAM_ROLE_DEFINITIONS,
  ROLE_CODES,
  type ProgramRole,
  type RoleCode,
  isProgramRole,
  isRoleCode,
} from './roles.js';

/** What every person with an account may do with it, whatever their role. */
const PERSON: readonly Permission[] = ['account:own', 'privacy:own'];

/** A dealership's sales desk, for its managers and its staff: its leads, test drives, proposals and orders. */
const DEALER_DESK: readonly Permission[] = [
  'leads:read-dealer',
  'test-drives:answer',
  'proposals:read-dealer',
  'orders:read-dealer',
  'orders:update-dealer',
  'documents:read-dealer',
];

/**
 * The permissions of each role (our decision: the spec lists the roles, not their permissions).
 * Least privilege: customers hold only permissions over their own records, dealer roles only
 * permissions checked against their dealers (or their dealers' brands), staff roles only their area.
 * Roles add up: a dealer seller who also buys a car holds `user_dealer` and `customer`.
 * The reasoning is in docs/decisions/006-roles-and-permissions.md.
 */
export const ROLE_PERMISSIONS: Readonly<Record<RoleCode, readonly Permission[]>> = {
  user_admin: [
    ...PERSON,
    'users:read',
    'users:manage',
    'users:create',
    'users:assign-roles',
    'garage:read-any',
  ],
  partner_admin: [
    ...PERSON,
    'b2e:approve',
    'dealer-staff:manage',
    'schedules:manage',
    'service-visits:answer',
    'procedures:read',
  ],
  partner_owner: [...PERSON, 'dealer-profile:update', 'dealer-staff:manage', 'reports:read'],
  repairman: [
    ...PERSON,
    'repairmen:own',
    'manuals:read',
    'service-visits:answer',
    'recalls:perform',
    'procedures:read',
  ],
  offer_admin: [
    ...PERSON,
    'offers:manage',
    'offers:publish',
    'offers:disapprove',
    'offers:reorder',
    'offers:configure',
  ],
  customer: [...PERSON, ...CUSTOMER_SELF_SERVICE, 'manuals:read'],
  sales_customer: [
    ...PERSON,
    'proposals:own',
    'orders:own',
    'documents:own',
    'payment-methods:own',
    'contracts:own',
    'test-drives:own',
    'dealer-visits:own',
    'ratings:create',
  ],
  post_sales_customer: [
    ...PERSON,
    'garage:own',
    'service-visits:own',
    'vouchers:own',
    'loyalty:own',
    'benefits:own',
    'polls:vote',
    'ratings:create',
    'manuals:read',
  ],
  game_admin: [...PERSON, 'games:manage', 'promotions:manage', 'promotions:moderate'],
  manual_admin: [...PERSON, 'manuals:manage'],
  game_moderator: [...PERSON, 'promotions:moderate'],
  game_player: [...PERSON, 'games:play', 'promotions:participate'],
  procedure_manager: [...PERSON, 'procedures:manage', 'procedures:read'],
  regional_manager: [
    ...PERSON,
    'reports:read',
    'quotations:read-any',
    'leads:read-dealer',
    'orders:read-dealer',
    'stock:view-factory',
  ],
  dealer_manager: [
    ...PERSON,
    'quotations:save',
    'prices:change',
    'working-prices:manage',
    'stock:view-factory',
    'stock:update',
    ...DEALER_DESK,
    'offers:manage-dealer',
    'dealer-staff:manage',
    'dealer-profile:update',
    'schedules:manage',
    'dealer-visits:attend',
    'reports:read',
    'benefits:sync-dealer',
  ],
  inspector: [...PERSON, 'inspections:perform'],
  user_dealer: [
    ...PERSON,
    'quotations:save',
    'prices:change',
    'stock:view-factory',
    ...DEALER_DESK,
    'dealer-visits:attend',
  ],
  external_application_admin: [...PERSON, 'external-apps:manage'],
  dealer_blocker: [...PERSON, 'dealers:block'],
  qr_code_generator: [...PERSON, 'qr-codes:generate'],
  external_application_user: ['analytics:send', 'integration-log:write'],
  service_admin: [...PERSON, 'settings:update', 'dictionary:manage', 'maintenance:manage'],
  dms: ['stock:update', 'orders:read-dealer', 'leads:read-dealer', 'deliveries:record'],
  event_admin: [...PERSON, 'events:manage'],
  // Company rental requests arrive as leads; the same desk follows them as proposals.
  // Partner companies' employee lists (the employee program) are kept by the same companies desk.
  lead_queue_manager: [...PERSON, 'leads:read-queue', 'leads:assign', 'rental:manage', 'b2e:manage'],
  user_creator: [...PERSON, 'users:create'],
  cache_manager: [...PERSON, 'cache:clear'],
  integration_error_manager: [...PERSON, 'integration-errors:read', 'integration-errors:reprocess'],
  push_notification_admin: [...PERSON, 'push-notifications:send'],
  subscription_payment_manager: [...PERSON, 'subscription-payments:manage'],
  toll_event_manager: [...PERSON, 'toll-events:manage'],
  food_catalog_manager: [...PERSON, 'food-catalog:manage'],
  voucher_admin: [...PERSON, 'vouchers:manage'],
};

/**
 * The permissions of the Mopar and loyalty program roles, which count only while the user is in
 * the program's group.
 */
export const PROGRAM_ROLE_PERMISSIONS: Readonly<Record<ProgramRole, readonly Permission[]>> = {
  'mopar:ROLE_REGIONAL': ['mopar:read-sales'],
  'mopar:ROLE_ADMIN': ['mopar:manage'],
  'loyalty:ROLE_ADMIN': ['loyalty:manage'],
};

/**
 * The only roles that may hold `users:manage` (editing, blocking and migrating anyone's account).
 * A test and `accessTableViolations` hold the table to it.
 */
export const USERS_MANAGE_ROLES: readonly RoleCode[] = ['user_admin'];

/** A role as an actor carries it: one of the 33 codes, or a program role grant. */
export type AccessRole = RoleCode | ProgramRole;

/**
 * Every permission the given roles grant. Program roles count only when `groups` holds their
 * program's group; unknown role names (an old token, a typo in the database) grant nothing.
 */
export function permissionsOf(
  roles: readonly string[],
  groups: readonly string[] = [],
): ReadonlySet<Permission> {
  const granted = new Set<Permission>();
  for (const name of roles) {
    if (isRoleCode(name)) {
      for (const permission of ROLE_PERMISSIONS[name]) granted.add(permission);
    } else if (isProgramRole(name) && groups.includes(PROGRAM_ROLE_DEFINITIONS[name].group)) {
      for (const permission of PROGRAM_ROLE_PERMISSIONS[name]) granted.add(permission);
    }
  }
  return granted;
}

/** The roles (and program roles) that hold a permission, for docs and the back office. */
export function rolesHolding(permission: Permission): AccessRole[] {
  const roles: AccessRole[] = ROLE_CODES.filter((code) => ROLE_PERMISSIONS[code].includes(permission));
  for (const [programRole, permissions] of Object.entries(PROGRAM_ROLE_PERMISSIONS) as [
    ProgramRole,
    readonly Permission[],
  ][]) {
    if (permissions.includes(permission)) roles.push(programRole);
  }
  return roles;
}
