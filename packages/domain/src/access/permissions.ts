/**
 * The self-service permissions a customer holds over their own records and doings, beyond their
 * account and privacy (the `customer` role holds them all).
 */
export const CUSTOMER_SELF_SERVICE = [
  'garage:own',
  'proposals:own',
  'orders:own',
  'documents:own',
  'vouchers:own',
  'payment-methods:own',
  'contracts:own',
  'loyalty:own',
  'benefits:own',
  'polls:vote',
  'ratings:create',
  'test-drives:own',
  'service-visits:own',
  'events:enroll',
  'promotions:participate',
  'saved-offers:own',
  'rental:own',
  'b2e:purchase',
  'b2e:approve',
  'discount-club:own',
  'evaluations:request',
  'dealer-visits:own',
] as const;

/**
 * The closed list of permissions, named `<area>:<action>`. Each covers a group of the calls of spec
 * document 2 §7 (the mapping is in docs/decisions/006-roles-and-permissions.md). Suffixes:
 * - `:own`, and the self-service actions: over the caller's own records;
 * - `-dealer`: over the records of the caller's dealers;
 * - `-any`: over anyone's records (staff support), reads only.
 */
export const PERMISSIONS = [
  // Self-service: a person over their own records.
  'account:own',
  'privacy:own',
  ...CUSTOMER_SELF_SERVICE,
  'games:play',
  'manuals:read',
  'repairmen:own',
  // Users.
  'users:read',
  'users:manage',
  'users:create',
  'users:assign-roles',
  'garage:read-any',
  // Dealers and partner businesses.
  'proposals:read-dealer',
  'orders:read-dealer',
  'orders:update-dealer',
  'documents:read-dealer',
  'test-drives:answer',
  'service-visits:answer',
  'schedules:manage',
  'quotations:save',
  'quotations:read-any',
  'prices:change',
  'working-prices:manage',
  'stock:view-factory',
  'stock:update',
  'leads:read-dealer',
  'offers:manage-dealer',
  'dealer-staff:manage',
  'dealer-profile:update',
  'dealer-visits:attend',
  'reports:read',
  'recalls:perform',
  'benefits:sync-dealer',
  'deliveries:record',
  'procedures:read',
  // Back office.
  'leads:read-queue',
  'leads:assign',
  'rental:manage',
  'b2e:manage',
  'offers:manage',
  'offers:publish',
  'offers:disapprove',
  'offers:reorder',
  'offers:configure',
  'procedures:manage',
  'manuals:manage',
  'dealers:block',
  'inspections:perform',
  'events:manage',
  'promotions:manage',
  'promotions:moderate',
  'games:manage',
  'qr-codes:generate',
  'vouchers:manage',
  'loyalty:manage',
  'mopar:manage',
  'mopar:read-sales',
  'settings:update',
  'dictionary:manage',
  'maintenance:manage',
  'cache:clear',
  'integration-errors:read',
  'integration-errors:reprocess',
  'external-apps:manage',
  'push-notifications:send',
  'subscription-payments:manage',
  'toll-events:manage',
  'food-catalog:manage',
  // Systems.
  'integration-log:write',
  'analytics:send',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a permission is checked against:
 * - `own`: the record's owner must be the caller (`ownerId === userId`);
 * - `dealer`: the record's dealer must be one of the caller's dealers;
 * - `brand`: the record's brand must be one of the caller's brands, when the caller has brand limits;
 * - `none`: holding the permission is enough.
 */
export type PermissionScope = 'own' | 'dealer' | 'brand' | 'none';

export interface PermissionDefinition {
  scope: PermissionScope;
  /** `self`: a person over their own things, fit for customers. `staff`: anything else. */
  kind: 'self' | 'staff';
  /** The operations it allows, for the docs and the back office. */
  description: string;
  /**
   * For an own-record permission: the permissions that let someone else read such a record
   * (support staff, or the dealer the record was made with). Never writes.
   */
  readBypass?: readonly Permission[];
  /** `payment`: touches card, contract or payment data, which user management must never reach. */
  dataClass?: 'payment';
}

const self = (description: string, extra: Partial<PermissionDefinition> = {}): PermissionDefinition => ({
  scope: 'own',
  kind: 'self',
  description,
  ...extra,
});

const staff = (
  scope: PermissionScope,
  description: string,
  extra: Partial<PermissionDefinition> = {},
): PermissionDefinition => ({
  scope,
  kind: 'staff',
  description,
  ...extra,
});

/** The definition of every permission: scope, kind, description and read bypasses. */
export const PERMISSION_DEFINITIONS: Readonly<Record<Permission, PermissionDefinition>> = {
  'account:own': self(
    'Read and edit own user data, address and credentials, user-data steps, sign out, agreements.',
    { readBypass: ['users:read'] },
  ),
  'privacy:own': self('Own consents, export of own data, deletion of own account.'),
  'garage:own': self('Own owned, visited and wanted cars: list, add, remove, exclusive.', {
    readBypass: ['garage:read-any'],
  }),
  'proposals:own': self('Own financing and sales proposals: send, follow status, download.', {
    readBypass: ['proposals:read-dealer'],
  }),
  'orders:own': self('Own reservations and orders: reserve, pay, timeline, cancel, welcome kit.', {
    readBypass: ['orders:read-dealer'],
  }),
  'documents:own': self('Own documents: upload, list, anti-fraud selfie.', {
    readBypass: ['documents:read-dealer'],
  }),
  'vouchers:own': self('Own vouchers and rewards: list, generate, redeem.'),
  'payment-methods:own': self('Own saved cards and payment instruments: list, add, set default, remove.', {
    dataClass: 'payment',
  }),
  'contracts:own': self('Own financing and consortium contracts: read, accept.', { dataClass: 'payment' }),
  'loyalty:own': self('Own loyalty profile, eligibility, subscription, medals and ranking.'),
  'benefits:own': self('Own benefits: available, redeemed, redeem at a dealer, coverage.'),
  'polls:vote': self('Answer polls and surveys.', { scope: 'none' }),
  'ratings:create': self('Rate a test drive, a dealership, an advisor or a benefit.', { scope: 'none' }),
  'test-drives:own': self('Own test drives: book, follow, cancel.', { readBypass: ['test-drives:answer'] }),
  'service-visits:own': self('Own service and revision visits: schedule, follow, cancel.', {
    readBypass: ['service-visits:answer'],
  }),
  'events:enroll': self('List events and enrol in one.', { scope: 'none' }),
  'promotions:participate': self(
    'Agree to a promotion, follow own lucky numbers and subscriptions, scan a QR code.',
  ),
  'saved-offers:own': self('Own saved marketplace offers.'),
  'rental:own': self('Own rental profile and rental proposals.'),
  'b2e:purchase': self('Employee purchase (B2E): impediments, availability, reserve.'),
  'b2e:approve': self(
    "Approve or refuse the employee-program reservations of the partner companies the account is named approver of (its own company's only).",
  ),
  'discount-club:own': self('Own discount-club access.'),
  'evaluations:request': self('Ask for a used-car evaluation by plate.', { scope: 'none' }),
  'dealer-visits:own': self('Check in at a dealership and call an attendant.'),
  'games:play': self('Answer quizzes and earn own medals.'),
  'manuals:read': self('Search and read owner manuals and maintenance schedules.', { scope: 'none' }),
  'repairmen:own': self('Own mechanic profile.'),

  'users:read': staff('none', 'Find and read any user account (no payment data).'),
  'users:manage': staff('none', 'Edit, block, unblock and migrate user accounts; resend confirmation.'),
  'users:create': staff('none', 'Create customer accounts, one by one or by import.'),
  'users:assign-roles': staff('none', 'Give and take roles and groups.'),
  'garage:read-any': staff('none', "Read anyone's garage for support."),

  'proposals:read-dealer': staff('dealer', "Read the proposals sent to the caller's dealers."),
  'orders:read-dealer': staff('dealer', "Read the orders and reservations of the caller's dealers."),
  'orders:update-dealer': staff(
    'dealer',
    "Move the orders of the caller's dealers along the timeline: payment received, invoice, delivery, cancellation.",
  ),
  'documents:read-dealer': staff('dealer', "Read the documents of the caller's dealers' orders."),
  'test-drives:answer': staff(
    'dealer',
    'List, confirm, reschedule and cancel test drives and virtual visits.',
  ),
  'service-visits:answer': staff('dealer', 'List, confirm and cancel service visits.'),
  'schedules:manage': staff('dealer', 'Time slots and services a dealer offers.'),
  'quotations:save': staff('dealer', 'Use the quotation simulator and save quotations to the CRM.'),
  'quotations:read-any': staff(
    'brand',
    "Read every dealer's quotations and their PDFs in the back office, within the caller's brands.",
  ),
  'prices:change': staff('dealer', 'Change the price of a quotation (above the initial price).'),
  'working-prices:manage': staff('dealer', 'Working prices, price visualizer and CSV of a dealer.'),
  'stock:view-factory': staff('brand', 'See factory stock.'),
  'stock:update': staff('dealer', 'Update and reduce dealer stock.'),
  'deliveries:record': staff(
    'dealer',
    "Report the vehicles the caller's dealers delivered (the delivery opens the buyer's rating).",
  ),
  'leads:read-dealer': staff('dealer', "Read the leads sent to the caller's dealers."),
  'offers:manage-dealer': staff(
    'dealer',
    "Create, edit, mark sold or unsold the caller's dealers' marketplace offers.",
  ),
  'dealer-staff:manage': staff('dealer', "Add and remove the staff of the caller's dealers."),
  'dealer-profile:update': staff('dealer', "Update a dealer's profile and e-connect settings."),
  'dealer-visits:attend': staff('dealer', 'Attend customers who checked in at the dealership.'),
  'reports:read': staff('dealer', "Read the reports of the caller's dealers."),
  'recalls:perform': staff('dealer', 'Record and validate recall and software-update work.'),
  'benefits:sync-dealer': staff('dealer', "Synchronise a dealer's benefits and redemptions."),
  'procedures:read': staff('brand', 'Read technical procedures.'),

  'leads:read-queue': staff('brand', 'Read the lead queue.'),
  'leads:assign': staff('brand', 'Route a lead from the queue to a dealer.'),
  'rental:manage': staff(
    'brand',
    'Move company rental proposals along their statuses and attach their documents.',
  ),
  'b2e:manage': staff('none', "Import a partner company's list of employees for the employee program."),
  'offers:manage': staff('brand', 'Create, edit, delete any marketplace offer; bulk status changes.'),
  'offers:publish': staff('brand', 'Publish and unpublish marketplace offers.'),
  'offers:disapprove': staff('brand', 'Disapprove marketplace offers.'),
  'offers:reorder': staff('brand', 'Reorder marketplace offers.'),
  'offers:configure': staff('none', 'Marketplace categories, features, stamps and parts.'),
  'procedures:manage': staff('brand', 'Create, edit and retire technical procedures.'),
  'manuals:manage': staff('brand', 'Create, edit, delete and search owner manuals (admin search).'),
  'dealers:block': staff('brand', 'Block and unblock dealers.'),
  'inspections:perform': staff('brand', 'Inspect and certify used vehicles.'),
  'events:manage': staff(
    'brand',
    'Create and edit events, see and remove participants, confirm or cancel virtual events.',
  ),
  'promotions:manage': staff('brand', 'Promotions, groups, regions and lucky-number campaigns.'),
  'promotions:moderate': staff('brand', 'Participants, inactivation, deny list and candidates report.'),
  'games:manage': staff('none', 'Quizzes and games.'),
  'qr-codes:generate': staff('none', 'Generate QR codes.'),
  'vouchers:manage': staff('brand', 'Vouchers, rewards and maximum discounts.'),
  'loyalty:manage': staff('brand', 'Loyalty benefits, prizes, polls, FAQ; award medals.'),
  'mopar:manage': staff('brand', 'Mopar offers: service plans, extended warranty, eligible models.'),
  'mopar:read-sales': staff('dealer', "Read the Mopar sales of the caller's dealers."),
  'settings:update': staff('brand', 'Page settings of a brand: switches, service addresses, skins.'),
  'dictionary:manage': staff('none', 'Data dictionary (texts and translation hints).'),
  'maintenance:manage': staff('brand', 'Maintenance plans, revision services and their prices.'),
  'cache:clear': staff('none', 'Clear caches.'),
  'integration-errors:read': staff('none', 'Read integration errors and the integration log.'),
  'integration-errors:reprocess': staff('none', 'Update and reprocess integration errors.'),
  'external-apps:manage': staff('none', 'Register partner applications and their credentials.'),
  'push-notifications:send': staff('brand', 'Write and send push notifications.'),
  'subscription-payments:manage': staff('brand', 'Follow and settle loyalty subscription payments.', {
    dataClass: 'payment',
  }),
  'toll-events:manage': staff('none', 'Toll events.'),
  'food-catalog:manage': staff('none', 'Food catalogue.'),

  'integration-log:write': staff('none', 'Write to the integration log.'),
  'analytics:send': staff('none', 'Send analytics events.'),
};

/** Whether a string is a permission code. */
export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSION_DEFINITIONS, value);
}

/** The scope a permission is checked with. */
export function permissionScope(permission: Permission): PermissionScope {
  return PERMISSION_DEFINITIONS[permission].scope;
}
