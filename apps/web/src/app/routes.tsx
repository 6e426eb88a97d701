import type { PageSettings } from '@autohub/contract';
import { DEFAULT_LOCALE, isBrandSlug, isLocale, type Locale } from '@autohub/domain';
import { useQueryClient, type QueryClient } from '../lib/query/query';
import { createElement, use, useLayoutEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { ApiError } from '../lib/api/api-client';
import { i18n, loadTexts, localeFromPath, type TextArea } from '../lib/i18n/i18n';
import { DEFAULT_BRAND, brandPath } from '../lib/routing/paths';
import { remembered } from '../lib/routing/route-promise';
import { useBrandLocale } from '../lib/routing/use-brand-locale';
import { pageSettingsQuery } from '../lib/settings/settings.api';
import { setDefaultTtl } from '../lib/storage/ttl-storage';
import { BrandLayout } from './layout/brand-layout';
import type * as NotFoundPages from './not-found';
import type { NotFoundReason } from './not-found-reason';
import { routeAreas, type AreaHandle, type ScreenLoader } from './route-areas';
import { RouteErrorBoundary } from './route-errors';
import { RootShell } from './root-shell';

/** The language of the page on screen: its texts are loaded before it renders. */
function useLanguage(locale: Locale): void {
  // Before paint: a page opened in another language never shows in the previous one.
  useLayoutEffect(() => {
    i18n.changeLanguage(locale);
  }, [locale]);
}

const localeTexts = new Map<string, Promise<void>>();

/** A locale's common texts, fetched once. */
function commonTexts(locale: Locale): Promise<void> {
  return remembered(localeTexts, locale, () => loadTexts(locale));
}

const notFoundChunk = new Map<string, Promise<typeof NotFoundPages>>();

/** The not-found pages: few visits need them, so their chunk is not in every page's script. */
function notFoundPages() {
  return remembered(notFoundChunk, 'pages', () => import('./not-found'));
}

function NotFoundPage({ reason }: { reason?: NotFoundReason }) {
  const { NotFoundPage: Page } = use(notFoundPages());
  return <Page {...(reason ? { reason } : {})} />;
}

function InLayoutNotFound() {
  const { InLayoutNotFound: Page } = use(notFoundPages());
  return <Page />;
}

/** What a brand's address leads to: its settings, or the reason it is not a page. */
export type BrandCheck = { settings: PageSettings } | { notFound: NotFoundReason };

const brandChecks = new WeakMap<QueryClient, Map<string, Promise<BrandCheck>>>();

/**
 * Validates locale and brand and loads the locale's common texts and the page settings, so the
 * brand's pages never render half-themed or untranslated. Asked once per brand and locale.
 */
export function checkBrand(queryClient: QueryClient, locale?: string, brand?: string): Promise<BrandCheck> {
  let checks = brandChecks.get(queryClient);
  if (!checks) brandChecks.set(queryClient, (checks = new Map()));
  return remembered(checks, `${locale}/${brand}`, async (): Promise<BrandCheck> => {
    if (!locale || !isLocale(locale)) {
      await loadTexts(DEFAULT_LOCALE);
      return { notFound: { reason: 'unknown_locale', value: locale } };
    }
    // The settings are asked for while the texts load, not after: both are on the first paint's path.
    const settingsPending =
      brand && isBrandSlug(brand) ? queryClient.ensureQueryData(pageSettingsQuery(brand, locale)) : null;
    // Its failure is read below, after the texts: the error page needs them.
    settingsPending?.catch(() => undefined);
    await loadTexts(locale);
    if (!brand || !isBrandSlug(brand) || !settingsPending)
      return { notFound: { reason: 'unknown_brand', value: brand } };
    try {
      return { settings: await settingsPending };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return {
          notFound: {
            reason: error.code === 'unknown_locale' ? 'unknown_locale' : 'unknown_brand',
            value: brand,
          },
        };
      }
      throw error;
    }
  });
}

/** A brand's pages: rendered once its settings and texts are there, else its not-found page. */
function BrandRoute() {
  const { locale, brand } = useParams();
  const check = use(checkBrand(useQueryClient(), locale, brand));
  useLanguage(locale && isLocale(locale) ? locale : DEFAULT_LOCALE);
  if ('notFound' in check) return <NotFoundPage reason={check.notFound} />;
  setDefaultTtl(check.settings.locationTtlMs);
  return <BrandLayout />;
}

