import { MAINTENANCE_SERVICES, type MaintenanceService, PLAN_REVISIONS } from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { listAllModels } from '../../catalogue/catalogue.service.js';
import { maintenancePrices } from '../maintenance.schema.js';

/** First-revision price by body style, in reais (cents below). */
const BASE_REVISION: Readonly<Record<string, number>> = {
  hatch: 420,
  sedan: 450,
  suv: 560,
  'suv-coupe': 590,
  pickup: 690,
  van: 640,
  coupe: 720,
};

const SERVICE_BASE: Readonly<Record<MaintenanceService, number>> = {
  ALIGNMENT_BALANCING: 180,
  BRAKE_PADS_FRONT: 390,
  AC_SANITIZING: 150,
  BATTERY: 620,
  WIPER_BLADES: 120,
};

/** Pesos per real for the Argentine demo prices. */
const ARS_PER_BRL = 200;

/** A stable −5 % … +5 % step per model, so models of one style do not all cost the same. */
function modelFactor(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1000;
  return 0.95 + (hash % 11) / 100;
}

/** Bigger revisions replace more: +35 % every second, +40 % every fourth, +50 % every sixth. */
function revisionFactor(number: number): number {
  return 1 + (number % 2 === 0 ? 0.35 : 0) + (number % 4 === 0 ? 0.4 : 0) + (number % 6 === 0 ? 0.5 : 0);
}

function price(reais: number, country: string): number {
  // Whole reais (BR) or hundreds of pesos (AR), in minor units.
  return country === 'BR' ? Math.round(reais) * 100 : Math.round((reais * ARS_PER_BRL) / 100) * 100 * 100;
}

/** Fixed maintenance prices for every model of the catalogue in each of its markets, when empty. */
export async function seedMaintenance(db: Db): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(maintenancePrices);
  if ((existing?.rows ?? 0) > 0) return 0;
  const models = await listAllModels(db);
  const rows: (typeof maintenancePrices.$inferInsert)[] = [];
  for (const model of models) {
    const base = (BASE_REVISION[model.category] ?? 500) * modelFactor(model.code);
    const styleFactor = (BASE_REVISION[model.category] ?? 500) / 500;
    for (const country of model.markets) {
      for (let number = 1; number <= PLAN_REVISIONS; number += 1) {
        rows.push({
          brand: model.brand,
          country,
          modelCode: model.code,
          kind: 'REVISION',
          code: String(number),
          price: price(base * revisionFactor(number), country),
        });
      }
      for (const service of MAINTENANCE_SERVICES) {
        rows.push({
          brand: model.brand,
          country,
          modelCode: model.code,
          kind: 'SERVICE',
          code: service,
          price: price(SERVICE_BASE[service] * styleFactor * modelFactor(model.code), country),
        });
      }
    }
  }
  if (rows.length > 0) await db.insert(maintenancePrices).values(rows);
  return rows.length;
}
