import { LOCALES } from '@autohub/domain';
import { z } from 'zod';
import {
  CatalogueBrand,
  CountryCodeSchema,
  MvsCodeSchema,
  MvsRecord,
  StateCodeSchema,
} from '../catalogue/catalogue.schema.js';
import { PriceSource, PriceTotals } from '../prices/prices.schema.js';

/*
 * Shared builds: a short link that reopens the same car, and its PDF summary. The server keeps
 * the choices (ids), never the prices: whoever opens the link sees the prices of the day.
 */

/** Short codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/l/I). */
export const SHARED_BUILD_CODE_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/;

export const SharedBuildCode = z
  .string()
  .regex(SHARED_BUILD_CODE_PATTERN, 'build_code_invalid')
  .describe('Short code of a shared build.');

/** Path of the builder page below `/{locale}/{brand}/`. */
export const BUILDER_PATH = 'builder';

/** Query parameter of the builder page that carries a shared build's code. */
export const SHARED_BUILD_PARAM = 'build';

/** The page address a shared build opens: `/{locale}/{brand}/builder?build={code}`. */
export function sharedBuildPath(locale: string, brand: string, code: string): string {
  return `/${locale}/${brand}/${BUILDER_PATH}?${SHARED_BUILD_PARAM}=${encodeURIComponent(code)}`;
}

const buildFields = {
  brand: CatalogueBrand,
  locale: z.enum(LOCALES).describe('Page locale the link opens in.'),
  country: CountryCodeSchema,
  state: StateCodeSchema.describe('State or province the build was priced for.'),
  mvsCode: MvsCodeSchema,
  year: z.number().int().min(2000).max(2100),
  colorId: z.string().min(1).max(80).describe('COLOR part id.'),
  coatingId: z.string().min(1).max(80).nullable().describe('COATING part id, or null.'),
  selected: z
    .array(z.string().min(1).max(80))
    .max(200)
    .describe('ITEM and ACCESSORY part ids, in the order added.'),
  services: z.array(z.string().min(1).max(80)).max(50).describe('Service ids.'),
};

/** `POST /api/builds`: the build to share. Every id must belong to the version. */
export const SharedBuildInput = z
  .object({ ...buildFields, priceSource: PriceSource.default('ecommercePrice') })
  .strict()
  .meta({ id: 'SharedBuildRequest' });
export type SharedBuildInput = z.infer<typeof SharedBuildInput>;
export type SharedBuildInputIn = z.input<typeof SharedBuildInput>;

/** The choices of a shared build as stored (the price source resolved). */
export const SharedBuildChoices = z
  .object({ ...buildFields, priceSource: PriceSource })
  .meta({ id: 'SharedBuildChoices' });
export type SharedBuildChoices = z.infer<typeof SharedBuildChoices>;

export const SharedBuildParams = z.object({ code: SharedBuildCode });
export type SharedBuildParams = z.infer<typeof SharedBuildParams>;

/** A named line of the build, for the summary and the PDF. */
export const SharedBuildLine = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['COLOR', 'COATING', 'ITEM', 'ACCESSORY', 'SERVICE']),
    price: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Price at the build location today; null when none.'),
  })
  .meta({ id: 'SharedBuildLine' });
export type SharedBuildLine = z.infer<typeof SharedBuildLine>;

/** `POST /api/builds` (201) and `GET /api/builds/{code}`. */
export const SharedBuild = z
  .object({
    code: SharedBuildCode,
    path: z.string().describe('Page address that reopens the build (sharedBuildPath).'),
    pdfPath: z.string().describe('Address of the PDF summary.'),
    createdAt: z.iso.datetime(),
    build: SharedBuildChoices,
    stateName: z
      .string()
      .describe("Name of the build's state (BR) or province (AR), as the buyer's location shows it."),
    mvs: MvsRecord.describe('The version, with `price` at the build location today.'),
    lines: z
      .array(SharedBuildLine)
      .describe('Colour, coating, optionals, accessories and services, named and priced.'),
    totals: PriceTotals.describe('Totals at the build location today (computeTotals).'),
    currency: z.enum(['BRL', 'ARS']),
    pricesUnavailable: z.boolean().describe('The price service failed: prices are empty.'),
  })
  .meta({ id: 'SharedBuild' });
export type SharedBuild = z.infer<typeof SharedBuild>;
