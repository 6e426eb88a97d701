import type { BatchPrices } from '@autohub/contract';
import { type CarState, type BuildModel, type PriceList, priceListFor } from '@autohub/domain';

/**
 * The builder prices with the customPrice source (spec document 1 §3 "Price sources"): the buyer
 * pays the campaign price where one applies, and what it saves over the ecommerce price is the
 * bonification. The figure itself comes from `priceBuild` of the domain, as on every other screen.
 */
export const BUILDER_PRICE_SOURCE = 'customPrice' as const;

/** The domain price list of a build at the buyer's location, with its campaign bonification. */
export function priceListOf(batch: BatchPrices, model: BuildModel, car: CarState): PriceList {
  return priceListFor(batch, BUILDER_PRICE_SOURCE, model, car);
}
