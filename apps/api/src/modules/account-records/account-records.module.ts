import { defineModule } from '../manifest.js';
import { accountRecordsRoutes } from './account-records.routes.js';

/** A person's records across the platform (orders, financing) for their account page. */
export const accountRecordsModule = defineModule({
  name: 'account-records',
  routes: [accountRecordsRoutes],
  permissions: ['account:own'],
  ports: ['bank'],
});
