import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

/** The api as the comparator meets it: the model's answer given, every other call as the settings mock. */
function stubApi(model: { status: number; body: unknown }) {
  const settingsApi = mockSettingsApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/catalogue/model/latest') {
      return new Response(JSON.stringify(model.body), {
        status: model.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return settingsApi(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const called = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('comparator of a model it cannot compare', () => {
  for (const [locale, title, action] of [
    ['pt-BR', 'Modelo não encontrado', 'Todos os modelos'],
    ['es-AR', 'Modelo no encontrado', 'Todos los modelos'],
  ] as const) {
    it(`${locale}: a code of no model says so under its own heading and leads to the brand's models`, async () => {
      stubApi({ status: 404, body: { code: 'model_not_found', message: title } });
      await renderApp(`/${locale}/fiat/compare/NOPE`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | Autohub`));
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `/${locale}/fiat/builder`);
      expect(document.querySelector('[data-skeleton]')).toBeNull();
    });

    it(`${locale}: a code the api refuses by its format is a model it does not have either`, async () => {
      stubApi({
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Confira os campos obrigatórios',
          details: [{ path: 'querystring.modelCode', code: 'too_small', message: 'Too small' }],
        },
      });
      await renderApp(`/${locale}/fiat/compare/1`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByText(/Confira os campos/)).toBeNull();
    });
  }

  for (const [locale, sentence, action] of [
    ['pt-BR', 'O Fiat Toro tem uma só versão: não há outra para comparar.', 'Montar o Toro'],
    ['es-AR', 'El Fiat Toro tiene una sola versión: no hay otra para comparar.', 'Armá tu Toro'],
  ] as const) {
    it(`${locale}: a model of one version says there is nothing to compare and leads to its builder`, async () => {
      const fetchMock = stubApi({
        status: 200,
        body: {
          model: { brand: 'fiat', code: '226', name: 'Fiat Toro', shortName: 'Toro', versionCount: 1 },
          year: 2026,
          versions: [{ mvs: { code: '2262AJ1', year: 2026 } }],
        },
      });
      await renderApp(`/${locale}/fiat/compare/226`);
      expect(await screen.findByText(sentence)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `/${locale}/fiat/builder/226`);
      // Nothing left loading, and no comparison asked for with one version.
      expect(document.querySelector('[data-skeleton]')).toBeNull();
      expect(called(fetchMock, '/api/catalogue/comparisons')).toHaveLength(0);
    });
  }
});
