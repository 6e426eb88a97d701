import { defineModule } from '../manifest.js';
import { catalogueRoutes } from './catalogue.routes.js';
import {
  catalogueGroups,
  catalogueModels,
  catalogueParts,
  catalogueServices,
  catalogueVersions,
} from './catalogue.schema.js';

/** The model line-up: models, versions, parts, groups, services and datasheets. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  routes: [catalogueRoutes],
  tables: { catalogueModels, catalogueVersions, catalogueParts, catalogueGroups, catalogueServices },
});
