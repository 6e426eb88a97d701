import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

describe('builder of a model the catalogue does not have', () => {
  for (const [locale, message, action] of [
    ['pt-BR', 'Modelo não encontrado', 'Todos os modelos'],
    ['es-AR', 'Modelo no encontrado', 'Todos los modelos'],
  ] as const) {
    it(`${locale}: says so at once under its own heading, leads to the brand's models, and does not ask the api again`, async () => {
      const settingsApi = mockSettingsApi();
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/catalogue/model/latest') {
          return new Response(JSON.stringify({ code: 'model_not_found', message }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          });
        }
        return settingsApi(input);
      });
      vi.stubGlobal('fetch', fetchMock);
      await renderApp(`/${locale}/fiat/builder/NOPE`);
      expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${message} | Autohub`));
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `/${locale}/fiat/builder`);
      // Neither steps nor a location box for a model that cannot be built.
      expect(screen.queryByRole('navigation', { name: /Etapas|Pasos/ })).toBeNull();
      expect(screen.queryByRole('region', { name: /localização|ubicación/i })).toBeNull();
      // Said after the one answer: retrying it would have asked three more times first.
      const asked = fetchMock.mock.calls.filter(([input]) =>
        String(input).includes('/catalogue/model/latest'),
      );
      expect(asked).toHaveLength(1);
    });
  }
});
