import { defineModule } from '../manifest.js';
import { stockUnits } from './stock-units.schema.js';
import { stockRoutes } from './stock.routes.js';
import { stock } from './stock.schema.js';

/** Stock per version and dealer, and the stock units (a dealer takes one out of online sale). */
export const stockModule = defineModule({
  name: 'stock',
  routes: [stockRoutes],
  tables: { stock, stockUnits },
  permissions: ['stock:update'],
});
