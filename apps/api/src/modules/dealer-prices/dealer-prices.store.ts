import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type WorkingPriceRow, dealerWorkingPrices } from './dealer-prices.schema.js';

export interface WorkingPriceInput {
  dealerCode: string;
  mvsCode: string;
  modelYear: number;
  price: number;
  specialDiscount: number;
}

// Rows per INSERT of a CSV import: well under PostgreSQL's 65,535 bind parameters.
const IMPORT_CHUNK = 1_000;

/** Drizzle queries of the working-price table; nothing else touches it. */
export function createDealerPricesStore(db: Db) {
  return {
    async list(dealerCode: string): Promise<WorkingPriceRow[]> {
      return db
        .select()
        .from(dealerWorkingPrices)
        .where(eq(dealerWorkingPrices.dealerCode, dealerCode))
        .orderBy(asc(dealerWorkingPrices.mvsCode), asc(dealerWorkingPrices.modelYear));
    },

    async find(dealerCode: string, mvsCode: string, modelYear: number): Promise<WorkingPriceRow | undefined> {
      const [row] = await db
        .select()
        .from(dealerWorkingPrices)
        .where(
          and(
            eq(dealerWorkingPrices.dealerCode, dealerCode),
            eq(dealerWorkingPrices.mvsCode, mvsCode),
            eq(dealerWorkingPrices.modelYear, modelYear),
          ),
        )
        .limit(1);
      return row;
    },

    /** A new working price; undefined when the dealer has one for the version and year already. */
    async insert(input: WorkingPriceInput): Promise<WorkingPriceRow | undefined> {
      const [row] = await db.insert(dealerWorkingPrices).values(input).onConflictDoNothing().returning();
      return row;
    },

    /** Changes an existing working price; undefined when there is none. */
    async update(input: WorkingPriceInput, now: Date): Promise<WorkingPriceRow | undefined> {
      const [row] = await db
        .update(dealerWorkingPrices)
        .set({ price: input.price, specialDiscount: input.specialDiscount, updatedAt: now })
        .where(
          and(
            eq(dealerWorkingPrices.dealerCode, input.dealerCode),
            eq(dealerWorkingPrices.mvsCode, input.mvsCode),
            eq(dealerWorkingPrices.modelYear, input.modelYear),
          ),
        )
        .returning();
      return row;
    },

    /** Writes many rows at once, replacing what the dealer had for the same version and year. */
    async upsertMany(rows: readonly WorkingPriceInput[], now: Date): Promise<number> {
      let written = 0;
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
          const chunk = rows.slice(start, start + IMPORT_CHUNK).map((row) => ({ ...row, updatedAt: now }));
          const result = await tx
            .insert(dealerWorkingPrices)
            .values(chunk)
            .onConflictDoUpdate({
              target: [
                dealerWorkingPrices.dealerCode,
                dealerWorkingPrices.mvsCode,
                dealerWorkingPrices.modelYear,
              ],
              set: {
                price: sql`excluded.price`,
                specialDiscount: sql`excluded.special_discount`,
                updatedAt: sql`excluded.updated_at`,
              },
            })
            .returning({ mvsCode: dealerWorkingPrices.mvsCode });
          written += result.length;
        }
      });
      return written;
    },
  };
}

export type DealerPricesStore = ReturnType<typeof createDealerPricesStore>;
