import type { QuotationStatus } from '@autohub/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type QuotationRow, quotations } from './quotations.schema.js';

export type NewQuotation = typeof quotations.$inferInsert;
export type QuotationPatch = Partial<
  Omit<NewQuotation, 'id' | 'dealerCode' | 'quotationNumber' | 'createdAt'>
>;

/** Drizzle queries of the quotations table; nothing else touches it. */
export function createQuotationsStore(db: Db) {
  return {
    async find(id: string): Promise<QuotationRow | undefined> {
      const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
      return row;
    },

    async findByNumber(dealerCode: string, quotationNumber: string): Promise<QuotationRow | undefined> {
      const [row] = await db
        .select()
        .from(quotations)
        .where(and(eq(quotations.dealerCode, dealerCode), eq(quotations.quotationNumber, quotationNumber)))
        .limit(1);
      return row;
    },

    /** A new quotation; undefined when the dealer has this CRM quotation number already. */
    async insert(values: NewQuotation): Promise<QuotationRow | undefined> {
      const [row] = await db
        .insert(quotations)
        .values(values)
        .onConflictDoNothing({ target: [quotations.dealerCode, quotations.quotationNumber] })
        .returning();
      return row;
    },

    /** Changes a quotation only while it is in one of `from`; undefined when it moved meanwhile. */
    async updateFrom(
      id: string,
      from: readonly QuotationStatus[],
      patch: QuotationPatch,
    ): Promise<QuotationRow | undefined> {
      const [row] = await db
        .update(quotations)
        .set(patch)
        .where(and(eq(quotations.id, id), inArray(quotations.status, [...from])))
        .returning();
      return row;
    },

    async list(filter: {
      dealerCodes?: readonly string[];
      dealerCode?: string;
      brands?: readonly string[];
      country?: string;
      status?: QuotationStatus;
      limit: number;
    }): Promise<QuotationRow[]> {
      if (filter.dealerCodes?.length === 0 || filter.brands?.length === 0) return [];
      return db
        .select()
        .from(quotations)
        .where(
          and(
            filter.dealerCodes === undefined
              ? undefined
              : inArray(quotations.dealerCode, [...filter.dealerCodes]),
            filter.dealerCode === undefined ? undefined : eq(quotations.dealerCode, filter.dealerCode),
            filter.brands === undefined ? undefined : inArray(quotations.brand, [...filter.brands]),
            filter.country === undefined ? undefined : eq(quotations.country, filter.country),
            filter.status === undefined ? undefined : eq(quotations.status, filter.status),
          ),
        )
        .orderBy(desc(quotations.updatedAt))
        .limit(filter.limit);
    },
  };
}

export type QuotationsStore = ReturnType<typeof createQuotationsStore>;
