import type { BuildModel, Part, PartType } from '@autohub/domain';

// A small catalogue with every rule the builder screens show: inclusion chain, exclusion, one-of
// with an owner, colour restriction by an optional, two-tone paint.

function part(id: string, type: PartType, extra: Partial<Part> = {}): Part {
  return {
    id,
    code: id.toUpperCase(),
    name: `Part ${id}`,
    type,
    price: 0,
    inclusive: [],
    exclusive: [],
    ...extra,
  };
}

export const TEST_MODEL: BuildModel = {
  parts: [
    part('white', 'COLOR', { name: 'Branco', colorValue: '#ffffff' }),
    part('red', 'COLOR', { name: 'Vermelho', colorValue: '#aa0000' }),
    part('red-black', 'COLOR', {
      name: 'Vermelho e preto',
      inclusive: ['roof'],
      colorValue: '#aa0000',
      secondaryColorValue: '#111111',
    }),
    part('cloth', 'COATING', { name: 'Tecido' }),
    part('roof', 'ITEM', { name: 'Teto preto', optionalColors: ['red-black'] }),
    part('sunroof', 'ITEM', { name: 'Teto solar', inclusive: ['tech'], exclusive: ['roof'] }),
    part('tech', 'ITEM', { name: 'Pack Tech', inclusive: ['camera'] }),
    part('camera', 'ITEM', { name: 'Câmera de ré' }),
    part('sport', 'ITEM', { name: 'Pack Sport' }),
    part('w17', 'ITEM', { name: 'Rodas 17' }),
    part('w18', 'ITEM', { name: 'Rodas 18' }),
    part('mats', 'ACCESSORY', { name: 'Tapetes' }),
  ],
  groups: [{ id: 'g-wheels', kind: 'ONE_OF', owner: 'sport', members: ['w17', 'w18'] }],
  services: [
    { id: 'rev', name: 'Revisão', category: 'MAINTENANCE', serviceName: 'REVISION', price: 100_000 },
  ],
};
