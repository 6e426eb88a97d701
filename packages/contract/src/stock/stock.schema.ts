import { z } from 'zod';
import {
  CatalogueBrand,
  CountryCodeSchema,
  ModelYearSchema,
  MvsCodeSchema,
  StateCodeSchema,
} from '../catalogue/catalogue.schema.js';

/** Stock delivery labels of spec document 1 §3. */
export const DELIVERY_LABELS = ['READY_FOR_DELIVERY', 'UNDEFINED', 'DELIVERY_IN_DAYS', 'NOTIFY_ME'] as const;
export const DeliveryLabel = z
  .enum(DELIVERY_LABELS)
  .describe(
    'READY_FOR_DELIVERY: cars in dealer stock; DELIVERY_IN_DAYS: arrives in `deliveryDays`; ' +
      'UNDEFINED: no date known; NOTIFY_ME: offer to notify the buyer.',
  )
  .meta({ id: 'DeliveryLabel' });
export type DeliveryLabel = z.infer<typeof DeliveryLabel>;

/** `GET /api/stock/available` (spec document 2 "Stock: GET available (mvsCode, modelYear, brand)"). */
export const StockAvailableQuery = z.object({
  mvsCode: MvsCodeSchema,
  modelYear: ModelYearSchema,
  brand: CatalogueBrand,
  country: CountryCodeSchema.optional().describe('Only this country; both markets when absent.'),
  state: StateCodeSchema.optional().describe('Stock of this state/province; the whole country when absent.'),
});
export type StockAvailableQuery = z.infer<typeof StockAvailableQuery>;

/**
 * Stock of a version. On a stock service failure the answer is 200 with `quantity` 0,
 * `delivery` null and `unavailable: true` (document 2 §4); the screen shows 'stock_load_failed'.
 */
export const StockAvailability = z
  .object({
    mvsCode: z.string(),
    modelYear: z.number().int(),
    brand: CatalogueBrand,
    state: z.string().nullable().describe('The asked state; null for the whole country.'),
    quantity: z.number().int().nonnegative().describe('Cars in dealer stock.'),
    delivery: DeliveryLabel.nullable().describe('Null only when unavailable.'),
    deliveryDays: z.number().int().positive().nullable().describe('Only with DELIVERY_IN_DAYS.'),
    unavailable: z.boolean().describe('The stock service failed: data is empty, try again later.'),
  })
  .meta({ id: 'StockAvailability' });
export type StockAvailability = z.infer<typeof StockAvailability>;

/** Why a dealer takes a car out of online sale. */
export const STOCK_REDUCTION_REASONS = ['SOLD_AT_DEALER', 'DAMAGED', 'TRANSFERRED', 'OTHER'] as const;

/** `PATCH /api/stock/{id}/reduction`: the chassis of the car. */
export const StockUnitParams = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/)
    .describe('Chassis (VIN) of the car.'),
});
export type StockUnitParams = z.infer<typeof StockUnitParams>;

export const StockReductionBody = z
  .object({
    reason: z
      .enum(STOCK_REDUCTION_REASONS)
      .default('SOLD_AT_DEALER')
      .describe('SOLD_AT_DEALER, DAMAGED, TRANSFERRED to another dealer, OTHER.'),
  })
  .strict();
export type StockReductionBody = z.infer<typeof StockReductionBody>;

export const StockReductionAnswer = z
  .object({
    unitId: z.string(),
    dealerCode: z.string(),
    mvsCode: z.string(),
    modelYear: z.number().int(),
    state: z.string(),
    reason: z.enum(STOCK_REDUCTION_REASONS),
    reducedAt: z.iso.datetime({ offset: true }),
    quantity: z.number().int().nonnegative().describe('Cars of the version left in the state after it.'),
  })
  .meta({ id: 'StockReduction' });
export type StockReductionAnswer = z.infer<typeof StockReductionAnswer>;
