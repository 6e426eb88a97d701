import type { CarImageView, ModelSignature } from '@autohub/contract';
import type { BrandSlug } from '@autohub/domain';
import {
  BRAND_LAMPS,
  roundedPath,
  sideProfile,
  TYPICAL_DIMENSIONS,
  type CarDimensions,
  type LampStyle,
  type Point,
  type SideProfile,
} from './car-geometry.js';
import { luminance } from './car-shapes.js';
import { el, num, type SvgElement } from './svg-tree.js';

/** The views of a car: its side, its nose and its tail at three quarters, and the cabin inside. */
export type CarView = CarImageView;

/** Room around the car in a drawing, in millimetres. */
export const DRAWING_PAD = 260;
const PAD = DRAWING_PAD;

/** The cabin's own box: the interior is a picture of the dashboard and seats, not to scale. */
const CABIN = { width: 1600, height: 1000 } as const;

/** A `#rrggbb` colour, or the fallback for anything else. */
export function hexColour(value: string | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/** A `#rrggbb` colour darkened (amount below 0) or lightened (above 0). */
export function shade(colour: string, amount: number): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The lamps a drawing shows: the model's own headlamps, else the brand's; the brand's tail and grille. */
export function lampsOf(brand: BrandSlug, signature: ModelSignature | undefined) {
  const own = BRAND_LAMPS[brand];
  return { ...own, front: signature?.lamps ?? own.front };
}
type Lamps = ReturnType<typeof lampsOf>;

/** Outline of the body: dark on a light paint, a soft shadow on any other. */
export function outlineOf(body: string): string {
  return luminance(body) > 0.6 ? '#3a3a3a' : 'rgba(0,0,0,0.45)';
}

/** A tyre is about 640 mm across; the rim fills more of it as the inches grow. */
export function rimShareOf(wheelInches: number, wheelRadius: number): number {
  return Math.min(0.78, Math.max(0.5, (wheelInches * 25.4) / (wheelRadius * 2)));
}

/**
 * The view box that shows `width` × `height` in a picture of the given proportion: a square
 * rendition centres the car with air around it rather than stretching it.
 */
export function fittedViewBox(width: number, height: number, aspect: number): string {
  const boxH = Math.max(height, width * aspect);
  const boxW = boxH / aspect;
  return `${-(boxW - width) / 2} ${-(boxH - height) / 2} ${boxW} ${boxH}`;
}

function wheel(cx: number, cy: number, r: number, spokes: number, rimShare: number): SvgElement {
  const rim = r * rimShare;
  return el('g', { 'data-part': 'wheel' }, [
    el('circle', { cx, cy, r, fill: '#161616' }),
    el('circle', { cx, cy, r: rim, fill: '#c9ccd1' }),
    el('circle', { cx, cy, r: rim * 0.82, fill: '#3a3d42' }),
    ...Array.from({ length: spokes }, (_, i) => {
      const angle = (i * 2 * Math.PI) / spokes;
      return el('line', {
        x1: cx,
        y1: cy,
        x2: cx + Math.cos(angle) * rim * 0.85,
        y2: cy + Math.sin(angle) * rim * 0.85,
        stroke: '#d9dce0',
        'stroke-width': rim * (spokes > 7 ? 0.08 : 0.16),
        'stroke-linecap': 'round',
      });
    }),
    el('circle', { cx, cy, r: rim * 0.18, fill: '#9ea3a9' }),
  ]);
}

/** A lamp in the signature's style, centred on (x, y), `w` wide. */
function lamp(style: LampStyle, x: number, y: number, w: number, rear: boolean): SvgElement {
  const fill = rear ? '#c8102e' : '#f4f7fb';
  const glow = rear ? '#ff4d5e' : '#ffffff';
  const stroke = { stroke: '#1b1b1b', 'stroke-width': 10 };
  switch (style) {
    case 'round':
      return el('circle', { 'data-lamp': style, cx: x, cy: y, r: w * 0.32, fill, ...stroke });
    case 'claw':
      // Three slanted strokes lit on a dark housing, so they read on a white or silver paint too.
      return el('g', { 'data-lamp': style }, [
        el('rect', {
          x: x - w * 0.28 - 44,
          y: y - w * 0.3 - 22,
          width: w * 0.56 + 88,
          height: w * 0.6 + 44,
          rx: 22,
          fill: '#1b1b1b',
        }),
        ...[-1, 0, 1].map((i) =>
          el('path', {
            d: `M${num(x + i * w * 0.28 - 14)} ${num(y + w * 0.3)}L${num(x + i * w * 0.28 + 14)} ${num(y - w * 0.3)}`,
            stroke: glow,
            'stroke-width': 22,
            'stroke-linecap': 'round',
          }),
        ),
      ]);
    case 'bar':
      return el('rect', {
        'data-lamp': style,
        x: x - w,
        y: y - 16,
        width: w * 2,
        height: 32,
        rx: 16,
        fill: glow,
        ...stroke,
      });
    case 'split':
      return el('g', { 'data-lamp': style }, [
        el('rect', { x: x - w / 2, y: y - 60, width: w, height: 26, rx: 13, fill: glow, ...stroke }),
        el('rect', { x: x - w / 2, y: y + 10, width: w * 0.8, height: 60, rx: 18, fill, ...stroke }),
      ]);
    case 'block':
      return el('rect', {
        'data-lamp': style,
        x: x - w / 2,
        y: y - w * 0.35,
        width: w,
        height: w * 0.7,
        rx: 18,
        fill,
        ...stroke,
      });
    default:
      return el('rect', {
        'data-lamp': style,
        x: x - w / 2,
        y: y - 22,
        width: w,
        height: 44,
        rx: 22,
        fill,
        ...stroke,
      });
  }
}

function grille(kind: Lamps['grille'], x: number, y: number, w: number, h: number): SvgElement {
  const frame = { fill: '#1b1b1b', stroke: '#9aa0a6', 'stroke-width': 10 };
  switch (kind) {
    case 'slots':
      return el(
        'g',
        { 'data-grille': kind },
        Array.from({ length: 7 }, (_, i) =>
          el('rect', {
            x: x + (i * w) / 7 + w / 28,
            y,
            width: w / 14,
            height: h,
            rx: w / 28,
            fill: '#1b1b1b',
          }),
        ),
      );
    case 'crosshair':
      return el('g', { 'data-grille': kind }, [
        el('rect', { x: x - w * 0.1, y: y - h * 0.1, width: w * 1.2, height: h * 1.2, rx: 20, ...frame }),
        el('path', {
          d: `M${num(x - w * 0.1)} ${num(y + h / 2)}H${num(x + w * 1.1)}M${num(x + w / 2)} ${num(y - h * 0.1)}V${num(y + h * 1.1)}`,
          stroke: '#c9ccd1',
          'stroke-width': 28,
        }),
      ]);
    case 'wide':
      return el('rect', {
        'data-grille': kind,
        x: x - w * 0.35,
        y: y + h * 0.2,
        width: w * 1.7,
        height: h * 0.6,
        rx: 16,
        ...frame,
      });
    case 'chevron':
      return el(
        'g',
        {
          'data-grille': kind,
          fill: 'none',
          stroke: '#c9ccd1',
          'stroke-width': 22,
          'stroke-linejoin': 'round',
        },
        [0.45, 0.8].map((low) =>
          el('path', {
            d: `M${num(x)} ${num(y + h * low)}L${num(x + w / 2)} ${num(y + h * (low - 0.25))}L${num(x + w)} ${num(y + h * low)}`,
          }),
        ),
      );
    case 'mesh':
      return el('rect', {
        'data-grille': kind,
        x,
        y: y + h * 0.2,
        width: w,
        height: h * 0.8,
        rx: 24,
        fill: '#1b1b1b',
        stroke: '#555',
        'stroke-width': 10,
        'stroke-dasharray': '18 14',
      });
    case 'closed':
      return el('rect', {
        'data-grille': kind,
        x: x + w * 0.2,
        y: y + h * 0.6,
        width: w * 0.6,
        height: h * 0.25,
        rx: 20,
        fill: '#1b1b1b',
        opacity: 0.6,
      });
    default:
      return el('rect', {
        'data-grille': kind,
        x,
        y: y + h * 0.55,
        width: w,
        height: h * 0.2,
        rx: 10,
        fill: '#1b1b1b',
      });
  }
}

/** What every view of the outside shares: the profile, the lamps, the paint and the wheels. */
interface Look {
  p: SideProfile;
  lamps: Lamps;
  body: string;
  roof: string | null;
  spokes: number;
}

/** The side of the car in millimetres, the ground `DRAWING_PAD` above the bottom of the box. */
function side(look: Look, clip: string, rimShare: number, roofRack: boolean): SvgElement {
  const { p, lamps, body, roof, spokes } = look;
  const Y = (y: number) => p.height + PAD - y;
  const pts = (list: readonly Point[]) => list.map(([x, y]) => [x, Y(y)] as const);
  const outline = outlineOf(body);
  const bodyPath = roundedPath(pts(p.body), 90);
  const clipped = { 'clip-path': `url(#${clip})` };
  const wheelY = Y(p.wheelRadius);
  const floor = p.wheelRadius * 1.3;
  const flare = p.wheelRadius * 1.25;
  return el('g', { 'data-view-part': 'side' }, [
    roofRack &&
      el(
        'g',
        { 'data-part': 'roof-rack', stroke: '#2b2b2b', 'stroke-width': 28, 'stroke-linecap': 'round' },
        [
          el('path', { d: `M${num(p.roofSpan[0])} ${num(Y(p.height + 70))}H${num(p.roofSpan[1])}` }),
          el('path', {
            d: `M${num(p.roofSpan[0] + 60)} ${num(Y(p.height + 70))}V${num(Y(p.height))}M${num(p.roofSpan[1] - 60)} ${num(Y(p.height + 70))}V${num(Y(p.height))}`,
          }),
        ],
      ),
    el('path', {
      'data-part': 'body',
      d: bodyPath,
      fill: body,
      stroke: outline,
      'stroke-width': 14,
      'stroke-linejoin': 'round',
    }),
    el('clipPath', { id: clip }, [el('path', { d: bodyPath })]),
    roof &&
      el('rect', {
        'data-roof': roof,
        x: 0,
        y: 0,
        width: p.length,
        height: Y(p.roofBase),
        fill: roof,
        ...clipped,
      }),
    // Shoulder light and shadow give the flat side its volume.
    el('rect', {
      x: 0,
      y: Y(p.lampHeight.front + 40),
      width: p.length,
      height: 40,
      fill: '#ffffff',
      opacity: 0.22,
      ...clipped,
    }),
    el('rect', {
      x: 0,
      y: Y(floor),
      width: p.length,
      height: floor,
      fill: '#000000',
      opacity: 0.12,
      ...clipped,
    }),
    el('path', { d: roundedPath(pts(p.glass), 50), fill: '#1f2a36', 'fill-opacity': 0.85 }),
    ...p.pillars.map((x) =>
      el('path', {
        'data-part': 'pillar',
        d: `M${num(x)} ${num(Y(p.height))}V${num(Y(p.wheelRadius * 1.2))}`,
        stroke: outline,
        'stroke-width': 10,
      }),
    ),
    ...p.axles.map((cx) =>
      el('circle', { cx, cy: wheelY, r: p.wheelRadius * 1.14, fill: '#111', opacity: 0.9, ...clipped }),
    ),
    // A pickup's open bed: the dark lip of the open box under its rail, the gap behind the cab,
    // the tailgate seam.
    p.bed &&
      el('g', { 'data-part': 'open-bed', stroke: '#1b1b1b', 'stroke-linecap': 'round' }, [
        el('rect', {
          x: p.bed.from + 20,
          y: Y(p.bed.top - 10),
          width: p.bed.to - p.bed.from - 40,
          height: 60,
          rx: 20,
          fill: '#2b2f35',
          stroke: 'none',
        }),
        el('path', {
          d: `M${num(p.bed.from)} ${num(Y(p.bed.top + 10))}V${num(Y(floor))}`,
          'stroke-width': 16,
        }),
        el('path', {
          d: `M${num(p.bed.to - 110)} ${num(Y(p.bed.top - 40))}V${num(Y(floor + 40))}`,
          'stroke-width': 8,
          opacity: 0.5,
        }),
      ]),
    ...(p.flares
      ? p.axles.map((cx) =>
          el('path', {
            'data-part': 'fender-flare',
            d: `M${num(cx - flare)} ${num(Y(p.wheelRadius * 0.9))}A${num(flare)} ${num(flare)} 0 0 1 ${num(cx + flare)} ${num(Y(p.wheelRadius * 0.9))}`,
            fill: 'none',
            stroke: '#1e1e1e',
            'stroke-width': 90,
          }),
        )
      : []),
    // A spare wheel on the tailgate seen from the side: the tread, edge-on, on its carrier.
    p.spare &&
      el('g', { 'data-part': 'spare-wheel' }, [
        el('rect', { x: p.spare.x - 30, y: Y(p.spare.y + 60), width: 60, height: 120, fill: '#2b2b2b' }),
        el('rect', {
          x: p.spare.x,
          y: Y(p.spare.y + p.spare.r),
          width: p.spare.width,
          height: p.spare.r * 2,
          rx: p.spare.width * 0.45,
          fill: '#161616',
        }),
      ]),
    lamp(lamps.front, 110, Y(p.lampHeight.front), lamps.front === 'round' ? 260 : 180, false),
    lamp(lamps.rear, p.tail - 90, Y(p.lampHeight.rear), 140, true),
    ...p.axles.map((cx) => wheel(cx, wheelY, p.wheelRadius, spokes, rimShare)),
  ]);
}

/**
 * The body seen at three quarters: every edge of the side profile that faces the eye, drawn out
 * across the car's width `d` (towards the far side, up a little) as a plane. The nose or the tail
 * becomes the face, the bonnet, roof and boot their planes from above, the windscreen or rear
 * window the glass between them; the glasshouse narrows towards the roof. Side-profile millimetres.
 */
function planes(look: Look, d: Point, sunroof: boolean): (SvgElement | false)[] {
  const { p, body, roof } = look;
  const Y = (y: number) => p.height + PAD - y;
  const belt = p.lampHeight.front / 0.86;
  const narrow = (y: number) => 1 - 0.16 * Math.min(1, Math.max(0, (y - belt) / (p.height - belt)));
  // A point `t` along the edge a→b and `s` across the width (0 the near side, 1 the far one).
  const at = (a: Point, b: Point, t: number, s: number): string => {
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t;
    return `${num(x + d[0] * s * narrow(y))} ${num(Y(y + d[1] * s))}`;
  };
  const quad = (a: Point, b: Point, t0 = 0, t1 = 1, s0 = 0, s1 = 1) =>
    `M${at(a, b, t0, s0)}L${at(a, b, t1, s0)}L${at(a, b, t1, s1)}L${at(a, b, t0, s1)}Z`;
  const outline = outlineOf(body);
  return p.body.flatMap((a, i) => {
    const b = p.body[(i + 1) % p.body.length] as Point;
    const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
    // Only the planes that face the eye: the edge turns towards the far side.
    if (ex * d[1] - ey * d[0] <= 0) return [];
    const upright = Math.abs(ey) / Math.hypot(ex, ey);
    const top = Math.min(a[1], b[1]) >= p.roofBase;
    // The windscreen or rear window: the edge that climbs from the belt past the roof line; its
    // glass stops above the belt.
    const glass = Math.min(a[1], b[1]) < p.roofBase && Math.max(a[1], b[1]) >= p.roofBase;
    const low = Math.min(1, (Math.max(a[1], b[1]) - belt - 60) / Math.abs(ey));
    const [g0, g1] = a[1] < b[1] ? [Math.max(0.08, 1 - low), 0.92] : [0.08, Math.min(0.92, low)];
    const bed = p.bed !== null && a[0] >= p.bed.from - 60 && b[0] >= p.bed.from && Math.abs(ey) < 30;
    const fill = top && roof ? roof : shade(body, upright > 0.8 ? -0.14 : 0.1 - 0.12 * upright);
    return [
      el('path', {
        d: quad(a, b),
        fill,
        'data-roof': top && roof ? roof : undefined,
        'data-part': upright > 0.8 && (a[0] < 1 || a[0] >= p.tail - 1) ? 'face' : undefined,
        stroke: outline,
        'stroke-width': 10,
        'stroke-linejoin': 'round',
      }),
      glass &&
        el('path', {
          'data-part': d[0] < 0 ? 'windscreen' : 'rear-window',
          d: quad(a, b, g0, g1, 0.07, 0.93),
          fill: '#1f2a36',
          'fill-opacity': 0.9,
        }),
      glass &&
        el('path', {
          d: quad(a, b, g0 + (g1 - g0) * 0.3, g1 - 0.1, 0.55, 0.62),
          fill: '#ffffff',
          opacity: 0.18,
        }),
      top &&
        sunroof &&
        el('path', { 'data-part': 'sunroof', d: quad(a, b, 0.2, 0.6, 0.25, 0.75), fill: '#1f2a36' }),
      bed && el('path', { 'data-part': 'open-bed', d: quad(a, b, 0.02, 0.98, 0.08, 0.92), fill: '#2b2f35' }),
    ];
  });
}

/** What the face (nose or tail) carries, in its own box of width w: lamps, grille, plate, bumper. */
function face(look: Look, w: number, rear: boolean): SvgElement {
  const { p, lamps, spokes } = look;
  const Y = (y: number) => p.height + PAD - y;
  const belt = p.lampHeight.front;
  const tail = () => [
    lamp(lamps.rear, w * 0.14, Y(belt - 40), w * 0.2, true),
    lamp(lamps.rear, w * 0.86, Y(belt - 40), w * 0.2, true),
    lamps.rear === 'bar' &&
      el('rect', { x: w * 0.2, y: Y(belt - 40) - 12, width: w * 0.6, height: 24, fill: '#c8102e' }),
    // The number plate.
    el('rect', {
      x: w * 0.3,
      y: Y(belt - 180),
      width: w * 0.4,
      height: 110,
      rx: 10,
      fill: '#f2f2f2',
      stroke: '#1b1b1b',
      'stroke-width': 8,
    }),
    p.spare && el('g', { 'data-part': 'spare-wheel' }, [wheel(w / 2, Y(p.spare.y), p.spare.r, spokes, 0.62)]),
  ];
  const nose = () => [
    grille(lamps.grille, w * 0.26, Y(belt - 10), w * 0.48, belt * 0.36),
    // Round lamps are the face's feature: drawn large, either side of the grille.
    ...[0.13, 0.87].map((share) =>
      lamp(lamps.front, w * share, Y(belt - 60), w * (lamps.front === 'round' ? 0.26 : 0.2), false),
    ),
    lamps.front === 'bar' &&
      el('rect', { x: w * 0.15, y: Y(belt - 30) - 10, width: w * 0.7, height: 20, rx: 10, fill: '#ffffff' }),
  ];
  return el('g', { 'data-view-part': rear ? 'tail' : 'nose' }, [
    ...(rear ? tail() : nose()),
    el('rect', {
      x: w * 0.04,
      y: Y(200),
      width: w * 0.92,
      height: 90,
      rx: 30,
      fill: '#1f1f1f',
      opacity: 0.85,
    }),
  ]);
}

/** The cabin: windscreen, dashboard with its screen in the body colour, wheel, seats in the upholstery. */
function interior(coating: string, accent: string): SvgElement {
  return el('g', { 'data-view-part': 'interior' }, [
    el('rect', { x: 0, y: 0, width: CABIN.width, height: CABIN.height, fill: '#20242a' }),
    el('path', { d: 'M120 80H1480L1380 420H220Z', fill: '#9cc3e6', opacity: 0.55 }),
    el('path', { d: 'M0 520Q800 360 1600 520V640H0Z', fill: '#2c3036' }),
    el('rect', {
      x: 690,
      y: 440,
      width: 220,
      height: 140,
      rx: 16,
      fill: '#0d1b2a',
      stroke: accent,
      'stroke-width': 8,
      'data-part': 'screen',
    }),
    el('circle', {
      cx: 440,
      cy: 600,
      r: 150,
      fill: 'none',
      stroke: '#111',
      'stroke-width': 34,
      'data-part': 'steering',
    }),
    el('path', { d: 'M300 600H580M440 600V750', stroke: '#111', 'stroke-width': 30 }),
    ...[260, 1040].map((x) =>
      el('g', { 'data-part': 'seat' }, [
        el('rect', { x, y: 660, width: 300, height: 340, rx: 60, fill: coating }),
        el('rect', { x: x + 60, y: 700, width: 180, height: 40, rx: 20, fill: shade(coating, 0.2) }),
      ]),
    ),
    el('rect', { x: 700, y: 700, width: 200, height: 300, rx: 30, fill: '#2c3036' }),
  ]);
}

export interface CarPictureOptions {
  brand: BrandSlug;
  /** Body style (the model's category). */
  category: string;
  /** Length, height and wheelbase from the datasheet; typical figures of the body style without. */
  dimensions?: CarDimensions | undefined;
  /** The model's own lamps, spare wheel and upright body; the brand's and body style's without. */
  signature?: ModelSignature | undefined;
  /** '#rrggbb' body colour; a neutral grey for anything else. */
  color: string;
  /** Second colour of a two-tone paint, on the roof. */
  roofColor?: string | undefined;
  /** Upholstery colour, for the interior view. */
  coatingColor?: string | undefined;
  view?: CarView | undefined;
  /** The version's wheel: spoke count (5 sporty, 10 elegant); bigger rims draw bigger. */
  wheelSpokes?: number | undefined;
  wheelInches?: number | undefined;
  sunroof?: boolean | undefined;
  roofRack?: boolean | undefined;
  /** Width × height of the picture; the car keeps its proportion, centred. Its own box without. */
  size?: { width: number; height: number } | undefined;
  /** Id of the body's clip path, unique in the page that shows the picture. */
  clipId?: string | undefined;
  /** Accessible name, written as the picture's `<title>` (with `titleId` as its id). */
  title?: string | undefined;
  titleId?: string | undefined;
}

/**
 * A model drawn from its own datasheet, as a tree of SVG elements: proportions from length,
 * height and wheelbase; body style, light signature and grille; the version's wheels; colour,
 * two-tone roof, sunroof and roof bars when chosen. Side, three-quarter front and rear views, and
 * the interior in the chosen upholstery. The root is the `<svg>` with its view box and what the
 * picture shows (`data-view`, `data-shape`, `data-color`); its role, name and size in a page are
 * the caller's.
 */
export function carPicture(options: CarPictureOptions): SvgElement {
  const view = options.view ?? 'side';
  const p = sideProfile(options.category, options.dimensions, options.signature);
  const body = hexColour(options.color, '#8a8f98');
  const roof = options.roofColor ? hexColour(options.roofColor, '') || null : null;
  const look: Look = {
    p,
    lamps: lampsOf(options.brand, options.signature),
    body,
    roof,
    spokes: options.wheelSpokes ?? 5,
  };
  const sunroof = options.sunroof === true;
  const sideView = () =>
    side(
      look,
      options.clipId ?? 'car-body',
      rimShareOf(options.wheelInches ?? 16, p.wheelRadius),
      options.roofRack === true,
    );

  let content: SvgElement;
  let width = p.length + PAD * 2;
  let height = p.height + PAD * 2;
  if (view === 'interior') {
    content = interior(hexColour(options.coatingColor, '#3b3b3b'), body);
    width = CABIN.width;
    height = CABIN.height;
  } else if (view === 'side') {
    content = el('g', { transform: `translate(${PAD} 0)` }, [
      sideView(),
      sunroof &&
        el('rect', {
          'data-part': 'sunroof',
          x: p.roofSpan[0],
          y: PAD - 14,
          width: (p.roofSpan[1] - p.roofSpan[0]) * 0.5,
          height: 28,
          rx: 12,
          fill: '#1f2a36',
        }),
    ]);
  } else {
    const rear = view === 'rear34';
    const faceW = (options.dimensions?.widthMm ?? TYPICAL_DIMENSIONS[p.shape].widthMm ?? 1800) * 0.62;
    const sideScale = 0.8;
    // The car's width runs off to the left of the nose (right of the tail) and up a little:
    // seen from its corner, a touch above.
    const d: Point = [(rear ? faceW : -faceW) / sideScale, faceW * 0.12];
    width = p.length * sideScale + faceW + PAD * 2;
    const sideX = PAD + (rear ? 0 : faceW);
    const wheelY = p.height + PAD - p.wheelRadius - d[1];
    const faceBox = rear
      ? `matrix(${1 / sideScale} ${-d[1] / faceW} 0 1 ${p.tail} 0)`
      : `matrix(${1 / sideScale} ${d[1] / faceW} 0 1 ${d[0]} ${-d[1]})`;
    content = el('g', { transform: `translate(${sideX} 0) scale(${sideScale} 1)` }, [
      // The far wheels peek out under the body.
      ...p.axles.map((x) =>
        el('ellipse', {
          cx: x + d[0] * 0.9,
          cy: wheelY,
          rx: p.wheelRadius * 0.6,
          ry: p.wheelRadius,
          fill: '#161616',
        }),
      ),
      ...planes(look, d, sunroof),
      el('g', { transform: faceBox }, [face(look, faceW, rear)]),
      sideView(),
    ]);
  }
  const aspect = options.size ? options.size.height / options.size.width : height / width;
  return el(
    'svg',
    {
      viewBox: fittedViewBox(width, height, aspect),
      'data-view': view,
      'data-shape': p.shape,
      'data-color': body,
    },
    [
      options.title !== undefined && el('title', { id: options.titleId }, [options.title]),
      view !== 'interior' &&
        el('ellipse', {
          cx: width / 2,
          cy: p.height + PAD + 20,
          rx: width * 0.46,
          ry: 60,
          fill: 'rgba(0,0,0,0.16)',
        }),
      content,
    ],
  );
}
