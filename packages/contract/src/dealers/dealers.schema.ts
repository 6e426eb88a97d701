import { BRAND_SLUGS } from '@autohub/domain';
import { z } from 'zod';

/** Dealer types of spec document 1 §3 "Dealers". */
export const DEALER_TYPES = ['ONLINE_SCHEDULE', 'DIGITAL_DEALER'] as const;
export type DealerType = (typeof DEALER_TYPES)[number];

/** Kinds of opening period: the dealer is open during WORKING_TIME except inside a BREAK. */
export const PERIOD_TYPES = ['WORKING_TIME', 'BREAK'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** How far a dealer's sales reach. */
export const COVERAGE_TYPES = ['NATIONAL', 'STATE', 'REGIONAL', 'DEALER_GROUP'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

/** The level a dealer's commercial rules (prices, offers, campaigns) are set at. */
export const JURISDICTION_TYPES = ['MARKET', 'CONTEXT', 'BRAND', 'DEALER_GROUP', 'DEALER'] as const;
export type JurisdictionType = (typeof JURISDICTION_TYPES)[number];

/** What a buyer or owner can do at a dealer. RECALL is the recall service (code SV03). */
export const DEALER_SERVICES = [
  'SALES',
  'TEST_DRIVE',
  'MAINTENANCE',
  'RECALL',
  'PARTS',
  'ACCESSORIES',
  'FLEET_SALES',
] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];

const BrandParam = z
  .enum(BRAND_SLUGS)
  .describe('Brand slug: fiat, fiat-abarth, jeep, ram, dodge, chrysler, citroen, peugeot, leapmotor.');

const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)
  .describe('Local time of day, `HH:MM` (24 h), in the dealer time zone.');

/** One stretch of a weekday: working time, or a break inside it. */
export const OpeningPeriod = z
  .object({
    weekday: z.number().int().min(0).max(6).describe('Day of the week, 0 = Sunday … 6 = Saturday.'),
    type: z.enum(PERIOD_TYPES),
    start: TimeOfDay,
    end: TimeOfDay.describe('End, exclusive: 18:00 means open until 17:59.'),
  })
  .meta({ id: 'OpeningPeriod' });
export type OpeningPeriod = z.infer<typeof OpeningPeriod>;

export const DealerAddress = z
  .object({
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    postalCode: z.string().describe('CEP (8 digits) in Brazil, CPA in Argentina.'),
    cityName: z.string(),
    cityCode: z.string().describe('IBGE code (Brazil) or the geography id (Argentina).'),
    stateCode: z
      .string()
      .describe('UF in Brazil; the province name in countries without a state code (AR, CL).'),
    stateName: z.string(),
    countryCode: z.string().describe('ISO 3166-1 alpha-2.'),
  })
  .meta({ id: 'DealerAddress' });
export type DealerAddress = z.infer<typeof DealerAddress>;

export const DealerGroupRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A dealer as buyers and staff see it. */
export const Dealer = z
  .object({
    id: z.number().int().positive(),
    dealerCode: z.string().describe('Code the dealer has at the brand; leads carry it.'),
    brand: z.enum(BRAND_SLUGS),
    brandName: z.string(),
    name: z.string().describe('Trade name shown to buyers.'),
    legalName: z.string(),
    address: DealerAddress,
    latitude: z.number(),
    longitude: z.number(),
    coordinates: z
      .tuple([z.number(), z.number()])
      .describe('Longitude first, then latitude (the platform order).'),
    phone: z.string().describe('E.164, e.g. +551133334444.'),
    whatsapp: z.string().nullable().describe('E.164 WhatsApp number, if the dealer has one.'),
    email: z.string(),
    timeZone: z.string().describe('IANA time zone of the dealer; opening periods are in it.'),
    openingPeriods: z.array(OpeningPeriod),
    types: z.array(z.enum(DEALER_TYPES)),
    coverage: z.enum(COVERAGE_TYPES),
    jurisdiction: z.enum(JURISDICTION_TYPES),
    dealerGroup: DealerGroupRef.nullable(),
    services: z.array(z.enum(DEALER_SERVICES)),
    offline: z.boolean().describe('Takes offline reservations and leads only (no online integration).'),
    blocked: z.boolean().describe('Blocked by staff: left out of every public search.'),
  })
  .meta({ id: 'Dealer' });
