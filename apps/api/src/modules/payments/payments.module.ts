import type { OutboxHandler } from '../../outbox/outbox-worker.js';
import { defineModule } from '../manifest.js';
import { CARD_ERASURE_TOPIC, cardErasureHandler } from './saved-cards-erasure.js';
import { cardContracts, paymentCustomers, savedCards } from './saved-cards.schema.js';

/**
 * Payment routes and webhooks, saved cards and contracts; registered by the reservations module,
 * which owns orders and payments and lists a buyer's contracts. Its outbox topic deletes at the
 * gateway the cards of a deleted account (where the process has a gateway).
 */
export const paymentsModule = defineModule({
  name: 'payments',
  tables: { paymentCustomers, savedCards, cardContracts },
  outboxHandlers: ({ payment }): Record<string, OutboxHandler> =>
    payment ? { [CARD_ERASURE_TOPIC]: cardErasureHandler(payment) } : {},
  permissions: ['payment-methods:own', 'contracts:own'],
  ports: ['payment'],
});
