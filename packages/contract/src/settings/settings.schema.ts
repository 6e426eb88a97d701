import { BRAND_SLUGS, LOCALES, RESERVATION_TIMER_LIMITS, SELFIE_MAX_ATTEMPTS_LIMITS } from '@autohub/domain';
import { z } from 'zod';

export const BrandSlugSchema = z.enum(BRAND_SLUGS).describe('Brand slug used in page addresses.');
export const LocaleSchema = z.enum(LOCALES).describe('Locale used in page addresses.');

/**
 * Address of a page's settings. Plain strings on purpose: an unknown brand or locale is answered
 * with a 404 and a clear code, not a validation error.
 */
export const SettingsParams = z.object({
  brand: z
    .string()
    .describe('Brand slug: fiat, fiat-abarth, jeep, ram, dodge, chrysler, citroen, peugeot, leapmotor.'),
  locale: z.string().describe('Locale of the market: pt-BR or es-AR.'),
});

/** A current model shown on the brand's home page. */
export const CurrentCarModel = z.object({
  code: z.string().describe('Model code (first characters of the MVS code).'),
  name: z.string(),
  category: z.string().describe('Body style: hatch, sedan, suv, pickup, coupe or van.'),
  /** Hex colour used to tint the drawn silhouette. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  startingPrice: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('Starting price in minor units, if known.'),
});
export type CurrentCarModel = z.infer<typeof CurrentCarModel>;

/** A public https address of a legal text the car maker publishes itself; null when none. */
const LegalTextAddress = z.url({ protocol: /^https$/ }).max(500).nullable();

/** Page settings of a brand and locale: spec document 1 §2 "Page settings come from page metadata". */
export const PageSettings = z
  .object({
    brand: BrandSlugSchema,
    brandName: z.string(),
    country: z.enum(['BR', 'AR']),
    language: z.string().describe('Language tag, e.g. pt-BR.'),
    locale: LocaleSchema,
    currency: z.enum(['BRL', 'ARS']),
    skin: z.string().describe('Theme name applied to the page.'),
    phoneCode: z.string(),
    assetPaths: z.object({ images: z.string(), fallbackImages: z.string() }),
    fuelLabels: z.record(z.string(), z.string()).describe('Fuel code → label in the page language.'),
    currentCarModels: z.array(CurrentCarModel),
    locationTtlMs: z
      .number()
      .int()
      .positive()
      .describe('Lifetime of the stored location and car (default 4 h).'),
    chatBotEnabled: z.boolean(),
    subsidizedPriceEnabled: z.boolean(),
    showDictionaryTips: z.boolean(),
    showCpfCnpjOnLeadForm: z.boolean(),
    leadCompanyCpfCnpjMode: z
      .boolean()
      .describe(
        'Company CPF/CNPJ mode of the lead form: the CPF field takes a CPF or a CNPJ and is pre-filled ' +
          "with the signed-in user's company CNPJ when there is one.",
      ),
    allowLeadsWithoutCpf: z.boolean(),
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: z.boolean(),
    allowedCitiesWithoutCpf: z.array(z.string()).describe('IBGE city codes.'),
    allowedDealersWithoutCpf: z.array(z.string()).describe('Dealer ids.'),
    serviceBaseUrls: z.record(z.string(), z.string()).describe('Base address of each service family.'),
    reservationCountdownMinutes: z
      .number()
      .int()
      .min(RESERVATION_TIMER_LIMITS.countdownMinutes.min)
      .max(RESERVATION_TIMER_LIMITS.countdownMinutes.max)
      .describe('How long a car stays held for an unpaid online reservation (default 20 min).'),
    pixExpiryMinutes: z
      .number()
      .int()
      .min(RESERVATION_TIMER_LIMITS.pixExpiryMinutes.min)
      .max(RESERVATION_TIMER_LIMITS.pixExpiryMinutes.max)
      .describe('How long a Pix charge of a reservation can be paid (default 15 min).'),
    selfieMaxAttempts: z
      .number()
      .int()
      .min(SELFIE_MAX_ATTEMPTS_LIMITS.min)
      .max(SELFIE_MAX_ATTEMPTS_LIMITS.max)
      .describe('Anti-fraud selfies an order may send before it waits for the dealer (default 3).'),
    privacyNoticeUrl: LegalTextAddress.describe(
      "Address of the car maker's own privacy notice for this brand and market; when set, the " +
        "site's privacy page links to it instead of showing the built-in notice (decision 050).",
    ),
    termsOfUseUrl: LegalTextAddress.describe(
      "Address of the car maker's own terms of use; when set, the site's terms page links to it " +
        'instead of showing the built-in terms (decision 050).',
    ),
  })
  .meta({ id: 'PageSettings' });
export type PageSettings = z.infer<typeof PageSettings>;

/** Fields of the page settings a brand and market answer with, not stored per page (identity). */
const IDENTITY_FIELDS = {
  brand: true,
  brandName: true,
  country: true,
  language: true,
  locale: true,
  currency: true,
} as const;

/**
 * A change to the page settings of a brand and market, by staff: any of the editable fields,
 * each replaced whole. Unknown fields are refused so a typo never passes silently.
 */
export const PageSettingsPatch = PageSettings.omit(IDENTITY_FIELDS)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one setting to change.' })
  .meta({ id: 'PageSettingsPatch' });
export type PageSettingsPatch = z.infer<typeof PageSettingsPatch>;
