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
