import { defineModule } from '../manifest.js';
import { garageRoutes } from './garage.routes.js';
import { garageCars } from './garage.schema.js';

/** The owner's garage of cars. */
export const garageModule = defineModule({
  name: 'garage',
  routes: [garageRoutes],
  tables: { garageCars },
  permissions: ['garage:own', 'users:manage'],
});
