import { defineModule } from '../manifest.js';
import { dealersRoutes } from './dealers.routes.js';
import {
  dealerGroups,
  dealers,
  influenceAreaCities,
  influenceAreas,
  regionals,
  zones,
} from './dealers.schema.js';

/** The dealer network: groups, dealers, influence areas, regionals and zones. */
export const dealersModule = defineModule({
  name: 'dealers',
  routes: [dealersRoutes],
  tables: { dealerGroups, dealers, influenceAreas, influenceAreaCities, regionals, zones },
  permissions: ['dealers:block'],
});
