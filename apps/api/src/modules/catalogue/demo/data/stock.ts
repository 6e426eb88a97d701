import { allVersions } from './catalogue.js';
import { stableHash } from '../../data/hash.js';
import { regionsOf } from '../../data/regions.js';
import type { DeliveryLabel, StockRow } from '../../data/types.js';

/** States and provinces with the largest dealer networks keep more cars in stock. */
const LARGE_MARKETS: ReadonlySet<string> = new Set(['SP', 'MG', 'RJ', 'PR', 'RS', 'SC', 'B', 'C', 'X', 'S']);

const DELIVERY_DAYS = [15, 30, 45, 60, 90] as const;

function deliveryWithoutStock(h: number): { delivery: DeliveryLabel; deliveryDays?: number } {
  switch (h % 4) {
    case 1:
      return { delivery: 'NOTIFY_ME' };
    case 2:
      return { delivery: 'UNDEFINED' };
    default:
      return {
        delivery: 'DELIVERY_IN_DAYS',
        deliveryDays: DELIVERY_DAYS[(h >>> 3) % DELIVERY_DAYS.length] ?? 30,
      };
  }
}

/**
 * Dealer stock per version, model year and state or province, with the delivery label of spec
 * document 1 §3: cars in stock are ready for delivery; otherwise the label says when (in N
 * days), that it is not known, or offers to notify the buyer. Deterministic.
 */
export function stockRows(): StockRow[] {
  const rows: StockRow[] = [];
  for (const { brand, model, version } of allVersions()) {
    const newest = Math.max(...version.modelYears);
    for (const country of model.markets) {
      for (const region of regionsOf(country)) {
        for (const modelYear of version.modelYears) {
          const h = stableHash(`${version.mvs.code}|${modelYear}|${region.code}|stock`);
          const large = LARGE_MARKETS.has(region.code);
          // Previous model years are being sold off; brand-new ones arrive gradually.
          const ceiling = modelYear === newest ? (large ? 24 : 6) : large ? 5 : 2;
          const inStock = h % 100 < (large ? 85 : 55);
          const quantity = inStock ? 1 + ((h >>> 8) % ceiling) : 0;
          const base = { brand, country, state: region.code, mvsCode: version.mvs.code, modelYear, quantity };
          rows.push(
            quantity > 0
              ? { ...base, delivery: 'READY_FOR_DELIVERY' }
              : { ...base, ...deliveryWithoutStock(h >>> 16) },
          );
        }
      }
    }
  }
  return rows;
}
