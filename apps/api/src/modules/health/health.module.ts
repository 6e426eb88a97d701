import { defineModule } from '../manifest.js';
import { healthRoutes } from './health.routes.js';

/** Liveness and readiness of the api and its database. */
export const healthModule = defineModule({
  name: 'health',
  routes: [healthRoutes],
});
