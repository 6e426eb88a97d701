import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Whose records: the account id and its e-mail address (lower-cased). */
export interface Person {
  userId: string;
  email: string;
}

/**
 * A table holding personal data, and how the privacy export and the account deletion find the
 * person's rows in it. Deleting removes them: nothing identifying stays behind.
 */
export interface PersonalDataTable {
  /** The table's name in the database. */
  table: string;
  /** What the export calls these records. */
  label: string;
  /** The person's rows. */
  owns: (person: Person) => SQL;
  /** Columns left out of the export (file bytes: the export lists the files, the owner has them). */
  omitFromExport?: readonly string[];
}

/** A table whose personal data a module's own export and erase functions handle. */
export interface HandledPersonalData {
  table: string;
  handledBy: string;
}

// Partner messages (outbox, CRM sandbox receipts, integration errors, analytics) copy a lead's,
// a booking's or a message's fields into a JSON payload. Theirs are the messages about one of the
// person's records (by reference: a lead sent with another e-mail address still counts) and the
// ones carrying the person's e-mail as a whole JSON string — never one whose address merely ends
// with theirs (ana@… is not joana@…).
const personReferences = (person: Person) => sql`
  select id::text from leads where user_id = ${person.userId} or lower(email) = ${person.email}
  union all select id::text from test_drives
    where user_id = ${person.userId} or lower(customer_email) = ${person.email}
  union all select id::text from contact_messages where lower(email) = ${person.email}
  union all select id::text from financing_proposals where user_id = ${person.userId}
  union all select id from rental_proposals where user_id = ${person.userId} or lower(email) = ${person.email}
  union all select id::text from orders where user_id = ${person.userId}`;

const partnerMessagesOf =
  (payload: string, reference?: string) =>
  (person: Person): SQL => {
    const carriesEmail = sql`position(${JSON.stringify(person.email)} in lower(${sql.identifier(payload)}::text)) > 0`;
    if (!reference) return carriesEmail;
    return sql`(${carriesEmail} or ${sql.identifier(reference)} in (${personReferences(person)}))`;
  };

/**
 * The one list of personal-data tables. A module that adds a table with personal columns adds it
 * here (or to {@link HANDLED_PERSONAL_DATA} when it exports and erases it itself); the privacy
 * test fails for a table with personal columns missing from both lists. Order matters for
 * deletion: rows that point at others come first.
 */
export const PERSONAL_DATA_TABLES: readonly PersonalDataTable[] = [
  { table: 'outbox_messages', label: 'partnerMessages', owns: partnerMessagesOf('payload', 'reference') },
  {
    table: 'crm_sandbox_receipts',
    label: 'crmSandboxReceipts',
    owns: partnerMessagesOf('payload', 'idempotency_key'),
  },
  {
    table: 'journey_integration_errors',
    label: 'integrationErrors',
    owns: partnerMessagesOf('payload', 'reference'),
  },
  { table: 'user_analytics_events', label: 'analyticsEvents', owns: partnerMessagesOf('payload') },
  // Each delivery attempt of one of the person's records, with the partner's answer.
  {
    table: 'integration_log',
    label: 'deliveryAttempts',
    owns: (person) => sql`reference in (${personReferences(person)})`,
  },
  {
    table: 'leads',
    label: 'leads',
    owns: (person) => sql`user_id = ${person.userId} or lower(email) = ${person.email}`,
  },
  {
    table: 'test_drives',
    label: 'testDrives',
    owns: (person) => sql`user_id = ${person.userId} or lower(customer_email) = ${person.email}`,
    omitFromExport: ['customer_token_hash'],
  },
  {
    table: 'contact_messages',
    label: 'contactMessages',
    owns: (person) => sql`lower(email) = ${person.email}`,
  },
  {
    table: 'financing_proposal_documents',
    label: 'proposalDocuments',
    owns: (person) =>
      sql`proposal_id in (select id from financing_proposals where user_id = ${person.userId})`,
    omitFromExport: ['content'],
  },
  {
    table: 'financing_proposal_submissions',
    label: 'proposalSubmissions',
    owns: (person) => sql`user_id = ${person.userId}`,
  },
  {
    table: 'financing_proposals',
    label: 'financingProposals',
    owns: (person) => sql`user_id = ${person.userId}`,
  },
  // Deleting the opinion takes it off the public pages too.
  { table: 'ratings', label: 'ratings', owns: (person) => sql`customer_id = ${person.userId}` },
  // The partner companies whose employee purchases the person approves.
  {
    table: 'b2e_partner_approvers',
    label: 'partnerApprovals',
    owns: (person) => sql`user_id = ${person.userId}`,
  },
  // Saved cards: gateway ids, brand, last four digits and expiry (never the number). The contract
  // rows point at the cards, so they go first.
  {
    table: 'card_contracts',
    label: 'cardContracts',
    owns: (person) => sql`user_id = ${person.userId}`,
  },
  { table: 'saved_cards', label: 'savedCards', owns: (person) => sql`user_id = ${person.userId}` },
  {
    table: 'payment_customers',
    label: 'paymentCustomers',
    owns: (person) => sql`user_id = ${person.userId}`,
  },
  {
    table: 'rating_customer_vehicles',
    label: 'vehicleDeliveries',
    owns: (person) => sql`customer_id = ${person.userId}`,
  },
];

