import type { ModelSignature } from '@autohub/contract';
import type { BrandSlug } from '@autohub/domain';
import { carShapeOf, type CarShape } from './car-shapes.js';

/** The datasheet figures a drawing needs, in millimetres. */
export interface CarDimensions {
  lengthMm: number;
  heightMm: number;
  wheelbaseMm: number;
  widthMm?: number;
}

/** Typical figures per body style, for a model whose datasheet is not at hand. */
export const TYPICAL_DIMENSIONS: Readonly<Record<CarShape, CarDimensions>> = {
  hatch: { lengthMm: 4_000, heightMm: 1_500, wheelbaseMm: 2_520, widthMm: 1_730 },
  sedan: { lengthMm: 4_450, heightMm: 1_480, wheelbaseMm: 2_640, widthMm: 1_760 },
  suv: { lengthMm: 4_400, heightMm: 1_660, wheelbaseMm: 2_640, widthMm: 1_820 },
  pickup: { lengthMm: 5_300, heightMm: 1_800, wheelbaseMm: 3_100, widthMm: 1_880 },
  coupe: { lengthMm: 4_200, heightMm: 1_380, wheelbaseMm: 2_500, widthMm: 1_780 },
  van: { lengthMm: 4_800, heightMm: 1_900, wheelbaseMm: 2_900, widthMm: 1_900 },
  electric: { lengthMm: 4_550, heightMm: 1_600, wheelbaseMm: 2_750, widthMm: 1_880 },
};

export type Point = readonly [number, number];

/** Side profile in millimetres: x from the front bumper, y up from the ground. */
export interface SideProfile {
  shape: CarShape;
  length: number;
  height: number;
  body: Point[];
  glass: Point[];
  /** x of the front and rear axles. */
  axles: [number, number];
  wheelRadius: number;
  /** Roof line: a two-tone paint colours the body above it. */
  roofBase: number;
  /** Where a sunroof or roof bars sit along the roof. */
  roofSpan: [number, number];
  /** Heights of the lamps' centres at the nose and the tail. */
  lampHeight: { front: number; rear: number };
  /** x of the pillars between the side windows: one for two windows, two for a third row's. */
  pillars: number[];
  /** x of the body's tail: the length, less a spare wheel carried behind it. */
  tail: number;
  /** A spare wheel on the tailgate, seen edge-on from the side: its tread's x, centre height and radius. */
  spare: { x: number; width: number; y: number; r: number } | null;
  /** A pickup's open bed: from behind the cab to the tailgate, its rail at `top`. */
  bed: { from: number; to: number; top: number } | null;
  /** Black flares over the wheel arches of an upright off-road body. */
  flares: boolean;
}

/** A spare wheel's tread, as deep as a tyre is wide, carried just behind the tailgate. */
const SPARE_DEPTH_MM = 230;

/** From a wheelbase this long an SUV or a van has a third side window (a third row or a long cabin). */
export const THIRD_WINDOW_WHEELBASE_MM = 2_750;

/**
 * Builds a side profile from the datasheet: the wheelbase places the axles, the length the
 * overhangs, the height the roof; the body style decides hood, windscreen and tail, and the
 * model's signature an upright body and a spare wheel on the tailgate.
 */
