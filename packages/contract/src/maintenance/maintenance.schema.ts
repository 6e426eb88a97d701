import { MAINTENANCE_ITEMS, MAINTENANCE_SERVICES, isValidMileage } from '@autohub/domain';
import { z } from 'zod';
import { TypedMileageField } from '../fields/vehicle.schema.js';
import { BrandSlugSchema } from '../settings/settings.schema.js';

const Country = z.enum(['BR', 'AR']);
const Cents = z.number().int().nonnegative();

/** `GET /api/maintenance/{mvsCode}`: the revision plan and service prices of a version. */
export const MaintenanceParams = z.object({ mvsCode: z.string().min(7).max(16).toUpperCase() });
export const MaintenanceQuery = z.object({ brand: BrandSlugSchema, country: Country });

export const PlanRevision = z
  .object({
    number: z.number().int().positive(),
    km: z.number().int().positive(),
    months: z.number().int().positive(),
    price: Cents.describe('Fixed price at any dealer of the network, in minor units.'),
    items: z.array(z.enum(MAINTENANCE_ITEMS)),
  })
  .meta({ id: 'PlanRevision' });
export type PlanRevision = z.infer<typeof PlanRevision>;

export const MaintenancePlan = z
  .object({
    mvsCode: z.string(),
    brand: BrandSlugSchema,
    country: Country,
    currency: z.enum(['BRL', 'ARS']),
    modelName: z.string(),
    versionName: z.string(),
    revisions: z.array(PlanRevision).describe('Every 10,000 km or 12 months, whichever first.'),
    services: z.array(z.object({ code: z.enum(MAINTENANCE_SERVICES), price: Cents })),
  })
  .meta({ id: 'MaintenancePlan' });
export type MaintenancePlan = z.infer<typeof MaintenancePlan>;

/** `GET /api/maintenance/suggestion`: the next revision of a car. */
export const MaintenanceSuggestionQuery = MaintenanceQuery.extend({
  mvsCode: MaintenanceParams.shape.mvsCode,
  mileageKm: z.coerce
    .number({ error: 'mileage_invalid' })
    .refine((value) => isValidMileage(value), { message: 'mileage_invalid' }),
  months: z.coerce.number().int().min(0, 'field_invalid').max(600, 'field_invalid').optional(),
});

/**
 * The web's "which revision comes next" form: the mileage as typed and, optionally, the car's age
 * in whole months (empty: not given).
 */
export const MaintenanceSuggestionFields = z.object({
  mileage: TypedMileageField,
  months: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, 'field_invalid')
    .transform((value) => (value === '' ? undefined : Number(value))),
});
export type MaintenanceSuggestionFields = z.output<typeof MaintenanceSuggestionFields>;

export const MaintenanceSuggestion = z
  .object({
    revision: PlanRevision.nullable().describe('Null past the last revision of the plan.'),
  })
  .meta({ id: 'MaintenanceSuggestion' });
export type MaintenanceSuggestion = z.infer<typeof MaintenanceSuggestion>;
