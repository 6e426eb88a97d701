import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_TEST_ENV, testConfig } from '../../test/helpers.js';
import { type App, buildApp } from '../app.js';
import { catalogueModels } from '../modules/catalogue/catalogue.schema.js';
import { dealers } from '../modules/dealers/dealers.schema.js';
import { prices } from '../modules/prices/prices.schema.js';
import { pageSettings } from '../modules/settings/settings.schema.js';
import { users } from '../modules/users/users.schema.js';
import { type Database, databaseFromPglite } from './client.js';
import { prepareDatabase } from './prepare.js';
import { brands, cities } from './schema/reference.js';

// A production start on an empty database: reference data only, no demo dealer, price or account,
// and the pages still get their settings.
describe('a database prepared without demo data (DEMO_DATA off, as in production)', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = databaseFromPglite(await PGlite.create());
    await prepareDatabase(database);
    app = await buildApp({ config: testConfig(PRODUCTION_TEST_ENV), database });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('holds the reference data and default page settings, and no demo catalogue, dealer, price or account', async () => {
    const countOf = async (table: PgTable) => {
      const [result] = await database.db.select({ rows: count() }).from(table);
      return result?.rows ?? 0;
    };
    expect(await countOf(brands)).toBe(9);
    expect(await countOf(cities)).toBeGreaterThan(100);
    expect(await countOf(pageSettings)).toBe(18);
    expect(await countOf(catalogueModels)).toBe(0);
    expect(await countOf(dealers)).toBe(0);
    expect(await countOf(prices)).toBe(0);
    expect(await countOf(users)).toBe(0);
  });

  it('serves each brand page its settings in both markets, with an empty line-up', async () => {
    for (const locale of ['pt-BR', 'es-AR']) {
      const response = await app.inject({ method: 'GET', url: `/api/settings/fiat/${locale}` });
      expect(response.statusCode, locale).toBe(200);
      expect(response.json()).toMatchObject({ brand: 'fiat', locale, currentCarModels: [] });
    }
  });

  it('answers the catalogue and the dealer search with empty lists, not errors', async () => {
    const models = await app.inject({
      method: 'GET',
      url: '/api/catalogue/model?brand=fiat&country=BR&state=SP',
    });
    expect(models.statusCode).toBe(200);
    expect(models.json()).toMatchObject({ brand: 'fiat', country: 'BR', models: [] });
    const found = await app.inject({
      method: 'GET',
      url: '/api/dealers/dealer/findDealersBy?city=3550308&brand=fiat',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([]);
  });
});
