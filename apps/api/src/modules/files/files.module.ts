import { defineModule } from '../manifest.js';
import { filesRoutes } from './files.routes.js';

/** The spec's public file upload (`file/upload`, `file/upload-bulk`) into the file-storage port. */
export const filesModule = defineModule({
  name: 'files',
  routes: [filesRoutes],
  ports: ['fileStorage'],
});