const screens = new WeakMap<ScreenLoader, Map<string, Promise<ComponentType>>>();

/** A screen's chunk with its area's texts in a locale, fetched once. */
function loadScreen(screen: ScreenLoader, locale: Locale, texts: readonly TextArea[]) {
  let loaded = screens.get(screen);
  if (!loaded) screens.set(screen, (loaded = new Map()));
  return remembered(loaded, locale, async () => {
    const [Screen] = await Promise.all([screen(), loadTexts(locale, texts)]);
    return Screen;
  });
}

/** A page of an area: rendered once its chunk and its area's texts are loaded (no key shows). */
function AreaScreen({ screen, texts }: { screen: ScreenLoader; texts: readonly TextArea[] }) {
  const { locale } = useBrandLocale();
  return createElement(use(loadScreen(screen, locale, texts)));
}

/** Route objects of the areas, as children of the brand layout route. */
export function areaRoutes(): RouteObject[] {
  return routeAreas.map((area): RouteObject => {
    const element = (screen: ScreenLoader) => <AreaScreen screen={screen} texts={area.texts} />;
    const handle: AreaHandle = { texts: area.texts, ...(area.screen ? { screen: area.screen } : {}) };
    const own = { id: area.id, handle, ...(area.screen ? { element: element(area.screen) } : {}) };
    if (!area.path) return { ...own, index: true };
    return {
      ...own,
      path: area.path,
      children: area.children?.map((child): RouteObject => {
        const page = {
          element: element(child.screen),
          handle: { screen: child.screen } satisfies AreaHandle,
        };
        return child.index ? { index: true, ...page } : { path: child.path, ...page };
      }),
    };
  });
}

/** `/`: the default brand in the default language, keeping the query string. */
function DefaultBrand() {
  const { search } = useLocation();
  return <Navigate replace to={`${brandPath(DEFAULT_LOCALE, DEFAULT_BRAND)}${search}`} />;
}

/** A locale alone opens the default brand in that locale; anything else is not found. */
function LocaleHome() {
  const { locale } = useParams();
  const { search } = useLocation();
  const known = locale && isLocale(locale) ? locale : null;
  useLanguage(known ?? DEFAULT_LOCALE);
  if (known) return <Navigate replace to={`${brandPath(known, DEFAULT_BRAND)}${search}`} />;
  use(commonTexts(DEFAULT_LOCALE));
  return <NotFoundPage reason={{ reason: 'unknown_locale', value: locale }} />;
}

/** Any other address: the not-found page in the language of its first segment. */
function UnknownAddress() {
  const locale = localeFromPath(useLocation().pathname);
  use(commonTexts(locale));
  useLanguage(locale);
  return <NotFoundPage />;
}

/** The app's routes (the route table of `useRoutes`, also read by the server and hydration). */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    children: [
      { index: true, element: <DefaultBrand /> },
      { path: ':locale', element: <LocaleHome /> },
      {
        id: 'brand',
        path: ':locale/:brand',
        element: (
          <RouteErrorBoundary>
            <BrandRoute />
          </RouteErrorBoundary>
        ),
        children: [...areaRoutes(), { id: 'brand-not-found', path: '*', element: <InLayoutNotFound /> }],
      },
      { id: 'not-found', path: '*', element: <UnknownAddress /> },
    ],
  },
];

/** The page of the address. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads what the matched routes of an address read before they render (the brand's check, the
 * screens' chunks and texts), so the server renders them in full and hydration renders the same.
 * Resolves to the brand's check, if the address is a brand's.
 */
export async function preloadRoutes(
  matches: readonly RouteMatch[],
  queryClient: QueryClient,
): Promise<BrandCheck | undefined> {
  const { locale, brand } = matches.at(-1)?.params ?? {};
  const brandMatch = matches.some(({ route }) => route.id === 'brand');
  const texts = [
    ...new Set(matches.flatMap(({ route }) => (route.handle as AreaHandle | undefined)?.texts ?? [])),
  ];
  const screens = matches.flatMap(({ route }) => {
    const { screen } = (route.handle as AreaHandle | undefined) ?? {};
    return screen && locale && isLocale(locale) ? [loadScreen(screen, locale, texts)] : [];
  });
  const [check] = await Promise.all([
    brandMatch ? checkBrand(queryClient, locale, brand) : undefined,
    ...screens,
  ]);
  return check;
}
