import type { PageSettings } from '@autohub/contract';
import type { BrandSlug, Locale } from '@autohub/domain';
import { queryOptions, useSuspenseQuery } from '../query/query';
import { ApiError, apiRequest } from '../api/api-client';
import { useBrandLocale } from '../routing/use-brand-locale';

/** GET /api/settings/{brand}/{locale}: the page settings of a brand in a market. */
export function fetchPageSettings(brand: BrandSlug, locale: Locale, signal?: AbortSignal): Promise<PageSettings> {
  return apiRequest<PageSettings>(`/settings/${encodeURIComponent(brand)}/${encodeURIComponent(locale)}`, { signal });
}

/** Settings change only when staff edit them, so one fetch per brand and locale per visit is enough. */
export function pageSettingsQuery(brand: BrandSlug, locale: Locale) {
  return queryOptions({
    queryKey: ['page-settings', brand, locale] as const,
    queryFn: ({ signal }) => fetchPageSettings(brand, locale, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // An unknown brand or locale (4xx) is final; a dropped connection or 5xx gets one more try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** The settings of the page's brand and locale (loaded by the brand route before it renders). */
export function usePageSettings(): PageSettings {
  const { brand, locale } = useBrandLocale();
  return useSuspenseQuery(pageSettingsQuery(brand, locale)).data;
}
