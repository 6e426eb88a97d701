import { DEFAULT_LOCALE, isBrandSlug, isLocale, type BrandSlug, type Locale } from '@autohub/domain';
import { useParams } from 'react-router';
import { DEFAULT_BRAND } from './paths';

/**
 * Brand and locale of the current page. The brand route validates both before anything under it
 * renders, so the defaults only apply outside it.
 */
export function useBrandLocale(): { brand: BrandSlug; locale: Locale } {
  const params = useParams();
  const brand = params.brand && isBrandSlug(params.brand) ? params.brand : DEFAULT_BRAND;
  const locale = params.locale && isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return { brand, locale };
}
