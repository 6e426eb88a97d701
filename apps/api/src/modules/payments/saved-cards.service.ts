import type {
  AddSavedCardBody,
  CardContract,
  OneTimeTokenAnswer,
  PutContractBody,
  SavedCard,
} from '@autohub/contract';
import { type CardBrand, DomainError } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { type PaymentGateway, PaymentGatewayError } from '../../integrations/payment/payment.port.js';
import { type SavedCardRow, createSavedCardsStore } from './saved-cards.store.js';

/** At most this many saved cards per buyer. */
export const MAX_SAVED_CARDS = 10;

/** An order that is a contract: its rest is paid by financing or consortium instalments. */
export interface ContractSource {
  id: string;
  kind: 'financing' | 'consortium';
  vehicleName: string;
  status: string;
}

export interface SavedCardsOptions {
  gateway: () => PaymentGateway;
  /** The buyer's orders paid by financing or consortium (from the reservations module). */
  contracts: (userId: string) => Promise<ContractSource[]>;
  now?: () => Date;
}

function expired(row: Pick<SavedCardRow, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  // A card is good through the last day of its expiry month.
  return row.expiryYear * 12 + row.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function gatewayFailure(error: unknown, refused: 'saved_card.refused' | 'not_found'): never {
  if (error instanceof PaymentGatewayError) {
    if (error.code === 'unavailable' || error.code === 'invalid_response')
      throw new DomainError('gateway_unavailable', {}, { cause: error, detail: error.message });
    if (refused === 'not_found')
      throw new DomainError('not_found', {}, { cause: error, detail: error.message });
    throw new DomainError('saved_card.refused', {}, { cause: error, detail: error.message });
  }
  throw error;
}

/**
 * Saved cards (card management, payment instruments) and contracts of a buyer. The gateway keeps
 * the cards; we keep its ids and what the card shows, so a card is charged by a one-time token the
 * gateway issues for it, never by anything we hold.
 */
export function createSavedCardsService(db: Db, options: SavedCardsOptions) {
  const store = createSavedCardsStore(db);
  const now = options.now ?? (() => new Date());

  const present = (row: SavedCardRow): SavedCard => ({
    id: row.id,
    brand: row.brand as CardBrand,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    isDefault: row.isDefault,
    expired: expired(row, now()),
    createdAt: row.createdAt.toISOString(),
  });

  async function own(userId: string, id: string): Promise<SavedCardRow> {
    const row = await store.card(userId, id);
    if (!row || row.provider !== options.gateway().name)
      throw new DomainError('not_found', {}, { detail: 'No such card' });
    return row;
  }

  async function customerOf(userId: string, payer: { email: string; name: string }): Promise<string> {
    const gateway = options.gateway();
    const known = await store.customer(userId, gateway.name);
    if (known) return known;
    let created: { id: string };
    try {
      created = await gateway.customer(payer);
    } catch (error) {
      return gatewayFailure(error, 'saved_card.refused');
    }
    return store.insertCustomer(userId, gateway.name, created.id);
  }

  return {
    async list(userId: string): Promise<SavedCard[]> {
      return (await store.cards(userId, options.gateway().name)).map(present);
    },

    /** Keeps the card of a browser token; the same key answers the same card. */
    async add(
      userId: string,
      key: string,
      body: AddSavedCardBody,
      payer: { email: string; name: string },
    ): Promise<SavedCard> {
      const again = await store.cardByKey(userId, key);
      if (again) return present(again);
      const gateway = options.gateway();
      const cards = await store.cards(userId, gateway.name);
      if (cards.length >= MAX_SAVED_CARDS)
        throw new DomainError('saved_card.limit_reached', { max: MAX_SAVED_CARDS });
      const customerId = await customerOf(userId, payer);
      let card;
      try {
        card = await gateway.saveCard(customerId, body.token);
      } catch (error) {
        return gatewayFailure(error, 'saved_card.refused');
      }
      const inserted = await store.insertCard({
        userId,
        provider: gateway.name,
        gatewayCustomerId: customerId,
        gatewayCardId: card.id,
        brand: card.brand,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        isDefault: body.makeDefault || cards.length === 0,
        idempotencyKey: key,
      });
      if (!inserted) {
        // The same call won a race: this second gateway card is one too many.
        await gateway.deleteCard(customerId, card.id).catch(() => undefined);
        const first = await store.cardByKey(userId, key);
        if (!first) throw new DomainError('payment_in_progress', {}, { detail: 'The card is being added' });
        return present(first);
      }
      return present(inserted);
    },

    /** Marks a card as the default (the favourite), or takes the mark off. */
    async setDefault(userId: string, id: string, isDefault = true): Promise<SavedCard[]> {
      await own(userId, id);
      await store.setDefault(userId, id, isDefault);
      return this.list(userId);
    },

    /** Forgets a card at the gateway and here; the newest other card becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await own(userId, id);
      try {
        await options.gateway().deleteCard(row.gatewayCustomerId, row.gatewayCardId);
      } catch (error) {
        return gatewayFailure(error, 'not_found');
      }
      await store.deleteCard(userId, id);
      if (row.isDefault) {
        const rest = await store.cards(userId, row.provider);
        const newest = rest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        if (newest) await store.setDefault(userId, newest.id, true);
      }
    },

    /** A single-use gateway token of a saved card, to pay one order with it. */
    async oneTimeToken(userId: string, id: string): Promise<OneTimeTokenAnswer> {
      const row = await own(userId, id);
      if (expired(row, now()))
        throw new DomainError('saved_card.refused', {}, { detail: 'The card has expired' });
      let token;
      try {
        token = await options.gateway().cardToken(row.gatewayCustomerId, row.gatewayCardId);
      } catch (error) {
        return gatewayFailure(error, 'saved_card.refused');
      }
      return {
        token: token.token,
        cardId: row.id,
        brand: row.brand as CardBrand,
        lastFour: row.lastFour,
        expiresAt: token.expiresAt.toISOString(),
      };
    },

    /**
     * The gateway customer a saved card is charged as, checking the card is the buyer's.
     *
     * @throws DomainError `not_found` for another buyer's or an unknown card.
     */
    async chargeAs(userId: string, id: string, brand: string, lastFour: string): Promise<string> {
      const row = await own(userId, id);
      if (row.brand !== brand || row.lastFour !== lastFour)
        throw new DomainError('validation_error', {}, { detail: 'The token is of another card' });
      return row.gatewayCustomerId;
    },

    async contracts(userId: string): Promise<CardContract[]> {
      const [sources, accepted] = await Promise.all([options.contracts(userId), store.contracts(userId)]);
      const byOrder = new Map(accepted.map((row) => [row.orderId, row]));
      return sources.map((source) => {
        const row = byOrder.get(source.id);
        return {
          id: source.id,
          kind: source.kind,
          vehicleName: source.vehicleName,
          orderStatus: source.status,
          cardId: row?.savedCardId ?? null,
          acceptedAt: row?.acceptedAt.toISOString() ?? null,
        };
      });
    },

    /** Accepts a contract and names the saved card (or none) its instalments go to. */
    async putContract(userId: string, body: PutContractBody): Promise<CardContract[]> {
      const sources = await options.contracts(userId);
      if (!sources.some((source) => source.id === body.contractId))
        throw new DomainError('not_found', {}, { detail: 'No such contract' });
      if (body.cardId !== null) await own(userId, body.cardId);
      await store.putContract(userId, body.contractId, body.cardId, now());
      return this.contracts(userId);
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
