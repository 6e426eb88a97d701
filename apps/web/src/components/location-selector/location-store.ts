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
// The cookie's text as last read. Reading `document.cookie` asks the browser's cookie store each
// time, and React asks for the snapshot on every render of every screen that shows the location:
// it is read again only after a write here, or when the page comes back to the front (another tab
// may have chosen a location meanwhile).
let snapshot: { version: number; raw: string } | null = null;

function changed(): void {
  version++;
  listeners.forEach((listener) => listener());
}

function onReturn(): void {
  if (document.visibilityState !== 'visible') return;
  const raw = readCookie(LOCATION_COOKIE) ?? '';
  if (snapshot && raw !== snapshot.raw) changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', onReturn);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onReturn);
  };
}

function currentRaw(): string {
  if (snapshot?.version !== version) snapshot = { version, raw: readCookie(LOCATION_COOKIE) ?? '' };
  return snapshot.raw;
}

/** Keeps the location for the page settings' time-to-live (4 hours by default, spec §9). */
export function saveLocation(location: BuyerLocation, ttlMs: number = getDefaultTtl()): void {
  writeCookie(LOCATION_COOKIE, JSON.stringify(location), {
    maxAgeMs: ttlMs,
    domain: parentCookieDomain(window.location.hostname),
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  changed();
}

export function readLocation(country: CountryCode): BuyerLocation | null {
  return parseLocationCookie(currentRaw() || null, country);
}

/**
 * The buyer's location on a page of `country`, re-read whenever a selector saves one. The object
 * is cached per cookie text so React sees a stable value between writes.
 */
export function useBuyerLocation(country: CountryCode): BuyerLocation | null {
  // The cookie's text: a screen renders again only when it changed, and a page rendered on the server
  // for a visitor without one is not rendered again once hydrated.
  const raw = useSyncExternalStore(subscribe, currentRaw, () => '');
  return cachedParse(raw, country);
}

let cache: { key: string; value: BuyerLocation | null } | null = null;

function cachedParse(raw: string, country: CountryCode): BuyerLocation | null {
  const key = `${country}|${raw}`;
  if (cache?.key !== key) cache = { key, value: parseLocationCookie(raw || null, country) };
  return cache.value;
}
