import type { ConfiguratorVersion, SharedBuild } from '@autohub/contract';
import { describe, expect, it } from 'vitest';
import { renderBuildPreview, sharedBuildHead } from './build-preview.js';

const version = {
  brand: 'fiat',
  model: { name: 'Toro <"&">', category: 'pickup' },
  mvs: { versionName: "Volcano 'X'" },
  datasheet: { dimensions: { lengthMm: 4_945, heightMm: 1_745, wheelbaseMm: 2_990, widthMm: 1_844 } },
  defaultColorId: 'c1',
  parts: [{ id: 'c1', type: 'COLOR', name: 'Vermelho', colorValue: '#b01c2e' }],
} as unknown as ConfiguratorVersion;

const shared = {
  code: 'abcdefgh',
  path: '/pt-BR/fiat/builder?build=abcdefgh',
  build: { brand: 'fiat', locale: 'pt-BR', colorId: 'c1' },
  totals: { total: 18990000 },
  currency: 'BRL',
} as unknown as SharedBuild;

describe('link preview of a shared build', () => {
  it('escapes every value it writes into the page head', () => {
    const head = sharedBuildHead(shared, version, 'https://carros.example.com');
    expect(head).not.toMatch(/<"&">|'X'/);
    expect(head).toContain('Toro &#60;&#34;&#38;&#34;&#62; Volcano &#39;X&#39;');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('content="https://carros.example.com/api/builds/abcdefgh/preview.png"');
  });

  it('draws a 1200×630 PNG', () => {
    const png = renderBuildPreview(shared, version);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
