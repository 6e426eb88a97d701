import type { ComponentType } from 'react';
import type { TextArea } from '../lib/i18n/i18n';
import type { TranslationKey } from '../lib/i18n/msg';

/**
 * The customer areas under `/{locale}/{brand}/`. Each screen is its own chunk, loaded when a visitor
 * first opens one of its pages, so adding an area does not grow the home page's download.
 *
 * To add a feature: export its page components from `src/features/<feature>/`, add an entry here
 * with its path and `screen` (the module's dynamic import, then `.then((m) => m.Screen)`: the shell's
 * shortest form once bundled, which lint holds), the areas of texts its screens show (`texts`), and a `nav` entry
 * if it belongs in the header. Only pages that exist get a link.
 */

/** Imports a screen's chunk; the route renders it once it and the area's texts are loaded. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A page of an area, e.g. a step of a flow. */
export interface AreaPage {
  /** The area's own address; otherwise `path` below it. */
  index?: true;
  path?: string;
  screen: ScreenLoader;
}

export interface RouteArea {
  id: string;
  /** Path below `/{locale}/{brand}/`; omitted for the brand's home page. */
  path?: string;
  /** The area's screen at its own address, when it has no `children`. */
  screen?: ScreenLoader;
  /**
   * The areas of texts its screens show, besides the common ones: they are loaded with the screen's
   * chunk before it renders, and a server-rendered page preloads exactly these (decision 059).
   */
  texts: TextArea[];
  /** Pages of the area, e.g. the steps of a flow. */
  children?: AreaPage[];
  nav?: { labelKey: TranslationKey; order: number };
}

