import { defineModule } from '../manifest.js';
import { privacyRoutes } from './privacy.routes.js';
import { createSignUpConsents } from './privacy.service.js';
import { accountDeletions, consentRecords } from './privacy.schema.js';

/** Consents, personal-data exports and account deletion. */
export const privacyModule = defineModule({
  name: 'privacy',
  routes: [privacyRoutes],
  tables: { consentRecords, accountDeletions },
  permissions: ['privacy:own'],
  provides: { signUpConsents: createSignUpConsents },
  ports: ['fileStorage', 'mailbox'],
});
