import { describe, expect, it } from 'vitest';
import { marketRegionName, marketRegions, requireRegionName } from './regions.js';

describe('market regions', () => {
  it('list the 27 Brazilian federative units and the 24 Argentine jurisdictions, each once', () => {
    expect(new Set(marketRegions('BR').map((r) => r.code)).size).toBe(27);
    expect(
      marketRegions('AR')
        .map((r) => r.code)
        .sort()
        .join(''),
    ).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it('name a state or province by its code, and nothing for a code of the other market', () => {
    expect(marketRegionName('BR', 'MG')).toBe('Minas Gerais');
    expect(marketRegionName('AR', 'X')).toBe('Córdoba');
    expect(marketRegionName('AR', 'V')).toBe('Tierra del Fuego, Antártida e Islas del Atlántico Sur');
    expect(marketRegionName('AR', 'SP')).toBeUndefined();
  });

  it('refuse to name a code the market does not have, for data written against the list', () => {
    expect(requireRegionName('BR', 'SP')).toBe('São Paulo');
    expect(() => requireRegionName('BR', 'X')).toThrow(/BR has no state or province X/);
  });
});
