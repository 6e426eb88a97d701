import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CarDrawing } from '../../components/car-imagery/car-drawing';
import { saveLocation } from '../../components/location-selector/location-store';
import { FIXTURE_DIMENSIONS, FIXTURE_SIGNATURES, mockSettingsApi, renderApp } from '../../test/render-app';

describe('builder model list', () => {
  it("draws each model's thumbnail from its own datasheet and signature, at the card rendition", async () => {
    const outline = (code: string, category: string) => {
      const { container, unmount } = render(
        <CarDrawing
          brand="fiat"
          category={category}
          dimensions={FIXTURE_DIMENSIONS[code]}
          signature={FIXTURE_SIGNATURES[code]}
          color="#a6192e"
        />,
      );
      const d = container.querySelector('[data-part="body"]')?.getAttribute('d');
      unmount();
      return d;
    };
    mockSettingsApi();
    await renderApp('/pt-BR/fiat/builder');
    const pictureOf = (name: RegExp) => screen.getByRole('link', { name }).querySelector('svg');
    await screen.findByRole('link', { name: /Pulse/ });
    // The drawings come with their own chunk (components/car-imagery/car-picture.tsx).
    await waitFor(() => expect(pictureOf(/Pulse/)?.querySelector('[data-part="body"]')).not.toBeNull());
    const pulse = pictureOf(/Pulse/);
    const strada = pictureOf(/Strada/);
    for (const svg of [pulse, strada]) expect(svg).toHaveAttribute('data-rendition', '140x100');
    expect(pulse?.querySelector('[data-part="body"]')).toHaveAttribute('d', outline('5231', 'suv'));
    expect(strada?.querySelector('[data-part="body"]')).toHaveAttribute('d', outline('3561', 'pickup'));
    // The pickup shows its open bed and its own split lamps; the SUV keeps the brand's slim ones.
    expect(strada?.querySelector('[data-part="open-bed"]')).not.toBeNull();
    expect(strada?.querySelector('[data-lamp="split"]')).not.toBeNull();
    expect(pulse?.querySelector('[data-part="open-bed"]')).toBeNull();
    expect(pulse?.querySelector('[data-lamp="split"]')).toBeNull();
  });
});

describe('builder location box', () => {
  for (const [locale, country, stateLabel, change] of [
    ['pt-BR', 'BR', 'Estado', 'Alterar localização'],
    ['es-AR', 'AR', 'Provincia', 'Cambiar ubicación'],
  ] as const) {
    it(`${locale}: shows the kept location without the form, and opens the form with the focus on its list`, async () => {
      saveLocation(
        country === 'BR'
          ? { countryCode: 'BR', stateCode: 'SP', isoCode: 'SP', stateName: 'São Paulo' }
          : { countryCode: 'AR', stateCode: 'Córdoba', isoCode: 'X', stateName: 'Córdoba' },
      );
      mockSettingsApi();
      const user = userEvent.setup();
      await renderApp(`/${locale}/fiat/builder`);
      const box = await screen.findByRole('region', { name: /localização|ubicación/i });
      expect(within(box).getByTestId('location-current')).toHaveTextContent(
        country === 'BR' ? 'São Paulo' : 'Córdoba',
      );
      expect(within(box).queryByRole('combobox')).toBeNull();
      await user.click(within(box).getByRole('button', { name: change }));
      // While the form's chunk loads, a disabled list of the same name holds its place: the list the
      // focus lands on is the form's own.
      await waitFor(() => {
        const list = within(box).getByRole('combobox', { name: stateLabel });
        expect(list).toBeEnabled();
        expect(list).toHaveFocus();
      });
    });
  }
});
