import { defineModule } from '../manifest.js';
import { buildsRoutes } from './builds.routes.js';
import { sharedBuilds } from './builds.schema.js';

/** Shared builds of the configurator and their PDF. */
export const buildsModule = defineModule({
  name: 'builds',
  routes: [buildsRoutes],
  tables: { sharedBuilds },
});
