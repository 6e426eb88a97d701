import type { ModelDimensions, ModelSignature, PageSettings } from '@autohub/contract';
import { isBrandSlug, isLocale } from '@autohub/domain';
import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { AppRouter } from '../lib/routing/app-router';
import { makeSettings } from './settings-fixture';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Datasheet figures the fixture's model list answers, per model code (typical hatch figures for others). */
export const FIXTURE_DIMENSIONS: Readonly<Record<string, ModelDimensions>> = {
  '5231': { lengthMm: 4_099, heightMm: 1_618, wheelbaseMm: 2_532, widthMm: 1_774 },
  '3561': { lengthMm: 4_474, heightMm: 1_576, wheelbaseMm: 2_737, widthMm: 1_732 },
};

/** Signatures the fixture's model list answers, per model code (none for the others). */
export const FIXTURE_SIGNATURES: Readonly<Record<string, ModelSignature>> = {
  '3561': { lamps: 'split' },
};

/**
 * The catalogue's model list as the api answers it for the home page: the settings' current
 * models of the brand, each with the fixture's starting price and datasheet figures.
 */
function modelListAnswer(url: URL, overrides: (brand: string, locale: string) => Partial<PageSettings>): Response {
  const brand = url.searchParams.get('brand') ?? '';
  const country = url.searchParams.get('country') === 'AR' ? 'AR' : 'BR';
  if (!isBrandSlug(brand)) return json(400, { code: 'invalid_request', message: 'Unknown brand' });
  const locale = country === 'AR' ? 'es-AR' : 'pt-BR';
  const settings = makeSettings(brand, locale, overrides(brand, locale));
  return json(200, {
    brand,
    country,
    currency: country === 'AR' ? 'ARS' : 'BRL',
    models: settings.currentCarModels.map((model) => ({
      brand,
      code: model.code,
      name: model.name,
      shortName: model.name,
      category: model.category,
      tagline: '',
      modelYears: [2026],
      latestYear: 2026,
      color: model.color,
      dimensions: FIXTURE_DIMENSIONS[model.code] ?? {
        lengthMm: 4_000,
        heightMm: 1_500,
        wheelbaseMm: 2_520,
        widthMm: 1_730,
      },
      ...(FIXTURE_SIGNATURES[model.code] ? { signature: FIXTURE_SIGNATURES[model.code] } : {}),
      versionCount: 1,
      startingPrice: model.startingPrice,
      startingPrices: {},
    })),
  });
}

/**
 * A fetch double that answers the settings endpoint the way the api does: settings for a known
 * brand and locale, 404 with the contract's error body otherwise.
 */
export function mockSettingsApi(overrides: (brand: string, locale: string) => Partial<PageSettings> = () => ({})) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/catalogue/model') return modelListAnswer(url, overrides);
    const match = /^\/api\/settings\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!match) return json(404, { code: 'not_found', message: 'Not found' });
    const brand = decodeURIComponent(match[1] ?? '');
    const locale = decodeURIComponent(match[2] ?? '');
    if (!isBrandSlug(brand)) return json(404, { code: 'unknown_brand', message: `Unknown brand ${brand}` });
    if (!isLocale(locale)) return json(404, { code: 'unknown_locale', message: `Unknown locale ${locale}` });
    return json(200, makeSettings(brand, locale, overrides(brand, locale)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, routes, what they load first) at an address, in a memory history. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // Awaited: the routes suspend until their settings, texts and screens are loaded.
  const view = await act(async () =>
    render(
      <AppProviders queryClient={queryClient}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>,
    ),
  );
  return { ...view, history, queryClient };
}

/**
 * Runs what opens another page (a click on a link, a history entry) inside an awaited `act`: a
 * navigation is a transition that waits for what the next page reads first.
 */
export async function navigating(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}
