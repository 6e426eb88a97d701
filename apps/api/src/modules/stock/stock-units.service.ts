import type { StockReductionAnswer } from '@autohub/contract';
import { DomainError } from '@autohub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stableHash } from '../catalogue/data/hash.js';
import { createDealerDirectory } from '../dealers/dealers.service.js';
import { stock } from './stock.schema.js';
import { createStockStore } from './stock.store.js';
import { type stockUnits } from './stock-units.schema.js';
import {
  type StockUnitRow,
  type StockUnitStore,
  type UnitFilter,
  createStockUnitStore,
} from './stock-units.store.js';

export type { StockUnitRow } from './stock-units.store.js';

/** Most cars one dealer state shows per version: the showcase lists cars, not warehouses. */
const MAX_UNITS_PER_STATE = 12;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A 17-character chassis, stable for a version, year, state and position (no I, O or Q). */
function chassisOf(key: string, country: string): string {
  let text = country === 'AR' ? '8AP' : '9BD';
  let h = stableHash(key);
  for (let i = 0; text.length < 17; i++) {
    h = stableHash(`${key}|${i}|${h}`);
    text += VIN_CHARS[h % VIN_CHARS.length];
  }
  return text;
}

/**
 * The cars behind the dealer stock. The stock table counts cars per state; the first time a
 * version's cars in a state are asked for, the units are written from that count, spread over the
 * brand's dealers of the state, each with a colour of the version. Writing is insert-or-nothing with
 * stable chassis numbers, so two first requests at once write them once.
 */
export function createStockUnitService(db: Db) {
  const store: StockUnitStore = createStockUnitStore(db);

  async function materialize(filter: UnitFilter, colorCodes: readonly string[]): Promise<void> {
    const declared = await createStockStore(db).rowsInStock(filter);
    if (declared.length === 0 || colorCodes.length === 0) return;
    const existing = await store.countByState(
      filter,
      declared.map((row) => row.state),
    );
    const missing = declared.filter((row) => !existing.has(row.state));
    if (missing.length === 0) return;
    const network = await createDealerDirectory(db).network({
      brand: filter.brand,
      country: filter.country,
      states: missing.map((row) => row.state),
    });
    const rows: (typeof stockUnits.$inferInsert)[] = [];
    for (const row of missing) {
      const here = network.filter((dealer) => dealer.state === row.state);
      if (here.length === 0) continue;
      const count = Math.min(row.quantity, MAX_UNITS_PER_STATE);
      for (let i = 0; i < count; i++) {
        const key = `${row.mvsCode}|${row.modelYear}|${row.country}|${row.state}|${i}`;
        const h = stableHash(key);
        rows.push({
          id: chassisOf(key, row.country),
          mvsCode: row.mvsCode,
          modelYear: row.modelYear,
          country: row.country,
          state: row.state,
          brand: row.brand,
          dealerCode: here[i % here.length]!.dealerCode,
          colorCode: colorCodes[h % colorCodes.length]!,
        });
      }
    }
    await store.insertMissing(rows);
  }

  return {
    /** Free cars of a version (held ones whose countdown ended count as free). */
    async freeUnits(filter: UnitFilter, colorCodes: readonly string[], now: Date): Promise<StockUnitRow[]> {
      await materialize(filter, colorCodes);
      return store.freeUnits(filter, now);
    },
    unit: (id: string) => store.byId(id),
    hold: (id: string, orderId: string, until: Date, now: Date) => store.hold(id, orderId, until, now),
    extendHold: (id: string, orderId: string, until: Date) => store.extend(id, orderId, until),
    sell: (id: string, orderId: string, now: Date) => store.sell(id, orderId, now),
    release: (id: string, orderId: string) => store.release(id, orderId),

    /**
     * A dealer takes one of its cars out of online sale (`PATCH stock/{id}/reduction`): one
     * conditional update that only a car no order holds or bought passes, and the version's stock
     * count in the state drops by one in the same transaction. The same key answers the same
     * reduction again; another key finds the car already reduced.
     */
    async reduce(
      id: string,
      reduction: { reason: StockReductionAnswer['reason']; key: string },
      desk: { dealerCodes: readonly string[]; brands?: readonly string[] },
      now: Date,
    ): Promise<StockReductionAnswer> {
      return db.transaction(async (tx) => {
        const txStore = createStockUnitStore(tx);
        const unit = await txStore.byId(id);
        if (
          !unit ||
          !desk.dealerCodes.includes(unit.dealerCode) ||
          (desk.brands !== undefined && !desk.brands.includes(unit.brand))
        ) {
          throw new DomainError('stock_unit_not_found', {}, { detail: 'No such car at your dealers' });
        }
        const reduced = unit.reducedAt === null ? await txStore.reduce(id, reduction, now) : undefined;
        if (!reduced) {
          const current = (await txStore.byId(id)) ?? unit;
          if (current.reducedAt !== null && current.reductionKey === reduction.key)
            return answerOf(current, await stockLeft(tx, current));
          if (current.reducedAt !== null)
            throw new DomainError('unit_already_reduced', {}, { detail: 'This car is already out of stock' });
          throw new DomainError('unit_held', {}, { detail: 'An order holds or bought this car' });
        }
        await tx
          .update(stock)
          .set({ quantity: sql`greatest(${stock.quantity} - 1, 0)` })
          .where(
            and(
              eq(stock.mvsCode, reduced.mvsCode),
              eq(stock.modelYear, reduced.modelYear),
              eq(stock.country, reduced.country),
              eq(stock.state, reduced.state),
            ),
          );
        return answerOf(reduced, await stockLeft(tx, reduced));
      });
    },
  };
}

async function stockLeft(db: Db, unit: StockUnitRow): Promise<number> {
  const [row] = await db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(
      and(
        eq(stock.mvsCode, unit.mvsCode),
        eq(stock.modelYear, unit.modelYear),
        eq(stock.country, unit.country),
        eq(stock.state, unit.state),
      ),
    );
  return row?.quantity ?? 0;
}

function answerOf(unit: StockUnitRow, quantity: number): StockReductionAnswer {
  return {
    unitId: unit.id,
    dealerCode: unit.dealerCode,
    mvsCode: unit.mvsCode,
    modelYear: unit.modelYear,
    state: unit.state,
    reason: unit.reductionReason as StockReductionAnswer['reason'],
    reducedAt: (unit.reducedAt ?? new Date()).toISOString(),
    quantity,
  };
}

export type StockUnitService = ReturnType<typeof createStockUnitService>;
