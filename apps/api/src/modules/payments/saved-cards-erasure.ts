import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../integrations/payment/payment.port.js';
import { type OutboxHandler, PermanentDeliveryError } from '../../outbox/outbox-worker.js';
import { enqueueOutbox } from '../../outbox/outbox.store.js';
import { savedCards } from './saved-cards.schema.js';

/** Outbox topic: one saved card to delete at the gateway after its account was deleted. */
export const CARD_ERASURE_TOPIC = 'payments.card-erasure';

/** What a card-erasure message carries: the gateway's ids only, nothing of the person. */
interface CardErasurePayload {
  provider: string;
  gatewayCustomerId: string;
  gatewayCardId: string;
}

/**
 * Queues, in the account deletion's transaction, one message per saved card of the person so the
 * gateway forgets them too; the rows themselves are erased by the personal-data registry.
 */
export async function queueGatewayCardErasure(db: Db, userId: string): Promise<number> {
  const cards = await db
    .select({
      id: savedCards.id,
      provider: savedCards.provider,
      gatewayCustomerId: savedCards.gatewayCustomerId,
      gatewayCardId: savedCards.gatewayCardId,
    })
    .from(savedCards)
    .where(eq(savedCards.userId, userId));
  for (const card of cards) {
    const payload: CardErasurePayload = {
      provider: card.provider,
      gatewayCustomerId: card.gatewayCustomerId,
      gatewayCardId: card.gatewayCardId,
    };
    await enqueueOutbox(db, {
      topic: CARD_ERASURE_TOPIC,
      reference: card.id,
      idempotencyKey: `card-erasure:${card.id}`,
      payload: { ...payload },
    });
  }
  return cards.length;
}

/**
 * Deletes the card at the gateway (a card already gone is not an error); a gateway that fails is
 * retried by the outbox. A card of another gateway than this process's cannot be reached: dead.
 */
export function cardErasureHandler(gateway: PaymentGateway): OutboxHandler {
  return {
    partner: 'payment',
    async deliver(message) {
      const payload = message.payload as unknown as CardErasurePayload;
      if (payload.provider !== gateway.name)
        throw new PermanentDeliveryError(
          `Card kept at ${payload.provider}, this process speaks ${gateway.name}`,
        );
      await gateway.deleteCard(payload.gatewayCustomerId, payload.gatewayCardId);
      return { detail: 'card deleted at the gateway' };
    },
  };
}
