import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import { findDealerById } from '../modules/dealers/dealers.store.js';
import { dealers } from '../modules/dealers/dealers.schema.js';
import { pageSettings } from '../modules/settings/settings.schema.js';
import type { Database } from './client.js';
import { StoredValueError } from './stored-json.js';

describe('a JSON column is read through its schema', () => {
  let database: Database;
  let dealerId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [dealer] = await database.db.select({ id: dealers.id }).from(dealers).limit(1);
    if (!dealer) throw new Error('the seed has no dealer');
    dealerId = dealer.id;
  });
  afterAll(() => database.close());

  it('gives the stored value with its shape when it is well formed', async () => {
    const dealer = await findDealerById(database.db, dealerId);
    expect(dealer?.dealer.openingPeriods.length).toBeGreaterThan(0);
    expect(dealer?.dealer.openingPeriods[0]).toMatchObject({
      weekday: expect.any(Number),
      start: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it('stops with an error naming the column and the problem when the stored value is malformed', async () => {
    await database.db.execute(
      sql`update dealers set opening_periods = '[{"weekday": "monday", "type": "WORK", "start": "08:00", "end": "18:00"}]'::jsonb where id = ${dealerId}`,
    );
    await expect(findDealerById(database.db, dealerId)).rejects.toBeInstanceOf(StoredValueError);
    await expect(findDealerById(database.db, dealerId)).rejects.toThrow(
      /dealers\.opening_periods does not match its schema \(0\.weekday: /,
    );
  });

  it('refuses a stored object of the wrong kind in a settings document', async () => {
    await database.db.execute(
      sql`update page_settings set fuel_labels = '["flex"]'::jsonb where brand = 'fiat'`,
    );
    await expect(
      database.db.select().from(pageSettings).where(eq(pageSettings.brand, 'fiat')),
    ).rejects.toThrow(/page_settings\.fuel_labels does not match its schema/);
  });
});
