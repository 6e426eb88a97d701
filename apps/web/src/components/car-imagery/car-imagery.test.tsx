import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { carSvg, sideProfile } from '@autohub/car-drawing';
import { createAssetSource, type ImageProbe } from './asset-source';
import { CarImage, carPhotoUrl } from './car-image';
import { CarPicture } from './car-picture';

const RENEGADE = { lengthMm: 4_268, heightMm: 1_705, wheelbaseMm: 2_570 };
const COMPASS = { lengthMm: 4_404, heightMm: 1_629, wheelbaseMm: 2_636, widthMm: 1_819 };
const COMMANDER = { lengthMm: 4_769, heightMm: 1_730, wheelbaseMm: 2_794 };
const RAMPAGE = { lengthMm: 5_028, heightMm: 1_780, wheelbaseMm: 2_994 };
const WRANGLER = { lengthMm: 4_882, heightMm: 1_848, wheelbaseMm: 3_008, widthMm: 1_894 };
const WRANGLER_SIGNATURE = { lamps: 'round', spareWheel: true, upright: true } as const;

describe('car geometry from the datasheet', () => {
  it('places the axles by the wheelbase and the bumpers by the length', () => {
    const renegade = sideProfile('suv', RENEGADE);
    expect(renegade.axles[1] - renegade.axles[0]).toBe(2_570);
    expect(Math.max(...renegade.body.map(([x]) => x))).toBe(4_268);
    expect(Math.max(...renegade.body.map(([, y]) => y))).toBe(1_705);
    const commander = sideProfile('suv', COMMANDER);
    expect(commander.length / commander.height).toBeGreaterThan(renegade.length / renegade.height);
  });

  it('gives a short, tall SUV a steeper windscreen than a long, low one', () => {
    // The windscreen's top is the first point of the body at roof height.
    const screenTop = (profile: ReturnType<typeof sideProfile>) =>
      (profile.body.find(([, y]) => y === profile.height)?.[0] ?? 0) / profile.length;
    expect(screenTop(sideProfile('suv', RENEGADE))).toBeLessThan(screenTop(sideProfile('suv', COMMANDER)));
  });

  it('adds a third side window to a long-wheelbase SUV and slopes the roof of an SUV coupé', () => {
    expect(sideProfile('suv', COMPASS).pillars).toHaveLength(1);
    expect(sideProfile('suv', COMMANDER).pillars).toHaveLength(2);
    const roofEnd = (profile: ReturnType<typeof sideProfile>) =>
      Math.max(...profile.body.filter(([, y]) => y >= profile.height - 100).map(([x]) => x));
    expect(roofEnd(sideProfile('suv-coupe', COMPASS))).toBeLessThan(roofEnd(sideProfile('suv', COMPASS)));
  });

  it('draws a pickup with an open bed behind the cab, on bigger wheels', () => {
    const pickup = sideProfile('pickup', RAMPAGE);
    const hatch = sideProfile('hatch');
    expect(pickup.wheelRadius).toBeGreaterThan(hatch.wheelRadius);
    // The roof ends over the cab; the rear of the body is the bed's rail, far below the roof.
    const tail = pickup.body.filter(([x]) => x > pickup.length * 0.7);
    expect(Math.max(...tail.map(([, y]) => y))).toBeLessThan(pickup.height * 0.75);
    expect(pickup.bed?.to).toBeGreaterThan(pickup.length * 0.9);
    expect(sideProfile('suv', RENEGADE).bed).toBeNull();
  });

  it('ends the body before a spare wheel on the tailgate, within the datasheet length', () => {
    const wrangler = sideProfile('suv', WRANGLER, WRANGLER_SIGNATURE);
    expect(wrangler.length).toBe(4_882);
    expect(Math.max(...wrangler.body.map(([x]) => x))).toBe(wrangler.tail);
    expect(wrangler.spare).not.toBeNull();
    expect((wrangler.spare?.x ?? 0) + (wrangler.spare?.width ?? 0)).toBeLessThanOrEqual(4_882);
    expect(sideProfile('suv', WRANGLER).spare).toBeNull();
  });

  it('gives an upright body a steeper windscreen, taller tyres and fender flares', () => {
    const screenTop = (profile: ReturnType<typeof sideProfile>) =>
      (profile.body.find(([, y]) => y === profile.height)?.[0] ?? 0) / profile.tail;
    const upright = sideProfile('suv', WRANGLER, WRANGLER_SIGNATURE);
    const plain = sideProfile('suv', WRANGLER);
    expect(screenTop(upright)).toBeLessThan(screenTop(plain));
    expect(upright.wheelRadius).toBeGreaterThan(plain.wheelRadius);
    expect(upright.flares).toBe(true);
    expect(plain.flares).toBe(false);
  });
});

