import { defineModule } from '../manifest.js';
import { catalogueRoutes } from './catalogue.routes.js';
import * as catalogueTables from './catalogue.schema.js';

/** The model line-up: models, versions, parts, groups, services and datasheets. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  routes: [catalogueRoutes],
  tables: catalogueTables,
});
