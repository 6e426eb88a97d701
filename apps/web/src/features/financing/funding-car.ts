import { readStoredCar, type BrandSlug, type CountryCode, type CurrentCar } from '@autohub/domain';
import { getDefaultTtl } from '../../lib/storage/ttl-storage';
import { buildPrice } from './financing.api';

/**
 * Local-storage key the car builder keeps the current car under (spec document 1 §3 "Storage
 * keys: the current car is kept in local storage"). Read here, never written: the builder owns it.
 */
export const STORED_CAR_KEY = 'currentCar';

/** The car a simulation is for: a stored build or a version picked on the page. */
export interface FundingCar {
  source: 'build' | 'picked';
  mvsCode: string;
  modelCode: string;
  year: number;
  modelName: string;
  versionName: string;
  colorCode: string | null;
  coatingCode: string | null;
  /** Codes of the optionals (ITEM parts) that change the price. */
  optionalCodes: string[];
  partIds: string[];
  stateCode: string | null;
  /** The build's choices, priced as the builder prices them (accessories and services included). */
  colorId: string | null;
  coatingId: string | null;
  selectedIds: string[];
  serviceIds: string[];
  /**
   * A build is priced as the builder prices it (campaign prices, the saving as bonus); a version
   * picked here at its published price, the figure the model cards and version lists show.
   */
  priceSource: 'customPrice' | 'ecommercePrice';
}

/** The stored build of `brand`, if there is a valid one (stored-car rules of spec §5). */
export function storedBuild(brand: BrandSlug, now: number = Date.now()): FundingCar | null {
  let car: CurrentCar | null = null;
  try {
    car = readStoredCar(window.localStorage.getItem(STORED_CAR_KEY), now, getDefaultTtl());
  } catch {
    return null;
  }
  if (!car || car.brand !== brand || !car.mvs) return null;
  return {
    source: 'build',
    mvsCode: car.mvs.code,
    modelCode: car.mvs.modelCode,
    year: car.mvs.year ?? new Date(now).getFullYear(),
    modelName: car.mvs.modelName ?? car.mvs.modelCode,
    versionName: car.mvs.versionName ?? car.mvs.code,
    colorCode: car.color?.code ?? null,
    coatingCode: car.coating?.code ?? null,
    optionalCodes: car.parts.filter((p) => p.type === 'ITEM').map((p) => p.code),
    partIds: [
      ...car.parts.map((p) => p.id),
      ...(car.color ? [car.color.id] : []),
      ...(car.coating ? [car.coating.id] : []),
    ],
    stateCode: car.location?.stateCode ?? null,
    colorId: car.color?.id ?? null,
    coatingId: car.coating?.id ?? null,
    selectedIds: car.parts.map((p) => p.id),
    serviceIds: car.services.map((s) => s.id),
    priceSource: 'customPrice',
  };
}

/**
 * The price to finance: the whole build (version, colour, coating, optionals, accessories and
 * services, minus the campaign bonification) priced by the price service with the same function
 * and source as the builder, at the buyer's state. A stored car's prices are cleared when it is
 * loaded (spec §4), so they are always asked again. Resolves to null when the location has none.
 */
export async function priceOf(
  car: FundingCar,
  country: CountryCode,
  state: string | null,
): Promise<number | null> {
  const priced = await buildPrice({
    mvsCode: car.mvsCode,
    year: car.year,
    country,
    ...(state ? { state } : {}),
    colorId: car.colorId,
    coatingId: car.coatingId,
    selected: car.selectedIds,
    services: car.serviceIds,
    priceSource: car.priceSource,
  });
  return priced.totals.total;
}