describe('car picture', () => {
  it('draws two models of one brand differently when their datasheets differ', () => {
    const a = render(<CarPicture brand="jeep" category="suv" dimensions={RENEGADE} color="#3d4b2c" />)
      .container.innerHTML;
    const b = render(<CarPicture brand="jeep" category="suv" dimensions={COMMANDER} color="#3d4b2c" />)
      .container.innerHTML;
    expect(a).not.toBe(b);
  });

  it.each(['side', 'front34'] as const)(
    'gives two models of one body style different outlines in the %s view',
    (view) => {
      const outline = (dimensions: typeof COMPASS | typeof RENEGADE) => {
        const { container } = render(
          <CarPicture brand="jeep" category="suv" dimensions={dimensions} color="#3d4b2c" view={view} />,
        );
        const svg = container.querySelector('svg');
        return [svg?.getAttribute('viewBox'), svg?.querySelector('[data-part="body"]')?.getAttribute('d')];
      };
      const [renegadeBox, renegadeBody] = outline(RENEGADE);
      const [compassBox, compassBody] = outline(COMPASS);
      expect(renegadeBody).toBeTruthy();
      expect(renegadeBody).not.toBe(compassBody);
      expect(renegadeBox).not.toBe(compassBox);
    },
  );

  it("draws the side view as the api's picture does: same box, body, glass, parts and lamps", () => {
    const car = {
      brand: 'jeep',
      category: 'suv',
      dimensions: WRANGLER,
      signature: WRANGLER_SIGNATURE,
      color: '#1f5e3a',
      roofColor: '#111111',
    } as const;
    const { container } = render(<CarPicture {...car} rendition="square" />);
    const api = new DOMParser().parseFromString(
      carSvg({ ...car, title: 'Jeep Wrangler', width: 319, height: 319 }),
      'image/svg+xml',
    ).documentElement;
    const web = container.querySelector('svg');
    const drawing = (svg: Element | null) => ({
      viewBox: svg?.getAttribute('viewBox'),
      body: svg?.querySelector('[data-part="body"]')?.getAttribute('d'),
      glass: svg?.querySelector('path[fill="#1f2a36"]')?.getAttribute('d'),
      roof: svg?.querySelector('[data-roof]')?.getAttribute('data-roof'),
      parts: [...(svg?.querySelectorAll('[data-part]') ?? [])].map((el) => el.getAttribute('data-part')),
      lamps: [...(svg?.querySelectorAll('[data-lamp]') ?? [])].map((el) => el.getAttribute('data-lamp')),
    });
    expect(drawing(web).parts).toContain('spare-wheel');
    expect(drawing(api)).toEqual(drawing(web));
  });

  it('shows the colour, the two-tone roof, the roof bars, the sunroof and the brand lights', () => {
    const { container } = render(
      <CarPicture
        brand="jeep"
        category="suv"
        color="#112233"
        roofColor="#ffffff"
        roofRack
        sunroof
        view="front34"
        label="Renegade"
      />,
    );
    expect(screen.getByRole('img', { name: 'Renegade' })).toHaveAttribute('data-view', 'front34');
    expect(container.querySelector('svg')).toHaveAttribute('data-color', '#112233');
    expect(container.querySelector('[data-roof="#ffffff"]')).not.toBeNull();
    expect(container.querySelector('[data-part="roof-rack"]')).not.toBeNull();
    expect(container.querySelector('[data-part="sunroof"]')).not.toBeNull();
    expect(container.querySelector('[data-lamp="round"]')).not.toBeNull();
    expect(container.querySelector('[data-grille="slots"]')).not.toBeNull();
  });

  it('draws the tail in the rear view and the upholstery in the interior', () => {
    const rear = render(
      <CarPicture brand="peugeot" category="suv" color="#0067b8" view="rear34" />,
    ).container;
    expect(rear.querySelector('[data-view-part="tail"]')).not.toBeNull();
    expect(rear.querySelector('[data-view-part="nose"]')).toBeNull();
    const inside = render(
      <CarPicture brand="peugeot" category="suv" color="#0067b8" view="interior" coatingColor="#6b4a2f" />,
    ).container;
    expect(inside.querySelectorAll('[data-part="seat"] rect[fill="#6b4a2f"]')).toHaveLength(2);
  });

  it("draws the model's own lamps instead of the brand's, on the nose and the face", () => {
    for (const view of ['side', 'front34'] as const) {
      const own = render(
        <CarPicture brand="jeep" category="suv" signature={{ lamps: 'slim' }} color="#3d4b2c" view={view} />,
      ).container;
      expect(own.querySelector('[data-lamp="slim"]')).not.toBeNull();
      expect(own.querySelector('[data-lamp="round"]')).toBeNull();
      const brand = render(<CarPicture brand="jeep" category="suv" color="#3d4b2c" view={view} />).container;
      expect(brand.querySelector('[data-lamp="round"]')).not.toBeNull();
    }
  });

  it('shows a spare wheel on the tailgate from the side and from behind, and flares over the wheels', () => {
    for (const view of ['side', 'front34', 'rear34'] as const) {
      const { container } = render(
        <CarPicture
          brand="jeep"
          category="suv"
          dimensions={WRANGLER}
          signature={WRANGLER_SIGNATURE}
          color="#55583f"
          view={view}
        />,
      );
      expect(container.querySelectorAll('[data-part="spare-wheel"]').length).toBeGreaterThan(0);
      expect(container.querySelectorAll('[data-part="fender-flare"]')).toHaveLength(2);
    }
    const renegade = render(
      <CarPicture brand="jeep" category="suv" dimensions={RENEGADE} color="#55583f" view="rear34" />,
    ).container;
    expect(renegade.querySelector('[data-part="spare-wheel"]')).toBeNull();
    expect(renegade.querySelector('[data-part="fender-flare"]')).toBeNull();
  });

  it('opens the bed of a pickup, from the side and from behind', () => {
    for (const view of ['side', 'rear34'] as const) {
      const pickup = render(
        <CarPicture brand="ram" category="pickup" dimensions={RAMPAGE} color="#222222" view={view} />,
      ).container;
      expect(pickup.querySelector('[data-part="open-bed"]')).not.toBeNull();
    }
    const suv = render(<CarPicture brand="ram" category="suv" color="#222222" />).container;
    expect(suv.querySelector('[data-part="open-bed"]')).toBeNull();
  });

  it.each([
    ['thumb', '48x48'],
    ['card', '140x100'],
    ['square', '319x319'],
    ['large', '1280x1280'],
  ] as const)('renders the %s rendition at %s', (rendition, size) => {
    const { container } = render(
      <CarPicture brand="fiat" category="hatch" color="#d11f2e" rendition={rendition} />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('data-rendition', size);
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
