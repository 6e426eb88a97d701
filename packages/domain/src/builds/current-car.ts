/**
 * The current car (spec document 1 §3 "Current car", §4 "Behaviours"): the build as the site keeps
 * it between steps and pages, with its location prices and totals.
 */
import type { BrandSlug } from '../brands/brands.js';
import type { CarState } from './car-state.js';
import type { PartType } from './part.js';
import type { PriceList } from './totals.js';

/** The version on the car (spec §3 "Mvs record"); prices in integer cents, null until priced. */
export interface CarMvs {
  code: string;
  modelCode: string;
  modelName?: string;
  modelShortName?: string;
  versionName?: string;
  versionCode?: string;
  seriesCode?: string;
  year?: number;
  gear?: string;
  engine?: string;
  doors?: number;
  fuel?: string;
  /** Owned cars only. */
  chassis?: string;
  /** Owned cars only. */
  plateNumber?: string;
  price: number | null;
  fullDescription?: string;
}

export interface CarPartLine {
  id: string;
  code: string;
  name: string;
  type: PartType;
  /** Location price in cents; null until priced or when the location has none. */
  price: number | null;
}

export interface CarServiceLine {
  id: string;
  name: string;
  category: string;
  serviceName: string;
  price: number | null;
}

export interface CarLocation {
  countryCode: string;
  stateCode?: string;
  cityName?: string;
  cityCode?: string;
}

export interface CurrentCar {
  brand: BrandSlug;
  mvs: CarMvs | null;
  /** The versions of the model shown with the chosen one. */
  groupedMvs: readonly CarMvs[];
  color: CarPartLine | null;
  coating: CarPartLine | null;
  /** Optionals and accessories. */
  parts: readonly CarPartLine[];
  services: readonly CarServiceLine[];
  prices: PriceList | null;
  location: CarLocation | null;
  optionalsTotal: number | null;
  accessoriesTotal: number | null;
  servicesTotal: number | null;
  bonificationTotal: number | null;
  hasPriceBonification: boolean;
  total: number | null;
  loadedFromLocalStorage: boolean;
  /** Whether the builder has everything it needs to show the car. */
  isReady: boolean;
  /** Whether the prices must be fetched again (location changed, or restored from storage). */
  updatePrice: boolean;
  /** Carried for the stock, funding and e-commerce features, which own their shapes. */
  stock: unknown;
  funding: unknown;
  ecommerce: unknown;
}

/** The totals of a car whose prices are not known: no figure, no bonification. */
export const NO_TOTALS = {
  optionalsTotal: null,
  accessoriesTotal: null,
  servicesTotal: null,
  bonificationTotal: null,
  hasPriceBonification: false,
  total: null,
} as const satisfies Partial<CurrentCar>;

const NO_BUILD = {
  color: null,
  coating: null,
  mvs: null,
  groupedMvs: [],
  prices: null,
  parts: [],
  services: [],
  ...NO_TOTALS,
} as const satisfies Partial<CurrentCar>;

/** A car with nothing chosen yet. The brand defaults to the platform's main brand. */
export function createEmptyCar(brand: BrandSlug = 'fiat'): CurrentCar {
  return {
    brand,
    ...NO_BUILD,
    location: null,
    loadedFromLocalStorage: false,
    isReady: false,
    updatePrice: false,
    stock: null,
    funding: null,
    ecommerce: null,
  };
}

/** Resets colour, coating, model, grouped models, prices, parts, services and totals (spec §4). */
export function clearCarData(car: CurrentCar): CurrentCar {
  return { ...car, ...NO_BUILD };
}

/** Blanks the chassis and plate number of an owned car (spec §4). */
export function removeOwnedCarInfo(car: CurrentCar): CurrentCar {
  if (!car.mvs) return car;
  return { ...car, mvs: { ...car.mvs, chassis: '', plateNumber: '' } };
}

/** The engine's view of a current car. */
export function toCarState(car: CurrentCar): CarState {
  return {
    colorId: car.color?.id ?? null,
    coatingId: car.coating?.id ?? null,
    selected: car.parts.map((p) => p.id),
    services: car.services.map((s) => s.id),
  };
}
