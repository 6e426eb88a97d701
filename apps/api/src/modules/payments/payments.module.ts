import { defineModule } from '../manifest.js';
import { cardContracts, paymentCustomers, savedCards } from './saved-cards.schema.js';

/**
 * Payment routes and webhooks, saved cards and contracts; registered by the reservations module,
 * which owns orders and payments and lists a buyer's contracts.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  tables: { paymentCustomers, savedCards, cardContracts },
  permissions: ['payment-methods:own', 'contracts:own'],
  ports: ['payment'],
});
