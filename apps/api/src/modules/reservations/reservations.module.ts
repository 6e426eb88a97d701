import { defineModule } from '../manifest.js';
import { paymentReconcileJob } from './payment-reconcile.job.js';
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
 * the anti-fraud selfie and the identity validation steps, reservation leads, the reprocessing of a
 * campaign and the job that reconciles payments a crash left `creating`.
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
  jobs: (config, context) =>
    context.payment
      ? [paymentReconcileJob(config.paymentReconcileEveryMs, { ...context, payment: context.payment })]
      : [],
  permissions: [
    'orders:own',
    'orders:read-dealer',
    'orders:update-dealer',
    'integration-errors:reprocess',
    'settings:update',
  ],
  workAreas: [
    {
      path: 'reservation/desk',
      permission: 'orders:read-dealer',
      title: { 'pt-BR': 'Pedidos das suas concessionárias', 'es-AR': 'Pedidos de tus concesionarios' },
    },
  ],
  ports: ['fileStorage', 'payment', 'face'],
});
