import { parentCookieDomain, readCookie, writeCookie } from './cookies';

/** Name of the cookie that keeps the ad click id for leads. */
export const CLICK_ID_COOKIE = 'gclid';
/** Spec document 1 §9: the click-id cookie lives 90 days. */
export const CLICK_ID_MAX_AGE_MS = 7_776_000_000;

/**
 * Keeps the `gclid` of a landing address in a cookie on the parent domain for 90 days, so a lead
 * sent later (even from another sub-domain) can be attributed to the ad click.
 * Returns the captured id, or null when the address carries none.
 */
export function captureClickId(location: Pick<Location, 'search' | 'hostname' | 'protocol'> = window.location, now: number = Date.now()): string | null {
  const gclid = new URLSearchParams(location.search).get('gclid')?.trim();
  if (!gclid) return null;
  writeCookie(CLICK_ID_COOKIE, gclid, {
    maxAgeMs: CLICK_ID_MAX_AGE_MS,
    domain: parentCookieDomain(location.hostname),
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    now,
  });
  return gclid;
}

/** The click id kept for the next lead, if any. */
export function readClickId(): string | null {
  return readCookie(CLICK_ID_COOKIE);
}
