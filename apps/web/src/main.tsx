import type { PageSettings } from '@autohub/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from './lib/query/query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { textAreasOf } from './app/route-areas';
import { createRoutes } from './app/routes';
import { loadLocale, localeFromPath } from './lib/i18n/i18n';
import { markHubPage } from './lib/page/hub-page';
import { setDefaultTtl } from './lib/storage/ttl-storage';
import { readPageData } from './ssr/page-data';
import 'virtual:brand-themes.css';
import './styles/global.css';
// The styles of the components the server-rendered pages (home, model, shared build) show on their
// first screen, in the entry's style sheet: otherwise each comes as a render-blocking file of its own
// beside the route's. The components import them too; the build keeps one copy, here.
import './components/form-field/form-field.css';
import './components/location-selector/location-selector.css';
import './components/version-picker/version-picker.css';
import './components/whatsapp-entry/whatsapp-entry.css';

markHubPage(document.body);

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page the server rendered (home, model, shared build, financing) brings its data along.
const pageData = readPageData(document);

/** Loads the lazy routes of the address first, so hydration renders what the server rendered. */
async function resolveLazyMatches(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  // Texts of the visitor's language first, so even the first paint (or an error page) is translated:
  // the common ones and the areas of the address's routes, the very set the server rendered with.
  const areas = textAreasOf(matchRoutes(routes, window.location) ?? []);
  const texts = loadLocale(localeFromPath(window.location.pathname), areas).catch((error: unknown) =>
    console.error(error),
  );
  if (!pageData) {
    await texts;
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, pageData.queries);
  // What the brand route's loader does in the browser; the server already ran it for this page.
  const settings = queryClient.getQueriesData<PageSettings>({ queryKey: ['page-settings'] })[0]?.[1];
  if (settings) setDefaultTtl(settings.locationTtlMs);
  await Promise.all([texts, resolveLazyMatches(routes)]);
  const router = createBrowserRouter(routes, { hydrationData: pageData.router });
  // Hydrated as a transition: React yields to the browser between pieces of the page, so a tap or
  // a key while it hydrates is answered at once instead of after one long task (decision 061).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container);
