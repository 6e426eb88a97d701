import { defineModule } from '../manifest.js';
import { seedDefaultPageSettings } from './settings-defaults.js';
import { settingsRoutes } from './settings.routes.js';
import { pageSettings } from './settings.schema.js';

/** Page settings per brand and market, edited by the back office. */
export const settingsModule = defineModule({
  name: 'settings',
  routes: [settingsRoutes],
  tables: { pageSettings },
  seed: seedDefaultPageSettings,
  permissions: ['settings:update'],
  workAreas: [
    {
      path: 'staff/settings',
      permission: 'settings:update',
      title: { 'pt-BR': 'Configurações da página', 'es-AR': 'Configuración de la página' },
    },
  ],
});
