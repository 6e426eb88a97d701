import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { generateDealerNetwork } from './dealers.generator.js';
import {
  dealerGroups,
  dealers,
  influenceAreaCities,
  influenceAreas,
  regionals,
  zones,
} from '../dealers.schema.js';

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters (dealers have 30 columns).
const BATCH_SIZE = 500;

async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    await insert(rows.slice(start, start + BATCH_SIZE));
  return rows.length;
}

export interface DealerSeedOptions {
  /** Total dealers of the demo network (DEMO_DEALER_COUNT); the base network when smaller. */
  dealerCount?: number;
}

/** The demo dealer network, into an empty dealers table; 0 when dealers are already there. */
export async function seedDealers(db: Db, options: DealerSeedOptions = {}): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(dealers);
  if ((existing?.rows ?? 0) > 0) return 0;
  const network = generateDealerNetwork({ dealerCount: options.dealerCount });
  await insertInBatches(network.dealerGroups, (batch) =>
    db.insert(dealerGroups).values(batch.map(({ id, code, name, country }) => ({ id, code, name, country }))),
  );
  await insertInBatches(network.zones, (batch) => db.insert(zones).values(batch));
  await insertInBatches(network.dealers, (batch) => db.insert(dealers).values(batch));
  await insertInBatches(network.influenceAreas, (batch) =>
    db.insert(influenceAreas).values(
      batch.map(({ id, code, name, brand, country, dealerGroupId }) => ({
        id,
        code,
        name,
        brand,
        country,
        dealerGroupId,
      })),
    ),
  );
  await insertInBatches(
    network.influenceAreas.flatMap((area) =>
      area.cityCodes.map((cityCode) => ({ influenceAreaId: area.id, country: area.country, cityCode })),
    ),
    (batch) => db.insert(influenceAreaCities).values(batch),
  );
  await insertInBatches(network.regionals, (batch) => db.insert(regionals).values(batch));
  return network.dealers.length;
}
