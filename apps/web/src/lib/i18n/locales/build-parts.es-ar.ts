import type { buildPartsPtBR } from './build-parts.pt-br';

/** Names of the parts of a build (configurator totals, printed summary), in Argentine Spanish. */
export const buildPartsEsAR: typeof buildPartsPtBR = {
  version: 'Versión',
  color: 'Color',
  coating: 'Tapizado',
  optionals: 'Opcionales',
  accessories: 'Accesorios',
  services: 'Servicios',
};
