import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { FIXTURE_DIMENSIONS, FIXTURE_SIGNATURES, mockSettingsApi, renderApp } from '../../test/render-app';

describe('builder model list', () => {
  it("draws each model's thumbnail from its own datasheet and signature, at the card rendition", async () => {
    const outline = (code: string, category: string) => {
      const { container, unmount } = render(
        <CarPicture
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
    renderApp('/pt-BR/fiat/builder');
    const pulse = (await screen.findByRole('link', { name: /Pulse/ })).querySelector('svg');
    const strada = screen.getByRole('link', { name: /Strada/ }).querySelector('svg');
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
