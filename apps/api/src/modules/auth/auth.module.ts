import { defineModule } from '../manifest.js';
import { authRoutes, identitySandboxRoutes } from './auth.routes.js';
import { authIdentities, authSessions, authTokens, signInFailures } from './auth.schema.js';

/** Sign-in, sessions, password reset and the identity providers. */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes],
  developmentRoutes: [identitySandboxRoutes],
  tables: { authIdentities, authSessions, authTokens, signInFailures },
  permissions: ['account:own'],
  ports: ['identity'],
});
