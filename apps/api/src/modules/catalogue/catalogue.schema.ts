import { DatasheetSchema, ModelSignature } from '@autohub/contract';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { brandColumn } from '../../db/schema/reference.js';
import { storedJson } from '../../db/stored-json.js';
import type { CatalogueDatasheet } from './data/types.js';

/**
 * A version's technical sheet as stored: the contract's datasheet, the shape of
 * `CatalogueDatasheet`, so what is read back is what the api answers with.
 */
const StoredDatasheet: z.ZodType<CatalogueDatasheet> = DatasheetSchema;

/*
 * The catalogue (spec document 1 §3 "Mvs record", "Part", "Service"). Lists and rules are arrays
 * and JSON documents: the builder reads a version whole, never a single rule. `position` keeps the
 * order the brands publish.
 */

export const catalogueModels = pgTable('catalogue_models', {
  code: text('code').primaryKey(),
  brand: brandColumn(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  category: text('category').notNull(),
  tagline: text('tagline').notNull(),
  markets: text('markets').array().notNull(),
  modelYears: integer('model_years').array().notNull(),
  mvsFamily: text('mvs_family').notNull(),
  /** Body colour of the model card drawing (the default paint of its first version). */
  color: text('color').notNull(),
  /** What marks the model out in its drawing; null: the body style's and the brand's defaults. */
  signature: storedJson('catalogue_models.signature', ModelSignature),
  position: integer('position').notNull(),
});

export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    mvsCode: text('mvs_code').primaryKey(),
    brand: text('brand').notNull(),
    modelCode: text('model_code')
      .notNull()
      .references(() => catalogueModels.code),
    versionName: text('version_name').notNull(),
    /** Segment reading: 3 or 11 characters. */
    versionCode: text('version_code').notNull(),
    seriesCode: text('series_code').notNull(),
    year: integer('year').notNull(),
    modelYears: integer('model_years').array().notNull(),
    gear: text('gear').notNull(),
    engine: text('engine').notNull(),
    doors: integer('doors').notNull(),
    fuel: text('fuel').notNull(),
    fullDescription: text('full_description').notNull(),
    basePrice: integer('base_price').notNull(),
    serialItems: text('serial_items').array().notNull(),
    highlights: text('highlights').array().notNull(),
    datasheet: storedJson('catalogue_versions.datasheet', StoredDatasheet).notNull(),
    defaultColorId: text('default_color_id').notNull(),
    defaultCoatingId: text('default_coating_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('catalogue_versions_model_idx').on(table.modelCode)],
);

/** A part as one version offers it: its rules are narrowed to the parts of that version. */
export const catalogueParts = pgTable(
  'catalogue_parts',
  {
    mvsCode: text('mvs_code')
      .notNull()
      .references(() => catalogueVersions.mvsCode),
    id: text('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    behavior: text('behavior').notNull(),
    price: integer('price').notNull(),
    inclusive: text('inclusive').array().notNull(),
    exclusive: text('exclusive').array().notNull(),
    optionalColors: text('optional_colors').array().notNull(),
    paint: text('paint'),
    colorValue: text('color_value'),
    secondaryColorValue: text('secondary_color_value'),
    description: text('description'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mvsCode, table.id] })],
);

export const catalogueGroups = pgTable(
  'catalogue_groups',
  {
    mvsCode: text('mvs_code')
      .notNull()
      .references(() => catalogueVersions.mvsCode),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    members: text('members').array().notNull(),
    owner: text('owner'),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mvsCode, table.id] })],
);

export const catalogueServices = pgTable(
  'catalogue_services',
  {
    modelCode: text('model_code')
      .notNull()
      .references(() => catalogueModels.code),
    id: text('id').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    serviceName: text('service_name').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull(),
    /** Withdrawn services stay for builds that were shared with them. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelCode, table.id] })],
);
