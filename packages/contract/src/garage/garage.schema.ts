import { BRAND_SLUGS, isValidMileage, isValidModelYear } from '@autohub/domain';
import { z } from 'zod';
import { AnyMarketPlateField, ChassisField } from '../fields/vehicle.schema.js';

/** The three lists of a garage (spec document 2 "Garage"). */
export const GARAGE_LISTS = ['owned', 'visited', 'wanted'] as const;
export type GarageList = (typeof GARAGE_LISTS)[number];

/** A car of a person's garage (spec document 1 §3 "Vehicle owner data" for owned cars). */
export const GarageCar = z
  .object({
    id: z.string(),
    list: z.enum(GARAGE_LISTS),
    brand: z.enum(BRAND_SLUGS),
    mvsCode: z.string().nullable(),
    model: z.string(),
    version: z.string().nullable(),
    year: z.number().int().nullable(),
    modelYear: z.number().int().nullable(),
    manufacturedYear: z.number().int().nullable(),
    plate: z.string().nullable(),
    chassis: z.string().nullable(),
    mileage: z.number().int().nullable(),
    category: z.string().nullable(),
    engine: z.string().nullable(),
    transmission: z.string().nullable(),
    features: z.array(z.string()),
    colorCode: z.string().nullable(),
    /** Codes of the chosen optionals, accessories and services of a car built in the configurator. */
    partCodes: z.array(z.string()),
    /** Total of the build in minor units, when it was priced. */
    total: z.number().int().nullable(),
    /** Whether this owned car is registered to this person alone (owned/exclusive). */
    exclusive: z.boolean(),
    addedAt: z.iso.datetime(),
  })
  .meta({ id: 'GarageCar' });
export type GarageCar = z.infer<typeof GarageCar>;

export const GarageCars = z.object({ cars: z.array(GarageCar) }).meta({ id: 'GarageCars' });
export type GarageCars = z.infer<typeof GarageCars>;

const year = z.number().int().min(1900).max(2100);

/** A model or manufacture year of a car someone owns: up to next year (`model_year_invalid`). */
const ownedYear = z
  .number({ error: 'model_year_invalid' })
  .refine((value) => isValidModelYear(value), { message: 'model_year_invalid' });

const CarBase = z.object({
  brand: z.enum(BRAND_SLUGS),
  mvsCode: z.string().trim().min(1).max(32).optional(),
  model: z.string().trim().min(1, { error: 'model_required' }).max(80),
  version: z.string().trim().max(120).optional(),
  year: year.optional(),
  colorCode: z.string().trim().max(20).optional(),
});

/**
 * An owned car: plate and chassis identify it, the rest describes it. At least one of model year
 * and manufactured year (spec §5).
 */
export const OwnedCarInput = CarBase.extend({
  plate: AnyMarketPlateField.optional(),
  chassis: ChassisField.optional(),
  mileage: z
    .number({ error: 'mileage_invalid' })
    .refine((value) => isValidMileage(value), { message: 'mileage_invalid' })
    .optional(),
  modelYear: ownedYear.optional(),
  manufacturedYear: ownedYear.optional(),
  category: z.string().trim().max(40).optional(),
  engine: z.string().trim().max(40).optional(),
  transmission: z.string().trim().max(40).optional(),
  features: z.array(z.string().trim().min(1).max(80)).max(40).optional(),
})
  .superRefine((car, ctx) => {
    if (car.modelYear === undefined && car.manufacturedYear === undefined) {
      ctx.addIssue({ code: 'custom', message: 'model_or_manufactured_year_required', path: ['modelYear'] });
    }
  })
  .meta({ id: 'OwnedCarInput' });
export type OwnedCarInput = z.infer<typeof OwnedCarInput>;

/** A car seen or built in the configurator ("visited") or wished for ("wanted"). */
export const BuiltCarInput = CarBase.extend({
  partCodes: z.array(z.string().trim().min(1).max(40)).max(80).optional(),
  total: z.number().int().min(0).optional().describe('Total of the build in minor units.'),
}).meta({ id: 'BuiltCarInput' });
export type BuiltCarInput = z.infer<typeof BuiltCarInput>;

/** owned/exclusive: the car whose chassis is registered to this person alone. */
export const ExclusiveOwnedInput = z
  .object({ carId: z.string().min(1).max(64) })
  .meta({ id: 'ExclusiveOwnedInput' });
export type ExclusiveOwnedInput = z.infer<typeof ExclusiveOwnedInput>;

export const GarageCarParams = z.object({ id: z.string().min(1).max(64) });
