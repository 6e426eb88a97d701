import { accountEsAR } from './es-ar/account';
import { builderEsAR } from './es-ar/builder';
import { comparatorEsAR } from './es-ar/comparator';
import { businessEsAR } from './es-ar/business';
import { commonEsAR } from './es-ar/common';
import { financingEsAR } from './es-ar/financing';
import { homeEsAR } from './es-ar/home';
import { servicesEsAR } from './es-ar/services';
import type { Catalogue } from './pt-br';

/** Argentine Spanish (voseo, as Argentine customers are addressed), every area together. */
export const esAR: Catalogue = {
  ...commonEsAR,
  ...homeEsAR,
  ...builderEsAR,
  ...comparatorEsAR,
  ...financingEsAR,
  ...servicesEsAR,
  ...accountEsAR,
  ...businessEsAR,
};
