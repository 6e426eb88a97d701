import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cardContracts, paymentCustomers, savedCards } from './saved-cards.schema.js';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type CardContractRow = typeof cardContracts.$inferSelect;

/** The saved cards, gateway customers and contracts of buyers. */
export function createSavedCardsStore(db: Db) {
  return {
    async cards(userId: string, provider: string): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
        .orderBy(desc(savedCards.isDefault), asc(savedCards.createdAt));
    },

    /** The buyer's card by id: another buyer's is as missing as an unknown one. */
    async card(userId: string, id: string): Promise<SavedCardRow | undefined> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row;
    },

    async cardByKey(userId: string, key: string): Promise<SavedCardRow | undefined> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.idempotencyKey, key)));
      return row;
    },

    /** Inserts a card; undefined when the same key already added one. */
    async insertCard(row: typeof savedCards.$inferInsert): Promise<SavedCardRow | undefined> {
      const [inserted] = await db
        .insert(savedCards)
        .values({ ...row, isDefault: false })
        .onConflictDoNothing({ target: [savedCards.userId, savedCards.idempotencyKey] })
        .returning();
      if (!inserted || !row.isDefault) return inserted;
      await this.setDefault(row.userId, inserted.id, true);
      return { ...inserted, isDefault: true };
    },

    /** Makes one card the default (or none of them): the others lose the mark in the same step. */
    async setDefault(userId: string, id: string, isDefault: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (isDefault)
          await tx
            .update(savedCards)
            .set({ isDefault: false })
            .where(and(eq(savedCards.userId, userId), ne(savedCards.id, id)));
        await tx
          .update(savedCards)
          .set({ isDefault })
          .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)));
      });
    },

    async deleteCard(userId: string, id: string): Promise<void> {
      await db.delete(savedCards).where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)));
    },

    async customer(userId: string, provider: string): Promise<string | undefined> {
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
      return row?.gatewayCustomerId;
    },

    /** Records the buyer's gateway customer; the first one recorded wins a race. */
    async insertCustomer(userId: string, provider: string, gatewayCustomerId: string): Promise<string> {
      await db.insert(paymentCustomers).values({ userId, provider, gatewayCustomerId }).onConflictDoNothing();
      return (await this.customer(userId, provider)) ?? gatewayCustomerId;
    },

    async contracts(userId: string): Promise<CardContractRow[]> {
      return db.select().from(cardContracts).where(eq(cardContracts.userId, userId));
    },

    async putContract(userId: string, orderId: string, savedCardId: string | null, now: Date): Promise<void> {
      await db
        .insert(cardContracts)
        .values({ orderId, userId, savedCardId, acceptedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: cardContracts.orderId, set: { savedCardId, updatedAt: now } });
    },
  };
}
export type SavedCardsStore = ReturnType<typeof createSavedCardsStore>;
