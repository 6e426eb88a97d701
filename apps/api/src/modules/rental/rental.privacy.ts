import type { RentalPersonalData } from '@autohub/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rentalProposals, rentalUsers } from './rental.schema.js';

const ofPerson = (userId: string, email: string) =>
  or(
    eq(rentalProposals.userId, userId),
    sql`lower(${rentalProposals.email}) = ${email.trim().toLowerCase()}`,
  );

/** What the rental module holds about a person: the rental profile and the requests they sent. */
export async function exportRentalData(db: Db, userId: string, email: string): Promise<RentalPersonalData> {
  const [profile] = await db.select().from(rentalUsers).where(eq(rentalUsers.userId, userId));
  const proposals = await db.select().from(rentalProposals).where(ofPerson(userId, email));
  return {
    profile: profile
      ? {
          companyName: profile.companyName,
          companyTaxIdHint: profile.companyTaxIdHint,
          contactPhone: profile.contactPhone,
          preferredContact: profile.preferredContact,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    proposals: proposals.map((p) => ({
      proposalCode: p.proposalCode,
      status: p.status,
      companyName: p.companyName,
      companyTaxIdHint: p.companyTaxIdHint,
      contactName: p.contactName,
      email: p.email,
      mobile: p.mobile,
      consents: p.consents,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * Account deletion: the rental profile goes; the company's proposals stay with the company (its
 * contract history) but lose the person: contact name, e-mail and mobile.
 */
export async function forgetRentalData(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(rentalUsers).where(eq(rentalUsers.userId, userId));
  await db
    .update(rentalProposals)
    .set({ userId: null, contactName: '', email: `deleted-${userId}@deleted.invalid`, mobile: '' })
    .where(ofPerson(userId, email));
}