export const routeAreas: RouteArea[] = [
  {
    id: 'home',
    texts: ['home'],
    screen: () => import('../features/home/home-page').then((m) => m.HomePage),
    nav: { labelKey: 'nav.home', order: 0 },
  },
  {
    // Neutral path in both locales, so the locale switch keeps the buyer on the same build.
    id: 'builder',
    texts: ['builder'],
    path: 'builder',
    children: [
      { index: true, screen: () => import('../features/builds/builder-page').then((m) => m.BuilderPage) },
      {
        path: ':modelCode',
        screen: () => import('../features/builds/builder-page').then((m) => m.BuilderPage),
      },
    ],
    nav: { labelKey: 'nav.builder', order: 10 },
  },
  {
    // Funding flow (spec document 1 §2), the standalone calculator and the buyer's proposals.
    id: 'financing',
    texts: ['home', 'financing'],
    path: 'financing',
    children: [
      {
        index: true,
        screen: () => import('../features/financing/funding-flow-page').then((m) => m.FundingFlowPage),
      },
      {
        path: 'calculator',
        screen: () => import('../features/financing/calculator-page').then((m) => m.CalculatorPage),
      },
      {
        path: 'proposals',
        screen: () => import('../features/financing/proposals-page').then((m) => m.ProposalsPage),
      },
      {
        path: 'proposals/:id',
        screen: () => import('../features/financing/proposal-page').then((m) => m.ProposalPage),
      },
    ],
    nav: { labelKey: 'nav.financing', order: 20 },
  },
  {
    id: 'comparator',
    texts: ['builder', 'comparator'],
    path: 'compare/:modelCode',
    screen: () => import('../features/catalogue/comparator-page').then((m) => m.ComparatorPage),
  },
  {
    // Dealer locator: by postal code, state and city, or near the visitor.
    id: 'dealers',
    texts: ['home'],
    path: 'dealers',
    screen: () => import('../features/dealers/dealer-locator-page').then((m) => m.DealerLocatorPage),
    nav: { labelKey: 'nav.dealers', order: 40 },
  },
  {
    // Lead form; the builder's resume links here with the car in the query (?model=&version=&mvs=&year=).
    id: 'lead',
    texts: ['home', 'services'],
    path: 'lead',
    screen: () => import('../features/leads/lead-page').then((m) => m.LeadPage),
  },
  {
    // The full car-purchase form; the builder's resume links here with the car in the query.
    id: 'purchase',
    texts: ['home', 'services'],
    path: 'purchase',
    screen: () => import('../features/leads/purchase-page').then((m) => m.PurchasePage),
  },
  {
    id: 'test-drive',
    texts: ['home', 'services'],
    path: 'test-drive',
    screen: () => import('../features/test-drives/test-drive-page').then((m) => m.TestDrivePage),
    nav: { labelKey: 'nav.testDrive', order: 50 },
  },
  {
    // The buyer's page of one booking: status, cancel, rating (the key comes in the query).
    id: 'test-drive-status',
    texts: ['home', 'services'],
    path: 'test-drive/:id',
    screen: () => import('../features/test-drives/test-drive-status-page').then((m) => m.TestDriveStatusPage),
  },
  {
    // The dealer's quotation simulator (sellers and managers of the account's dealers).
    id: 'dealer-quotations',
    // The simulator words a build's changes as the builder does (its preview tabs and change texts).
    texts: ['business', 'builder'],
    path: 'dealer/quotations',
    children: [
      {
        index: true,
        screen: () => import('../features/quotations/quotation-desk-page').then((m) => m.QuotationDeskPage),
      },
      {
        path: ':id',
        screen: () => import('../features/quotations/quotation-page').then((m) => m.QuotationPage),
      },
    ],
  },
  {
    id: 'dealer-test-drives',
    texts: ['home', 'services'],
    path: 'dealer/test-drives',
    screen: () =>
      import('../features/test-drives/dealer-test-drives-page').then((m) => m.DealerTestDrivesPage),
  },
  {
    // Online reservation: showcase, register and reservation steps, then the order with its payment.
    id: 'reservation',
    texts: ['account'],
    path: 'reservation',
    children: [
      {
        index: true,
        screen: () => import('../features/reservations/showcase-page').then((m) => m.ShowcasePage),
      },
      {
        path: 'orders/:id',
        screen: () => import('../features/reservations/order-page').then((m) => m.OrderPage),
      },
      { path: 'desk', screen: () => import('../features/reservations/desk-page').then((m) => m.DeskPage) },
    ],
  },
  {
    id: 'whatsapp',
    texts: ['home', 'services'],
    path: 'whatsapp',
    screen: () => import('../features/whatsapp/whatsapp-page').then((m) => m.WhatsappPage),
  },
  {
    id: 'ratings',
    texts: ['services'],
    path: 'ratings',
    screen: () => import('../features/ratings/ratings-page').then((m) => m.RatingsPage),
    nav: { labelKey: 'nav.ratings', order: 70 },
  },
  {
    id: 'contact',
    texts: ['services'],
    path: 'contact',
    screen: () => import('../features/contact/contact-page').then((m) => m.ContactPage),
    nav: { labelKey: 'nav.contact', order: 80 },
  },
  {
    // Sign-in, sign-up, e-mail confirmation and password pages (links in e-mails point here).
    id: 'auth',
    texts: ['account'],
    path: 'auth/:page',
    screen: () => import('../features/auth/auth-page').then((m) => m.AuthPage),
  },
  {
    // The logged-in area; anonymous visitors are offered sign-in and sign-up there.
    id: 'account',
    texts: ['home', 'financing', 'services', 'account'],
    path: 'account',
    screen: () => import('../features/account/account-page').then((m) => m.AccountPage),
    nav: { labelKey: 'nav.account', order: 90 },
  },
  {
    id: 'account-steps',
    texts: ['home', 'financing', 'services', 'account'],
    path: 'account/complete/:step',
    screen: () => import('../features/account/completion-page').then((m) => m.CompletionPage),
  },
  {
    // The dealer's mechanic records recall work (accounts with `recalls:perform`).
    id: 'dealer-recalls',
    texts: ['services'],
    path: 'dealer/recalls',
    screen: () => import('../features/recalls/dealer-recalls-page').then((m) => m.DealerRecallsPage),
  },
  {
    // A revision's scheduling request to a dealer; the revisions page links here with the car.
    id: 'revision-request',
    texts: ['home', 'services'],
    path: 'services/book',
    screen: () => import('../features/leads/revision-request-page').then((m) => m.RevisionRequestPage),
  },
  {
    id: 'maintenance',
    texts: ['services'],
    path: 'services',
    screen: () => import('../features/maintenance/maintenance-page').then((m) => m.MaintenancePage),
    nav: { labelKey: 'nav.maintenance', order: 55 },
  },
  {
    id: 'recalls',
    texts: ['services'],
    path: 'recalls',
    screen: () => import('../features/recalls/recalls-page').then((m) => m.RecallsPage),
    nav: { labelKey: 'nav.recalls', order: 60 },
  },
  {
    // Back office: the page settings of this brand in this market.
    id: 'staff-settings',
    texts: ['business'],
    path: 'staff/settings',
    screen: () => import('../features/back-office/page-settings-page').then((m) => m.PageSettingsPage),
  },
  {
    // Back office: journeys that did not reach a partner (staff sign in with their account).
    id: 'staff-integration-errors',
    texts: ['business'],
    path: 'staff/integration-errors',
    screen: () =>
      import('../features/back-office/integration-errors-page').then((m) => m.IntegrationErrorsPage),
  },
  {
    // Back office: every dealer's quotations, read only (staff with `quotations:read-any`).
    id: 'staff-quotations',
    texts: ['business'],
    path: 'staff/quotations',
    screen: () => import('../features/quotations/staff-quotations-page').then((m) => m.StaffQuotationsPage),
  },
  {
    // Company rental: offers and the legal-person intent form; the company follows its proposals.
    id: 'rental',
    texts: ['business'],
    path: 'rental',
    screen: () => import('../features/rental/rental-page').then((m) => m.RentalPage),
    nav: { labelKey: 'nav.rental', order: 75 },
  },
  {
    id: 'rental-proposals',
    texts: ['business'],
    path: 'rental/proposals',
    screen: () => import('../features/rental/rental-proposals-page').then((m) => m.RentalProposalsPage),
  },
  {
    // Back office: the lead desk moves rental proposals and attaches their documents.
    id: 'staff-rental',
    texts: ['business'],
    path: 'staff/rental',
    screen: () => import('../features/rental/staff-rental-page').then((m) => m.StaffRentalPage),
  },
  {
    // Employee purchase (B2E): validation, standing and the program price of a build.
    id: 'employee-purchase',
    texts: ['business'],
    path: 'employee-purchase',
    screen: () => import('../features/b2e/b2e-page').then((m) => m.B2EPage),
    nav: { labelKey: 'nav.employeePurchase', order: 76 },
  },
  {
    // The partner company's approver decides its employees' program reservations.
    id: 'employee-purchase-approvals',
    texts: ['business'],
    path: 'employee-purchase/approvals',
    screen: () => import('../features/b2e/approvals-page').then((m) => m.ApprovalsPage),
  },
  {
    // Back office: the companies desk imports a partner's employee list and names its approver.
    id: 'staff-employee-program',
    texts: ['business'],
    path: 'staff/employee-program',
    screen: () =>
      import('../features/b2e/staff-employee-program-page').then((m) => m.StaffEmployeeProgramPage),
  },
  {
    id: 'discount-club',
    texts: ['business'],
    path: 'discount-club',
    screen: () => import('../features/discount-club/discount-club-page').then((m) => m.DiscountClubPage),
    nav: { labelKey: 'nav.club', order: 77 },
  },
  {
    id: 'garage',
    texts: ['account'],
    path: 'garage',
    screen: () => import('../features/garage/garage-page').then((m) => m.GaragePage),
  },
  {
    // The privacy notice and the terms of use, linked from the footer (decision 050).
    id: 'privacy-notice',
    texts: [],
    path: 'privacy',
    screen: () => import('../features/privacy/privacy-notice-page').then((m) => m.PrivacyNoticePage),
  },
  {
    id: 'terms-of-use',
    texts: [],
    path: 'terms',
    screen: () => import('../features/privacy/terms-of-use-page').then((m) => m.TermsOfUsePage),
  },
];

export interface NavItem {
  id: string;
  labelKey: TranslationKey;
  /** Path below `/{locale}/{brand}/` ('' for the home page). */
  path: string;
}

/** Header navigation of every brand, in display order. */
export const navItems: NavItem[] = routeAreas
  .flatMap((area) =>
    area.nav
      ? [{ id: area.id, labelKey: area.nav.labelKey, path: area.path ?? '', order: area.nav.order }]
      : [],
  )
  .sort((a, b) => a.order - b.order)
  .map(({ id, labelKey, path }) => ({ id, labelKey, path }));

/** What an area's route and its pages carry for the server renderer and hydration. */
export interface AreaHandle {
  /** The area's texts (decision 059). */
  texts?: TextArea[];
  /** A page's screen, loaded before the server renders it or the browser hydrates it. */
  screen?: ScreenLoader;
}

/** The areas of texts the matched routes of an address show (the common ones aside). */
export function textAreasOf(matches: readonly { route: { handle?: unknown } }[]): TextArea[] {
  const areas = matches.flatMap(({ route }) => (route.handle as AreaHandle | undefined)?.texts ?? []);
  return [...new Set(areas)];
}
