import { validateRecallQuery } from '@autohub/domain';
import { z } from 'zod';
import { stringField } from '../fields/field-rules.js';
import { ChassisField } from '../fields/vehicle.schema.js';
import { BrandSlugSchema } from '../settings/settings.schema.js';

const RecallCountry = z
  .enum(['BR', 'AR'])
  .default('BR')
  .describe('Market of the page: its plate layouts are the ones accepted.');

const recallQueryText = stringField('plate_chassis_invalid')
  .max(40)
  .describe('Plate of the market (BR ABC1D23 or ABC1234; AR AB123CD or ABC123) or chassis (17 characters).');

/** The plate-or-chassis rule of the market the query names. */
function checkRecallQuery(value: { query: string; country: 'BR' | 'AR' }, ctx: z.RefinementCtx): void {
  const result = validateRecallQuery(value.query, value.country);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code, path: ['query'] });
}

/** `GET /api/recalls/search`: a plate of the market or a chassis (17), as spec §5 asks. */
export const RecallSearchQuery = z
  .object({ brand: BrandSlugSchema, country: RecallCountry, query: recallQueryText })
  .superRefine(checkRecallQuery);
export type RecallSearchQuery = z.infer<typeof RecallSearchQuery>;

/** The dealer's recall desk: the chassis of the car in the workshop. */
export const RecallChassisFields = z.object({ chassis: ChassisField });
export type RecallChassisFields = z.infer<typeof RecallChassisFields>;

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
export const RecallVoucherQuery = z
  .object({
    brand: BrandSlugSchema,
    country: RecallCountry,
    query: recallQueryText,
    campaign: z.string().min(1).max(40),
    locale: z.enum(['pt-BR', 'es-AR']).default('pt-BR'),
  })
  .superRefine(checkRecallQuery);

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
