import type { Database } from './client.js';
import { type SeedOptions, seedDatabase } from './seed/seed.js';
import type { SeedReport } from './seed/reference.seed.js';

/** Brings a database up to date: committed migrations, then the seed of empty tables. */
export async function prepareDatabase(database: Database, options: SeedOptions = {}): Promise<SeedReport> {
  return database.exclusive(async (db) => {
    await database.migrate(db);
    return seedDatabase(db, options);
  });
}
