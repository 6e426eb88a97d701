import { BRAND_SLUGS, BRANDS, LOCALES, MARKETS } from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { brands, cities, markets, states } from '../schema/reference.js';
import { AR_CITIES, AR_PROVINCES } from './data/geography/ar.js';
import { BR_CITIES, BR_STATES } from './data/geography/br.js';

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const BATCH_SIZE = 500;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [result] = await db.select({ rows: count() }).from(table);
  return (result?.rows ?? 0) === 0;
}

async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
  return rows.length;
}

/** Counts of rows written per table; 0 where the table already had data. */
export type SeedReport = Record<string, number>;

/** Brands, markets, and the states and cities of Brazil and Argentina, into empty tables. */
export async function seedReference(db: Db): Promise<SeedReport> {
  const report: SeedReport = { brands: 0, markets: 0, states: 0, cities: 0 };
  if (await isEmpty(db, brands)) {
    report.brands = await insertInBatches(
      db,
      brands,
      BRAND_SLUGS.map((slug) => {
        const brand = BRANDS[slug];
        return {
          slug,
          name: brand.name,
          siteId: brand.siteId,
          leadId: brand.leadId,
          singleSignOn: brand.singleSignOn,
          brandGroup: brand.group,
        };
      }),
    );
  }
  if (await isEmpty(db, markets)) {
    report.markets = await insertInBatches(
      db,
      markets,
      LOCALES.map((locale) => {
        const market = MARKETS[locale];
        return {
          locale,
          country: market.country,
          language: market.language,
          currency: market.currency,
          phoneCode: market.phoneCode,
        };
      }),
    );
  }
  if (await isEmpty(db, states)) {
    report.states = await insertInBatches(db, states, [
      ...BR_STATES.map((state) => ({
        country: 'BR',
        code: state.code,
        name: state.name,
        ibgeCode: state.ibgeCode,
      })),
      ...AR_PROVINCES.map((province) => ({
        country: 'AR',
        code: province.code,
        name: province.name,
        ibgeCode: null,
      })),
    ]);
  }
  if (await isEmpty(db, cities)) {
    report.cities = await insertInBatches(db, cities, [
      ...BR_CITIES.map((city) => ({
        country: 'BR',
        code: city.ibgeCode,
        name: city.name,
        stateCode: city.stateCode,
        lat: city.lat,
        lon: city.lon,
        population: city.population,
        capital: city.capital,
        postalCodeFrom: city.postalCodeRange[0],
        postalCodeTo: city.postalCodeRange[1],
        samplePostalCode: city.samplePostalCode,
      })),
      ...AR_CITIES.map((city) => ({
        country: 'AR',
        code: city.code,
        name: city.name,
        stateCode: city.provinceCode,
        lat: city.lat,
        lon: city.lon,
        population: city.population,
        capital: city.capital,
        postalCodeFrom: null,
        postalCodeTo: null,
        samplePostalCode: city.samplePostalCode,
      })),
    ]);
  }
  return report;
}
