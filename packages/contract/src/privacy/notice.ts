import type { PersonalDataExport } from './export.schema.js';

/** A part of the personal-data export that a notice category describes (all but its date and its loose records). */
export type ExportSection = Exclude<keyof PersonalDataExport, 'exportedAt' | 'records'>;

/** How long a category's records stay, as the account deletion treats them. */
export type NoticeRetention =
  /** Until the person deletes them or the account; the deletion erases them. */
  | 'until-deletion'
  /** Proof of a consent or of the deletion itself: kept, linked to the anonymised id only. */
  | 'proof'
  /** Fiscal records of a sale: kept 5 years, without what identifies the person beyond the sale. */
  | 'fiscal';

/** One kind of personal data the privacy notice names, and where the platform keeps it. */
export interface NoticeCategory {
  id: string;
  /** Parts of the personal-data export holding it. */
  sections: readonly ExportSection[];
  /** Labels of the export's `records` holding it (the personal-data tables of the privacy module). */
  records: readonly string[];
  retention: NoticeRetention;
}

/**
 * The kinds of personal data the platform keeps, as the site's privacy notice lists them (its
 * texts, per category id, are the web's). Built from the personal-data export: the privacy
 * module's test fails when the export gains a section or a table this list does not name, so the
 * notice never leaves out what is stored (docs/decisions/050-footer-and-legal-pages.md).
 */
export const NOTICE_CATEGORIES = [
  { id: 'account', sections: ['account', 'roles', 'sessions', 'socialSignIns'], records: [], retention: 'until-deletion' },
  { id: 'consents', sections: ['consentHistory'], records: [], retention: 'proof' },
  { id: 'garage', sections: ['garage'], records: ['vehicleDeliveries'], retention: 'until-deletion' },
  {
    id: 'requests',
    sections: [],
    records: ['leads', 'testDrives', 'contactMessages'],
    retention: 'until-deletion',
  },
  {
    id: 'financing',
    sections: [],
    records: ['financingProposals', 'proposalSubmissions', 'proposalDocuments'],
    retention: 'until-deletion',
  },
  {
    id: 'purchases',
    sections: ['reservations'],
    records: ['savedCards', 'cardContracts', 'paymentCustomers'],
    retention: 'fiscal',
  },
  {
    id: 'programs',
    sections: ['rental', 'employeeProgram', 'discountClub'],
    records: ['partnerApprovals'],
    retention: 'until-deletion',
  },
  { id: 'ratings', sections: [], records: ['ratings'], retention: 'until-deletion' },
  {
    id: 'deliveries',
    sections: [],
    records: ['partnerMessages', 'crmSandboxReceipts', 'integrationErrors', 'analyticsEvents', 'deliveryAttempts'],
    retention: 'until-deletion',
  },
] as const satisfies readonly NoticeCategory[];

export type NoticeCategoryId = (typeof NOTICE_CATEGORIES)[number]['id'];
