import { defineModule } from '../manifest.js';
import { pricesRoutes } from './prices.routes.js';
import { createCataloguePricing } from './prices.service.js';
import { prices } from './prices.schema.js';

/** Prices of versions, parts and services per state. */
export const pricesModule = defineModule({
  name: 'prices',
  routes: [pricesRoutes],
  tables: { prices },
  provides: { cataloguePricing: createCataloguePricing },
});