export function sideProfile(
  category: string,
  dimensions?: CarDimensions,
  signature?: ModelSignature,
): SideProfile {
  const shape = carShapeOf(category);
  const { lengthMm: overall, heightMm: H, wheelbaseMm: W } = dimensions ?? TYPICAL_DIMENSIONS[shape];
  // The datasheet's length counts a spare wheel on the tailgate; the body ends before it.
  const spareWheel = signature?.spareWheel === true;
  const L = spareWheel ? overall - SPARE_DEPTH_MM - 20 : overall;
  const upright = signature?.upright === true && (shape === 'suv' || shape === 'pickup');
  const overhangs = Math.max(L - W, 400);
  const front = overhangs * (shape === 'pickup' || shape === 'van' ? 0.48 : 0.52);
  const axles: [number, number] = [front, front + W];
  const wheelRadius = upright
    ? 420
    : shape === 'pickup'
      ? 395
      : shape === 'suv'
        ? 360
        : shape === 'van'
          ? 330
          : 315;
  const sill = wheelRadius * (shape === 'pickup' || shape === 'suv' ? 1.05 : 0.62);
  const belt = H * (shape === 'suv' || shape === 'pickup' ? 0.6 : shape === 'van' ? 0.55 : 0.58);
  const x = (share: number) => share * L;
  // 0 for a long, low car, 1 for a short, tall one: the boxier, the steeper its windscreen and tail.
  const boxy = Math.min(1, Math.max(0, (H / L - 0.34) / 0.08));
  const fastback = category.trim().toLowerCase() === 'suv-coupe';

  let upper: Point[];
  let glass: Point[];
  let roofSpan: [number, number];
  switch (shape) {
    case 'sedan':
      upper = [
        [0, belt * 0.82],
        [x(0.05), belt * 0.95],
        [x(0.3), belt],
        [x(0.42), H],
        [x(0.68), H],
        [x(0.84), belt + 60],
        [L, belt],
      ];
      glass = [
        [x(0.33), belt],
        [x(0.43), H - 70],
        [x(0.67), H - 70],
        [x(0.8), belt],
      ];
      roofSpan = [x(0.45), x(0.64)];
      break;
    case 'coupe':
      upper = [
        [0, belt * 0.78],
        [x(0.06), belt * 0.92],
        [x(0.36), belt],
        [x(0.5), H],
        [x(0.66), H],
        [x(0.9), belt + 40],
        [L, belt * 0.96],
      ];
      glass = [
        [x(0.39), belt],
        [x(0.51), H - 60],
        [x(0.65), H - 60],
        [x(0.84), belt],
      ];
      roofSpan = [x(0.52), x(0.63)];
      break;
    case 'suv':
    case 'electric': {
      if (upright) {
        // Long flat hood, a windscreen close to upright, a flat roof to a vertical tailgate.
        upper = [
          [0, belt * 0.96],
          [x(0.02), belt + 50],
          [x(0.27), belt + 80],
          [x(0.31), H],
          [x(0.985), H],
          [L, H - 70],
          [L, belt * 0.9],
        ];
        glass = [
          [x(0.315), belt + 80],
          [x(0.335), H - 80],
          [x(0.965), H - 80],
          [x(0.965), belt + 60],
        ];
        roofSpan = [x(0.36), x(0.93)];
        break;
      }
      const screenTop = 0.39 - 0.05 * boxy;
      const roofEnd = fastback ? 0.74 : 0.88 + 0.05 * boxy;
      const tailTop = fastback ? 0.95 : 0.96 + 0.025 * boxy;
      const roofDrop = fastback ? 90 : 20;
      upper = [
        [0, belt * 0.86],
        [x(0.04), belt],
        [x(0.24), belt + 40],
        [x(screenTop), H],
        [x(roofEnd), H - roofDrop],
        [x(tailTop), belt + (fastback ? 60 : 120)],
        [L, belt * 0.92],
      ];
      glass = [
        [x(0.28), belt + 40],
        [x(screenTop + 0.01), H - 80],
        [x(roofEnd - 0.02), H - roofDrop - 75],
        [x(tailTop - (fastback ? 0.08 : 0.04)), belt + 60],
      ];
      roofSpan = [x(screenTop + 0.03), x(roofEnd - 0.04)];
      if (shape === 'electric') {
        upper = [
          [0, belt * 0.8],
          [x(0.05), belt * 0.95],
          [x(0.26), belt + 20],
          [x(0.42), H],
          [x(0.78), H - 10],
          [x(0.95), belt + 80],
          [L, belt * 0.95],
        ];
        glass = [
          [x(0.3), belt + 20],
          [x(0.43), H - 70],
          [x(0.77), H - 80],
          [x(0.9), belt + 40],
        ];
        roofSpan = [x(0.45), x(0.75)];
      }
      break;
    }
    case 'pickup': {
      const cabEnd = x(0.56);
      upper = [
        [0, belt * 0.9],
        [x(0.03), belt],
        [x(0.22), belt + 30],
        [x(0.31), H],
        [cabEnd - 40, H],
        [cabEnd, belt + 40],
        [cabEnd + 40, belt + 20],
        [L, belt + 20],
      ];
      glass = [
        [x(0.25), belt + 30],
        [x(0.32), H - 80],
        [cabEnd - 60, H - 80],
        [cabEnd - 30, belt + 40],
      ];
      roofSpan = [x(0.33), cabEnd - 80];
      break;
    }
    case 'van':
      upper = [
        [0, belt * 0.8],
        [x(0.04), belt],
        [x(0.1), belt + 40],
        [x(0.24), H],
        [L - 40, H],
        [L, H - 80],
      ];
      glass = [
        [x(0.13), belt + 40],
        [x(0.24), H - 90],
        [x(0.4), H - 90],
        [x(0.4), belt + 40],
      ];
      roofSpan = [x(0.3), x(0.95)];
      break;
    default:
      // Hatch: short tail, roof that runs almost to the back, steep tailgate (steeper on a tall city car).
      upper = [
        [0, belt * 0.84],
        [x(0.05), belt * 0.98],
        [x(0.27), belt + 20],
        [x(0.43 - 0.05 * boxy), H],
        [x(0.82 + 0.06 * boxy), H - 20],
        [x(0.94 + 0.03 * boxy), belt + 90],
        [L, belt * 0.9],
      ];
      glass = [
        [x(0.3), belt + 20],
        [x(0.44 - 0.05 * boxy), H - 70],
        [x(0.81 + 0.06 * boxy), H - 90],
        [x(0.9 + 0.03 * boxy), belt + 40],
      ];
      roofSpan = [x(0.47 - 0.05 * boxy), x(0.78 + 0.06 * boxy)];
  }
  const lower: Point[] = [
    [L, sill * 0.75],
    [L - 40, sill * 0.35],
    [axles[1] + wheelRadius * 1.25, sill * 0.35],
    [axles[0] - wheelRadius * 1.25, sill * 0.35],
    [40, sill * 0.35],
    [0, sill * 0.75],
  ];
  const [g0, , , g3] = glass;
  const glassFrom = g0?.[0] ?? x(0.3);
  const glassTo = g3?.[0] ?? x(0.8);
  const thirdWindow = (shape === 'suv' || shape === 'van') && !fastback && W >= THIRD_WINDOW_WHEELBASE_MM;
  const pillars = (thirdWindow ? [0.42, 0.74] : [0.5]).map(
    (share) => glassFrom + (glassTo - glassFrom) * share,
  );
  const spareRadius = wheelRadius * 0.95;
  return {
    shape,
    length: overall,
    tail: L,
    height: H,
    body: [...upper, ...lower],
    glass,
    axles,
    wheelRadius,
    roofBase: H - (H - belt) * 0.35,
    roofSpan,
    lampHeight: { front: belt * 0.86, rear: shape === 'pickup' ? belt - 40 : belt * 0.92 },
    pillars,
    spare: spareWheel
      ? {
          x: L + 20,
          width: SPARE_DEPTH_MM,
          // On the tailgate, just above the bumper.
          y: spareRadius + sill * 0.35 + 80,
          r: spareRadius,
        }
      : null,
    bed: shape === 'pickup' ? { from: x(0.56) + 50, to: L - 30, top: belt + 20 } : null,
    flares: upright,
  };
}

