import { crmDeliveryHandler } from '../../integrations/crm/crm-delivery.js';
import { defineModule } from '../manifest.js';
import { crmSandboxRoutes } from './crm-sandbox.routes.js';
import { leadsRoutes } from './leads.routes.js';
import { leads, userAnalyticsEvents } from './leads.schema.js';
import { LEAD_TOPIC } from './leads.service.js';
import { whatsappRoutes } from './whatsapp.routes.js';

/** Leads and analytics events, delivered to the CRM through the outbox; WhatsApp and the sandbox CRM. */
export const leadsModule = defineModule({
  name: 'leads',
  routes: [leadsRoutes, crmSandboxRoutes, whatsappRoutes],
  tables: { leads, userAnalyticsEvents },
  outboxHandlers: ({ crm, crmTimeoutMs }) => ({
    [LEAD_TOPIC]: crmDeliveryHandler(crm, 'lead', crmTimeoutMs),
  }),
  permissions: ['leads:read-queue'],
  ports: ['crm', 'messaging'],
});
