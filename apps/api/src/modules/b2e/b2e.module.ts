import { defineModule } from '../manifest.js';
import { b2eRoutes } from './b2e.routes.js';
import { namesAnApprover } from './b2e.work-areas.js';
import { b2ePartnerApprovers, b2ePartnerCompanies, b2ePartnerPeople, b2eValidations } from './b2e.schema.js';

/** Employee sales of partner companies (B2E): eligibility, validations, approvers and the partner list. */
export const b2eModule = defineModule({
  name: 'b2e',
  routes: [b2eRoutes],
  tables: { b2ePartnerCompanies, b2ePartnerPeople, b2ePartnerApprovers, b2eValidations },
  permissions: ['b2e:purchase', 'b2e:approve', 'b2e:manage'],
  workAreas: [
    {
      path: 'employee-purchase/approvals',
      permission: 'b2e:approve',
      opensFor: namesAnApprover,
      title: {
        'pt-BR': 'Aprovações de compra de colaboradores',
        'es-AR': 'Aprobaciones de compra de empleados',
      },
    },
    {
      path: 'staff/employee-program',
      permission: 'b2e:manage',
      title: {
        'pt-BR': 'Programa de colaboradores: empresas parceiras',
        'es-AR': 'Programa de empleados: empresas asociadas',
      },
    },
  ],
});
