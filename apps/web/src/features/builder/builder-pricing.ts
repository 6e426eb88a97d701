import type { BatchPrices } from '@autohub/contract';
import type { CarState, ConfiguratorModel, PriceList } from '@autohub/domain';

/**
 * The builder prices with the customPrice source (spec document 1 §3 "Price sources"): the buyer
 * pays the campaign price where one applies, and what it saves over the ecommerce price is the
 * bonification. Same rule as the contract's `bonificationFor`, repeated here so the contract's
 * schemas (zod) stay out of this route's download.
 */
export const BUILDER_PRICE_SOURCE = 'customPrice' as const;

/** What the campaign prices save on the version and on the given part codes. */
export function campaignSavings(
  batch: Pick<BatchPrices, 'priceList' | 'customPrices'>,
  partCodes: readonly string[],
): number {
  let saved = 0;
  const { base } = batch.priceList;
  if (base !== null && batch.customPrices.base !== null) saved += Math.max(0, base - batch.customPrices.base);
  for (const code of new Set(partCodes)) {
    const ecommerce = batch.priceList.parts[code];
    const custom = batch.customPrices.parts[code];
    if (ecommerce !== undefined && custom !== undefined) saved += Math.max(0, ecommerce - custom);
  }
  return saved;
}

/** Codes of the priced parts of a build: colour, coating, optionals and accessories. */
export function buildPartCodes(model: ConfiguratorModel, car: CarState): string[] {
  const codeOf = new Map(model.parts.map((p) => [p.id, p.code]));
  const ids = [car.colorId, car.coatingId, ...car.selected].filter((id): id is string => id !== null);
  return ids.map((id) => codeOf.get(id)).filter((code): code is string => code !== undefined);
}

/** The domain price list of a build at the buyer's location, with its campaign bonification. */
export function priceListOf(batch: BatchPrices, model: ConfiguratorModel, car: CarState): PriceList {
  return {
    base: batch.priceList.base,
    parts: batch.priceList.parts,
    services: batch.priceList.services,
    bonification: campaignSavings(batch, buildPartCodes(model, car)),
  };
}
