import { defineModule } from '../manifest.js';
import { dealerPricesRoutes } from './dealer-prices.routes.js';
import { dealerWorkingPrices } from './dealer-prices.schema.js';

/** Dealers' working prices for the quotation simulator. */
export const dealerPricesModule = defineModule({
  name: 'dealer-prices',
  routes: [dealerPricesRoutes],
  tables: { dealerWorkingPrices },
  permissions: ['quotations:save', 'working-prices:manage'],
});
