import { defineModule } from '../manifest.js';
import { recallsRoutes } from './recalls.routes.js';
import { recallCampaigns, recallRepairs, vehicleRegistry } from './recalls.schema.js';

/** Recall campaigns, the vehicle registry and repairs. */
export const recallsModule = defineModule({
  name: 'recalls',
  routes: [recallsRoutes],
  tables: { recallCampaigns, recallRepairs, vehicleRegistry },
  permissions: ['recalls:perform'],
  workAreas: [
    {
      path: 'dealer/recalls',
      permission: 'recalls:perform',
      title: { 'pt-BR': 'Recall na oficina', 'es-AR': 'Recall en el taller' },
    },
  ],
});
