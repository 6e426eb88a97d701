import { defineModule } from '../manifest.js';
import { rentalRoutes } from './rental.routes.js';
import * as rentalTables from './rental.schema.js';

/** Fleet rental offers and proposals of companies. */
export const rentalModule = defineModule({
  name: 'rental',
  routes: [rentalRoutes],
  tables: rentalTables,
  permissions: ['rental:manage', 'rental:own'],
  workAreas: [
    {
      path: 'staff/rental',
      permission: 'rental:manage',
      title: { 'pt-BR': 'Propostas de locação', 'es-AR': 'Propuestas de alquiler' },
    },
  ],
});
