/** The ellipsis the platform truncates with (spec §9). */
export const ELLIPSIS = '...';

/**
 * Cuts a text to at most `max` characters, ending in `...` when it was cut. Counts code points, so
 * an accented letter or an emoji is never split.
 */
export function truncate(value: string, max: number): string {
  const chars = [...value];
  if (chars.length <= max) return value;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  return chars.slice(0, max - ELLIPSIS.length).join('') + ELLIPSIS;
}

/**
 * First-level divisions that are a city themselves: written once where an address names both. A
 * city that shares its province's name is another place (Córdoba, Córdoba) and keeps both.
 */
const CITY_STATES = new Set(['ciudad autónoma de buenos aires']);

/**
 * A city with its state or province, "Campinas – SP", "Córdoba – Córdoba", the way addresses and
 * found postal codes show it; once only where the two are one place (the Ciudad Autónoma de Buenos
 * Aires is a city and a province).
 */
export function cityAndState(city: string, state: string): string {
  const name = city.trim().toLocaleLowerCase('es');
  const one = CITY_STATES.has(name) && name === state.trim().toLocaleLowerCase('es');
  return one || state.trim() === '' ? city : `${city} – ${state}`;
}
