/**
 * The service families of spec document 2 §7 (the groups of calls, plus the families named there
 * with a base address but no path). Page settings give each one a base address, so a family can
 * later move to its own deployment by changing a setting rather than the web app.
 */
export const SERVICE_FAMILIES = [
  // Authentication and users.
  'auth',
  'users',
  // B2E and search.
  'b2e',
  'search',
  // Benefits, loyalty, vouchers.
  'benefits',
  'loyalty',
  'subscription',
  'vouchers',
  'voucher-hub',
  'rewards',
  'mopar',
  'mopar-offer',
  // Cars, catalogue, prices, stock.
  'car',
  'catalogue',
  'version-comparator',
  'maintenance',
  'prices',
  'stock',
  'payments',
  'payment-type',
  'coupons',
  // Financing.
  'financing',
  'financing-hub',
  // Reservations, rental, journey.
  'reservations',
  'rental',
  'rental-offer',
  'rental-user',
  'timeline',
  'employee',
  'journey',
  'integration-log',
  'virtual-events',
  'visit-scheduling',
  // Dealers and locations.
  'dealers',
  'dealer-scheduler',
  'dealer-sales',
  'locations',
  'geo',
  // Garage, events, misc.
  'garage',
  'events',
  'evaluation',
  'face',
  'identity-validation',
  'quiz',
  'data-dictionary',
  'user-analytics',
  'reports',
  'recall',
  'confiat',
  'contact-us',
  'leads',
  'phone-check',
  'whatsapp',
  'manuals',
  'card-management',
  'contracts',
  'file-upload',
  'document-uploader',
  'offers',
  'offer-admin',
  'payment-instruments',
  'payment-security',
  'transaction-payer',
  'promotions',
  'procedure',
  'rating',
  'game',
  'assets',
  'quotations',
] as const;

export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];
