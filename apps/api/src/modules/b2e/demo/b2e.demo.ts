import { count } from 'drizzle-orm';
import { personalDocumentKey } from '@autohub/domain';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { documentDigest } from '../../../lib/document-digest.js';
import { b2ePartnerCompanies, b2ePartnerPeople } from '../b2e.schema.js';

/** Demo partner companies and the people they list (documents are test numbers, listed in the README). */
export const DEMO_B2E_COMPANIES = [
  { code: 'ACME', name: 'Acme Autopeças S.A.', country: 'BR' },
  { code: 'TRAMA', name: 'Trama Logística S.A.', country: 'AR' },
] as const;

export const DEMO_B2E_PEOPLE = [
  {
    id: 'acme-1001',
    companyCode: 'ACME',
    employeeCode: '1001',
    document: '529.982.247-25',
    kind: 'employee',
    active: true,
    since: '2019-03-01',
    country: 'BR',
  },
  {
    id: 'acme-1002',
    companyCode: 'ACME',
    employeeCode: '1002',
    document: '111.444.777-35',
    kind: 'collaborator',
    active: true,
    since: '2022-08-15',
    country: 'BR',
  },
  {
    id: 'acme-1003',
    companyCode: 'ACME',
    employeeCode: '1003',
    document: '390.533.447-05',
    kind: 'employee',
    active: false,
    since: '2015-01-10',
    country: 'BR',
  },
  {
    id: 'trama-2001',
    companyCode: 'TRAMA',
    employeeCode: '2001',
    document: '20-12345678-6',
    kind: 'employee',
    active: true,
    since: '2018-05-02',
    country: 'AR',
  },
] as const;

/**
 * Seeds the demo partners. Document digests are keyed with the session secret the api runs with,
 * so the demo lists are found by the same digest a validation computes.
 */
export async function seedB2EPartners(
  db: Db,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(b2ePartnerCompanies);
  if ((existing?.rows ?? 0) > 0 || env.NODE_ENV === 'production') return 0;
  const secret = loadConfig(env).sessionSecret;
  await db.insert(b2ePartnerCompanies).values(DEMO_B2E_COMPANIES.map((c) => ({ ...c })));
  await db.insert(b2ePartnerPeople).values(
    DEMO_B2E_PEOPLE.map(({ document, country, ...person }) => ({
      ...person,
      documentDigest: documentDigest(secret, personalDocumentKey(document, country) ?? ''),
    })),
  );
  return DEMO_B2E_COMPANIES.length + DEMO_B2E_PEOPLE.length;
}
