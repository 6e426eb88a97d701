import { campaignSavings } from '@autohub/domain';
import { z } from 'zod';
import { CatalogueBrand, CountryCodeSchema, StateCodeSchema, versionYearFields } from '../catalogue/catalogue.schema.js';

/*
 * Price calls (spec document 2 "Prices", document 1 §3 "Price sources"). Every price is integer
 * minor units of the country's currency, per state (BR) or province (AR). A price the location
 * does not have is `null` (the screens show 'Valor não disponível no momento', catalogue code
 * `price_unavailable`). When the price service fails the answer is still 200, with empty data and
 * `unavailable: true` (document 2 §4: failures are logged and replaced by empty data).
 */

/** Which of the two price sources of spec document 1 §3 the buyer pays. */
export const PriceSource = z
  .enum(['ecommercePrice', 'customPrice'])
  .describe(
    'ecommercePrice: the public online price. customPrice: the dealer network campaign price, ' +
      'where one exists (else the ecommerce price); the difference is shown as bonification.',
  )
  .meta({ id: 'PriceSource' });
export type PriceSource = z.infer<typeof PriceSource>;

const Cents = z.number().int().nonnegative();

/** Both sources of one price; `customPrice` is null where no campaign applies. */
export const PriceSources = z
  .object({ ecommercePrice: Cents, customPrice: Cents.nullable() })
  .meta({ id: 'PriceSources' });
export type PriceSources = z.infer<typeof PriceSources>;

const stateDescription =
  'State (BR) or province (AR) the buyer chose; the country reference (SP, or C for Argentina) when absent.';

/** The fields every price answer opens with: the version and the location it is priced at. */
const pricedAt = {
  mvsCode: z.string(),
  year: z.number().int(),
  country: CountryCodeSchema,
  state: z.string(),
  currency: z.enum(['BRL', 'ARS']),
};

// ---------------------------------------------------------------------------------------------
// price (type=EC)

/** `GET /api/prices/price`: the price of a version. */
export const VersionPriceQuery = z.object({
  ...versionYearFields,
  country: CountryCodeSchema,
  type: z.enum(['EC']).default('EC').describe('Price type; EC (ecommerce) is the only one published.'),
  state: StateCodeSchema.optional().describe(stateDescription),
});
export type VersionPriceQuery = z.infer<typeof VersionPriceQuery>;

export const VersionPrice = z
  .object({
    ...pricedAt,
    type: z.literal('EC'),
    price: Cents.nullable().describe('The ecommerce price; null when the location has none.'),
    sources: PriceSources.nullable(),
    unavailable: z.boolean().describe('The price service failed: data is empty, try again later.'),
  })
  .meta({ id: 'VersionPrice' });
export type VersionPrice = z.infer<typeof VersionPrice>;

// ---------------------------------------------------------------------------------------------
// price/reservation

/** `GET /api/prices/price/reservation`: the price of a build (version, colour, coating, optionals). */
export const ReservationPriceQuery = z.object({
  ...versionYearFields,
  colorCode: z.string().min(1).max(40).describe('Code of the COLOR part.'),
  country: CountryCodeSchema,
  optionalCode: z
    .string()
    .max(2000)
    .default('')
    .describe('Comma-joined codes of the ITEM parts (optionalCodesForPrice of @autohub/domain).'),
  coatingCode: z.string().min(1).max(40).optional().describe('Code of the COATING part.'),
  state: StateCodeSchema.optional().describe(stateDescription),
  priceSource: PriceSource.default('ecommercePrice'),
});
export type ReservationPriceQuery = z.infer<typeof ReservationPriceQuery>;

/** One priced line of a build. */
export const PriceLine = z
  .object({
    code: z.string(),
    partId: z
      .string()
      .nullable()
      .describe('Catalogue id of the part; null when the code is not one of the version.'),
    name: z.string().nullable(),
    type: z.enum(['VERSION', 'COLOR', 'COATING', 'ITEM', 'ACCESSORY', 'SERVICE']),
    price: Cents.nullable().describe('Ecommerce price at the location; null when it has none.'),
    customPrice: Cents.nullable().describe('Campaign price at the location, where one applies.'),
  })
  .meta({ id: 'PriceLine' });
export type PriceLine = z.infer<typeof PriceLine>;

