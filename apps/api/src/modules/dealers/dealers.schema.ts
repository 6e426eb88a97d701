import { OpeningPeriod } from '@autohub/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandColumn } from '../../db/schema/reference.js';
import { storedJson } from '../../db/stored-json.js';

// The dealer network (spec document 1 §3 "Dealers", document 2 "Dealers and locations"). Cities
// and states are the reference geography's: `country` + `state_code` (UF or ISO letter) +
// `city_code` (IBGE code or the Argentine geography id).

export const dealerGroups = pgTable('dealer_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

export const dealers = pgTable(
  'dealers',
  {
    id: integer('id').primaryKey(),
    dealerCode: text('dealer_code').notNull(),
    brand: brandColumn(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    country: text('country').notNull(),
    stateCode: text('state_code').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    neighborhood: text('neighborhood').notNull(),
    postalCode: text('postal_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    email: text('email').notNull(),
    timeZone: text('time_zone').notNull(),
    openingPeriods: storedJson('dealers.opening_periods', OpeningPeriod.array()).notNull(),
    types: text('types').array().notNull(),
    coverage: text('coverage').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    dealerGroupId: integer('dealer_group_id').references(() => dealerGroups.id),
    zoneId: integer('zone_id'),
    services: text('services').array().notNull(),
    offline: boolean('offline').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
  },
  (table) => [
    uniqueIndex('dealers_brand_code_idx').on(table.brand, table.dealerCode),
    // The radius search narrows a brand's dealers to a latitude band through this index, then
    // checks longitude on the index entries before reading rows.
    index('dealers_brand_lat_lon_idx').on(table.brand, table.lat, table.lon),
    index('dealers_lat_lon_idx').on(table.lat, table.lon),
    index('dealers_place_idx').on(table.country, table.stateCode, table.cityCode),
    index('dealers_group_idx').on(table.dealerGroupId),
  ],
);

/** A group of cities a brand serves together, possibly run by one dealer group. */
export const influenceAreas = pgTable(
  'influence_areas',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    brand: brandColumn(),
    country: text('country').notNull(),
    dealerGroupId: integer('dealer_group_id').references(() => dealerGroups.id),
  },
  (table) => [index('influence_areas_group_idx').on(table.dealerGroupId)],
);

export const influenceAreaCities = pgTable(
  'influence_area_cities',
  {
    influenceAreaId: integer('influence_area_id')
      .notNull()
      .references(() => influenceAreas.id),
    country: text('country').notNull(),
    cityCode: text('city_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.influenceAreaId, table.country, table.cityCode] }),
    index('influence_area_cities_city_idx').on(table.country, table.cityCode),
  ],
);

/** A brand's commercial region in a country; its cities are those of its states. */
export const regionals = pgTable(
  'regionals',
  {
    id: integer('id').primaryKey(),
    regionCode: text('region_code').notNull(),
    name: text('name').notNull(),
    brand: brandColumn(),
    country: text('country').notNull(),
    stateCodes: text('state_codes').array().notNull(),
  },
  (table) => [uniqueIndex('regionals_code_idx').on(table.country, table.brand, table.regionCode)],
);

/** A zone of an Argentine province (its cities); `province_id` is the INDEC code. */
export const zones = pgTable(
  'zones',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id').notNull(),
    name: text('name').notNull(),
    cityCodes: text('city_codes').array().notNull(),
  },
  (table) => [index('zones_province_idx').on(table.provinceId)],
);
