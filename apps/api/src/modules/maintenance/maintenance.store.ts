import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { maintenancePrices } from './maintenance.schema.js';

export async function pricesOf(db: Db, brand: string, country: string, modelCode: string) {
  return db
    .select({ kind: maintenancePrices.kind, code: maintenancePrices.code, price: maintenancePrices.price })
    .from(maintenancePrices)
    .where(
      and(
        eq(maintenancePrices.brand, brand),
        eq(maintenancePrices.country, country),
        eq(maintenancePrices.modelCode, modelCode),
      ),
    );
}
