import { defineModule } from '../manifest.js';
import { locationsRoutes } from './locations.routes.js';

/** Postal codes, places and distances (reads the reference states and cities). */
export const locationsModule = defineModule({
  name: 'locations',
  routes: [locationsRoutes],
  ports: ['location', 'postalCode'],
});
