import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bulkInsert } from '../../catalogue/bulk-insert.js';
import { stockRows } from '../../catalogue/demo/data/index.js';
import { stock } from '../stock.schema.js';

/** Seeds the demo dealer stock into an empty stock table; answers the rows written. */
export async function seedStock(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(stock);
  if ((existing?.n ?? 0) > 0) return 0;
  return bulkInsert(
    db,
    'stock',
    [
      { name: 'mvs_code', type: 'text' },
      { name: 'model_year', type: 'integer' },
      { name: 'country', type: 'text' },
      { name: 'state', type: 'text' },
      { name: 'brand', type: 'text' },
      { name: 'quantity', type: 'integer' },
      { name: 'delivery', type: 'text' },
      { name: 'delivery_days', type: 'integer' },
    ],
    stockRows().map((row) => ({
      mvs_code: row.mvsCode,
      model_year: row.modelYear,
      country: row.country,
      state: row.state,
      brand: row.brand,
      quantity: row.quantity,
      delivery: row.delivery,
      delivery_days: row.deliveryDays ?? null,
    })),
  );
}