export type Dealer = z.infer<typeof Dealer>;

export const DealerWithDistance = Dealer.extend({
  distanceMeters: z
    .number()
    .nonnegative()
    .describe('Straight-line (haversine, earth radius 6378137 m) distance from the reference point.'),
}).meta({ id: 'DealerWithDistance' });
export type DealerWithDistance = z.infer<typeof DealerWithDistance>;

const emptyAsUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());
const optionalNumber = z.preprocess(emptyAsUndefined, z.coerce.number().optional());

/** GET dealer/findDealersBy: dealers of a state and city. */
export const FindDealersByQuery = z.object({
  brand: z.preprocess(emptyAsUndefined, BrandParam.optional()),
  state: optionalText.describe('UF (BR), province name or ISO letter (AR).'),
  city: optionalText.describe('City name or code (IBGE in Brazil).'),
  countryCode: z.preprocess(emptyAsUndefined, z.enum(['BR', 'AR']).optional()),
  service: z.preprocess(emptyAsUndefined, z.enum(DEALER_SERVICES).optional()),
});
export type FindDealersByQuery = z.infer<typeof FindDealersByQuery>;

/** Defaults of the radius search. */
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 2000;
export const DEFAULT_RADIUS_LIMIT = 20;
export const MAX_RADIUS_LIMIT = 100;

/**
 * GET v2/dealer/findDealersByRadius. Latitude and longitude are optional in the schema so that a
 * search without them answers the spec's 'There is no Radius' rather than a schema error.
 */
export const FindDealersByRadiusQuery = z.object({
  brand: z.preprocess(emptyAsUndefined, BrandParam.optional()),
  latitude: optionalNumber.pipe(z.number().min(-90).max(90).optional()).describe('Reference latitude.'),
  longitude: optionalNumber.pipe(z.number().min(-180).max(180).optional()).describe('Reference longitude.'),
  radius: optionalNumber
    .pipe(z.number().positive().max(MAX_RADIUS_KM).optional())
    .describe(`Radius in kilometres (default ${DEFAULT_RADIUS_KM}).`),
  limit: optionalNumber
    .pipe(z.number().int().min(1).max(MAX_RADIUS_LIMIT).optional())
    .describe(`Most dealers answered, nearest first (default ${DEFAULT_RADIUS_LIMIT}).`),
  service: z.preprocess(emptyAsUndefined, z.enum(DEALER_SERVICES).optional()),
});
export type FindDealersByRadiusQuery = z.infer<typeof FindDealersByRadiusQuery>;

/** GET v2/dealer/findOfflineDealersByState. */
export const OfflineDealersByStateQuery = z.object({
  brand: z.preprocess(emptyAsUndefined, BrandParam.optional()),
  state: optionalText.describe('UF (BR), province name or ISO letter (AR); required.'),
  countryCode: z.preprocess(emptyAsUndefined, z.enum(['BR', 'AR']).optional()),
});

/** GET v2/dealer/findAllOfflineStates. */
export const OfflineStatesQuery = z.object({
  brand: z.preprocess(emptyAsUndefined, BrandParam.optional()),
  countryCode: z.preprocess(emptyAsUndefined, z.enum(['BR', 'AR']).optional()),
});

export const BrandQuery = z.object({ brand: z.preprocess(emptyAsUndefined, BrandParam.optional()) });

