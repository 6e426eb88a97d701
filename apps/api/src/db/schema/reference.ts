import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

// Reference data every module reads: brands, markets, and the geography of both countries.
// Seeded from packages/domain (brands, markets) and the geography data files.

export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** Site id of spec document 1 §3. */
  siteId: integer('site_id').notNull(),
  /** Id a lead carries to the CRM. */
  leadId: integer('lead_id').notNull(),
  singleSignOn: boolean('single_sign_on').notNull(),
  brandGroup: text('brand_group').notNull(),
});

export const markets = pgTable('markets', {
  locale: text('locale').primaryKey(),
  country: text('country').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  phoneCode: text('phone_code').notNull(),
});

/** A table's `brand` column: required, one of the brands. */
export const brandColumn = () =>
  text('brand')
    .notNull()
    .references(() => brands.slug);

/** A table's `locale` column: required, one of the markets. */
export const localeColumn = () =>
  text('locale')
    .notNull()
    .references(() => markets.locale);

export const states = pgTable(
  'states',
  {
    country: text('country').notNull(),
    /** UF in Brazil ('SP'), ISO 3166-2 letter in Argentina ('B'). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 2-digit IBGE code; Brazil only. */
    ibgeCode: text('ibge_code'),
  },
  (table) => [primaryKey({ columns: [table.country, table.code] })],
);

export const cities = pgTable(
  'cities',
  {
    country: text('country').notNull(),
    /** 7-digit IBGE code in Brazil; the geography file's stable id in Argentina. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
    capital: boolean('capital').notNull(),
    /** Inclusive postal-code range of the city (Brazil), digits only. */
    postalCodeFrom: text('postal_code_from'),
    postalCodeTo: text('postal_code_to'),
    samplePostalCode: text('sample_postal_code'),
  },
  (table) => [
    primaryKey({ columns: [table.country, table.code] }),
    index('cities_state_idx').on(table.country, table.stateCode),
    foreignKey({ columns: [table.country, table.stateCode], foreignColumns: [states.country, states.code] }),
  ],
);
