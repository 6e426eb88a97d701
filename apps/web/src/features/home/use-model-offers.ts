import type { CurrentCarModel, ModelOffers } from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions, useQuery } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/** A model on campaign: the bonification of its best version's first build in the builder. */
export interface ModelOffer {
  model: CurrentCarModel;
  versionName: string;
  /** The bonification priceBuild gives that build under the customPrice source, in minor units. */
  bonus: number;
}

/** GET /api/prices/offers: every campaign offer of the brand in a state, in one call. */
export function modelOffersQuery(brand: BrandSlug, country: CountryCode, state: string | undefined) {
  return queryOptions({
    queryKey: ['prices', 'offers', brand, country, state ?? null] as const,
    queryFn: ({ signal }) => apiRequest<ModelOffers>('/prices/offers', { query: { brand, country, state }, signal }),
    staleTime: 10 * 60_000,
    // An offer strip that cannot be read simply shows no offers: no retries hold it back.
    retry: false,
  });
}

/**
 * The brand's current offers among the models the home shows, largest first; `undefined` while
 * they load. The api prices them with the builder's own price function, so a click on an offer
 * opens a build at the price the strip promised.
 */
export function useModelOffers(
  brand: BrandSlug,
  country: CountryCode,
  state: string | undefined,
  models: readonly CurrentCarModel[],
): ModelOffer[] | undefined {
  const offers = useQuery(modelOffersQuery(brand, country, state));
  if (offers.isPending) return undefined;
  const byCode = new Map(models.map((model) => [model.code, model]));
  return (offers.data?.offers ?? []).flatMap((offer) => {
    const model = byCode.get(offer.modelCode);
    return model ? [{ model, versionName: offer.versionName, bonus: offer.bonus }] : [];
  });
}
