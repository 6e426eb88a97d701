/**
 * The server renderer of the pages a visitor should see before any script runs: a brand's home,
 * a model in the builder, a shared build and the financing page. The api builds it with
 * `vite build --ssr`, loads it when present and answers those addresses with their HTML and the
 * data it was rendered from; every other address keeps the plain app shell. See docs/decisions/052-server-rendered-pages.md.
 */
import { BRANDS, MARKETS, isBrandSlug, isLocale, type BrandSlug, type Locale } from '@autohub/domain';
import { dehydrate } from './lib/query/query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { textAreasOf } from './app/route-areas';
import { AppRoutes, appRoutes, preloadRoutes, type BrandCheck } from './app/routes';
import { fetchSharedBuildPage, modelDetailQuery, modelListQuery } from './features/builds/builder.api';
import { modelListQuery as financingModelsQuery } from './features/financing/financing.api';
import { modelOffersQuery } from './features/home/use-model-offers';
import { type ApiTransport, setApiTransport } from './lib/api/api-client';
import { i18n, loadLocale, textModule, textsOf, withCommon } from './lib/i18n/i18n';
import { loadLaterParts } from './lib/page/later-part';
import { DocumentTitleSink, documentTitleOf } from './lib/page/use-document-title';
import { PAGE_DATA_ID, serializePageData } from './ssr/page-data';
import { THEMES, resolveSkin } from './styles/themes';

export { PAGE_DATA_ID };

/** The pages rendered on the server, by kind. */
export type PageKind = 'home' | 'model' | 'shared-build' | 'financing';

interface PageMatch {
  kind: PageKind;
  locale: Locale;
  brand: BrandSlug;
  modelCode?: string;
  buildCode?: string;
}

const HOME = /^\/([^/]+)\/([^/]+)\/?$/;
const MODEL = /^\/([^/]+)\/([^/]+)\/builder\/([A-Za-z0-9]{3,4})\/?$/;
const BUILDER = /^\/([^/]+)\/([^/]+)\/builder\/?$/;
const FINANCING = /^\/([^/]+)\/([^/]+)\/financing\/?$/;
const MODEL_CODE = /^[A-Za-z0-9]{3,4}$/;

/** Which server-rendered page an address is, or null for every other one. */
export function pageOf(url: string): PageMatch | null {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const known = (locale: string | undefined, brand: string | undefined) =>
    locale !== undefined && brand !== undefined && isLocale(locale) && isBrandSlug(brand)
      ? { locale, brand }
      : null;
  let m = HOME.exec(pathname);
  if (m) {
    const where = known(m[1], m[2]);
    return where ? { kind: 'home', ...where } : null;
  }
  m = MODEL.exec(pathname);
  if (m?.[3]) {
    const where = known(m[1], m[2]);
    return where ? { kind: 'model', ...where, modelCode: m[3] } : null;
  }
  m = BUILDER.exec(pathname);
  const build = searchParams.get('build');
  if (m && build) {
    const where = known(m[1], m[2]);
    return where ? { kind: 'shared-build', ...where, buildCode: build } : null;
  }
  m = FINANCING.exec(pathname);
  if (m) {
    const where = known(m[1], m[2]);
    // `?model=` (a home page model card) pre-fills the car step's model: its versions are warmed too.
    const asked = searchParams.get('model');
    const model = asked && MODEL_CODE.test(asked) ? { modelCode: asked } : {};
    return where ? { kind: 'financing', ...where, ...model } : null;
  }
  return null;
}

