/**
 * The price of a build: the one function every surface takes its figure from (home page "a partir
 * de", builder, comparator, financing, purchase lead, shared build and its PDF, quotations).
 *
 * A surface gives the version's catalogue (`BuildModel`), the buyer's choices (`CarState`)
 * and the price book of the buyer's location as the price service answers it (`PriceBook`, the
 * shape of the contract's `BatchPrices`), and the price source it shows. Nothing else may add up a
 * build: two sums of the same car would drift apart the day one of them learns a new rule.
 */
import type { CarState } from './car-state.js';
import { indexOf } from './model-index.js';
import type { BuildModel, PartId } from './part.js';
import { partsPricedInPacks } from './pack-pricing.js';
import { type CarTotals, type PriceList, computeTotals } from './totals.js';

export { partsPricedInPacks };

/**
 * Which price the buyer pays (spec document 1 §3 "Price sources"): the public online price, or the
 * dealer network's campaign price where one exists, its saving shown as bonification.
 */
export type BuildPriceSource = 'ecommercePrice' | 'customPrice';

/** The price source the buyer-facing screens show: campaign prices where they apply. */
export const DEFAULT_BUILD_PRICE_SOURCE: BuildPriceSource = 'customPrice';

/** Every price of one version at one location (integer cents), as the price service answers it. */
export interface PriceBook {
  priceList: {
    base: number | null;
    /** Part code → ecommerce price. */
    parts: Readonly<Record<string, number>>;
    /** Service id → price. */
    services: Readonly<Record<string, number>>;
  };
  customPrices: {
    base: number | null;
    /** Part code → campaign price, where one applies. */
    parts: Readonly<Record<string, number>>;
  };
}

/**
 * What the campaign prices save over the ecommerce prices on the version (when `includeBase`)
 * and on the given part codes, each code once. A campaign price above the public one saves nothing.
 */
export function campaignSavings(
  book: Pick<PriceBook, 'priceList' | 'customPrices'>,
  partCodes: readonly string[],
  includeBase = true,
): number {
  let saved = 0;
  const { base } = book.priceList;
  if (includeBase && base !== null && book.customPrices.base !== null) {
    saved += Math.max(0, base - book.customPrices.base);
  }
  for (const code of new Set(partCodes)) {
    const ecommerce = book.priceList.parts[code];
    const custom = book.customPrices.parts[code];
    if (ecommerce !== undefined && custom !== undefined) saved += Math.max(0, ecommerce - custom);
  }
  return saved;
}

/** Codes of the parts the buyer pays for: colour, coating, optionals and accessories not in a pack. */
export function chargedPartCodes(model: BuildModel, car: CarState): string[] {
  const ix = indexOf(model);
  const inPacks = partsPricedInPacks(model, car);
  const ids = [car.colorId, car.coatingId, ...car.selected].filter(
    (id): id is PartId => id !== null && !inPacks.has(id),
  );
  return ids.map((id) => ix.parts.get(id)?.code).filter((code): code is string => code !== undefined);
}

/** The domain price list of a build under a price source (campaign savings as bonification). */
export function priceListFor(
  book: PriceBook,
  source: BuildPriceSource,
  model: BuildModel,
  car: CarState,
): PriceList {
  return {
    base: book.priceList.base,
    parts: book.priceList.parts,
    services: book.priceList.services,
    bonification: source === 'customPrice' ? campaignSavings(book, chargedPartCodes(model, car)) : 0,
  };
}

/**
 * THE price of a build at a location: version, colour, coating, optionals and accessories (parts
 * in a pack once, in the pack), services, minus the campaign bonification under `customPrice`.
 * `total` is null when one line has no price there (listed in `missingCodes`/`missingServices`).
 */
export function priceBuild(
  model: BuildModel,
  car: CarState,
  book: PriceBook,
  source: BuildPriceSource = DEFAULT_BUILD_PRICE_SOURCE,
): CarTotals {
  return computeTotals(model, car, priceListFor(book, source, model, car));
}

/**
 * The price of a version on its own, as model cards, version lists and the comparator show it:
 * the published (ecommerce) price by default; a campaign saving is shown once the car is built.
 */
export function versionPriceOf(
  book: Pick<PriceBook, 'priceList' | 'customPrices'>,
  source: BuildPriceSource = 'ecommercePrice',
): number | null {
  const { base } = book.priceList;
  if (base === null) return null;
  return base - (source === 'customPrice' ? campaignSavings(book, [], true) : 0);
}

/**
 * "A partir de": the lowest of the versions' prices at the location, so the figure on a model
 * card is always the price of a version the builder offers there. Null when none has a price.
 */
export function startingPriceOf(versionPrices: Iterable<number | null | undefined>): number | null {
  let lowest: number | null = null;
  for (const price of versionPrices) {
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) continue;
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}
