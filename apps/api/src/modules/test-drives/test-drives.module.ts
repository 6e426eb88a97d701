import { defineModule } from '../manifest.js';
import { testDriveExpiryJob } from './test-drive-expiry.job.js';
import { testDrivesRoutes } from './test-drives.routes.js';
import { testDrives } from './test-drives.schema.js';

/** Test-drive bookings and the dealer desk, with the job that expires unanswered ones. */
export const testDrivesModule = defineModule({
  name: 'test-drives',
  routes: [testDrivesRoutes],
  tables: { testDrives },
  jobs: (outbox) => [testDriveExpiryJob(outbox.testDriveExpiryEveryMs)],
  permissions: ['test-drives:answer'],
  workAreas: [
    {
      path: 'dealer/test-drives',
      permission: 'test-drives:answer',
      title: { 'pt-BR': 'Test drives da concessionária', 'es-AR': 'Test drives del concesionario' },
    },
  ],
});
