import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

describe('builder of a model the catalogue does not have', () => {
  // The api's answers: a code of no model, and one it refuses by its format (`/builder/1`).
  const answers = {
    NOPE: (message: string) => ({ status: 404, body: { code: 'model_not_found', message } }),
    '1': () => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Confira os campos obrigatórios',
        details: [{ path: 'querystring.modelCode', code: 'too_small', message: 'Too small' }],
      },
    }),
  };
  for (const [locale, message, action, code] of [
    ['pt-BR', 'Modelo não encontrado', 'Todos os modelos', 'NOPE'],
    ['es-AR', 'Modelo no encontrado', 'Todos los modelos', 'NOPE'],
    ['pt-BR', 'Modelo não encontrado', 'Todos os modelos', '1'],
    ['es-AR', 'Modelo no encontrado', 'Todos los modelos', '1'],
  ] as const) {
    it(`${locale}, /builder/${code}: says so at once under its own heading, leads to the brand's models, and does not ask the api again`, async () => {
      const settingsApi = mockSettingsApi();
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/catalogue/model/latest') {
          const answer = answers[code](message);
          return new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': 'application/json' },
          });
        }
        return settingsApi(input);
      });
      vi.stubGlobal('fetch', fetchMock);
      await renderApp(`/${locale}/fiat/builder/${code}`);
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
