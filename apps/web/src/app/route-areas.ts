import type { RouteObject } from 'react-router';
import type { TranslationKey } from '../lib/i18n/msg';

/**
 * The customer areas under `/{locale}/{brand}/`. Each area is its own chunk, loaded when a visitor
 * first opens one of its pages, so adding an area does not grow the home page's download.
 *
 * To add a feature: export its page components from `src/features/<feature>/`, add an entry here
 * with its path and `lazy` import, and a `nav` entry if it belongs in the header. Only pages that
 * exist get a link.
 */
export interface RouteArea {
  id: string;
  /** Path below `/{locale}/{brand}/`; omitted for the brand's home page. */
  path?: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /** Sub-routes of the area, e.g. the steps of a flow. */
  children?: RouteObject[];
  nav?: { labelKey: TranslationKey; order: number };
}

export const routeAreas: RouteArea[] = [
  {
    id: 'home',
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
    nav: { labelKey: 'nav.home', order: 0 },
  },
  {
    // Neutral path in both locales, so the locale switch keeps the buyer on the same build.
    id: 'builder',
    path: 'builder',
    lazy: async () => ({}),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/builds/builder-page')).BuilderPage }) },
      {
        path: ':modelCode',
        lazy: async () => ({ Component: (await import('../features/builds/builder-page')).BuilderPage }),
      },
    ],
    nav: { labelKey: 'nav.builder', order: 10 },
  },
  {
    // Funding flow (spec document 1 §2), the standalone calculator and the buyer's proposals.
    id: 'financing',
    path: 'financing',
    lazy: async () => ({}),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/financing/funding-flow-page')).FundingFlowPage }) },
      {
        path: 'calculator',
        lazy: async () => ({ Component: (await import('../features/financing/calculator-page')).CalculatorPage }),
      },
      {
        path: 'proposals',
        lazy: async () => ({ Component: (await import('../features/financing/proposals-page')).ProposalsPage }),
      },
      {
        path: 'proposals/:id',
        lazy: async () => ({ Component: (await import('../features/financing/proposal-page')).ProposalPage }),
      },
    ],
    nav: { labelKey: 'nav.financing', order: 20 },
  },
  {
    id: 'comparator',
    path: 'compare/:modelCode',
    lazy: async () => ({ Component: (await import('../features/catalogue/comparator-page')).ComparatorPage }),
  },  {
    // Dealer locator: by postal code, state and city, or near the visitor.
    id: 'dealers',
    path: 'dealers',
    lazy: async () => ({ Component: (await import('../features/dealers/dealer-locator-page')).DealerLocatorPage }),
    nav: { labelKey: 'nav.dealers', order: 40 },
  },
  {
    // Lead form; the builder's resume links here with the car in the query (?model=&version=&mvs=&year=).
    id: 'lead',
    path: 'lead',
    lazy: async () => ({ Component: (await import('../features/leads/lead-page')).LeadPage }),
  },
  {
    // The full car-purchase form; the builder's resume links here with the car in the query.
    id: 'purchase',
    path: 'purchase',
    lazy: async () => ({ Component: (await import('../features/leads/purchase-page')).PurchasePage }),
  },
  {
    id: 'test-drive',
    path: 'test-drive',
    lazy: async () => ({ Component: (await import('../features/test-drives/test-drive-page')).TestDrivePage }),
    nav: { labelKey: 'nav.testDrive', order: 50 },
  },
  {
    // The buyer's page of one booking: status, cancel, rating (the key comes in the query).
    id: 'test-drive-status',
    path: 'test-drive/:id',
    lazy: async () => ({ Component: (await import('../features/test-drives/test-drive-status-page')).TestDriveStatusPage }),
  },
  {
    // The dealer's quotation simulator (sellers and managers of the account's dealers).
    id: 'dealer-quotations',
    path: 'dealer/quotations',
    lazy: async () => ({}),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/quotations/quotation-desk-page')).QuotationDeskPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('../features/quotations/quotation-page')).QuotationPage }),
      },
    ],
  },
  {
    id: 'dealer-test-drives',
    path: 'dealer/test-drives',
    lazy: async () => ({ Component: (await import('../features/test-drives/dealer-test-drives-page')).DealerTestDrivesPage }),
  },
  {
    // Online reservation: showcase, register and reservation steps, then the order with its payment.
    id: 'reservation',
    path: 'reservation',
    lazy: async () => ({}),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/reservations/showcase-page')).ShowcasePage }) },
      {
        path: 'orders/:id',
        lazy: async () => ({ Component: (await import('../features/reservations/order-page')).OrderPage }),
      },
      { path: 'desk', lazy: async () => ({ Component: (await import('../features/reservations/desk-page')).DeskPage }) },
    ],
  },
  {
    id: 'whatsapp',
    path: 'whatsapp',
    lazy: async () => ({ Component: (await import('../features/whatsapp/whatsapp-page')).WhatsappPage }),
  },
  {
    id: 'ratings',
    path: 'ratings',
    lazy: async () => ({ Component: (await import('../features/ratings/ratings-page')).RatingsPage }),
    nav: { labelKey: 'nav.ratings', order: 70 },
  },
  {
    id: 'contact',
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
    nav: { labelKey: 'nav.contact', order: 80 },
  },
  {
    // Sign-in, sign-up, e-mail confirmation and password pages (links in e-mails point here).
    id: 'auth',
    path: 'auth/:page',
    lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
  },
  {
    // The logged-in area; anonymous visitors are offered sign-in and sign-up there.
    id: 'account',
    path: 'account',
    lazy: async () => ({ Component: (await import('../features/account/account-page')).AccountPage }),
    nav: { labelKey: 'account.nav', order: 90 },
  },
  {
    id: 'account-steps',
    path: 'account/complete/:step',
    lazy: async () => ({ Component: (await import('../features/account/completion-page')).CompletionPage }),
  },
  {
    // The dealer's mechanic records recall work (accounts with `recalls:perform`).
    id: 'dealer-recalls',
    path: 'dealer/recalls',
    lazy: async () => ({ Component: (await import('../features/recalls/dealer-recalls-page')).DealerRecallsPage }),
  },
  {
    // A revision's scheduling request to a dealer; the revisions page links here with the car.
    id: 'revision-request',
    path: 'services/book',
    lazy: async () => ({
      Component: (await import('../features/leads/revision-request-page')).RevisionRequestPage,
    }),
  },
  {
    id: 'maintenance',
    path: 'services',
    lazy: async () => ({ Component: (await import('../features/maintenance/maintenance-page')).MaintenancePage }),
    nav: { labelKey: 'nav.maintenance', order: 55 },
  },
  {
    id: 'recalls',
    path: 'recalls',
    lazy: async () => ({ Component: (await import('../features/recalls/recalls-page')).RecallsPage }),
    nav: { labelKey: 'nav.recalls', order: 60 },
  },
  {
    // Back office: the page settings of this brand in this market.
    id: 'staff-settings',
    path: 'staff/settings',
    lazy: async () => ({ Component: (await import('../features/back-office/page-settings-page')).PageSettingsPage }),
  },
  {
    // Back office: journeys that did not reach a partner (staff sign in with their account).
    id: 'staff-integration-errors',
    path: 'staff/integration-errors',
    lazy: async () => ({
      Component: (await import('../features/back-office/integration-errors-page')).IntegrationErrorsPage,
    }),
  },
  {
    // Back office: every dealer's quotations, read only (staff with `quotations:read-any`).
    id: 'staff-quotations',
    path: 'staff/quotations',
    lazy: async () => ({
      Component: (await import('../features/quotations/staff-quotations-page')).StaffQuotationsPage,
    }),
  },
  {
    // Company rental: offers and the legal-person intent form; the company follows its proposals.
    id: 'rental',
    path: 'rental',
    lazy: async () => ({ Component: (await import('../features/rental/rental-page')).RentalPage }),
    nav: { labelKey: 'rental.nav', order: 75 },
  },
  {
    id: 'rental-proposals',
    path: 'rental/proposals',
    lazy: async () => ({ Component: (await import('../features/rental/rental-proposals-page')).RentalProposalsPage }),
  },
  {
    // Back office: the lead desk moves rental proposals and attaches their documents.
    id: 'staff-rental',
    path: 'staff/rental',
    lazy: async () => ({ Component: (await import('../features/rental/staff-rental-page')).StaffRentalPage }),
  },
  {
    // Employee purchase (B2E): validation, standing and the program price of a build.
    id: 'employee-purchase',
    path: 'employee-purchase',
    lazy: async () => ({ Component: (await import('../features/b2e/b2e-page')).B2EPage }),
    nav: { labelKey: 'b2e.nav', order: 76 },
  },
  {
    // The partner company's approver decides its employees' program reservations.
    id: 'employee-purchase-approvals',
    path: 'employee-purchase/approvals',
    lazy: async () => ({ Component: (await import('../features/b2e/approvals-page')).ApprovalsPage }),
  },
  {
    // Back office: the companies desk imports a partner's employee list and names its approver.
    id: 'staff-employee-program',
    path: 'staff/employee-program',
    lazy: async () => ({
      Component: (await import('../features/b2e/staff-employee-program-page')).StaffEmployeeProgramPage,
    }),
  },
  {
    id: 'discount-club',
    path: 'discount-club',
    lazy: async () => ({ Component: (await import('../features/discount-club/discount-club-page')).DiscountClubPage }),
    nav: { labelKey: 'club.nav', order: 77 },
  },
  {
    id: 'garage',
    path: 'garage',
    lazy: async () => ({ Component: (await import('../features/garage/garage-page')).GaragePage }),
  },
  {
    // The privacy notice and the terms of use, linked from the footer (decision 050).
    id: 'privacy-notice',
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/privacy/privacy-notice-page')).PrivacyNoticePage }),
  },
  {
    id: 'terms-of-use',
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/privacy/terms-of-use-page')).TermsOfUsePage }),
  },
];

/**
 * Areas that live outside a brand's pages, e.g. a back office at `/staff/…` with its own layout.
 * Same rule: one lazy entry per area, so none of it ships with the customer pages.
 */
export const standaloneAreas: RouteObject[] = [];

export interface NavItem {
  id: string;
  labelKey: TranslationKey;
  /** Path below `/{locale}/{brand}/` ('' for the home page). */
  path: string;
}

/** Header navigation of every brand, in display order. */
export const navItems: NavItem[] = routeAreas
  .flatMap((area) => (area.nav ? [{ id: area.id, labelKey: area.nav.labelKey, path: area.path ?? '', order: area.nav.order }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ id, labelKey, path }) => ({ id, labelKey, path }));

/** Route objects of the areas, as children of the brand layout route. */
export function areaRoutes(): RouteObject[] {
  return routeAreas.map((area): RouteObject =>
    area.path
      ? { id: area.id, path: area.path, lazy: area.lazy, children: area.children }
      : { id: area.id, index: true, lazy: area.lazy },
  );
}
