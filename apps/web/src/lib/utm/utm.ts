import { getWithTtl, setWithTtl } from '../storage/ttl-storage';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

export const UTM_STORAGE_KEY = 'autohub.utm';
/** Campaign attribution window: a lead sent within 30 days of the visit keeps its campaign. */
export const UTM_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps the campaign parameters of an address for later leads. The last campaign wins: an address
 * with any utm_* replaces what was kept; an address without them changes nothing.
 */
export function captureUtm(search: string, now: number = Date.now()): UtmParams | null {
  const query = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) found[key] = value.slice(0, 200);
  }
  if (Object.keys(found).length === 0) return null;
  setWithTtl(UTM_STORAGE_KEY, found, UTM_TTL_MS, now);
  return found;
}

/** The campaign parameters to attach to a lead (empty when none were kept or they expired). */
export function readUtm(now: number = Date.now()): UtmParams {
  return getWithTtl<UtmParams>(UTM_STORAGE_KEY, now) ?? {};
}
