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
  workAreas: [
    {
      path: 'dealer/quotations',
      permission: 'quotations:save',
      title: { 'pt-BR': 'Simulador de cotação', 'es-AR': 'Simulador de cotización' },
    },
    {
      path: 'staff/quotations',
      permission: 'quotations:read-any',
      title: { 'pt-BR': 'Cotações das concessionárias', 'es-AR': 'Cotizaciones de los concesionarios' },
    },
  ],
  ports: ['crm'],
});
