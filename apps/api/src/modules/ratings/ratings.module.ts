import { defineModule } from '../manifest.js';
import { ratingsRoutes } from './ratings.routes.js';
import { createGarageSalesFeed } from './ratings.service.js';
import { ratingCustomerVehicles, ratings } from './ratings.schema.js';

/** Delivery ratings of customers. */
export const ratingsModule = defineModule({
  name: 'ratings',
  routes: [ratingsRoutes],
  tables: { ratings, ratingCustomerVehicles },
  provides: { garageSalesFeed: createGarageSalesFeed },
  permissions: ['deliveries:record', 'ratings:create'],
});
