import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stock } from './stock.schema.js';

export type StockRecord = typeof stock.$inferSelect;

export interface StockFilter {
  mvsCode: string;
  modelYear: number;
  brand: string;
  country?: string;
  state?: string;
}

/** Drizzle queries of the stock table; nothing else touches it. */
export function createStockStore(db: Db) {
  const matching = (filter: StockFilter) =>
    and(
      eq(stock.mvsCode, filter.mvsCode),
      eq(stock.modelYear, filter.modelYear),
      eq(stock.brand, filter.brand),
      filter.country === undefined ? undefined : eq(stock.country, filter.country),
      filter.state === undefined ? undefined : eq(stock.state, filter.state),
    );

  return {
    async rows(filter: StockFilter): Promise<StockRecord[]> {
      return db.select().from(stock).where(matching(filter));
    },

    /** The rows that declare at least one car. */
    async rowsInStock(filter: StockFilter): Promise<StockRecord[]> {
      return db
        .select()
        .from(stock)
        .where(and(matching(filter), gt(stock.quantity, 0)));
    },
  };
}

export type StockStore = ReturnType<typeof createStockStore>;
