import { describe, expect, it } from 'vitest';
import { carPicture, type CarPictureOptions, type CarView } from './car-picture.js';
import { COMMANDER, COMPASS, RAMPAGE, RENEGADE, WRANGLER, WRANGLER_SIGNATURE } from './datasheets.fixture.js';
import { svgElements, type SvgElement } from './svg-tree.js';

const OUTSIDE = ['side', 'front34', 'rear34'] as const satisfies readonly CarView[];

const jeep = (options: Partial<CarPictureOptions> = {}): SvgElement =>
  carPicture({ brand: 'jeep', category: 'suv', color: '#3d4b2c', ...options });

/** Every element of a picture that carries the attribute (with the value, when given). */
const all = (picture: SvgElement, attr: string, value?: string) =>
  [...svgElements(picture)].filter((e) =>
    value === undefined ? e.attrs[attr] !== undefined : e.attrs[attr] === value,
  );
const box = (picture: SvgElement) => String(picture.attrs.viewBox).split(' ').map(Number);

describe('the picture of a car, in each view', () => {
  it.each(OUTSIDE)('draws a third side window on a long SUV in the %s view, two on a short one', (view) => {
    expect(all(jeep({ dimensions: COMMANDER, view }), 'data-part', 'pillar')).toHaveLength(2);
    expect(all(jeep({ dimensions: COMPASS, view }), 'data-part', 'pillar')).toHaveLength(1);
  });

  it.each(OUTSIDE)(
    'sizes the %s view from the datasheet: longer and taller cars get a wider, taller box',
    (view) => {
      const [, , shortW, lowH] = box(jeep({ dimensions: RENEGADE, view }));
      const [, , longW] = box(jeep({ dimensions: { ...RENEGADE, lengthMm: 4_900 }, view }));
      const [, , , tallH] = box(jeep({ dimensions: { ...RENEGADE, heightMm: 1_900 }, view }));
      expect(longW).toBeGreaterThan(shortW ?? 0);
      expect(tallH).toBeCloseTo((lowH ?? 0) + 195, 0);
      // Its own box keeps the car's proportion; a rendition's box keeps the rendition's.
      const [, , w, h] = box(jeep({ dimensions: RENEGADE, view }));
      expect((w ?? 0) / (h ?? 1)).toBeGreaterThan(RENEGADE.lengthMm / RENEGADE.heightMm / 1.6);
      const [, , sw, sh] = box(jeep({ dimensions: RENEGADE, view, size: { width: 319, height: 319 } }));
      expect(sw).toBeCloseTo(sh ?? 0, 6);
      expect(sw).toBeCloseTo(w ?? 0, 6);
    },
  );

  it('gives two models of one body style different outlines in every outside view', () => {
    for (const view of OUTSIDE) {
      const body = (picture: SvgElement) => all(picture, 'data-part', 'body')[0]?.attrs.d;
      expect(body(jeep({ dimensions: RENEGADE, view }))).toBeTruthy();
      expect(body(jeep({ dimensions: RENEGADE, view }))).not.toBe(body(jeep({ dimensions: COMPASS, view })));
    }
  });

  it.each(OUTSIDE)(
    'paints the body in the colour and the roof in the second colour in the %s view',
    (view) => {
      const picture = jeep({ color: '#112233', roofColor: '#eeeeee', view });
      expect(picture.attrs['data-color']).toBe('#112233');
      expect(all(picture, 'data-part', 'body')[0]?.attrs.fill).toBe('#112233');
      const roofs = all(picture, 'data-roof', '#eeeeee');
      expect(roofs.length).toBeGreaterThan(0);
      for (const roof of roofs) expect(roof.attrs.fill).toBe('#eeeeee');
      expect(all(jeep({ color: '#112233', view }), 'data-roof')).toHaveLength(0);
    },
  );

  it('draws the cabin in the upholstery chosen, its screen framed in the paint', () => {
    const inside = jeep({ view: 'interior', color: '#0067b8', coatingColor: '#6b4a2f' });
    const seats = all(inside, 'data-part', 'seat');
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect((seat.children[0] as SvgElement).attrs.fill).toBe('#6b4a2f');
    expect(all(inside, 'data-part', 'screen')[0]?.attrs.stroke).toBe('#0067b8');
    expect(all(inside, 'data-part', 'body')).toHaveLength(0);
    // No upholstery chosen yet: a dark neutral one.
    const plain = all(jeep({ view: 'interior' }), 'data-part', 'seat');
    expect((plain[0]?.children[0] as SvgElement).attrs.fill).toBe('#3b3b3b');
  });

  it('draws the nose from the front, the tail from behind, and neither from the side', () => {
    expect(all(jeep({ view: 'front34' }), 'data-view-part', 'nose')).toHaveLength(1);
    expect(all(jeep({ view: 'front34' }), 'data-view-part', 'tail')).toHaveLength(0);
    expect(all(jeep({ view: 'rear34' }), 'data-view-part', 'tail')).toHaveLength(1);
    expect(all(jeep({ view: 'rear34' }), 'data-view-part', 'nose')).toHaveLength(0);
    expect(all(jeep(), 'data-view-part', 'side')).toHaveLength(1);
    expect(all(jeep(), 'data-view-part', 'nose')).toHaveLength(0);
  });

  it('joins the face to the side at three quarters: the face plane starts at the nose or the tail, glass above it', () => {
    const front = jeep({ dimensions: COMPASS, view: 'front34' });
    const rear = jeep({ dimensions: COMPASS, view: 'rear34' });
    expect(all(front, 'data-part', 'windscreen')).toHaveLength(1);
    expect(all(front, 'data-part', 'rear-window')).toHaveLength(0);
    expect(all(rear, 'data-part', 'rear-window')).toHaveLength(1);
    expect(all(rear, 'data-part', 'windscreen')).toHaveLength(0);
    expect(all(jeep({ dimensions: COMPASS }), 'data-part', 'windscreen')).toHaveLength(0);
    // The face is a plane of the body drawn out from the side's own nose (x 0) or tail, in the
    // side's frame, not a box standing beside it.
    const faceStart = (picture: SvgElement) =>
      all(picture, 'data-part', 'face').map((e) => Number(/^M(-?[\d.]+) /.exec(String(e.attrs.d))?.[1]));
    expect(faceStart(front)).toContain(0);
    expect(faceStart(rear)).toContain(COMPASS.lengthMm);
    // The roof and the bonnet are planes in the paint (the roof in the second colour).
    const twoTone = jeep({ dimensions: COMPASS, view: 'front34', roofColor: '#eeeeee' });
    expect(all(twoTone, 'data-roof', '#eeeeee').length).toBeGreaterThan(1);
  });

  it("sets a light paint's claw lamps on a dark housing, so a white car still shows them", () => {
    const white = carPicture({ brand: 'peugeot', category: 'suv', color: '#f4f4f2', view: 'side' });
    const claws = all(white, 'data-lamp', 'claw');
    expect(claws.length).toBeGreaterThan(0);
    for (const claw of claws) {
      const [housing, ...strokes] = claw.children.filter((c): c is SvgElement => typeof c !== 'string');
      expect(housing?.attrs.fill).toBe('#1b1b1b');
      expect(strokes).toHaveLength(3);
    }
  });

  it("draws the model's own lamps instead of the brand's, on the nose and the face, and the brand's grille", () => {
    for (const view of ['side', 'front34'] as const) {
      const own = jeep({ signature: { lamps: 'slim' }, view });
      expect(all(own, 'data-lamp', 'slim').length).toBeGreaterThan(0);
      expect(all(own, 'data-lamp', 'round')).toHaveLength(0);
      expect(all(jeep({ view }), 'data-lamp', 'round').length).toBeGreaterThan(0);
    }
    expect(all(jeep({ view: 'front34' }), 'data-grille', 'slots')).toHaveLength(1);
    expect(
      all(
        carPicture({ brand: 'citroen', category: 'suv', color: '#fff', view: 'front34' }),
        'data-grille',
        'chevron',
      ),
    ).toHaveLength(1);
  });

  it('shows the sunroof and the roof bars when chosen, in the side and three-quarter views', () => {
    for (const view of OUTSIDE) {
      const chosen = jeep({ view, sunroof: true, roofRack: true });
      expect(all(chosen, 'data-part', 'sunroof'), view).toHaveLength(1);
      expect(all(chosen, 'data-part', 'roof-rack'), view).toHaveLength(1);
      const plain = jeep({ view });
      expect(all(plain, 'data-part', 'sunroof')).toHaveLength(0);
      expect(all(plain, 'data-part', 'roof-rack')).toHaveLength(0);
    }
  });

  it("draws the version's wheels: its spokes, a bigger rim for more inches", () => {
    const wheel = (options: Partial<CarPictureOptions>) => all(jeep(options), 'data-part', 'wheel')[0];
    const spokes = (w: SvgElement | undefined) =>
      w?.children.filter((c) => typeof c !== 'string' && c.tag === 'line');
    expect(spokes(wheel({ wheelSpokes: 10 }))).toHaveLength(10);
    expect(spokes(wheel({}))).toHaveLength(5);
    const rim = (w: SvgElement | undefined) => Number((w?.children[1] as SvgElement).attrs.r);
    expect(rim(wheel({ wheelInches: 19 }))).toBeGreaterThan(rim(wheel({ wheelInches: 16 })));
  });

  it('shows a spare wheel on the tailgate from the side and from behind, and flares over the wheels', () => {
    for (const view of OUTSIDE) {
      const wrangler = jeep({ dimensions: WRANGLER, signature: WRANGLER_SIGNATURE, view });
      expect(all(wrangler, 'data-part', 'spare-wheel').length, view).toBeGreaterThan(0);
      expect(all(wrangler, 'data-part', 'fender-flare'), view).toHaveLength(2);
    }
    const renegade = jeep({ dimensions: RENEGADE, view: 'rear34' });
    expect(all(renegade, 'data-part', 'spare-wheel')).toHaveLength(0);
    expect(all(renegade, 'data-part', 'fender-flare')).toHaveLength(0);
  });

  it('opens the bed of a pickup, from the side and at three quarters', () => {
    for (const view of OUTSIDE) {
      const pickup = carPicture({
        brand: 'ram',
        category: 'pickup',
        dimensions: RAMPAGE,
        color: '#222222',
        view,
      });
      expect(all(pickup, 'data-part', 'open-bed').length, view).toBeGreaterThan(0);
    }
    expect(
      all(carPicture({ brand: 'ram', category: 'suv', color: '#222222' }), 'data-part', 'open-bed'),
    ).toHaveLength(0);
  });

  it('clips the body with the id it is given, so two pictures on a page keep their own', () => {
    const picture = jeep({ clipId: 'car-a' });
    expect(all(picture, 'id', 'car-a').map((e) => e.tag)).toEqual(['clipPath']);
    expect(all(picture, 'clip-path', 'url(#car-a)').length).toBeGreaterThan(0);
    expect(all(picture, 'clip-path', 'url(#car-body)')).toHaveLength(0);
  });
});
