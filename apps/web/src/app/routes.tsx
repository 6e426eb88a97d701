import { DEFAULT_LOCALE, isBrandSlug, isLocale } from '@autohub/domain';
import type { QueryClient } from '../lib/query/query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiError } from '../lib/api/api-client';
import { loadLocale, localeFromPath } from '../lib/i18n/i18n';
import { DEFAULT_BRAND, brandPath } from '../lib/routing/paths';
import { pageSettingsQuery } from '../lib/settings/settings.api';
import { setDefaultTtl } from '../lib/storage/ttl-storage';
import { BootFallback } from './boot-fallback';
import { BrandLayout } from './layout/brand-layout';
import { InLayoutNotFound, NotFoundPage } from './not-found';
import type { NotFoundReason } from './not-found-reason';
import { areaRoutes, standaloneAreas } from './route-areas';
import { BrandErrorBoundary, RootErrorBoundary } from './route-errors';
import { RootShell } from './root-shell';

function notFound(reason: NotFoundReason) {
  return data(reason, { status: 404 });
}

function keepSearch(request: Request): string {
  return new URL(request.url).search;
}

/**
 * Validates locale and brand, loads the locale's catalogue and the page settings before the brand's
 * pages render, so they never show half-themed or untranslated.
 */
export function brandLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { locale, brand } = params;
    if (!locale || !isLocale(locale)) {
      await loadLocale(DEFAULT_LOCALE);
      throw notFound({ reason: 'unknown_locale', value: locale });
    }
    // The settings are asked for while the texts load, not after: both are on the first paint's path.
    const settingsPending =
      brand && isBrandSlug(brand) ? queryClient.ensureQueryData(pageSettingsQuery(brand, locale)) : null;
    // Its failure is read below, after the texts: the error page needs them.
    settingsPending?.catch(() => undefined);
    await loadLocale(locale);
    if (!brand || !isBrandSlug(brand) || !settingsPending)
      throw notFound({ reason: 'unknown_brand', value: brand });
    try {
      const settings = await settingsPending;
      setDefaultTtl(settings.locationTtlMs);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw notFound({
          reason: error.code === 'unknown_locale' ? 'unknown_locale' : 'unknown_brand',
          value: brand,
        });
      }
      throw error;
    }
    return null;
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: BootFallback,
      children: [
        {
          index: true,
          loader: ({ request }) =>
            redirect(`${brandPath(DEFAULT_LOCALE, DEFAULT_BRAND)}${keepSearch(request)}`),
          // Never rendered: the loader always redirects.
          element: null,
        },
        {
          // A locale alone opens the default brand in that locale.
          path: ':locale',
          loader: async ({ params, request }) => {
            if (params.locale && isLocale(params.locale)) {
              return redirect(`${brandPath(params.locale, DEFAULT_BRAND)}${keepSearch(request)}`);
            }
            await loadLocale(DEFAULT_LOCALE);
            throw notFound({ reason: 'unknown_locale', value: params.locale });
          },
          element: null,
          ErrorBoundary: BrandErrorBoundary,
        },
        {
          id: 'brand',
          path: ':locale/:brand',
          loader: brandLoader(queryClient),
          Component: BrandLayout,
          ErrorBoundary: BrandErrorBoundary,
          children: [...areaRoutes(), { id: 'brand-not-found', path: '*', Component: InLayoutNotFound }],
        },
        ...standaloneAreas,
        {
          id: 'not-found',
          path: '*',
          loader: async ({ request }) => {
            await loadLocale(localeFromPath(new URL(request.url).pathname));
            return null;
          },
          Component: NotFoundPage,
        },
      ],
    },
  ];
}
