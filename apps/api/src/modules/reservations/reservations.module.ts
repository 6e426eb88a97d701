import { defineModule } from '../manifest.js';
import { registerReservations } from './reservations.plugin.js';
import {
  orderDocuments,
  orderEvents,
  orderFeedback,
  orderIdentityEvents,
  orderSelfies,
  orders,
  payments,
  paymentWebhookEvents,
  reservationCampaigns,
} from './reservations.schema.js';

/**
 * Online reservations, orders and their payments (with the payments routes and the expiry timer),
 * the anti-fraud selfie and the identity validation steps.
 */
export const reservationsModule = defineModule({
  name: 'reservations',
  register: (app) => registerReservations(app),
  tables: {
    reservationCampaigns,
    orders,
    orderEvents,
    orderDocuments,
    orderSelfies,
    orderIdentityEvents,
    orderFeedback,
    payments,
    paymentWebhookEvents,
  },
  permissions: ['orders:own', 'orders:read-dealer', 'orders:update-dealer'],
  workAreas: [
    {
      path: 'reservation/desk',
      permission: 'orders:read-dealer',
      title: { 'pt-BR': 'Pedidos das suas concessionárias', 'es-AR': 'Pedidos de tus concesionarios' },
    },
  ],
  ports: ['fileStorage', 'payment', 'face'],
});
