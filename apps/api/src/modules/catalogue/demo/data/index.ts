// Entry point of the demo catalogue data, read by the seed and the catalogue, prices and stock
// modules.
export { CATALOGUE, LARGEST_MODEL, allModels, allVersions } from './catalogue.js';
export type { CatalogueEntry, CatalogueVersionEntry } from './catalogue.js';
export { PRICE_GAPS, priceRows } from './prices.js';
export { stockRows } from './stock.js';
export { AR_PROVINCES, BR_STATES, regionsOf } from '../../data/regions.js';
export type { PriceRegion } from '../../data/regions.js';
export { paintCategoryOfCode } from './build.js';
export type * from '../../data/types.js';
