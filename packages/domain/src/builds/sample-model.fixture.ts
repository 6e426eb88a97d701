import type { BuildModel, Part, PartType } from './part.js';

// A compact SUV catalogue shaped like the real ones, used by the configurator tests.

function part(id: string, type: PartType, price: number, extra: Partial<Part> = {}): Part {
  return { id, code: id.toUpperCase().replace(/-/g, ''), name: id, type, price, inclusive: [], exclusive: [], ...extra };
}

export const SAMPLE_MODEL: BuildModel = {
  parts: [
    part('c-white', 'COLOR', 0, { paint: 'solid', colorValue: '#f4f4f2' }),
    part('c-red', 'COLOR', 190_000, { paint: 'metallic', colorValue: '#a3101c' }),
    part('c-pearl', 'COLOR', 250_000, { paint: 'pearly', colorValue: '#f8f6ee' }),
    // Two-tone paints exist only with the painted roof optional.
    part('c-red-black', 'COLOR', 310_000, {
      paint: 'metallic',
      colorValue: '#a3101c',
      secondaryColorValue: '#111111',
      inclusive: ['o-black-roof'],
    }),
    part('c-white-black', 'COLOR', 120_000, {
      paint: 'solid',
      colorValue: '#f4f4f2',
      secondaryColorValue: '#111111',
      inclusive: ['o-black-roof'],
    }),
    part('ct-cloth', 'COATING', 0),
    part('ct-leather', 'COATING', 350_000),
    // The roof paint restricts the car to the two-tone colours.
    part('o-black-roof', 'ITEM', 90_000, { optionalColors: ['c-red-black', 'c-white-black'] }),
    // The sunroof needs the tech pack, whose multimedia needs the rear camera (recursive chain).
    part('o-sunroof', 'ITEM', 650_000, { inclusive: ['pk-tech'], exclusive: ['o-black-roof'] }),
    part('pk-tech', 'ITEM', 420_000, { inclusive: ['o-multimedia', 'o-wireless-charger'] }),
    part('o-multimedia', 'ITEM', 300_000, { inclusive: ['o-rear-camera'] }),
    part('o-wireless-charger', 'ITEM', 80_000),
    part('o-rear-camera', 'ITEM', 110_000),
    // Sport and Style packs exclude each other; Sport needs dark wheels (one of two).
    part('pk-sport', 'ITEM', 540_000, { exclusive: ['pk-style'], behavior: 'FEATURED' }),
    part('pk-style', 'ITEM', 380_000, { inclusive: ['o-chrome'] }),
    part('o-chrome', 'ITEM', 60_000),
    part('w-16', 'ITEM', 0),
    part('w-17-dark', 'ITEM', 210_000),
    part('w-18-dark', 'ITEM', 330_000),
    part('a-mats', 'ACCESSORY', 45_000),
    part('a-towbar', 'ACCESSORY', 160_000),
    part('a-roof-rack', 'ACCESSORY', 120_000, { exclusive: ['o-sunroof'] }),
  ],
  groups: [
    { id: 'g-wheels', kind: 'ONE_OF', members: ['w-16', 'w-17-dark', 'w-18-dark'] },
    { id: 'g-sport-wheels', kind: 'DEPENDENCY', owner: 'pk-sport', members: ['w-17-dark', 'w-18-dark'] },
  ],
  services: [
    { id: 's-revision', name: 'Revisão planejada', category: 'maintenance', serviceName: 'REVISION', price: 129_900 },
    { id: 's-warranty', name: 'Garantia estendida', category: 'warranty', serviceName: 'WARRANTY', price: 249_900 },
  ],
};
