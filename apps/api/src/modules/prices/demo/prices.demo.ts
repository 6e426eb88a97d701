import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bulkInsert } from '../../catalogue/bulk-insert.js';
import { priceRows } from '../../catalogue/demo/data/index.js';
import type { PriceRow } from '../../catalogue/data/types.js';
import { prices } from '../prices.schema.js';

function itemKey(row: PriceRow): string {
  if (row.kind === 'VERSION') return row.mvsCode;
  if (row.kind === 'PART') return row.partCode;
  return row.serviceId;
}

/** Seeds the demo price lists (~56k rows) into an empty prices table; answers the rows written. */
export async function seedPrices(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(prices);
  if ((existing?.n ?? 0) > 0) return 0;
  return bulkInsert(
    db,
    'prices',
    [
      { name: 'country', type: 'text' },
      { name: 'state', type: 'text' },
      { name: 'model_code', type: 'text' },
      { name: 'model_year', type: 'integer' },
      { name: 'kind', type: 'text' },
      { name: 'item_key', type: 'text' },
      { name: 'brand', type: 'text' },
      { name: 'currency', type: 'text' },
      { name: 'part_id', type: 'text' },
      { name: 'part_type', type: 'text' },
      { name: 'ecommerce_price', type: 'bigint' },
      { name: 'custom_price', type: 'bigint' },
    ],
    priceRows().map((row) => ({
      country: row.country,
      state: row.state,
      model_code: row.modelCode,
      model_year: row.modelYear,
      kind: row.kind,
      item_key: itemKey(row),
      brand: row.brand,
      currency: row.currency,
      part_id: row.kind === 'PART' ? row.partId : null,
      part_type: row.kind === 'PART' ? row.partType : null,
      ecommerce_price: row.ecommercePrice,
      custom_price: row.customPrice ?? null,
    })),
  );
}
