import { defineModule } from '../manifest.js';
import { sharedBuildPageHead } from './build-page-head.js';
import { buildsRoutes } from './builds.routes.js';
import { sharedBuilds } from './builds.schema.js';

/** Shared builds of the configurator, their PDF, and the link preview of their page. */
export const buildsModule = defineModule({
  name: 'builds',
  routes: [buildsRoutes],
  register: async (app) => {
    app.pageHeads.push(sharedBuildPageHead(app));
  },
  tables: { sharedBuilds },
});
