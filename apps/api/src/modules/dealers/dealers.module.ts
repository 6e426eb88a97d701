import { defineModule } from '../manifest.js';
import { dealersRoutes } from './dealers.routes.js';
import * as dealerTables from './dealers.schema.js';

/** The dealer network: groups, dealers, influence areas, regionals and zones. */
export const dealersModule = defineModule({
  name: 'dealers',
  routes: [dealersRoutes],
  tables: dealerTables,
  permissions: ['dealers:block'],
});
