import { defineModule } from '../manifest.js';
import { discountClubRoutes } from './discount-club.routes.js';
import { clubDependents, clubMembers } from './discount-club.schema.js';

/** The discount club: members, dependents and partner tokens. */
export const discountClubModule = defineModule({
  name: 'discount-club',
  routes: [discountClubRoutes],
  tables: { clubMembers, clubDependents },
  permissions: ['discount-club:own', 'users:read'],
});
