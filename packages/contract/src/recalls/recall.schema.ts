import { validateRecallQuery } from '@autohub/domain';
import { z } from 'zod';
import { stringField, withRule } from '../fields/field-rules.js';
import { ChassisField } from '../fields/vehicle.schema.js';
import { BrandSlugSchema } from '../settings/settings.schema.js';

/** `GET /api/recalls/search`: a plate (7 characters) or a chassis (17), as spec §5 asks. */
export const RecallSearchQuery = z.object({
  brand: BrandSlugSchema,
  query: withRule(stringField('plate_chassis_invalid'), validateRecallQuery).describe(
    'Plate (ABC1D23 or ABC1234) or chassis (17 characters).',
  ),
});

export const RecallStatusSchema = z.enum(['PENDING', 'DONE']);

/** A recall campaign of a brand in a market (`recall-campaign/{brand}/{market}`). */
export const RecallCampaign = z
  .object({
    code: z.string(),
    brand: BrandSlugSchema,
    country: z.enum(['BR', 'AR']),
    title: z.string(),
    description: z.string(),
    risk: z.string().describe('What can happen if the work is not done.'),
    remedy: z.string().describe('What the dealer does, free of charge.'),
    modelName: z.string(),
    startsOn: z.iso.date(),
    durationMinutes: z.number().int().positive().describe('Time the dealer needs for the work.'),
  })
  .meta({ id: 'RecallCampaign' });
export type RecallCampaign = z.infer<typeof RecallCampaign>;

export const RecallCampaignList = z
  .object({ items: z.array(RecallCampaign) })
  .meta({ id: 'RecallCampaignList' });

/** A campaign as it stands for one car. */
export const VehicleRecall = RecallCampaign.extend({
  status: RecallStatusSchema,
  performedAt: z.iso.datetime({ offset: true }).nullable(),
}).meta({ id: 'VehicleRecall' });
export type VehicleRecall = z.infer<typeof VehicleRecall>;

/** The answer to a recall search: the car found and every campaign that reaches it. */
export const RecallSearchResult = z
  .object({
    searchedBy: z.enum(['plate', 'chassis']),
    vehicle: z.object({
      plate: z.string().nullable(),
      chassis: z.string().describe('Shown masked but for the last six characters.'),
      modelName: z.string().nullable(),
      modelYear: z.number().int().nullable(),
    }),
    recalls: z.array(VehicleRecall).describe('Pending first, the newest first.'),
  })
  .meta({ id: 'RecallSearchResult' });
export type RecallSearchResult = z.infer<typeof RecallSearchResult>;

export const RecallCampaignParams = z.object({ brand: BrandSlugSchema, market: z.enum(['BR', 'AR']) });

/** `GET /api/recalls/voucher`: the voucher of a pending campaign, to take to the dealer. */
export const RecallVoucherQuery = z.object({
  brand: BrandSlugSchema,
  query: RecallSearchQuery.shape.query,
  campaign: z.string().min(1).max(40),
  locale: z.enum(['pt-BR', 'es-AR']).default('pt-BR'),
});

/** `POST /api/dealer/recalls/repairs`: the dealer recorded the campaign's work on a chassis. */
export const RecallRepairRequest = z
  .object({
    chassis: ChassisField,
    campaign: z.string().min(1).max(40),
    dealerCode: z.string().min(1).max(40),
  })
  .strict()
  .meta({ id: 'RecallRepairRequest' });
export type RecallRepairRequest = z.infer<typeof RecallRepairRequest>;
