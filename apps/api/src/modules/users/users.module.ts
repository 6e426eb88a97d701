import { defineModule } from '../manifest.js';
import { usersRoutes } from './users.routes.js';
import { users } from './users.schema.js';

/** Accounts and the users of the back office. */
export const usersModule = defineModule({
  name: 'users',
  routes: [usersRoutes],
  tables: { users },
  permissions: ['account:own', 'users:read'],
});
