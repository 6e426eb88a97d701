import { CHRYSLER_MODELS } from './models/chrysler.js';
import { CITROEN_MODELS } from './models/citroen.js';
import { DODGE_MODELS } from './models/dodge.js';
import { FIAT_ABARTH_MODELS } from './models/fiat-abarth.js';
import { FIAT_MODELS, TORO_MODEL_CODE } from './models/fiat.js';
import { JEEP_MODELS } from './models/jeep.js';
import { LEAPMOTOR_MODELS } from './models/leapmotor.js';
import { PEUGEOT_MODELS } from './models/peugeot.js';
import { RAM_MODELS } from './models/ram.js';
import type { CatalogueBrand, CatalogueByBrand, CatalogueModel, CatalogueVersion } from '../../data/types.js';

/** The demo catalogue: the current models of every brand, keyed by brand slug. */
export const CATALOGUE: CatalogueByBrand = {
  fiat: FIAT_MODELS,
  'fiat-abarth': FIAT_ABARTH_MODELS,
  jeep: JEEP_MODELS,
  ram: RAM_MODELS,
  dodge: DODGE_MODELS,
  chrysler: CHRYSLER_MODELS,
  citroen: CITROEN_MODELS,
  peugeot: PEUGEOT_MODELS,
  leapmotor: LEAPMOTOR_MODELS,
};

/** The model with the most parts and rules; the builder benchmarks run on it. */
export const LARGEST_MODEL: { readonly brand: CatalogueBrand; readonly modelCode: string } = {
  brand: 'fiat',
  modelCode: TORO_MODEL_CODE,
};

export interface CatalogueEntry {
  brand: CatalogueBrand;
  model: CatalogueModel;
}

/** Every model with its brand, in catalogue order. */
export function allModels(): CatalogueEntry[] {
  return (Object.keys(CATALOGUE) as CatalogueBrand[]).flatMap((brand) =>
    CATALOGUE[brand].map((model) => ({ brand, model })),
  );
}

export interface CatalogueVersionEntry extends CatalogueEntry {
  version: CatalogueVersion;
}

/** Every version with its model and brand. */
export function allVersions(): CatalogueVersionEntry[] {
  return allModels().flatMap((entry) => entry.model.versions.map((version) => ({ ...entry, version })));
}