/** A state (BR) or province (AR) in a list. */
export const StateItem = z
  .object({
    countryCode: z.string(),
    stateCode: z.string().describe('UF in Brazil; the province name in AR and CL.'),
    stateName: z.string(),
  })
  .meta({ id: 'StateItem' });
export type StateItem = z.infer<typeof StateItem>;

export const OfflineState = StateItem.extend({ dealerCount: z.number().int().nonnegative() }).meta({
  id: 'OfflineState',
});
export type OfflineState = z.infer<typeof OfflineState>;

/** A city in a list (group, influence area or regional lookups). */
export const CityItem = z
  .object({
    countryCode: z.string(),
    stateCode: z.string().describe('UF in Brazil; the province name in AR and CL.'),
    cityName: z.string(),
    cityCode: z.string(),
  })
  .meta({ id: 'CityItem' });
export type CityItem = z.infer<typeof CityItem>;

export const DealerGroup = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    countryCode: z.string(),
    brands: z.array(z.enum(BRAND_SLUGS)),
    dealerCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'DealerGroup' });
export type DealerGroup = z.infer<typeof DealerGroup>;

/** A group of cities a brand (and possibly a dealer group) serves together. */
export const InfluenceArea = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: z.enum(BRAND_SLUGS),
    brandName: z.string(),
    countryCode: z.string(),
    dealerGroupId: z.number().int().nullable(),
    cityCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'InfluenceArea' });
export type InfluenceArea = z.infer<typeof InfluenceArea>;

/** A brand's commercial region in a country: its states (and through them, cities). */
export const Regional = z
  .object({
    regionalId: z.number().int(),
    regionCode: z.string(),
    name: z.string(),
    brand: z.enum(BRAND_SLUGS),
    brandName: z.string(),
    countryCode: z.string(),
    states: z.array(z.string()).describe('State codes (the province name in AR).'),
  })
  .meta({ id: 'Regional' });
export type Regional = z.infer<typeof Regional>;

/** An Argentine province; `id` is its INDEC code. */
export const Province = z
  .object({
    id: z.number().int(),
    code: z.string().describe('ISO 3166-2:AR letter.'),
    name: z.string(),
  })
  .meta({ id: 'Province' });
export type Province = z.infer<typeof Province>;

export const Zone = z
  .object({
    id: z.number().int(),
    provinceId: z.number().int(),
    name: z.string(),
    cities: z.array(CityItem),
    dealerCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Zone' });
export type Zone = z.infer<typeof Zone>;

export const DealerIdParams = z.object({ id: z.coerce.number().int().positive() });
export const DealerGroupParams = z.object({ groupId: z.coerce.number().int().positive() });
export const DealerGroupStateParams = DealerGroupParams.extend({ stateCode: z.string() });
export const DealerGroupInfluenceAreaParams = DealerGroupParams.extend({ influenceAreaId: z.string() });
export const InfluenceAreaParams = z.object({ influenceAreaId: z.string() });
export const RegionalCountryParams = z.object({ countryCode: z.string() });
export const RegionalParams = z.object({ regionCode: z.string(), brand: BrandParam });
export const RegionalCitiesQuery = z.object({ stateCode: optionalText });
export const ProvinceParams = z.object({ provinceId: z.string() });

/** POST dealer/updateBlocked (staff): block or unblock dealers. */
export const UpdateBlockedBody = z
  .object({
    dealerIds: z.array(z.number().int().positive()).min(1).max(500),
    blocked: z.boolean(),
  })
  .strict()
  .meta({ id: 'UpdateBlockedBody' });
export type UpdateBlockedBody = z.infer<typeof UpdateBlockedBody>;

export const UpdateBlockedResult = z
  .object({
    updated: z.array(z.number().int()).describe('Ids of the dealers now in the requested state.'),
    notFound: z.array(z.number().int()).describe('Ids no dealer has.'),
  })
  .meta({ id: 'UpdateBlockedResult' });
export type UpdateBlockedResult = z.infer<typeof UpdateBlockedResult>;
