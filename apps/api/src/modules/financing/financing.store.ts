import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  financingCommercialConditions,
  financingCoupons,
  financingPlans,
  financingProposalDocuments,
  financingProposals,
  financingSimulations,
} from './financing.schema.js';

export type PlanRow = typeof financingPlans.$inferSelect;
export type ConditionRow = typeof financingCommercialConditions.$inferSelect;
export type CouponRow = typeof financingCoupons.$inferSelect;
export type SimulationRow = typeof financingSimulations.$inferSelect;
export type ProposalRow = typeof financingProposals.$inferSelect;
export type DocumentRow = Omit<typeof financingProposalDocuments.$inferSelect, 'content'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id finds nothing instead of making PostgreSQL reject the query. */
const isUuid = (id: string): boolean => UUID.test(id);

export async function listPlans(db: Db, brand: string, locale: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(financingPlans)
    .where(
      and(eq(financingPlans.brand, brand), eq(financingPlans.locale, locale), eq(financingPlans.active, true)),
    )
    .orderBy(asc(financingPlans.sortOrder));
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(financingPlans).where(eq(financingPlans.id, id)).limit(1);
  return row;
}

export async function findCondition(db: Db, id: string): Promise<ConditionRow | undefined> {
  const [row] = await db
    .select()
    .from(financingCommercialConditions)
    .where(eq(financingCommercialConditions.id, id))
    .limit(1);
  return row;
}

/** Conditions of a brand and market valid on `today` ('YYYY-MM-DD'). */
export async function searchConditions(
  db: Db,
  brand: string,
  locale: string,
  today: string,
): Promise<ConditionRow[]> {
  return db
    .select()
    .from(financingCommercialConditions)
    .where(
      and(
        eq(financingCommercialConditions.brand, brand),
        eq(financingCommercialConditions.locale, locale),
        sql`${financingCommercialConditions.validFrom} <= ${today}`,
        sql`${financingCommercialConditions.validTo} >= ${today}`,
      ),
    )
    .orderBy(asc(financingCommercialConditions.id));
}

export async function findCouponByName(db: Db, name: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(financingCoupons)
    .where(sql`upper(${financingCoupons.name}) = upper(${name})`)
    .limit(1);
  return row;
}

export async function insertSimulation(
  db: Db,
  values: typeof financingSimulations.$inferInsert,
): Promise<SimulationRow> {
  const [row] = await db.insert(financingSimulations).values(values).returning();
  if (!row) throw new Error('simulation not stored');
  return row;
}

export async function findSimulation(db: Db, id: string): Promise<SimulationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(financingSimulations).where(eq(financingSimulations.id, id)).limit(1);
  return row;
}

export async function updateSimulation(
  db: Db,
  id: string,
  changes: Pick<typeof financingSimulations.$inferInsert, 'offerId' | 'result' | 'request'>,
): Promise<SimulationRow | undefined> {
  const [row] = await db
    .update(financingSimulations)
    .set(changes)
    .where(eq(financingSimulations.id, id))
    .returning();
  return row;
}

export async function insertProposal(
  db: Db,
  values: typeof financingProposals.$inferInsert,
): Promise<ProposalRow> {
  const [row] = await db.insert(financingProposals).values(values).returning();
  if (!row) throw new Error('proposal not stored');
  return row;
}

export async function findProposal(db: Db, id: string): Promise<ProposalRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(financingProposals).where(eq(financingProposals.id, id)).limit(1);
  return row;
}

/** A person's proposals with the simulation each was made from, newest first. */
export async function listProposalsOfUser(
  db: Db,
  userId: string,
): Promise<{ proposal: ProposalRow; simulation: SimulationRow }[]> {
  return db
    .select({ proposal: financingProposals, simulation: financingSimulations })
    .from(financingProposals)
    .innerJoin(financingSimulations, eq(financingSimulations.id, financingProposals.simulationId))
    .where(eq(financingProposals.userId, userId))
    .orderBy(desc(financingProposals.createdAt));
}

export async function updateProposal(
  db: Db,
  id: string,
  changes: Partial<Pick<ProposalRow, 'status' | 'history' | 'signingUrl'>>,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(financingProposals)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(financingProposals.id, id))
    .returning();
  return row;
}

const documentColumns = {
  id: financingProposalDocuments.id,
  proposalId: financingProposalDocuments.proposalId,
  type: financingProposalDocuments.type,
  fileName: financingProposalDocuments.fileName,
  contentType: financingProposalDocuments.contentType,
  size: financingProposalDocuments.size,
  createdAt: financingProposalDocuments.createdAt,
};

export async function insertDocument(
  db: Db,
  values: typeof financingProposalDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(financingProposalDocuments).values(values).returning(documentColumns);
  if (!row) throw new Error('document not stored');
  return row;
}

/** Documents of a proposal, without their content. */
export async function listDocuments(db: Db, proposalId: string): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(financingProposalDocuments)
    .where(eq(financingProposalDocuments.proposalId, proposalId))
    .orderBy(asc(financingProposalDocuments.createdAt));
}