/** Totals as `computeTotals` of `@autohub/domain` gives them (accessories and services 0 here). */
export const PriceTotals = z
  .object({
    basePrice: Cents.nullable(),
    colorPrice: Cents.nullable(),
    coatingPrice: Cents.nullable(),
    optionalsTotal: Cents.nullable(),
    accessoriesTotal: Cents.nullable(),
    servicesTotal: Cents.nullable(),
    bonificationTotal: Cents,
    hasPriceBonification: z.boolean(),
    total: Cents.nullable().describe('Null as soon as one line has no price.'),
  })
  .meta({ id: 'PriceTotals' });
export type PriceTotals = z.infer<typeof PriceTotals>;

export const ReservationPrice = z
  .object({
    ...pricedAt,
    priceSource: PriceSource,
    base: PriceLine.nullable().describe('The version itself; null only when the service failed.'),
    color: PriceLine.nullable(),
    coating: PriceLine.nullable(),
    optionals: z.array(PriceLine),
    totals: PriceTotals,
    missingCodes: z
      .array(z.string())
      .describe('Codes without a price at the location (the version code included).'),
    unavailable: z.boolean().describe('The price service failed: data is empty, try again later.'),
  })
  .meta({ id: 'ReservationPrice' });
export type ReservationPrice = z.infer<typeof ReservationPrice>;

// ---------------------------------------------------------------------------------------------
// batchPrices

/** `GET /api/prices/batchPrices`: the price of every part and service of a version at a location. */
export const BatchPricesQuery = z.object({
  ...versionYearFields,
  country: CountryCodeSchema,
  state: StateCodeSchema.optional().describe(stateDescription),
});
export type BatchPricesQuery = z.infer<typeof BatchPricesQuery>;

/**
 * Everything the builder needs to re-price a build instantly. `priceList` is the `PriceList` of
 * `@autohub/domain` (ecommerce prices; parts keyed by part code, services by service id; absent
 * keys are unpriced) and feeds `computeTotals` as it is. `customPrices` holds the campaign prices:
 * with the customPrice source, add `bonificationFor(batch, codes)` as `priceList.bonification`.
 */
export const BatchPrices = z
  .object({
    ...pricedAt,
    priceList: z.object({
      base: Cents.nullable(),
      parts: z.record(z.string(), Cents).describe('Part code → ecommerce price.'),
      services: z.record(z.string(), Cents).describe('Service id → price.'),
    }),
    customPrices: z.object({
      base: Cents.nullable(),
      parts: z.record(z.string(), Cents).describe('Part code → campaign price, where one applies.'),
    }),
    missingCodes: z.array(z.string()).describe('Part codes of the version without a price here.'),
    missingServices: z.array(z.string()).describe('Service ids without a price here.'),
    unavailable: z.boolean().describe('The price service failed: data is empty, try again later.'),
  })
  .meta({ id: 'BatchPrices' });
export type BatchPrices = z.infer<typeof BatchPrices>;

/**
 * The bonification of a build under the customPrice source: what the campaign prices save on the
 * version (when `includeBase`) and on the given part codes, over the ecommerce prices.
 */
export function bonificationFor(
  batch: Pick<BatchPrices, 'priceList' | 'customPrices'>,
  partCodes: readonly string[],
  includeBase = true,
): number {
  return campaignSavings(batch, partCodes, includeBase);
}

// ---------------------------------------------------------------------------------------------
// offers

/** `GET /api/prices/offers`: the campaign offers of a brand's models in a state. */
export const ModelOffersQuery = z.object({
  brand: CatalogueBrand,
  country: CountryCodeSchema,
  state: StateCodeSchema.optional().describe(stateDescription),
});
export type ModelOffersQuery = z.infer<typeof ModelOffersQuery>;

/** A model on campaign: its version with the largest bonification of the builder's first build. */
export const ModelOffer = z
  .object({
    modelCode: z.string(),
    modelName: z.string(),
    mvsCode: z.string(),
    versionName: z.string(),
    year: z.number().int(),
    bonus: Cents.describe(
      'bonificationTotal of priceBuild for the version with its default colour and coating.',
    ),
    price: Cents.nullable().describe('The total the builder shows for that build (customPrice source).'),
  })
  .meta({ id: 'ModelOffer' });
export type ModelOffer = z.infer<typeof ModelOffer>;

export const ModelOffers = z
  .object({
    brand: CatalogueBrand,
    country: CountryCodeSchema,
    state: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    offers: z.array(ModelOffer).describe('One per model on campaign, largest bonus first.'),
    unavailable: z.boolean().describe('The price service failed for at least one version.'),
  })
  .meta({ id: 'ModelOffers' });
export type ModelOffers = z.infer<typeof ModelOffers>;
