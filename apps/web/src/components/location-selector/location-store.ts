import { parseStoredLocation, type CarLocation, type CountryCode } from '@autohub/domain';
import { useSyncExternalStore } from 'react';
import { parentCookieDomain, readCookie, writeCookie } from '../../lib/cookies/cookies';
import { getDefaultTtl } from '../../lib/storage/ttl-storage';

/** Name of the cookie that keeps the buyer's location (spec document 1 §7 "location cookie"). */
export const LOCATION_COOKIE = 'location';

/** The buyer's location: what prices, stock and dealers depend on (spec document 1 §3 "Location"). */
export interface BuyerLocation extends CarLocation {
  countryCode: CountryCode;
  /** UF in Brazil; the province name in Argentina (spec §9: AR has no state code). */
  stateCode: string;
  /** UF or ISO 3166-2:AR letter: the key prices and stock are asked with. */
  isoCode: string;
  /** Shown back to the buyer. */
  stateName?: string;
}

/** The state code prices and stock are asked with. */
export function priceStateOf(location: BuyerLocation): string {
  return location.isoCode;
}

function isCountry(value: unknown): value is CountryCode {
  return value === 'BR' || value === 'AR';
}

/**
 * The stored location when it is usable on a page of `country`: valid JSON with a countryCode
 * (spec §5), a state, and the page's country (a location in Brazil does not price cars in Argentina).
 */
export function parseLocationCookie(raw: string | null, country: CountryCode): BuyerLocation | null {
  const stored = parseStoredLocation(raw);
  if (!stored || !isCountry(stored.countryCode) || stored.countryCode !== country) return null;
  const { stateCode, isoCode, stateName, cityName, cityCode } = stored;
  if (typeof stateCode !== 'string' || stateCode === '') return null;
  // Brazilian UFs are their own ISO key; an Argentine location needs the letter to be priced.
  const iso =
    typeof isoCode === 'string' && isoCode !== '' ? isoCode : stored.countryCode === 'BR' ? stateCode : null;
  if (iso === null || !/^[A-Z]{1,2}$/.test(iso)) return null;
  const location: BuyerLocation = { countryCode: stored.countryCode, stateCode, isoCode: iso };
  if (typeof stateName === 'string') location.stateName = stateName;
  if (typeof cityName === 'string' && cityName !== '') location.cityName = cityName;
  if (typeof cityCode === 'string' && cityCode !== '') location.cityCode = cityCode;
  return location;
}

const listeners = new Set<() => void>();
// Cookies cannot be observed, so every write goes through here and notifies the open screens.
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the location for the page settings' time-to-live (4 hours by default, spec §9). */
export function saveLocation(location: BuyerLocation, ttlMs: number = getDefaultTtl()): void {
  writeCookie(LOCATION_COOKIE, JSON.stringify(location), {
    maxAgeMs: ttlMs,
    domain: parentCookieDomain(window.location.hostname),
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  version++;
  listeners.forEach((listener) => listener());
}

export function readLocation(country: CountryCode): BuyerLocation | null {
  return parseLocationCookie(readCookie(LOCATION_COOKIE), country);
}

/**
 * The buyer's location on a page of `country`, re-read whenever a selector saves one. The object
 * is cached per cookie text so React sees a stable value between writes.
 */
export function useBuyerLocation(country: CountryCode): BuyerLocation | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => `${version}|${readCookie(LOCATION_COOKIE) ?? ''}`,
    () => '',
  );
  return cachedParse(raw, country);
}

let cache: { key: string; value: BuyerLocation | null } | null = null;

function cachedParse(raw: string, country: CountryCode): BuyerLocation | null {
  const key = `${country}|${raw}`;
  if (cache?.key !== key) {
    const text = raw.slice(raw.indexOf('|') + 1);
    cache = { key, value: parseLocationCookie(text || null, country) };
  }
  return cache.value;
}
