import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { attrNumber, CAR_RENDITIONS, carPicture, svgText } from '@autohub/car-drawing';
import { createAssetSource, type ImageProbe } from './asset-source';
import { CarImage, carPhotoUrl } from './car-image';
import { CarDrawing } from './car-drawing';

const WRANGLER = { lengthMm: 4_882, heightMm: 1_848, wheelbaseMm: 3_008, widthMm: 1_894 };
const WRANGLER_SIGNATURE = { lamps: 'round', spareWheel: true, upright: true } as const;

/** The elements of a drawing as (tag, attributes) in document order, attributes in SVG's names. */
function elementsOf(root: Element): [string, Record<string, string>][] {
  return [...root.querySelectorAll('*')].map((e) => [
    e.tagName,
    Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])),
  ]);
}

describe('car picture', () => {
  it.each(['side', 'front34', 'rear34', 'interior'] as const)(
    'shows in the %s view exactly the picture the shared drawing describes',
    (view) => {
      const car = {
        brand: 'jeep',
        category: 'suv',
        dimensions: WRANGLER,
        signature: WRANGLER_SIGNATURE,
        color: '#1f5e3a',
        roofColor: '#111111',
        coatingColor: '#6b4a2f',
        sunroof: true,
        roofRack: true,
        view,
      } as const;
      const web = render(<CarDrawing {...car} rendition="square" />).container.querySelector('svg');
      const clip = web?.querySelector('clipPath')?.id ?? 'none';
      // The same tree written as SVG text, as the api serves it, read back by the browser's parser.
      const text = svgText(carPicture({ ...car, size: CAR_RENDITIONS.square, clipId: clip }));
      const shared = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      expect(web?.getAttribute('viewBox')).toBe(shared.getAttribute('viewBox'));
      expect(web?.getAttribute('data-view')).toBe(view);
      // Numbers differ only in how they are written (the text keeps two decimals).
      const rounded = (elements: ReturnType<typeof elementsOf>) =>
        elements.map(([tag, attrs]) => [
          tag,
          Object.fromEntries(
            Object.entries(attrs).map(([k, v]) => [k, /^-?[\d.]+$/.test(v) ? attrNumber(Number(v)) : v]),
          ),
        ]);
      expect(rounded(elementsOf(web as Element))).toEqual(rounded(elementsOf(shared)));
      expect(web?.querySelectorAll('[data-part]').length).toBeGreaterThan(2);
    },
  );

  it('is an image named by its label, and hidden decoration without one', () => {
    const { container } = render(
      <CarDrawing brand="jeep" category="suv" color="#112233" view="front34" label="Renegade" />,
    );
    expect(screen.getByRole('img', { name: 'Renegade' })).toHaveAttribute('data-view', 'front34');
    expect(container.querySelector('svg')).toHaveAttribute('data-color', '#112233');
    const plain = render(<CarDrawing brand="jeep" category="suv" color="#112233" />).container;
    expect(plain.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(plain.querySelector('title')).toBeNull();
  });

  it("shows a named frame of its size until the drawing's chunk is there, then the drawing", async () => {
    // A fresh module: the chunk of the drawing not loaded yet, as on a page's first picture.
    vi.resetModules();
    const { CarPicture } = await import('./car-picture');
    const { container } = render(
      <CarPicture brand="fiat" category="hatch" color="#d11f2e" rendition="card" label="Argo" />,
    );
    const frame = screen.getByRole('img', { name: 'Argo' });
    expect(frame).toHaveAttribute('data-pending');
    expect(frame).toHaveAttribute('width', String(CAR_RENDITIONS.card.width));
    expect(frame).toHaveAttribute('height', String(CAR_RENDITIONS.card.height));
    await waitFor(() => expect(container.querySelector('[data-part="body"]')).not.toBeNull());
    const drawing = screen.getByRole('img', { name: 'Argo' });
    expect(drawing).not.toHaveAttribute('data-pending');
    expect(drawing).toHaveAttribute('data-color', '#d11f2e');
    // Once loaded, a picture draws at once.
    const next = render(<CarPicture brand="fiat" category="hatch" color="#000000" />).container;
    expect(next.querySelector('[data-part="body"]')).not.toBeNull();
  });

  it('gives each picture of a page its own clip, so a second car is not cut to the first', () => {
    const { container } = render(
      <>
        <CarDrawing brand="jeep" category="suv" color="#112233" />
        <CarDrawing brand="jeep" category="suv" dimensions={WRANGLER} color="#112233" />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((c) => c.id);
    expect(new Set(ids).size).toBe(2);
    for (const svg of container.querySelectorAll('svg')) {
      const own = svg.querySelector('clipPath')?.id;
      for (const clipped of svg.querySelectorAll('[clip-path]')) {
        expect(clipped.getAttribute('clip-path')).toBe(`url(#${own})`);
      }
    }
  });

  it.each([
    ['thumb', '48x48'],
    ['card', '140x100'],
    ['square', '319x319'],
    ['large', '1280x1280'],
  ] as const)('renders the %s rendition at %s', (rendition, size) => {
    const { container } = render(
      <CarDrawing brand="fiat" category="hatch" color="#d11f2e" rendition={rendition} />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-rendition', size);
    expect(`${svg?.getAttribute('width')}x${svg?.getAttribute('height')}`).toBe(size);
  });
});

describe('asset source', () => {
  function probeWith(answers: Record<string, boolean>) {
    const calls: string[] = [];
    const probe: ImageProbe = vi.fn(async (url: string) => {
      calls.push(url);
      if (!answers[url]) throw new Error('404');
    });
    return { probe, calls };
  }

  it('loads, then succeeds from the primary address', async () => {
    const { probe } = probeWith({ '/a.webp': true });
    const source = createAssetSource(probe);
    expect(source.request('a', '/a.webp', '/fb.webp')).toEqual({ status: 'loading', fallback: false });
    await waitFor(() =>
      expect(source.get('a')).toEqual({ status: 'success', url: '/a.webp', fallback: false }),
    );
  });

  it('flags a success from the fallback address, and errors when both fail', async () => {
    const { probe } = probeWith({ '/fb.webp': true });
    const source = createAssetSource(probe);
    source.request('a', '/a.webp', '/fb.webp');
    await waitFor(() =>
      expect(source.get('a')).toEqual({ status: 'success', url: '/fb.webp', fallback: true }),
    );
    source.request('b', '/b.webp', '/none.webp');
    await waitFor(() => expect(source.get('b')?.status).toBe('error'));
  });

  it('never fetches an asset twice, loading, loaded or failed', async () => {
    const { probe, calls } = probeWith({ '/a.webp': true });
    const source = createAssetSource(probe);
    source.request('a', '/a.webp');
    source.request('a', '/a.webp');
    await waitFor(() => expect(source.get('a')?.status).toBe('success'));
    source.request('a', '/a.webp');
    source.request('x', '/x.webp');
    await waitFor(() => expect(source.get('x')?.status).toBe('error'));
    source.request('x', '/x.webp');
    expect(calls).toEqual(['/a.webp', '/x.webp']);
  });
});

describe('car image', () => {
  const photo = { model: '552', version: '552AB1', series: '', year: 2026, color: 'PRETO' };
  const paths = { images: '/media/jeep/', fallbackImages: '/media/default/' };

  it('builds the address from the settings paths, the car, the view and the rendition', () => {
    expect(carPhotoUrl(paths.images, photo, 'front34', 'square')).toBe(
      '/media/jeep/552/552AB1/2026/PRETO/front34.319x319.webp',
    );
  });

  it('shows the drawing while the photo loads and the photo once it answers', async () => {
    let answer: () => void = () => undefined;
    const source = createAssetSource(() => new Promise<void>((resolve) => (answer = resolve)));
    const { container } = render(
      <CarImage
        source={source}
        assetPaths={paths}
        photo={photo}
        brand="jeep"
        category="suv"
        color="#000000"
        label="Renegade"
      />,
    );
    expect(container.querySelector('svg')).not.toBeNull();
    await act(async () => answer());
    const img = await screen.findByRole('img', { name: 'Renegade' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/media/jeep/552/552AB1/2026/PRETO/side.319x319.webp');
  });

  it('keeps the drawing when neither set has the picture, and fetches nothing without paths', async () => {
    const probe = vi.fn<ImageProbe>(async () => {
      throw new Error('404');
    });
    const source = createAssetSource(probe);
    const { container } = render(
      <CarImage
        source={source}
        assetPaths={paths}
        photo={photo}
        brand="jeep"
        category="suv"
        color="#000000"
      />,
    );
    await waitFor(() => expect(probe).toHaveBeenCalledTimes(2));
    expect(container.querySelector('svg')).not.toBeNull();
    render(<CarImage source={source} brand="jeep" category="suv" color="#000000" />);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
