import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prices } from './prices.schema.js';

export type PriceRowRecord = typeof prices.$inferSelect;

export interface StartingPriceRow {
  modelCode: string;
  modelYear: number;
  state: string;
  price: number;
}

/** Drizzle queries of the prices table; nothing else touches it. */
export function createPricesStore(db: Db) {
  return {
    /** Every price of one model and year at one location (version, parts, services). */
    async atLocation(
      country: string,
      state: string,
      modelCode: string,
      modelYear: number,
    ): Promise<PriceRowRecord[]> {
      return db
        .select()
        .from(prices)
        .where(
          and(
            eq(prices.country, country),
            eq(prices.state, state),
            eq(prices.modelCode, modelCode),
            eq(prices.modelYear, modelYear),
          ),
        );
    },

    /** The lowest version price per model, year and state, for the model cards. */
    async startingPrices(country: string, modelCodes: readonly string[]): Promise<StartingPriceRow[]> {
      if (modelCodes.length === 0) return [];
      const rows = await db
        .select({
          modelCode: prices.modelCode,
          modelYear: prices.modelYear,
          state: prices.state,
          price: sql<string>`min(${prices.ecommercePrice})`,
        })
        .from(prices)
        .where(
          and(
            eq(prices.country, country),
            eq(prices.kind, 'VERSION'),
            inArray(prices.modelCode, [...modelCodes]),
          ),
        )
        .groupBy(prices.modelCode, prices.modelYear, prices.state);
      return rows.map((row) => ({ ...row, price: Number(row.price) }));
    },
  };
}

export type PricesStore = ReturnType<typeof createPricesStore>;
