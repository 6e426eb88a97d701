import type { previewTabsPtBR } from './preview-tabs.pt-br';

/** Labels of the build preview tabs (spec document 1 §2), in Argentine Spanish. */
export const previewTabsEsAR: typeof previewTabsPtBR = {
  myCar: 'Mi auto',
  initialPrice: 'Precio inicial',
  color: 'Color',
  optionals: 'Opcionales',
  coating: 'Tapizado',
  accessories: 'Accesorios',
  bonus: 'Bonificación',
  discount: 'Descuento',
  payment: 'Pago',
  cashPayment: 'Pago de contado',
  proposalValidity: 'Validez de la propuesta',
  comments: 'Observaciones',
  serialItems: 'Equipamiento de serie',
  versionEngineGearbox: 'Versión, motor y caja',
};
