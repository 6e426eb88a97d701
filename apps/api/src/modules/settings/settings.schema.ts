import type { CurrentCarModel } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, markets } from '../../db/schema/reference.js';

/**
 * Page settings of a brand in a market (spec document 1 §2 "Page settings"). Switches are columns
 * so staff and tests can flip them with plain SQL; structured values are JSON documents checked
 * against the contract when read.
 */
export const pageSettings = pgTable(
  'page_settings',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.slug),
    locale: text('locale')
      .notNull()
      .references(() => markets.locale),
    skin: text('skin').notNull(),
    phoneCode: text('phone_code').notNull(),
    assetPaths: jsonb('asset_paths').$type<{ images: string; fallbackImages: string }>().notNull(),
    fuelLabels: jsonb('fuel_labels').$type<Record<string, string>>().notNull(),
    currentCarModels: jsonb('current_car_models').$type<CurrentCarModel[]>().notNull(),
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
    serviceBaseUrls: jsonb('service_base_urls').$type<Record<string, string>>().notNull(),
    reservationCountdownMinutes: integer('reservation_countdown_minutes').notNull().default(20),
    pixExpiryMinutes: integer('pix_expiry_minutes').notNull().default(15),
    selfieMaxAttempts: integer('selfie_max_attempts').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.locale] })],
);
