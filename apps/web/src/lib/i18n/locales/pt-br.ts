import { accountPtBR } from './pt-br/account';
import { builderPtBR } from './pt-br/builder';
import { comparatorPtBR } from './pt-br/comparator';
import { businessPtBR } from './pt-br/business';
import { commonPtBR } from './pt-br/common';
import { financingPtBR } from './pt-br/financing';
import { homePtBR } from './pt-br/home';
import { servicesPtBR } from './pt-br/services';
import type { Shape } from './shape';

/**
 * Brazilian Portuguese, every area together: the reference shape every other catalogue must match
 * and the type of the keys (`../keys.ts`). The app never loads it whole: it loads the common texts
 * and the areas a page shows, each its own chunk (`../text-areas.ts`, decision 059).
 */
export const ptBR = {
  ...commonPtBR,
  ...homePtBR,
  ...builderPtBR,
  ...comparatorPtBR,
  ...financingPtBR,
  ...servicesPtBR,
  ...accountPtBR,
  ...businessPtBR,
};

/** The shape a catalogue must have: same keys as pt-BR, any wording. */
export type Catalogue = Shape<typeof ptBR>;
