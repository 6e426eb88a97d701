import type { ModelSignature } from '@autohub/contract';
import type { BrandSlug } from '@autohub/domain';
import {
  BRAND_LAMPS,
  roundedPath,
  sideProfile,
  type CarDimensions,
  type LampStyle,
  type SideProfile,
} from './car-geometry.js';
import { luminance } from './car-shapes.js';

/** Room around the car in a drawing, in millimetres. */
export const DRAWING_PAD = 260;

/** A `#rrggbb` colour, or the fallback for anything else. */
export function hexColour(value: string | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/** The lamps a drawing shows: the model's own headlamps, else the brand's; the brand's tail and grille. */
export function lampsOf(brand: BrandSlug, signature: ModelSignature | undefined) {
  const own = BRAND_LAMPS[brand];
  return { ...own, front: signature?.lamps ?? own.front };
}

/** Outline of the body: dark on a light paint, a soft shadow on any other. */
export function outlineOf(body: string): string {
  return luminance(body) > 0.6 ? '#3a3a3a' : 'rgba(0,0,0,0.45)';
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

const num = (value: number) => String(Math.round(value * 10) / 10);

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

function el(name: string, values: Record<string, string | number>, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(values)}/>`
    : `<${name}${attrs(values)}>${children}</${name}>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wheelSvg(cx: number, cy: number, r: number, spokes: number, rimShare: number): string {
  const rim = r * rimShare;
  let out = el('circle', { cx, cy, r, fill: '#161616' });
  out += el('circle', { cx, cy, r: rim, fill: '#c9ccd1' });
  out += el('circle', { cx, cy, r: rim * 0.82, fill: '#3a3d42' });
  for (let i = 0; i < spokes; i += 1) {
    const angle = (i * 2 * Math.PI) / spokes;
    out += el('line', {
      x1: cx,
      y1: cy,
      x2: cx + Math.cos(angle) * rim * 0.85,
      y2: cy + Math.sin(angle) * rim * 0.85,
      stroke: '#d9dce0',
      'stroke-width': rim * (spokes > 7 ? 0.08 : 0.16),
      'stroke-linecap': 'round',
    });
  }
  out += el('circle', { cx, cy, r: rim * 0.18, fill: '#9ea3a9' });
  return el('g', { 'data-part': 'wheel' }, out);
}

function lampSvg(style: LampStyle, x: number, y: number, w: number, rear: boolean): string {
  const fill = rear ? '#c8102e' : '#f4f7fb';
  const glow = rear ? '#ff4d5e' : '#ffffff';
  const stroke = { stroke: '#1b1b1b', 'stroke-width': 10 };
  switch (style) {
    case 'round':
      return el('circle', { 'data-lamp': style, cx: x, cy: y, r: w * 0.32, fill, ...stroke });
    case 'claw':
      return el(
        'g',
        { 'data-lamp': style },
        [-1, 0, 1]
          .map((i) =>
            el('path', {
              d: `M${num(x + i * w * 0.28 - 14)} ${num(y + w * 0.3)}L${num(x + i * w * 0.28 + 14)} ${num(y - w * 0.3)}`,
              stroke: glow,
              'stroke-width': 22,
              'stroke-linecap': 'round',
            }),
          )
          .join(''),
      );
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
      return el(
        'g',
        { 'data-lamp': style },
        el('rect', { x: x - w / 2, y: y - 60, width: w, height: 26, rx: 13, fill: glow, ...stroke }) +
          el('rect', { x: x - w / 2, y: y + 10, width: w * 0.8, height: 60, rx: 18, fill, ...stroke }),
      );
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

/** The side view of a car as SVG elements, in millimetres, the ground `DRAWING_PAD` above the bottom. */
function sideSvg(
  p: SideProfile,
  lamps: ReturnType<typeof lampsOf>,
  body: string,
  roof: string | null,
  clip: string,
): string {
  const Y = (y: number) => p.height + DRAWING_PAD - y;
  const pts = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => [x, Y(y)] as const);
  const outline = outlineOf(body);
  const bodyPath = roundedPath(pts(p.body), 90);
  const clipped = { 'clip-path': `url(#${clip})` };
  const wheelY = Y(p.wheelRadius);
  const parts: string[] = [
    el('path', {
      'data-part': 'body',
      d: bodyPath,
      fill: body,
      stroke: outline,
      'stroke-width': 14,
      'stroke-linejoin': 'round',
    }),
    el('clipPath', { id: clip }, el('path', { d: bodyPath })),
  ];
  if (roof) {
    parts.push(
      el('rect', {
        'data-roof': roof,
        x: 0,
        y: 0,
        width: p.length,
        height: Y(p.roofBase),
        fill: roof,
        ...clipped,
      }),
    );
  }
  parts.push(
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
      y: Y(p.wheelRadius * 1.3),
      width: p.length,
      height: p.wheelRadius * 1.3,
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
  );
  if (p.bed) {
    const { from, to, top } = p.bed;
    const floor = p.wheelRadius * 1.3;
    parts.push(
      el(
        'g',
        { 'data-part': 'open-bed', stroke: '#1b1b1b', 'stroke-linecap': 'round' },
        el('rect', {
          x: from + 20,
          y: Y(top - 10),
          width: to - from - 40,
          height: 60,
          rx: 20,
          fill: '#2b2f35',
          stroke: 'none',
        }) +
          el('path', { d: `M${num(from)} ${num(Y(top + 10))}V${num(Y(floor))}`, 'stroke-width': 16 }) +
          el('path', {
            d: `M${num(to - 110)} ${num(Y(top - 40))}V${num(Y(floor + 40))}`,
            'stroke-width': 8,
            opacity: 0.5,
          }),
      ),
    );
  }
  if (p.flares) {
    const r = p.wheelRadius * 1.25;
    for (const cx of p.axles) {
      parts.push(
        el('path', {
          'data-part': 'fender-flare',
          d: `M${num(cx - r)} ${num(Y(p.wheelRadius * 0.9))}A${num(r)} ${num(r)} 0 0 1 ${num(cx + r)} ${num(Y(p.wheelRadius * 0.9))}`,
          fill: 'none',
          stroke: '#1e1e1e',
          'stroke-width': 90,
        }),
      );
    }
  }
  if (p.spare) {
    const s = p.spare;
    parts.push(
      el(
        'g',
        { 'data-part': 'spare-wheel' },
        el('rect', { x: s.x - 30, y: Y(s.y + 60), width: 60, height: 120, fill: '#2b2b2b' }) +
          el('rect', {
            x: s.x,
            y: Y(s.y + s.r),
            width: s.width,
            height: s.r * 2,
            rx: s.width * 0.45,
            fill: '#161616',
          }),
      ),
    );
  }
  parts.push(
    lampSvg(lamps.front, 110, Y(p.lampHeight.front), lamps.front === 'round' ? 260 : 180, false),
    lampSvg(lamps.rear, p.tail - 90, Y(p.lampHeight.rear), 140, true),
    // The web's default wheel: five spokes on a 16-inch rim.
    ...p.axles.map((cx) => wheelSvg(cx, wheelY, p.wheelRadius, 5, rimShareOf(16, p.wheelRadius))),
  );
  return el('g', { 'data-view-part': 'side' }, parts.join(''));
}

/** A tyre is about 640 mm across; the rim fills more of it as the inches grow. */
export function rimShareOf(wheelInches: number, wheelRadius: number): number {
  return Math.min(0.78, Math.max(0.5, (wheelInches * 25.4) / (wheelRadius * 2)));
}

export interface CarSvgOptions {
  brand: BrandSlug;
  /** Body style (the model's category). */
  category: string;
  /** Length, height and wheelbase from the datasheet; typical figures of the body style without. */
  dimensions?: CarDimensions | undefined;
  /** The model's own lamps, spare wheel and upright body. */
  signature?: ModelSignature | undefined;
  /** '#rrggbb' body colour. */
  color: string;
  /** Roof colour of a two-tone paint. */
  roofColor?: string | undefined;
  /** Accessible name, e.g. 'Fiat Toro Volcano, Vermelho Montecarlo'. */
  title: string;
  width: number;
  height: number;
}

/**
 * The side view of a car as a standalone SVG document, drawn from the same geometry as the web's
 * picture: proportions from the datasheet, body style, the model's signature and the brand's lamps.
 */
export function carSvg(options: CarSvgOptions): string {
  const p = sideProfile(options.category, options.dimensions, options.signature);
  const body = hexColour(options.color, '#8a8f98');
  const roof = options.roofColor ? hexColour(options.roofColor, '') || null : null;
  const width = p.length + DRAWING_PAD * 2;
  const height = p.height + DRAWING_PAD * 2;
  const viewBox = fittedViewBox(width, height, options.height / options.width);
  const side = sideSvg(p, lampsOf(options.brand, options.signature), body, roof, 'car-body');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({
      width: options.width,
      height: options.height,
      viewBox,
      preserveAspectRatio: 'xMidYMid meet',
      role: 'img',
      'aria-label': options.title,
      'data-shape': p.shape,
      'data-color': body,
    })}>` +
    el('title', {}, escapeXml(options.title)) +
    el('ellipse', {
      cx: width / 2,
      cy: p.height + DRAWING_PAD + 20,
      rx: width * 0.46,
      ry: 60,
      fill: 'rgba(0,0,0,0.16)',
    }) +
    el('g', { transform: `translate(${DRAWING_PAD} 0)` }, side) +
    `</svg>`
  );
}
