/**
 * The current car filled from a build (spec document 1 §4): apart from the current car's shape so
 * that reading and keeping a stored car does not bring the conflict engine and the totals along.
 */
import { selectedParts, type CarState } from './car-state.js';
import type { CarPartLine, CarServiceLine, CurrentCar } from './current-car.js';
import { indexOf } from './model-index.js';
import type { BuildModel, Part } from './part.js';
import { computeTotals, isCents, type PriceList } from './totals.js';

/**
 * The current car after a confirmed resolution: lines of the build from the catalogue, priced with
 * the location's price list (`null` prices and totals until it is known).
 */
export function withBuild(
  car: CurrentCar,
  model: BuildModel,
  state: CarState,
  prices: PriceList | null,
): CurrentCar {
  const ix = indexOf(model);
  const line = (part: Part): CarPartLine => {
    const price = prices?.parts[part.code];
    return {
      id: part.id,
      code: part.code,
      name: part.name,
      type: part.type,
      price: isCents(price) ? price : null,
    };
  };
  const slot = (id: string | null): CarPartLine | null => {
    const part = id === null ? undefined : ix.parts.get(id);
    return part ? line(part) : null;
  };
  const services = state.services.flatMap((id): CarServiceLine[] => {
    const service = ix.services.get(id);
    if (!service) return [];
    const price = prices ? (prices.services?.[id] ?? service.price) : null;
    return [{ ...service, price: isCents(price) ? price : null }];
  });
  const totals = prices ? computeTotals(model, state, prices) : null;
  return {
    ...car,
    mvs: car.mvs ? { ...car.mvs, price: prices?.base ?? null } : null,
    color: slot(state.colorId),
    coating: slot(state.coatingId),
    parts: selectedParts(model, state).map(line),
    services,
    prices,
    optionalsTotal: totals?.optionalsTotal ?? null,
    accessoriesTotal: totals?.accessoriesTotal ?? null,
    servicesTotal: totals?.servicesTotal ?? null,
    bonificationTotal: totals?.bonificationTotal ?? null,
    hasPriceBonification: totals?.hasPriceBonification ?? false,
    total: totals?.total ?? null,
    updatePrice: prices === null,
  };
}