const BRAND_ADDRESS = /^\/([^/]+)\/([^/?#]+)(?:[/?#]|$)/;

/** The locale and brand of a brand's page address (`/{locale}/{brand}/...`), or null. */
export function brandAddressOf(url: string): { locale: Locale; brand: BrandSlug } | null {
  const m = BRAND_ADDRESS.exec(url);
  const [locale, brand] = [m?.[1], m?.[2]];
  return locale !== undefined && brand !== undefined && isLocale(locale) && isBrandSlug(brand)
    ? { locale, brand }
    : null;
}

/** The `<head>` texts of a page, in its language, for the api to write into the served HTML. */
export interface PageHeadTags {
  title: string;
  description: string;
  /** The brand's colour, for the browser's own interface. */
  themeColor: string;
}

/**
 * The head of any page of a brand before the app runs: "<Brand> | Autohub", the brand's description
 * in the page's language and its colour. The rendered pages bring their own title (render).
 */
export async function brandHead(url: string): Promise<PageHeadTags | null> {
  const address = brandAddressOf(url);
  if (!address) return null;
  const t = await textsOf(address.locale);
  const name = BRANDS[address.brand].name;
  return {
    title: documentTitleOf(name),
    description: t('app.description', { brand: name }),
    themeColor: THEMES[address.brand].primary,
  };
}

export interface RenderedPage {
  kind: PageKind;
  locale: Locale;
  /** The markup of `#root`. */
  html: string;
  /** The `<script type="application/json">` element with the page's data (escaped for HTML). */
  dataScript: string;
  /** Source modules of the page's lazy routes and texts, for the api to link from the build manifest. */
  modules: string[];
  /** Attributes of `<html>` the brand layout would set: the language, the brand and its skin. */
  htmlAttributes: Record<string, string>;
  /** The page's title (the one its screen sets in the browser), description and colour. */
  head: PageHeadTags;
}

/** Source module of each lazy area the rendered pages open, as the client build's manifest names it. */
const PAGE_MODULES: Record<PageKind, string[]> = {
  home: ['src/features/home/home-page.tsx'],
  model: ['src/features/builds/builder-page.tsx'],
  'shared-build': ['src/features/builds/builder-page.tsx'],
  financing: ['src/features/financing/funding-flow-page.tsx'],
};

/** Fetches a query into the cache; a failed one stays out of the page data and the browser asks again. */
async function warm(fetchQuery: () => Promise<unknown>): Promise<void> {
  try {
    await fetchQuery();
  } catch {
    // The page renders its own loading or error state for it, as in the browser.
  }
}

/**
 * Renders one of the pages above. `api` answers the page's api calls (the api's own routes, in
 * process). Returns null when the address is not one of them or its route does not answer 200
 * (a redirect, an unknown brand, a missing model): the app shell then serves it as before.
 */
export async function render(url: string, api: ApiTransport): Promise<RenderedPage | null> {
  const page = pageOf(url);
  if (!page) return null;
  setApiTransport(api);

  const queryClient = createQueryClient();
  const matches = matchRoutes(appRoutes, new URL(url, 'http://page.invalid').pathname) ?? [];
  // What the routes read before they render: the brand's settings and texts, the screen's chunk.
  let check: BrandCheck | undefined;
  try {
    check = await preloadRoutes(matches, queryClient);
  } catch {
    return null;
  }
  if (!check || 'notFound' in check) return null;
  const { settings } = check;
  const { country } = settings;
  const { modelCode, buildCode } = page;
  if (page.kind === 'home') {
    await Promise.all([
      warm(() => queryClient.fetchQuery(modelListQuery(page.brand, country))),
      warm(() => queryClient.fetchQuery(modelOffersQuery(page.brand, country, undefined))),
    ]);
  } else if (page.kind === 'financing') {
    // The car step's model list, at the market of the page's language as the step asks it. A stored
    // build is the browser's alone: the step shows it once hydrated, from the same first render.
    const market = MARKETS[page.locale].country;
    await Promise.all([
      warm(() => queryClient.fetchQuery(financingModelsQuery(page.brand, market))),
      modelCode
        ? warm(() => queryClient.fetchQuery(modelDetailQuery(page.brand, market, modelCode)))
        : undefined,
    ]);
  } else if (modelCode) {
    await warm(() => queryClient.fetchQuery(modelDetailQuery(page.brand, country, modelCode)));
  } else if (buildCode) {
    // The builder showing the shared build at its step, priced at the build's state.
    const shared = { brand: page.brand, locale: page.locale, country, code: buildCode };
    await warm(() => fetchSharedBuildPage(queryClient, shared));
  }

  // The page's later parts render in full, not as their fallbacks (their chunks load once per process).
  await loadLaterParts();
  // The common texts and the areas of the page's routes (their loaders fetched them): the browser
  // loads the same set before it hydrates (main.tsx), and the page preloads exactly these.
  const areas = withCommon(textAreasOf(matches));
  // Texts last: rendering is synchronous from here, so no other request can switch the language.
  await loadLocale(page.locale, areas);
  // Another request may have switched the language while this one waited: switch it back.
  i18n.changeLanguage(page.locale);
  // The title the page's screen sets, as it would in the browser (the last one set wins).
  let title = documentTitleOf(settings.brandName);
  const html = renderToString(
    <StrictMode>
      <DocumentTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </DocumentTitleSink.Provider>
    </StrictMode>,
  );
  const skin = resolveSkin(settings.skin, page.brand);
  const data = serializePageData({
    queries: dehydrate(queryClient),
  });
  return {
    kind: page.kind,
    locale: page.locale,
    html,
    dataScript: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
    modules: [...PAGE_MODULES[page.kind], ...areas.map((area) => textModule(page.locale, area))],
    htmlAttributes: { lang: page.locale, 'data-brand': page.brand, 'data-skin': skin },
    head: {
      title,
      description: i18n.getFixedT(page.locale)('app.description', { brand: settings.brandName }),
      themeColor: THEMES[skin].primary,
    },
  };
}
