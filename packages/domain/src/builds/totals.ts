/**
 * Totals of a build (spec document 1 §3 "Current car": optionalsTotal, accessoriesTotal,
 * servicesTotal, bonificationTotal, hasPriceBonification, total). The same function prices the
 * build on the builder screen and on the server, so both always agree.
 */
import type { CarState } from './car-state.js';
import { partsPricedInPacks } from './pack-pricing.js';
import { indexOf } from './model-index.js';
import type { BuildModel, Part, PartId } from './part.js';

/** Prices of one version at the buyer's location, as the price service returns them (integer cents). */
export interface PriceList {
  /** Price of the version itself; null when the location has none. */
  base: number | null;
  /** Price per part code: colours, coatings, optionals and accessories. */
  parts: Readonly<Record<string, number>>;
  /** Price per service id where the location overrides the service's own price. */
  services?: Readonly<Record<string, number>>;
  /** Discount granted on the build (e.g. the e-commerce price below the custom price); 0 when none. */
  bonification?: number;
}

export interface CarTotals {
  basePrice: number | null;
  /** 0 while no colour is chosen. */
  colorPrice: number | null;
  /** 0 without a coating. */
  coatingPrice: number | null;
  /** ITEM parts. */
  optionalsTotal: number | null;
  /** ACCESSORY parts. */
  accessoriesTotal: number | null;
  servicesTotal: number | null;
  bonificationTotal: number;
  hasPriceBonification: boolean;
  /** Base + colour + coating + optionals + accessories + services − bonification; never below 0. */
  total: number | null;
  /** Codes of chosen parts without a valid price: the screen shows "Valor não disponível no momento". */
  missingCodes: string[];
  /** Chosen service ids without a valid price. */
  missingServices: string[];
  /** Chosen parts priced inside a pack that includes them: they add nothing to the totals. */
  includedInPacks: PartId[];
}

/** A price in integer cents: a safe, non-negative integer. */
export function isCents(value: number | undefined | null): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Totals of a build at the buyer's location. A part whose code has no valid price (absent,
 * negative or not whole cents) makes the totals that contain it `null` rather than wrong, and is
 * listed in `missingCodes`.
 */
export function computeTotals(model: BuildModel, state: CarState, prices: PriceList): CarTotals {
  const ix = indexOf(model);
  const missingCodes: string[] = [];
  const missingServices: string[] = [];
  const priceOf = (part: Part): number | null => {
    const price = prices.parts[part.code];
    if (isCents(price)) return price;
    if (!missingCodes.includes(part.code)) missingCodes.push(part.code);
    return null;
  };
  const sum = (values: readonly (number | null)[]): number | null =>
    values.reduce<number | null>((acc, v) => (acc === null || v === null ? null : acc + v), 0);
  const slot = (id: PartId | null): number | null => {
    const part = id === null ? undefined : ix.parts.get(id);
    return part ? priceOf(part) : 0;
  };

  const colorPrice = slot(state.colorId);
  const coatingPrice = slot(state.coatingId);
  // A pack's price covers what it includes: those parts are on the car at no charge of their own.
  const inPacks = partsPricedInPacks(model, state);
  const selected = state.selected
    .filter((id) => !inPacks.has(id))
    .map((id) => ix.parts.get(id))
    .filter((p): p is Part => p !== undefined);
  const optionalsTotal = sum(selected.filter((p) => p.type === 'ITEM').map(priceOf));
  const accessoriesTotal = sum(selected.filter((p) => p.type === 'ACCESSORY').map(priceOf));
  const servicesTotal = sum(
    state.services.map((id) => {
      const price = prices.services?.[id] ?? ix.services.get(id)?.price;
      if (isCents(price)) return price;
      missingServices.push(id);
      return null;
    }),
  );
  const basePrice = isCents(prices.base) ? prices.base : null;
  const bonificationTotal = isCents(prices.bonification) ? prices.bonification : 0;
  const gross = sum([basePrice, colorPrice, coatingPrice, optionalsTotal, accessoriesTotal, servicesTotal]);
  return {
    basePrice,
    colorPrice,
    coatingPrice,
    optionalsTotal,
    accessoriesTotal,
    servicesTotal,
    bonificationTotal,
    hasPriceBonification: bonificationTotal > 0,
    total: gross === null ? null : Math.max(0, gross - bonificationTotal),
    missingCodes,
    missingServices,
    includedInPacks: [...inPacks],
  };
}

/**
 * The `optionalCode` parameter of `price/reservation`: the codes of the ITEM parts of the build,
 * comma-joined, in the order given, each once.
 */
export function optionalCodesForPrice(parts: readonly Pick<Part, 'type' | 'code'>[]): string {
  return [...new Set(parts.filter((p) => p.type === 'ITEM').map((p) => p.code))].join(',');
}
