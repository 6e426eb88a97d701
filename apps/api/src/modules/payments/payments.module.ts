import { defineModule } from '../manifest.js';

/** Payment routes and webhooks; registered by the reservations module, which owns orders and payments. */
export const paymentsModule = defineModule({
  name: 'payments',
  ports: ['payment'],
});
