import type { SharedBuild } from '@autohub/contract';
import {
  type CountryCode,
  createEmptyCar,
  readStoredCar,
  toStoredCar,
  type BrandSlug,
  type CarPartLine,
  type CarServiceLine,
  type CurrentCar,
} from '@autohub/domain';
import type { BuyerLocation } from '../../components/location-selector/location-store';
import { getDefaultTtl } from '../../lib/storage/ttl-storage';

/** Local-storage key of the current car (spec document 1 §7 "The current car is kept in local storage"). */
export const CURRENT_CAR_KEY = 'currentCar';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy settings): the build simply is not kept.
    return null;
  }
}

/** Saves the current car; called on every change of the build (spec §4). */
export function saveCurrentCar(car: CurrentCar, now: number = Date.now()): void {
  try {
    storage()?.setItem(CURRENT_CAR_KEY, JSON.stringify(toStoredCar(car, now)));
  } catch {
    // Quota exceeded: losing the saved build is acceptable, the page keeps working.
  }
}

/**
 * The saved car of `brand` to resume, under the stored-car rules of spec §5 (a model code, a
 * location with a country code, saved less than the time-to-live ago). Loading clears its prices
 * and marks it loadedFromLocalStorage (domain `loadStoredCar`).
 */
export function restoreCurrentCar(brand: BrandSlug, now: number = Date.now()): CurrentCar | null {
  const car = readStoredCar(storage()?.getItem(CURRENT_CAR_KEY), now, getDefaultTtl());
  return car && car.brand === brand ? car : null;
}

/** A shared build as a current car, so opening the link resumes it like a saved one. */
export function carFromSharedBuild(shared: SharedBuild, location: CurrentCar['location']): CurrentCar {
  const { build } = shared;
  const lines = new Map(shared.lines.map((line) => [line.id, line]));
  const part = (id: string | null): CarPartLine | null => {
    const line = id === null ? undefined : lines.get(id);
    if (!line || line.type === 'SERVICE') return null;
    return { id: line.id, code: line.code, name: line.name, type: line.type, price: null };
  };
  const services: CarServiceLine[] = build.services.flatMap((id) => {
    const line = lines.get(id);
    return line ? [{ id, name: line.name, category: '', serviceName: line.name, price: null }] : [];
  });
  return {
    ...createEmptyCar(build.brand),
    mvs: { ...shared.mvs, price: null },
    location,
    color: part(build.colorId),
    coating: part(build.coatingId),
    parts: build.selected.map(part).filter((p): p is CarPartLine => p !== null),
    services,
    isReady: true,
    updatePrice: true,
  };
}

/**
 * The location a shared build was priced for, as the buyer's location on a page of `country`: the
 * page prices the build there while the buyer has none kept, and keeps it for them once opened.
 * Null for a build of another country (a location in Brazil does not price cars in Argentina).
 */
export function sharedBuildLocation(shared: SharedBuild, country: CountryCode): BuyerLocation | null {
  const { build } = shared;
  if (build.country !== country) return null;
  // The answer names the state or province, so the page needs no table of them.
  return {
    countryCode: build.country,
    stateCode: build.country === 'AR' ? shared.stateName : build.state,
    isoCode: build.state,
    stateName: shared.stateName,
  };
}
