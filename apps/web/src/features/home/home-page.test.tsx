import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModelDimensions } from '@autohub/contract';
import { describe, expect, it } from 'vitest';
import { CarDrawing } from '../../components/car-imagery/car-drawing';
import { FIXTURE_DIMENSIONS, mockSettingsApi, renderApp } from '../../test/render-app';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The settings fixture's api plus the offers answer: the Pulse Impetus on a campaign. */
function mockApiWithOffers() {
  const fetchMock = mockSettingsApi();
  const settingsAnswer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/prices/offers') {
      return json({
        brand: 'fiat',
        country: 'BR',
        state: 'SP',
        currency: 'BRL',
        offers: [
          {
            modelCode: '5231',
            modelName: 'Pulse',
            mvsCode: '5231B1',
            versionName: 'Impetus',
            year: 2026,
            bonus: 600_000,
            price: 14_400_000,
          },
        ],
        unavailable: false,
      });
    }
    return settingsAnswer(input);
  });
  return fetchMock;
}

describe('home page', () => {
  it('leads with the first model: its price, a way to build it and to finance it', async () => {
    mockSettingsApi();
    await renderApp('/pt-BR/fiat');
    const hero = await screen.findByRole('region', { name: 'Fiat' });
    expect(within(hero).getByText('Pulse', { selector: '.hero__model' })).toBeInTheDocument();
    expect(await within(hero).findByText(/R\$\s?120\.990,00/)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Monte o seu Pulse' })).toHaveAttribute(
      'href',
      '/pt-BR/fiat/builder/5231',
    );
    expect(within(hero).getByRole('link', { name: 'Financiar Pulse' })).toHaveAttribute(
      'href',
      '/pt-BR/fiat/financing?model=5231',
    );
  });

  it("draws each model's card and the hero from the model's own datasheet", async () => {
    // The outline each model's own figures give, drawn apart before the page renders.
    const outline = (dimensions: ModelDimensions | undefined, category: string) => {
      const { container, unmount } = render(
        <CarDrawing brand="fiat" category={category} dimensions={dimensions} color="#a6192e" />,
      );
      const d = container.querySelector('[data-part="body"]')?.getAttribute('d');
      unmount();
      return d;
    };
    const pulse = outline(FIXTURE_DIMENSIONS['5231'], 'suv');
    const strada = outline(FIXTURE_DIMENSIONS['3561'], 'pickup');
    expect(pulse).not.toBe(outline(undefined, 'suv'));
    mockSettingsApi();
    const { container } = await renderApp('/pt-BR/fiat');
    const bodyOf = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('img').querySelector('[data-part="body"]');
    await screen.findByRole('article', { name: 'Pulse' });
    await waitFor(() => expect(bodyOf('Pulse')).toHaveAttribute('d', pulse));
    expect(bodyOf('Strada')).toHaveAttribute('d', strada);
    expect(container.querySelector('.hero__art [data-part="body"]')).toHaveAttribute('d', pulse);
  });

  it('opens each model from its card, with build, financing and test-drive actions', async () => {
    mockSettingsApi();
    await renderApp('/es-AR/peugeot');
    const card = await screen.findByRole('article', { name: 'Strada' });
    expect(within(card).getByRole('link', { name: 'Strada' })).toHaveAttribute(
      'href',
      '/es-AR/peugeot/builder/3561',
    );
    expect(within(card).getByRole('link', { name: 'Armá el tuyo Strada' })).toHaveAttribute(
      'href',
      '/es-AR/peugeot/builder/3561',
    );
    expect(within(card).getByRole('link', { name: 'Financiar Strada' })).toHaveAttribute(
      'href',
      '/es-AR/peugeot/financing?model=3561',
    );
    expect(within(card).getByRole('link', { name: 'Test drive Strada' })).toHaveAttribute(
      'href',
      '/es-AR/peugeot/test-drive?model=3561',
    );
  });

  it('shows the campaign bonus of a model in the offers strip', async () => {
    mockApiWithOffers();
    await renderApp('/pt-BR/fiat');
    const offers = await screen.findByRole('region', { name: 'Ofertas do mês' });
    const offer = await within(offers).findByRole('link', { name: /bônus/ });
    expect(offer).toHaveTextContent(/R\$\s?6\.000,00 de bônus/);
    expect(offer).toHaveTextContent('Pulse Impetus');
    expect(offer).toHaveAttribute('href', '/pt-BR/fiat/builder/5231');
  });

  it('says so when no model is on a campaign, keeping the strip in place', async () => {
    mockSettingsApi();
    await renderApp('/pt-BR/jeep');
    const offers = await screen.findByRole('region', { name: 'Ofertas do mês' });
    expect(await within(offers).findByText(/Nenhuma oferta de campanha/)).toBeInTheDocument();
  });

  it('keeps the no-model message for a brand with no model in the market', async () => {
    mockSettingsApi(() => ({ currentCarModels: [] }));
    await renderApp('/es-AR/dodge');
    expect(await screen.findByText('No hay modelos disponibles en este momento.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ofertas del mes' })).toBeNull();
  });

  it('sends a postal code to the dealer locator', async () => {
    mockSettingsApi();
    const user = userEvent.setup();
    const { history } = await renderApp('/pt-BR/fiat');
    const block = await screen.findByRole('region', { name: 'Encontre uma concessionária' });
    await user.type(within(block).getByLabelText('CEP'), '01310100');
    await user.click(within(block).getByRole('button', { name: 'Buscar concessionárias' }));
    await waitFor(() => expect(history.location.pathname).toBe('/pt-BR/fiat/dealers'));
    expect(history.location.search).toBe('?postalCode=01310-100');
  });
});
