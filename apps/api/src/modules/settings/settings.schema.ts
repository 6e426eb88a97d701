import { CurrentCarModel } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { brandColumn, localeColumn } from '../../db/schema/reference.js';
import { storedJson } from '../../db/stored-json.js';

/**
 * Page settings of a brand in a market (spec document 1 §2 "Page settings"). Switches are columns
 * so staff and tests can flip them with plain SQL; structured values are JSON documents checked
 * against the contract when read.
 */
export const pageSettings = pgTable(
  'page_settings',
  {
    brand: brandColumn(),
    locale: localeColumn(),
    skin: text('skin').notNull(),
    phoneCode: text('phone_code').notNull(),
    assetPaths: storedJson(
      'page_settings.asset_paths',
      z.object({ images: z.string(), fallbackImages: z.string() }),
    ).notNull(),
    fuelLabels: storedJson('page_settings.fuel_labels', z.record(z.string(), z.string())).notNull(),
    currentCarModels: storedJson('page_settings.current_car_models', CurrentCarModel.array()).notNull(),
    locationTtlMs: integer('location_ttl_ms').notNull(),
    chatBotEnabled: boolean('chat_bot_enabled').notNull(),
    subsidizedPriceEnabled: boolean('subsidized_price_enabled').notNull(),
    showDictionaryTips: boolean('show_dictionary_tips').notNull(),
    showCpfCnpjOnLeadForm: boolean('show_cpf_cnpj_on_lead_form').notNull(),
    leadCompanyCpfCnpjMode: boolean('lead_company_cpf_cnpj_mode').notNull().default(false),
    allowLeadsWithoutCpf: boolean('allow_leads_without_cpf').notNull(),
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: boolean(
      'enabled_leads_without_cpf_regardless_cities_and_dealers',
    ).notNull(),
    allowedCitiesWithoutCpf: text('allowed_cities_without_cpf')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowedDealersWithoutCpf: text('allowed_dealers_without_cpf')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceBaseUrls: storedJson(
      'page_settings.service_base_urls',
      z.record(z.string(), z.string()),
    ).notNull(),
    reservationCountdownMinutes: integer('reservation_countdown_minutes').notNull().default(20),
    pixExpiryMinutes: integer('pix_expiry_minutes').notNull().default(15),
    selfieMaxAttempts: integer('selfie_max_attempts').notNull().default(3),
    // The car maker's own legal texts (decision 050); null: the site shows its built-in ones.
    privacyNoticeUrl: text('privacy_notice_url'),
    termsOfUseUrl: text('terms_of_use_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.locale] })],
);
