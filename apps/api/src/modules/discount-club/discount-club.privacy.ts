import type { DiscountClubPersonalData } from '@autohub/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubDependents, clubMembers } from './discount-club.schema.js';

/** The person's memberships with the dependents they listed. */
export async function exportClubData(db: Db, userId: string): Promise<DiscountClubPersonalData> {
  const members = await db.select().from(clubMembers).where(eq(clubMembers.userId, userId));
  return Promise.all(
    members.map(async (m) => ({
      clubId: m.clubId,
      documentHint: m.documentHint,
      familyIncome: m.familyIncome,
      couponCode: m.couponCode,
      joinedAt: m.joinedAt.toISOString(),
      dependents: (
        await db
          .select()
          .from(clubDependents)
          .where(eq(clubDependents.memberId, m.id))
          .orderBy(asc(clubDependents.addedAt))
      ).map((d) => ({
        name: d.name,
        documentHint: d.documentHint,
        relationship: d.relationship,
        addedAt: d.addedAt.toISOString(),
      })),
    })),
  );
}

/** Account deletion: memberships go, and their dependents with them (cascade). */
export async function forgetClubData(db: Db, userId: string): Promise<void> {
  await db.delete(clubMembers).where(eq(clubMembers.userId, userId));
}