/** Tables whose module exports and erases the person's rows itself (called by the privacy service). */
export const HANDLED_PERSONAL_DATA: readonly HandledPersonalData[] = [
  { table: 'users', handledBy: 'privacy service: the account row is anonymised' },
  { table: 'auth_sessions', handledBy: 'auth: createCredentialRecords().erase' },
  { table: 'auth_tokens', handledBy: 'auth: createCredentialRecords().erase' },
  { table: 'auth_identities', handledBy: 'auth: createCredentialRecords().erase' },
  { table: 'garage_cars', handledBy: 'garage: forgetAll' },
  { table: 'consent_records', handledBy: 'kept by law (proof of consent), linked to the anonymised id' },
  { table: 'account_deletions', handledBy: 'kept by law (proof of the deletion), holds the id only' },
  { table: 'orders', handledBy: 'reservations: forgetReservationData' },
  { table: 'payments', handledBy: 'reservations: forgetReservationData' },
  // Identity documents of an order: the rows point at files in the file storage; the rows go in
  // the deletion's transaction and the files right after it commits.
  { table: 'order_documents', handledBy: 'reservations: forgetReservationData, then the stored files' },
  // Anti-fraud selfies: the accepted picture is a file in the storage, exported and erased like the documents.
  {
    table: 'order_selfies',
    handledBy: 'reservations: exported with the order; forgetReservationData, then the stored files',
  },
  {
    table: 'order_identity_events',
    handledBy: 'reservations: the identity check steps of an order; forgetReservationData erases them',
  },
  {
    table: 'order_feedback',
    handledBy: 'reservations: exported with the order; forgetReservationData blanks the comment',
  },
  {
    table: 'order_events',
    handledBy: 'reservations: kept with the order (fiscal record); actors are roles, notes reasons',
  },
  { table: 'rental_proposals', handledBy: 'rental: forgetRentalData' },
  {
    table: 'rental_files',
    handledBy: 'rental: documents the lead desk attached to a company’s proposal; they stay with the company',
  },
  {
    table: 'rental_proposal_events',
    handledBy: 'rental: the company proposal’s history; notes and actors are the lead desk’s',
  },
  { table: 'rental_users', handledBy: 'rental: forgetRentalData' },
  { table: 'b2e_validations', handledBy: 'b2e: forgetB2EData' },
  {
    table: 'b2e_partner_people',
    handledBy:
      "b2e: the partner company's own list of its people (name, e-mail, digest of the document), replaced by the partner's import",
  },
  { table: 'club_members', handledBy: 'discount club: forgetClubData' },
  { table: 'club_dependents', handledBy: 'discount club: forgetClubData' },
];

/**
 * Tables whose columns look personal by name but hold none of a customer's data, and why. The
 * privacy test accepts a table with personal-looking columns only if it is in one of the lists.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  brands: 'reference data',
  markets: 'reference data (country phone codes)',
  states: 'reference data',
  cities: 'reference data',
  page_settings: 'settings of the brand sites',
  financing_plans: 'the brands’ plans',
  financing_commercial_conditions: 'the brands’ conditions',
  financing_coupons: 'the brands’ coupons',
  catalogue_models: 'catalogue',
  catalogue_versions: 'catalogue',
  catalogue_parts: 'catalogue',
  catalogue_services: 'catalogue',
  reservation_campaigns: 'the brands’ campaigns',
  periodic_job_runs: 'job bookkeeping',
  quotations: 'a dealer’s quotation of a CRM opportunity: no account is linked; the CRM holds the person',
  dealer_visits: 'a dealer’s visit links (hashed tokens), no person',
  recall_campaigns: 'the brands’ campaigns',
  recall_repairs: 'work on a chassis by a dealer, no person',
  vehicle_registry: 'plate and chassis registry, no person',
  dealer_groups: 'the dealer network',
  dealers: 'the dealer network (business contacts)',
  influence_areas: 'the dealer network',
  regionals: 'the dealer network',
  zones: 'the dealer network',
  b2e_partner_companies: 'partner companies',
};

/** Everything the registry's tables hold about a person, by label. */
export async function exportPersonalRecords(
  db: Db,
  person: Person,
): Promise<Record<string, Record<string, unknown>[]>> {
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const entry of PERSONAL_DATA_TABLES) {
    const result = await db.execute(
      sql`select * from ${sql.identifier(entry.table)} where ${entry.owns(person)}`,
    );
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    records[entry.label] = rows.map((row) => {
      const copy: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (entry.omitFromExport?.includes(key)) continue;
        copy[key] = value instanceof Date ? value.toISOString() : value;
      }
      return copy;
    });
  }
  return records;
}

/**
 * The e-mail addresses the person's records were sent with (lower-cased), the account's
 * included: a lead, a booking, a financing applicant or a rental request may carry another
 * address than the account's. Read before the records are erased, for what keeps mail by address
 * (the development mailbox).
 */
export async function personalAddresses(db: Db, person: Person): Promise<string[]> {
  const result = await db.execute(sql`
    select lower(email) as address from leads where user_id = ${person.userId}
    union select lower(customer_email) from test_drives where user_id = ${person.userId}
    union select lower(applicant->>'email') from financing_proposals where user_id = ${person.userId}
    union select lower(email) from rental_proposals where user_id = ${person.userId}`);
  const rows = (result as unknown as { rows: { address: string | null }[] }).rows;
  const addresses = new Set([person.email]);
  for (const { address } of rows) if (address) addresses.add(address.trim());
  return [...addresses];
}

/** Deletes the person's rows from every table of the registry, in its order. */
export async function erasePersonalRecords(db: Db, person: Person): Promise<void> {
  for (const entry of PERSONAL_DATA_TABLES) {
    await db.execute(sql`delete from ${sql.identifier(entry.table)} where ${entry.owns(person)}`);
  }
}
