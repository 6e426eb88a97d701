import type { CarState } from './car-state.js';
import { indexOf } from './model-index.js';
import type { BuildModel, PartId } from './part.js';

/**
 * Parts of the car priced inside another part: what a chosen optional or accessory includes
 * (a pack) comes at the pack's price and costs nothing on its own while the pack is on the car.
 * A colour or a coating that includes an optional only needs it: that optional keeps its price.
 * Two parts that include each other are both charged, so nothing is ever free by accident.
 */
export function partsPricedInPacks(model: BuildModel, car: CarState): Set<PartId> {
  const ix = indexOf(model);
  const chosen = new Set(car.selected);
  const covered = new Set<PartId>();
  for (const id of car.selected) {
    const pack = ix.parts.get(id);
    if (!pack || (pack.type !== 'ITEM' && pack.type !== 'ACCESSORY')) continue;
    for (const child of pack.inclusive) {
      if (child === id || !chosen.has(child)) continue;
      if (ix.parts.get(child)?.inclusive.includes(id)) continue;
      covered.add(child);
    }
  }
  return covered;
}
