import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  financingCommercialConditions,
  financingCoupons,
  financingPlans,
  financingProposalDocuments,
  financingProposalSubmissions,
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
      and(
        eq(financingPlans.brand, brand),
        eq(financingPlans.locale, locale),
        eq(financingPlans.active, true),
      ),
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

type SimulationInsert = typeof financingSimulations.$inferInsert;

/** The columns a simulation's insert fills, each from the value of the same name. */
const SIMULATION_VALUES = {
  id: sql.placeholder('id'),
  planId: sql.placeholder('planId'),
  brand: sql.placeholder('brand'),
  locale: sql.placeholder('locale'),
  mvsCode: sql.placeholder('mvsCode'),
  year: sql.placeholder('year'),
  partIds: sql.placeholder('partIds'),
  colorCode: sql.placeholder('colorCode'),
  offerId: sql.placeholder('offerId'),
  financingType: sql.placeholder('financingType'),
  request: sql.placeholder('request'),
  conditions: sql.placeholder('conditions'),
  result: sql.placeholder('result'),
  createdAt: sql.placeholder('createdAt'),
} satisfies Record<keyof SimulationInsert, unknown>;

function prepareSimulationInsert(db: Db) {
  return db.insert(financingSimulations).values(SIMULATION_VALUES).prepare('financing_simulation_insert');
}

/**
 * The simulation's insert is the most frequent write of a visitor: its statement is built once per
 * database (and prepared once per PostgreSQL connection), not put together again on every request.
 */
const simulationInserts = new WeakMap<Db, ReturnType<typeof prepareSimulationInsert>>();

/**
 * A new simulation's row, whole: its id and time are given here, not by the database, so that the
 * answer can name it before the insert has run (`Database.storeDerived`, decisions 076 and 078).
 */
export function newSimulationRow(values: Omit<SimulationInsert, 'id' | 'createdAt'>): SimulationRow {
  return {
    ...values,
    id: randomUUID(),
    colorCode: values.colorCode ?? null,
    offerId: values.offerId ?? null,
    conditions: values.conditions ?? null,
    result: values.result ?? null,
    createdAt: new Date(),
  };
}

export async function insertSimulation(db: Db, row: SimulationRow): Promise<void> {
  let insert = simulationInserts.get(db);
  if (!insert) {
    insert = prepareSimulationInsert(db);
    simulationInserts.set(db, insert);
  }
  await insert.execute(row);
}

export async function findSimulation(db: Db, id: string): Promise<SimulationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(financingSimulations).where(eq(financingSimulations.id, id)).limit(1);
  return row;
}

export async function updateSimulation(
  db: Db,
  id: string,
  changes: Pick<typeof financingSimulations.$inferInsert, 'offerId' | 'conditions' | 'result'>,
): Promise<SimulationRow | undefined> {
  const [row] = await db
    .update(financingSimulations)
    .set(changes)
    .where(eq(financingSimulations.id, id))
    .returning();
  return row;
}

/**
 * Takes the one sending of a simulation by a person: true for the request that may ask the bank,
 * false when another already did or is doing it.
 */
export async function claimSubmission(
  db: Db,
  claim: { userId: string; fingerprint: string; simulationId: string; proposalId: string },
): Promise<boolean> {
  const rows = await db
    .insert(financingProposalSubmissions)
    .values(claim)
    .onConflictDoNothing()
    .returning({ proposalId: financingProposalSubmissions.proposalId });
  return rows.length === 1;
}

/** Gives a claim back (its proposal is over, or was never stored), so the same proposal may be sent anew. */
export async function releaseSubmission(
  db: Db,
  userId: string,
  fingerprint: string,
  proposalId?: string,
): Promise<void> {
  await db
    .delete(financingProposalSubmissions)
    .where(
      and(
        eq(financingProposalSubmissions.userId, userId),
        eq(financingProposalSubmissions.fingerprint, fingerprint),
        proposalId === undefined ? undefined : eq(financingProposalSubmissions.proposalId, proposalId),
      ),
    );
}

/**
 * The sending a person took with this fingerprint and its proposal. The proposal is stored with
 * the claim, so it is null only for a claim an earlier version of the api left without one.
 */
export async function findSubmission(
  db: Db,
  userId: string,
  fingerprint: string,
): Promise<{ proposalId: string; proposal: ProposalRow | null } | undefined> {
  const [row] = await db
    .select({ proposalId: financingProposalSubmissions.proposalId, proposal: financingProposals })
    .from(financingProposalSubmissions)
    .leftJoin(financingProposals, eq(financingProposals.id, financingProposalSubmissions.proposalId))
    .where(
      and(
        eq(financingProposalSubmissions.userId, userId),
        eq(financingProposalSubmissions.fingerprint, fingerprint),
      ),
    )
    .limit(1);
  return row;
}

/** Takes one use of a coupon within its limit; false when none is left. */
export async function takeCouponUse(db: Db, couponId: string): Promise<boolean> {
  const rows = await db
    .update(financingCoupons)
    .set({ uses: sql`${financingCoupons.uses} + 1` })
    .where(
      and(
        eq(financingCoupons.id, couponId),
        sql`(${financingCoupons.maxUses} is null or ${financingCoupons.uses} < ${financingCoupons.maxUses})`,
      ),
    )
    .returning({ id: financingCoupons.id });
  return rows.length === 1;
}

/** Stores a proposal; values may be SQL (the sending's deadline is taken on the database clock). */
export async function insertProposal(
  db: Db,
  values: PgInsertValue<typeof financingProposals>,
): Promise<ProposalRow> {
  const [row] = await db.insert(financingProposals).values(values).returning();
  if (!row) throw new Error('proposal not stored');
  return row;
}

/**
 * Takes the sending of a proposal the bank has not taken yet, for `seconds`: the proposal, or
 * undefined while another request holds it (or once the bank took it).
 */
export async function takeSending(db: Db, id: string, seconds: number): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(financingProposals)
    .set({ sendingUntil: sql`now() + make_interval(secs => ${seconds})`, updatedAt: sql`now()` })
    .where(
      and(
        eq(financingProposals.id, id),
        isNull(financingProposals.bankReference),
        or(isNull(financingProposals.sendingUntil), lt(financingProposals.sendingUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Gives the sending back with why the bank has not taken the proposal, so the next request may try. */
export async function releaseSending(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(financingProposals)
    .set({ sendingUntil: null, sendError: error, updatedAt: sql`now()` })
    .where(and(eq(financingProposals.id, id), isNull(financingProposals.bankReference)));
}

/**
 * Records the bank's answer to the sending: the proposal, or undefined when another request
 * recorded it first.
 */
export async function recordBankAcceptance(
  db: Db,
  id: string,
  answer: Pick<ProposalRow, 'status' | 'history' | 'signingUrl'> & { bankReference: string },
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(financingProposals)
    .set({ ...answer, sendingUntil: null, sendError: null, updatedAt: sql`now()` })
    .where(and(eq(financingProposals.id, id), isNull(financingProposals.bankReference)))
    .returning();
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
