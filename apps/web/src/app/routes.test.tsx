import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, navigating, renderApp } from '../test/render-app';

describe('customer routes', () => {
  beforeEach(() => {
    mockSettingsApi();
  });

  it('redirects / to the default brand and locale', async () => {
    const { history } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiat' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/pt-BR/fiat');
  });

  it('opens the default brand when only a locale is given', async () => {
    const { history } = await renderApp('/es-AR');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    expect(history.location.pathname).toBe('/es-AR/fiat');
  });

  it('shows a not-found page with links to every brand for an unknown brand', async () => {
    await renderApp('/pt-BR/lada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Não encontramos a marca "lada".')).toBeInTheDocument();
    const brands = within(screen.getByRole('region', { name: 'Escolha uma marca' })).getAllByRole('link');
    expect(brands).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Citroën' })).toHaveAttribute('href', '/pt-BR/citroen');
    await waitFor(() => expect(document.title).toMatch(/^404/));
    expect(document.documentElement.dataset.brand).toBeUndefined();
  });

  it('shows the not-found page for an unknown locale', async () => {
    await renderApp('/en-US/jeep');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('O idioma "en-US" não está disponível.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jeep' })).toHaveAttribute('href', '/pt-BR/jeep');
  });

  it('keeps the brand frame for an unknown page of a known brand, with a way back', async () => {
    await renderApp('/es-AR/jeep/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Volver/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio de Jeep' })).toHaveAttribute('href', '/es-AR/jeep');
    await waitFor(() => expect(document.title).toMatch(/^404/));
  });

  it('treats a 404 from the settings api as a not-found page', async () => {
    const fetchMock = mockSettingsApi();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ code: 'unknown_brand', message: 'no' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    await renderApp('/pt-BR/ram');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('offers a retry when the page settings fail to load, and opens the page with it', async () => {
    const fetchMock = mockSettingsApi();
    const answer = fetchMock.getMockImplementation()!;
    // The api refuses the settings until the visitor presses the retry (an answer not asked again
    // by itself, so the error page shows at once).
    let down = true;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('/api/settings/') && down) {
        return new Response(JSON.stringify({ code: 'invalid_request', message: 'refused' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return answer(input);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/pt-BR/fiat');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('heading', { level: 1, name: 'Não foi possível carregar a página' })).toBeInTheDocument();
    down = false;
    await navigating(() => userEvent.setup().click(retry));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiat' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('renders the brand home page with its theme, language and models', async () => {
    await renderApp('/es-AR/peugeot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Peugeot' })).toBeInTheDocument();
    const root = document.documentElement;
    expect(root.lang).toBe('es-AR');
    expect(root.dataset.brand).toBe('peugeot');
    expect(root.dataset.skin).toBe('peugeot');
    await waitFor(() => expect(document.title).toBe('Peugeot: modelos y precios | Autohub'));

    const list = screen.getByRole('list', { name: 'Modelos actuales' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent)).toEqual([
      'Pulse',
      'Strada',
    ]);
    expect(within(cards[0]!).getByText(/\$\s?120\.990,00/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Valor no disponible en este momento')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Ilustración de SUV Pulse' })).toBeInTheDocument();
  });

  it('shows "Valor não disponível no momento" for a model without price in pt-BR', async () => {
    await renderApp('/pt-BR/fiat');
    const strada = await screen.findByRole('article', { name: 'Strada' });
    expect(await within(strada).findByText('Valor não disponível no momento')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pulse' })).getByText(/R\$\s?120\.990,00/)).toBeInTheDocument();
  });

  it('has landmarks, a skip link and header navigation to existing pages only', async () => {
    await renderApp('/pt-BR/dodge');
    await screen.findByRole('heading', { level: 1, name: 'Dodge' });
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo principal' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const primary = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = within(primary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pt-BR/dodge',
      '/pt-BR/dodge/builder',
      '/pt-BR/dodge/financing',
      '/pt-BR/dodge/dealers',
      '/pt-BR/dodge/test-drive',
      '/pt-BR/dodge/services',
      '/pt-BR/dodge/recalls',
      '/pt-BR/dodge/ratings',
      '/pt-BR/dodge/rental',
      '/pt-BR/dodge/employee-purchase',
      '/pt-BR/dodge/discount-club',
      '/pt-BR/dodge/contact',
      '/pt-BR/dodge/account',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('switches brand and locale from the header, keeping the page', async () => {
    const user = userEvent.setup();
    const { history } = await renderApp('/pt-BR/fiat');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });

    const toggle = screen.getByRole('button', { name: /Trocar de marca/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await navigating(() => user.click(within(screen.getByRole('navigation', { name: 'Marcas' })).getByRole('link', { name: 'Leapmotor' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leapmotor' })).toBeInTheDocument();
    expect(document.documentElement.dataset.brand).toBe('leapmotor');
    expect(screen.getByRole('button', { name: /Trocar de marca/ })).toHaveAttribute('aria-expanded', 'false');

    await navigating(() => user.click(screen.getByRole('link', { name: 'Español (Argentina)' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Modelos actuales' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/es-AR/leapmotor');
    expect(document.documentElement.lang).toBe('es-AR');
  });

  it('loads the settings once per brand and locale', async () => {
    const fetchMock = mockSettingsApi();
    const user = userEvent.setup();
    await renderApp('/pt-BR/fiat');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    await navigating(() => user.click(screen.getByRole('link', { name: 'Español (Argentina)' })));
    await screen.findByRole('heading', { level: 2, name: 'Modelos actuales' });
    await navigating(() => user.click(screen.getByRole('link', { name: 'Português (Brasil)' })));
    await screen.findByRole('heading', { level: 2, name: 'Modelos atuais' });
    const settingsCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/settings/'));
    expect(settingsCalls).toEqual(['/api/settings/fiat/pt-BR', '/api/settings/fiat/es-AR']);
  });

  it('marks translated texts when the settings turn dictionary tips on', async () => {
    mockSettingsApi(() => ({ showDictionaryTips: true }));
    await renderApp('/pt-BR/jeep');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Modelos atuais' });
    expect(heading.querySelector('[data-dictionary-key="home.modelsTitle"]')).toHaveAttribute('title', 'home.modelsTitle');
    expect(screen.getByRole('note')).toHaveTextContent('Dicas de tradução ativadas');
  });

  it('shows no dictionary marks when the setting is off', async () => {
    await renderApp('/pt-BR/jeep');
    await screen.findByRole('heading', { level: 2, name: 'Modelos atuais' });
    expect(document.querySelector('[data-dictionary-key]')).toBeNull();
  });
});
