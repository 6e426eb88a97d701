import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stockUnits } from './stock-units.schema.js';

export type StockUnitRow = typeof stockUnits.$inferSelect;

export interface UnitFilter {
  brand: string;
  mvsCode: string;
  modelYear: number;
  country: string;
  state?: string;
  dealerCode?: string;
}

/** Drizzle queries of the stock units; the reservation module reaches them through the service. */
export function createStockUnitStore(db: Db) {
  const free = (now: Date) =>
    and(
      isNull(stockUnits.soldAt),
      isNull(stockUnits.reducedAt),
      or(isNull(stockUnits.heldBy), lt(stockUnits.heldUntil, now)),
    );

  /** The units of a version in a market. */
  const ofVersion = (filter: Omit<UnitFilter, 'state' | 'dealerCode'>) =>
    and(
      eq(stockUnits.brand, filter.brand),
      eq(stockUnits.mvsCode, filter.mvsCode),
      eq(stockUnits.modelYear, filter.modelYear),
      eq(stockUnits.country, filter.country),
    );

  /** Writes the changes to the unit in one conditional update that passes only while it is free. */
  async function updateWhileFree(
    id: string,
    changes: Partial<typeof stockUnits.$inferInsert>,
    now: Date,
  ): Promise<StockUnitRow | undefined> {
    const [row] = await db
      .update(stockUnits)
      .set(changes)
      .where(and(eq(stockUnits.id, id), free(now)))
      .returning();
    return row;
  }

  return {
    async insertMissing(rows: (typeof stockUnits.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(stockUnits).values(rows).onConflictDoNothing();
    },

    async countByState(
      filter: Omit<UnitFilter, 'state' | 'dealerCode'>,
      states: string[],
    ): Promise<Map<string, number>> {
      if (states.length === 0) return new Map();
      const rows = await db
        .select({ state: stockUnits.state, n: sql<number>`count(*)::int` })
        .from(stockUnits)
        .where(and(ofVersion(filter), inArray(stockUnits.state, states)))
        .groupBy(stockUnits.state);
      return new Map(rows.map((row) => [row.state, row.n]));
    },

    async freeUnits(filter: UnitFilter, now: Date): Promise<StockUnitRow[]> {
      return db
        .select()
        .from(stockUnits)
        .where(
          and(
            ofVersion(filter),
            filter.state === undefined ? undefined : eq(stockUnits.state, filter.state),
            filter.dealerCode === undefined ? undefined : eq(stockUnits.dealerCode, filter.dealerCode),
            free(now),
          ),
        )
        .orderBy(asc(stockUnits.dealerCode), asc(stockUnits.id))
        .limit(500);
    },

    async byId(id: string): Promise<StockUnitRow | undefined> {
      const [row] = await db.select().from(stockUnits).where(eq(stockUnits.id, id));
      return row;
    },

    /**
     * Holds a free unit for an order in one conditional update: of any number of buyers racing
     * for one car, the database lets exactly one through.
     */
    async hold(id: string, orderId: string, until: Date, now: Date): Promise<StockUnitRow | undefined> {
      return updateWhileFree(id, { heldBy: orderId, heldUntil: until }, now);
    },

    async extend(id: string, orderId: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(stockUnits)
        .set({ heldUntil: until })
        .where(
          and(
            eq(stockUnits.id, id),
            eq(stockUnits.heldBy, orderId),
            isNull(stockUnits.soldAt),
            lt(stockUnits.heldUntil, until),
          ),
        )
        .returning({ id: stockUnits.id });
      return rows.length > 0;
    },

    /**
     * Takes a car out of online sale in one conditional update: only a car no order holds (or
     * whose hold ran out) and none bought. Of a reduction and a pre-reserve racing for one car, the
     * database lets one through; a held or sold car is never taken from its buyer.
     */
    async reduce(
      id: string,
      reduction: { reason: string; key: string },
      now: Date,
    ): Promise<StockUnitRow | undefined> {
      return updateWhileFree(
        id,
        {
          reducedAt: now,
          reductionReason: reduction.reason,
          reductionKey: reduction.key,
          heldBy: null,
          heldUntil: null,
        },
        now,
      );
    },

    /** Marks the unit sold to the order still holding it; false when another order took it. */
    async sell(id: string, orderId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(stockUnits)
        .set({ soldAt: now, heldUntil: null })
        .where(and(eq(stockUnits.id, id), eq(stockUnits.heldBy, orderId)))
        .returning({ id: stockUnits.id });
      return rows.length > 0;
    },

    /** Frees the unit, only if this order still holds it. */
    async release(id: string, orderId: string): Promise<boolean> {
      const rows = await db
        .update(stockUnits)
        .set({ heldBy: null, heldUntil: null, soldAt: null })
        .where(and(eq(stockUnits.id, id), eq(stockUnits.heldBy, orderId)))
        .returning({ id: stockUnits.id });
      return rows.length > 0;
    },

    async heldAfter(orderId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: stockUnits.id })
        .from(stockUnits)
        .where(
          and(
            eq(stockUnits.heldBy, orderId),
            or(gt(stockUnits.heldUntil, now), sql`${stockUnits.soldAt} is not null`),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type StockUnitStore = ReturnType<typeof createStockUnitStore>;
