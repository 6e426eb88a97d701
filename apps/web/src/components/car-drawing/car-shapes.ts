/** Body styles we draw; any other category from the settings is drawn as a sedan. */
export const CAR_SHAPES = ['hatch', 'sedan', 'suv', 'pickup', 'coupe', 'van', 'electric'] as const;
export type CarShape = (typeof CAR_SHAPES)[number];

export function carShapeOf(category: string): CarShape {
  const normalized = category.trim().toLowerCase();
  if ((CAR_SHAPES as readonly string[]).includes(normalized)) return normalized as CarShape;
  if (normalized === 'hatchback') return 'hatch';
  if (normalized === 'crossover' || normalized === 'suv-coupe') return 'suv';
  if (normalized === 'picape' || normalized === 'pick-up' || normalized === 'truck') return 'pickup';
  if (normalized === 'ev') return 'electric';
  return 'sedan';
}

interface ShapePaths {
  /** Body outline, in a 320×140 box, facing left, ground at y = 110. */
  body: string;
  /** Side windows. */
  glass: string;
  /** Wheel centres on the x axis. */
  wheels: [number, number];
  /** Off-road bodies ride on bigger wheels. */
  wheelRadius?: number;
  roofRail?: string;
  /** Height of the roof's lower edge: a two-tone paint colours the body above it. */
  roofLine: number;
}

export const SHAPE_PATHS: Readonly<Record<CarShape, ShapePaths>> = {
  hatch: {
    roofLine: 44,
    body: 'M18 104C18 92 26 84 42 82L94 76L132 44C138 40 144 38 154 38H248C258 38 265 42 269 50L290 80C296 86 298 94 298 104C298 108 296 110 292 110H24C20 110 18 108 18 104Z',
    glass: 'M104 76L138 48C141 46 145 45 150 45H244C251 45 256 48 259 54L274 76Z',
    wheels: [76, 246],
  },
  sedan: {
    roofLine: 47,
    body: 'M16 104C16 92 24 84 40 82L92 76L128 48C134 44 140 42 150 42H210C222 42 230 46 238 54L262 76L292 80C300 82 304 88 304 96V104C304 108 300 110 296 110H24C18 110 16 108 16 104Z',
    glass: 'M102 76L133 51C137 49 142 48 150 48H208C217 48 223 51 229 57L248 76Z',
    wheels: [78, 250],
  },
  suv: {
    roofLine: 24,
    body: 'M14 100V76C14 68 20 62 30 60L80 54L106 24C110 20 116 18 124 18H276C284 18 288 22 290 30L302 56C305 62 306 70 306 80V100C306 104 304 106 300 106H20C16 106 14 104 14 100Z',
    glass: 'M92 54L113 29C116 26 120 25 125 25H272C277 25 280 28 282 33L292 54Z',
    wheels: [80, 250],
    wheelRadius: 23,
    roofRail: 'M128 13H268M142 13V19M254 13V19',
  },
  pickup: {
    roofLine: 30,
    body: 'M14 104V82C14 74 20 70 30 68L80 62L108 30C112 26 118 24 126 24H182C190 24 194 28 196 34L198 64H304C308 64 310 66 310 70V104C310 108 308 110 304 110H20C16 110 14 108 14 104Z',
    glass: 'M92 62L114 35C117 32 121 31 126 31H180C185 31 188 34 188 38V62Z',
    wheels: [76, 254],
    wheelRadius: 22,
  },
  coupe: {
    roofLine: 51,
    body: 'M14 104C14 94 20 88 34 86L100 78L142 52C150 48 158 46 168 46H206C220 46 230 52 240 62L262 80L296 84C304 86 308 92 308 100V104C308 108 306 110 302 110H20C16 110 14 108 14 104Z',
    glass: 'M114 78L146 57C152 54 158 52 166 52H204C214 52 222 56 229 63L244 78Z',
    wheels: [76, 252],
  },
  van: {
    roofLine: 28,
    body: 'M14 104V70C14 62 18 56 26 52L58 28C62 24 68 22 76 22H290C300 22 306 28 306 38V104C306 108 304 110 300 110H20C16 110 14 108 14 104Z',
    glass: 'M34 56L62 35C66 32 70 30 76 30H112V56Z M122 30H200V56H122Z',
    wheels: [74, 252],
  },
  electric: {
    roofLine: 35,
    body: 'M16 104C16 90 24 80 40 76L90 68L124 38C132 32 140 30 152 30H246C260 30 270 36 278 46L298 74C304 82 306 92 306 100V104C306 108 304 110 300 110H22C18 110 16 108 16 104Z',
    glass: 'M100 68L130 42C136 38 142 36 152 36H244C254 36 262 40 268 48L284 68Z',
    wheels: [80, 248],
  },
};

/** Relative luminance of a #rrggbb colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

/** Picture renditions of spec document 1 §9, as width × height in CSS pixels. */
export const CAR_RENDITIONS = {
  thumb: { width: 48, height: 48 },
  card: { width: 140, height: 100 },
  square: { width: 319, height: 319 },
  large: { width: 1280, height: 1280 },
} as const;
export type CarRendition = keyof typeof CAR_RENDITIONS;
