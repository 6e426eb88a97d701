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
