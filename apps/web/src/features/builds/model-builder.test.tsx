import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

describe('builder of a model the catalogue does not have', () => {
  for (const [locale, message] of [
    ['pt-BR', 'Modelo não encontrado'],
    ['es-AR', 'Modelo no encontrado'],
  ] as const) {
    it(`${locale}: says so at once, without asking the api again`, async () => {
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
      const said = await screen.findByText(message);
      expect(said).toHaveAttribute('role', 'alert');
      // Said after the one answer: retrying it would have asked three more times first.
      const asked = fetchMock.mock.calls.filter(([input]) =>
        String(input).includes('/catalogue/model/latest'),
      );
      expect(asked).toHaveLength(1);
    });
  }
});
