import { defineModule } from '../manifest.js';
import { financingRoutes } from './financing.routes.js';
import {
  financingCommercialConditions,
  financingCoupons,
  financingPlans,
  financingProposalDocuments,
  financingProposals,
  financingProposalSubmissions,
  financingSimulations,
} from './financing.schema.js';

/** Financing plans, simulations and proposals to the bank. */
export const financingModule = defineModule({
  name: 'financing',
  routes: [financingRoutes],
  tables: {
    financingPlans,
    financingCommercialConditions,
    financingCoupons,
    financingProposalSubmissions,
    financingSimulations,
    financingProposals,
    financingProposalDocuments,
  },
  permissions: ['proposals:own'],
  ports: ['bank'],
});
