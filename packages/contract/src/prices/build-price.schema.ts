import { z } from 'zod';
import {
  CountryCodeSchema,
  ModelYearSchema,
  MvsCodeSchema,
  StateCodeSchema,
} from '../catalogue/catalogue.schema.js';
import { PriceSource, PriceTotals } from './prices.schema.js';

/*
 * The price of a whole build, as every surface shows it (priceBuild of @autohub/domain): version,
 * colour, coating, optionals, accessories (what a pack includes once, in the pack) and services,
 * minus the campaign bonification under the customPrice source.
 */

/** `POST /api/prices/build`: the build to price. Every id must belong to the version. */
export const BuildPriceRequest = z
  .object({
    mvsCode: MvsCodeSchema,
    year: ModelYearSchema,
    country: CountryCodeSchema,
    state: StateCodeSchema.optional().describe(
      'State (BR) or province (AR); the country reference (SP, or C) when absent.',
    ),
    colorId: z
      .string()
      .min(1)
      .max(80)
      .nullable()
      .describe('COLOR part id; null prices the car without paint.'),
    coatingId: z.string().min(1).max(80).nullable().default(null).describe('COATING part id, or null.'),
    selected: z
      .array(z.string().min(1).max(80))
      .max(200)
      .default([])
      .describe('ITEM and ACCESSORY part ids.'),
    services: z.array(z.string().min(1).max(80)).max(50).default([]).describe('Service ids.'),
    priceSource: PriceSource.default('customPrice'),
  })
  .strict()
  .meta({ id: 'BuildPriceRequest' });
export type BuildPriceRequest = z.infer<typeof BuildPriceRequest>;
export type BuildPriceRequestIn = z.input<typeof BuildPriceRequest>;

/** One named line of a priced build. */
export const BuildPriceLine = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['COLOR', 'COATING', 'ITEM', 'ACCESSORY', 'SERVICE']),
    price: z.number().int().nonnegative().nullable().describe('Price at the location; null when none.'),
    includedInPack: z.boolean().describe('Comes inside a chosen pack: priced in the pack, not again.'),
  })
  .meta({ id: 'BuildPriceLine' });
export type BuildPriceLine = z.infer<typeof BuildPriceLine>;

export const BuildPriceAnswer = z
  .object({
    mvsCode: z.string(),
    modelCode: z.string(),
    modelName: z.string(),
    versionName: z.string(),
    year: z.number().int(),
    country: CountryCodeSchema,
    state: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    priceSource: PriceSource,
    lines: z.array(BuildPriceLine),
    totals: PriceTotals,
    unavailable: z.boolean().describe('The price service failed: data is empty, try again later.'),
  })
  .meta({ id: 'BuildPriceAnswer' });
export type BuildPriceAnswer = z.infer<typeof BuildPriceAnswer>;