/** A closed path through the points with softened corners (radius in the points' units). */
export function roundedPath(points: readonly Point[], radius: number): string {
  const n = points.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const prev = points[(i - 1 + n) % n] as Point;
    const cur = points[i] as Point;
    const next = points[(i + 1) % n] as Point;
    const d1 = Math.hypot(cur[0] - prev[0], cur[1] - prev[1]);
    const d2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const r = Math.min(radius, d1 / 2, d2 / 2);
    const a: Point = [
      cur[0] + ((prev[0] - cur[0]) * r) / (d1 || 1),
      cur[1] + ((prev[1] - cur[1]) * r) / (d1 || 1),
    ];
    const b: Point = [
      cur[0] + ((next[0] - cur[0]) * r) / (d2 || 1),
      cur[1] + ((next[1] - cur[1]) * r) / (d2 || 1),
    ];
    parts.push(
      `${i === 0 ? 'M' : 'L'}${a[0].toFixed(0)} ${a[1].toFixed(0)}Q${cur[0].toFixed(0)} ${cur[1].toFixed(0)} ${b[0].toFixed(0)} ${b[1].toFixed(0)}`,
    );
  }
  return `${parts.join('')}Z`;
}

/** A light signature, drawn on the nose and the tail: the brand's, or the model's own headlamps. */
export type LampStyle = NonNullable<ModelSignature['lamps']>;

export const BRAND_LAMPS: Readonly<
  Record<
    BrandSlug,
    {
      front: LampStyle;
      rear: LampStyle;
      grille: 'slots' | 'crosshair' | 'wide' | 'chevron' | 'mesh' | 'closed' | 'thin';
    }
  >
> = {
  fiat: { front: 'slim', rear: 'slim', grille: 'thin' },
  'fiat-abarth': { front: 'round', rear: 'round', grille: 'mesh' },
  jeep: { front: 'round', rear: 'block', grille: 'slots' },
  ram: { front: 'block', rear: 'block', grille: 'crosshair' },
  dodge: { front: 'slim', rear: 'bar', grille: 'wide' },
  chrysler: { front: 'slim', rear: 'bar', grille: 'wide' },
  citroen: { front: 'split', rear: 'split', grille: 'chevron' },
  peugeot: { front: 'claw', rear: 'claw', grille: 'mesh' },
  leapmotor: { front: 'bar', rear: 'bar', grille: 'closed' },
};
