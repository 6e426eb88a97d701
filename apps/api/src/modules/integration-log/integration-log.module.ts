import { defineModule } from '../manifest.js';
import { integrationLogRoutes } from './integration-log.routes.js';
import { integrationLog, journeyIntegrationErrors } from './integration-log.schema.js';

/** Every call to a partner and the journey errors staff reprocess. */
export const integrationLogModule = defineModule({
  name: 'integration-log',
  routes: [integrationLogRoutes],
  tables: { integrationLog, journeyIntegrationErrors },
  permissions: ['integration-errors:read', 'integration-errors:reprocess', 'integration-log:write'],
  workAreas: [
    {
      path: 'staff/integration-errors',
      permission: 'integration-errors:read',
      title: { 'pt-BR': 'Falhas de integração', 'es-AR': 'Fallas de integración' },
    },
  ],
});
