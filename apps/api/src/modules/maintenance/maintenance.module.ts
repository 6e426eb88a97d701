import { defineModule } from '../manifest.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { maintenancePrices } from './maintenance.schema.js';

/** Service prices per model and interval. */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  routes: [maintenanceRoutes],
  tables: { maintenancePrices },
});
