import type { CarImageRendition, ModelCategory } from '@autohub/contract';

/*
 * Our own side-view drawing of a car, painted in the chosen colour, for the picture renditions of
 * spec document 1 §9. Shapes are per body style on a 320×200 canvas and scaled to the rendition.
 */

interface Shape {
  /** Lower body outline. */
  body: string;
  /** Cabin outline above the belt line (painted in the roof colour of two-tone paints). */
  cabin: string;
  windows: string;
  /** Wheel centres on the x axis. */
  wheels: readonly [number, number];
  wheelRadius: number;
}

const SHAPES: Readonly<Record<ModelCategory, Shape>> = {
  hatch: {
    body: 'M30 140 L34 112 Q40 100 70 98 L250 98 Q282 100 288 118 L290 140 Z',
    cabin: 'M78 98 L110 62 Q116 56 130 56 L205 56 Q222 56 234 70 L258 98 Z',
    windows: 'M92 96 L116 66 L160 66 L160 96 Z M168 96 L168 66 L206 66 Q216 66 224 74 L244 96 Z',
    wheels: [82, 240],
    wheelRadius: 24,
  },
  sedan: {
    body: 'M20 140 L24 114 Q30 102 66 100 L262 100 Q296 104 300 122 L300 140 Z',
    cabin: 'M82 100 L116 66 Q122 60 136 60 L200 60 Q216 60 230 72 L262 100 Z',
    windows: 'M96 98 L122 70 L164 70 L164 98 Z M172 98 L172 70 L202 70 Q212 70 222 78 L246 98 Z',
    wheels: [80, 246],
    wheelRadius: 24,
  },
  suv: {
    body: 'M24 146 L26 108 Q32 94 64 92 L262 92 Q294 96 298 116 L298 146 Z',
    cabin: 'M66 92 L98 52 Q104 46 120 46 L234 46 Q248 46 256 58 L276 92 Z',
    windows: 'M82 90 L106 56 L162 56 L162 90 Z M170 90 L170 56 L232 56 Q242 56 248 66 L262 90 Z',
    wheels: [82, 246],
    wheelRadius: 28,
  },
  'suv-coupe': {
    body: 'M24 146 L26 108 Q32 94 64 92 L262 92 Q294 96 298 116 L298 146 Z',
    cabin: 'M70 92 L104 54 Q110 48 126 48 L206 48 Q230 52 252 70 L282 92 Z',
    windows: 'M86 90 L112 58 L162 58 L162 90 Z M170 90 L170 58 L204 58 Q224 62 240 74 L262 90 Z',
    wheels: [82, 246],
    wheelRadius: 28,
  },
  pickup: {
    body: 'M14 146 L16 106 Q22 92 52 90 L306 90 L308 146 Z',
    cabin: 'M60 90 L92 50 Q98 44 114 44 L184 44 L192 90 Z',
    windows: 'M76 88 L100 54 L138 54 L138 88 Z M146 88 L146 54 L178 54 L182 88 Z',
    wheels: [74, 258],
    wheelRadius: 28,
  },
  van: {
    body: 'M18 146 L20 100 Q24 86 50 84 L298 84 L302 146 Z',
    cabin: 'M40 84 L62 40 Q68 32 84 32 L292 32 L298 84 Z',
    windows: 'M56 82 L74 44 L124 44 L124 82 Z M132 82 L132 44 L200 44 L200 82 Z',
    wheels: [76, 252],
    wheelRadius: 26,
  },
  coupe: {
    body: 'M22 140 L26 116 Q34 104 70 102 L266 102 Q298 106 302 124 L302 140 Z',
    cabin: 'M90 102 L130 68 Q138 62 154 62 L200 62 Q222 64 244 80 L270 102 Z',
    windows: 'M106 100 L136 72 L176 72 L176 100 Z M184 100 L184 72 L200 72 Q218 74 234 86 L248 100 Z',
    wheels: [82, 248],
    wheelRadius: 23,
  },
};

const SIZES: Readonly<Record<CarImageRendition, readonly [number, number]>> = {
  '48x48': [48, 48],
  '140x100': [140, 100],
  '319x319': [319, 319],
  '1280x1280': [1280, 1280],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CarDrawing {
  category: ModelCategory;
  /** '#rrggbb' body colour. */
  colorValue: string;
  /** Roof colour of a two-tone paint. */
  secondaryColorValue?: string;
  /** Accessible name, e.g. 'Fiat Toro Volcano, Vermelho Montecarlo'. */
  title: string;
  size: CarImageRendition;
}

/** The SVG picture of a car in one of the renditions. */
export function drawCar(drawing: CarDrawing): string {
  const shape = SHAPES[drawing.category];
  const [width, height] = SIZES[drawing.size];
  const roof = drawing.secondaryColorValue ?? drawing.colorValue;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="146" r="${shape.wheelRadius}" fill="#1d1f21"/>` +
    `<circle cx="${x}" cy="146" r="${Math.round(shape.wheelRadius * 0.55)}" fill="#b8bcc2"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 200" ` +
    `preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(drawing.title)}">` +
    `<title>${escapeXml(drawing.title)}</title>` +
    `<ellipse cx="160" cy="172" rx="150" ry="9" fill="#000" opacity="0.15"/>` +
    `<path d="${shape.cabin}" fill="${roof}" stroke="#0003" stroke-width="1.5"/>` +
    `<path d="${shape.body}" fill="${drawing.colorValue}" stroke="#0003" stroke-width="1.5"/>` +
    `<path d="${shape.windows}" fill="#2b3440" opacity="0.85"/>` +
    wheel(shape.wheels[0]) +
    wheel(shape.wheels[1]) +
    `</svg>`
  );
}
