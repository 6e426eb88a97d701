import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from './lib/query/query';
import { matchRoutes } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { textAreasOf } from './app/route-areas';
import { AppRoutes, appRoutes, preloadRoutes } from './app/routes';
import { loadLocale, localeFromPath } from './lib/i18n/i18n';
import { markHubPage } from './lib/page/hub-page';
import { AppRouter, createAppHistory } from './lib/routing/app-router';
import { setLinkIntent } from './lib/routing/link-intent';
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
const history = createAppHistory();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page the server rendered (home, model, shared build, financing) brings its data along.
const pageData = readPageData(document);

// A link a person heads for loads its page's code and texts before the click (decision 074).
setLinkIntent((href) => {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  void preloadRoutes(matches, queryClient).catch(() => undefined);
});

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>
);

async function start(root: HTMLElement): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  // Texts of the visitor's language first, so even the first paint (or an error page) is translated:
  // the common ones and the areas of the address's routes, the very set the server rendered with.
  const texts = loadLocale(localeFromPath(window.location.pathname), textAreasOf(matches)).catch(
    (error: unknown) => console.error(error),
  );
  if (!pageData) {
    await texts;
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, pageData.queries);
  // What the routes read before they render (the brand's settings from the hydrated cache, the
  // screens' chunks), settled first: hydration renders at once what the server rendered.
  await Promise.all([texts, preloadRoutes(matches, queryClient).catch(() => undefined)]);
  // Hydrated as a transition: React yields to the browser between pieces of the page, so a tap or
  // a key while it hydrates is answered at once instead of after one long task (decision 061).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

void start(container);
