import { defineModule } from '../manifest.js';
import { registerReservations } from './reservations.plugin.js';
import {
  orderDocuments,
  orderEvents,
  orderFeedback,
  orders,
  payments,
  paymentWebhookEvents,
  reservationCampaigns,
} from './reservations.schema.js';

/** Online reservations, orders and their payments (with the payments routes and the expiry timer). */
export const reservationsModule = defineModule({
  name: 'reservations',
  register: (app) => registerReservations(app),
  tables: {
    reservationCampaigns,
    orders,
    orderEvents,
    orderDocuments,
    orderFeedback,
    payments,
    paymentWebhookEvents,
  },
  permissions: ['orders:own', 'orders:read-dealer', 'orders:update-dealer'],
  ports: ['fileStorage', 'payment'],
});
