import type { CurrentCarModel } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { useQueries } from '@tanstack/react-query';
import { modelDetailQuery, versionPriceQuery } from '../../lib/catalogue/catalogue.api';

/** A model on campaign: the largest saving of its versions' campaign price on the published one. */
export interface ModelOffer {
  model: CurrentCarModel;
  versionName: string;
  /** ecommercePrice − customPrice of that version, in minor units. */
  bonus: number;
}

/** How many models and versions per model the strip looks at, so the home asks a bounded number of prices. */
const MAX_MODELS = 6;
const MAX_VERSIONS = 4;

/**
 * The brand's current offers: the campaign bonuses the price service publishes (customPrice below
 * the ecommercePrice of a version), one per model, largest first. `undefined` while prices load.
 * The model details are the same cache entries the builder opens, so a click on an offer is instant.
 */
export function useModelOffers(
  brand: BrandSlug,
  country: CountryCode,
  state: string | undefined,
  models: readonly CurrentCarModel[],
): ModelOffer[] | undefined {
  const looked = models.slice(0, MAX_MODELS);
  const details = useQueries({
    // An offer that cannot be read is simply not shown: no retries hold the strip back.
    queries: looked.map((m) => ({ ...modelDetailQuery(brand, country, m.code), retry: false })),
  });
  const versions = details.flatMap((detail, index) =>
    (detail.data?.versions ?? []).slice(0, MAX_VERSIONS).map((version) => ({ index, version })),
  );
  const prices = useQueries({
    queries: versions.map(({ version }) => ({
      ...versionPriceQuery(version.mvs.code, version.mvs.year, country, state),
      retry: false,
    })),
  });
  const settled =
    details.every((d) => !d.isPending) && prices.every((p) => !p.isPending);
  if (!settled) return undefined;

  const best = new Map<number, ModelOffer>();
  versions.forEach(({ index, version }, at) => {
    const sources = prices[at]?.data?.sources;
    const model = looked[index];
    if (!sources || sources.customPrice === null || !model) return;
    const bonus = sources.ecommercePrice - sources.customPrice;
    if (bonus <= 0) return;
    const current = best.get(index);
    if (!current || bonus > current.bonus) {
      best.set(index, { model, versionName: version.mvs.versionName, bonus });
    }
  });
  return [...best.values()].sort((a, b) => b.bonus - a.bonus);
}
