import type { BrandSlug, Locale } from '@autohub/domain';

export const DEFAULT_BRAND: BrandSlug = 'fiat';

/** Address of a customer page: `/{locale}/{brand}` plus the page's own path. */
export function brandPath(locale: Locale, brand: BrandSlug, subPath = ''): string {
  const tail = subPath.replace(/^\/+/, '');
  return tail ? `/${locale}/${brand}/${tail}` : `/${locale}/${brand}`;
}

/** The same page in another brand or locale: swaps the first two segments, keeps the rest. */
export function switchBrandLocale(pathname: string, locale: Locale, brand: BrandSlug): string {
  const rest = pathname.split('/').slice(3).join('/');
  return brandPath(locale, brand, rest);
}
