import { crmDeliveryHandler } from '../../integrations/crm/crm-delivery.js';
import { defineModule } from '../manifest.js';
import { contactRoutes } from './contact.routes.js';
import { contactMessages } from './contact.schema.js';
import { CONTACT_TOPIC } from './contact.topic.js';

/** Contact messages, delivered to the CRM through the outbox. */
export const contactModule = defineModule({
  name: 'contact',
  routes: [contactRoutes],
  tables: { contactMessages },
  outboxHandlers: ({ crm, crmTimeoutMs }) => ({
    [CONTACT_TOPIC]: crmDeliveryHandler(crm, 'contact', crmTimeoutMs),
  }),
  ports: ['crm'],
});
