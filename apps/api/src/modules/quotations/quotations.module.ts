import { defineModule } from '../manifest.js';
import { dealerVisits } from './dealer-visits.schema.js';
import { QUOTATION_TOPIC, quotationDeliveryHandler } from './quotation-delivery.js';
import { quotationsRoutes } from './quotations.routes.js';
import { quotations } from './quotations.schema.js';

/** Dealer quotations and dealer visits, saved to the CRM through the outbox. */
export const quotationsModule = defineModule({
  name: 'quotations',
  routes: [quotationsRoutes],
  tables: { quotations, dealerVisits },
  outboxHandlers: ({ db, crm, crmTimeoutMs }) => ({
    [QUOTATION_TOPIC]: quotationDeliveryHandler(db, crm, crmTimeoutMs),
  }),
  permissions: ['dealer-visits:attend', 'quotations:save', 'quotations:read-any'],
  ports: ['crm'],
});
