import { RATING_SORTS } from '@autohub/domain';
import { z } from 'zod';
import { CountryCodeSchema } from '../catalogue/catalogue.schema.js';
import { FreeTextField } from '../fields/contact.schema.js';
import { ChassisField } from '../fields/vehicle.schema.js';

const dateTime = z.iso.datetime({ offset: true });

export const RATING_TARGET_TYPES = ['dealers', 'advisors'] as const;
export const RatingTargetType = z.enum(RATING_TARGET_TYPES);

/** How a list of dealers or advisors is ordered. */
export const RATING_TARGET_SORTS = ['AVERAGE', 'TOTAL_OPINIONS', 'NAME'] as const;

export const RatingTargetsParams = z.object({ targetType: RatingTargetType });
export const RatingTargetParams = z.object({
  targetType: RatingTargetType,
  targetId: z.string().min(1).max(60),
});

export const RatingTargetsQuery = z.object({
  brand: z.string().max(20).optional(),
  country: CountryCodeSchema.optional().describe("Only the market's dealers and advisors."),
  sort: z.enum(RATING_TARGET_SORTS).default('AVERAGE'),
});

export const RatingOpinionsQuery = z.object({
  sort: z.enum(RATING_SORTS).default('MOST_RECENT').describe('MOST_RECENT, HIGHEST or LOWEST.'),
});

/** A rated dealer or advisor (spec document 1 §3 "Rating: average, total opinions, subject, date"). */
export const RatingTarget = z.object({
  id: z.string(),
  name: z.string(),
  dealerId: z.string().nullable().describe("The advisor's dealer; the dealer itself for a dealer."),
  average: z.number().nullable().describe('Rounded half-up to one decimal; null without opinions.'),
  totalOpinions: z.number().int(),
  lastOpinionAt: dateTime.nullable(),
});
export type RatingTarget = z.infer<typeof RatingTarget>;

export const RatingTargetList = z.object({ items: z.array(RatingTarget) });

export const Opinion = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  subject: z.string(),
  comment: z.string().nullable(),
  authorName: z.string(),
  date: dateTime,
});
export type Opinion = z.infer<typeof Opinion>;

export const RatingDetail = z
  .object({ target: RatingTarget, opinions: z.array(Opinion) })
  .meta({ id: 'RatingDetail' });
export type RatingDetail = z.infer<typeof RatingDetail>;

/**
 * A rating of a dealer or advisor by the signed-in customer. Only customers who own a vehicle less
 * than 30 days old may rate (spec document 1 §6); others get 403 `rating_not_eligible`. Who rates
 * and under what name come from the session, the target's name from the ratings or the dealer
 * network.
 */
export const CreateRatingRequest = z
  .object({
    brand: z.string().max(20).describe('Brand of the page the rating is given on.'),
    rating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .describe('1 Muito Ruim, 2 Ruim, 3 Regular, 4 Bom, 5 Muito Bom.'),
    subject: FreeTextField.pipe(z.string().trim().min(1, 'field_required').max(120, 'field_invalid')),
    comment: FreeTextField.pipe(z.string().trim().max(2000, 'field_invalid')).nullish(),
  })
  .strict()
  .meta({ id: 'CreateRatingRequest' });
export type CreateRatingRequest = z.input<typeof CreateRatingRequest>;

/** Whether the signed-in customer may rate now, and since when the newest vehicle counts. */
export const RatingEligibility = z
  .object({
    canRate: z.boolean(),
    vehicleAgeDays: z
      .number()
      .int()
      .nullable()
      .describe('Age in days of the newest delivered vehicle; null without any.'),
    maxAgeDays: z.number().int().describe('Vehicles younger than this many days qualify (30).'),
  })
  .meta({ id: 'RatingEligibility' });
export type RatingEligibility = z.infer<typeof RatingEligibility>;

/**
 * A vehicle delivered to a customer, as the dealers' sales system reports it (staff or partner
 * feed). The customer is found by account id or by the chassis of a car in their garage.
 */
export const VehicleDeliveryRequest = z
  .object({
    customerId: z.string().min(1).max(100).nullish().describe('Account id, when the sale knows it.'),
    chassis: ChassisField.nullish(),
    purchaseDate: z.iso.date().nullish(),
    deliveryDate: z.iso.date().nullish(),
  })
  .strict()
  .refine((value) => value.customerId || value.chassis, {
    message: 'field_required',
    path: ['chassis'],
  })
  .refine((value) => value.purchaseDate || value.deliveryDate, {
    message: 'field_required',
    path: ['deliveryDate'],
  })
  .meta({ id: 'VehicleDeliveryRequest' });
export type VehicleDeliveryRequest = z.infer<typeof VehicleDeliveryRequest>;
