import { describe, expect, it } from 'vitest';
import { carSvg, type CarSvgOptions } from './car-svg.js';

const wrangler: CarSvgOptions = {
  brand: 'jeep',
  category: 'suv',
  dimensions: { lengthMm: 4_882, heightMm: 1_848, wheelbaseMm: 3_008, widthMm: 1_894 },
  signature: { lamps: 'round', spareWheel: true, upright: true },
  color: '#1f5e3a',
  title: 'Jeep Wrangler <Rubicon>',
  width: 319,
  height: 319,
};
const renegade: CarSvgOptions = {
  ...wrangler,
  dimensions: { lengthMm: 4_268, heightMm: 1_706, wheelbaseMm: 2_570, widthMm: 1_805 },
  signature: undefined,
  title: 'Jeep Renegade',
};

describe('a car drawn as an SVG document', () => {
  it('draws the signature a model has and no other', () => {
    const upright = carSvg(wrangler);
    expect(upright).toContain('data-part="spare-wheel"');
    expect(upright).toContain('data-part="fender-flare"');
    const plain = carSvg(renegade);
    expect(plain).not.toContain('data-part="spare-wheel"');
    expect(plain).not.toContain('data-part="fender-flare"');
    expect(plain).toContain('data-lamp="round"');
  });

  it('fits the rendition, keeps the paint and the two-tone roof, and escapes the title', () => {
    const svg = carSvg({ ...renegade, roofColor: '#111111', width: 140, height: 100 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="140" height="100"/);
    expect(svg).toContain('fill="#1f5e3a"');
    expect(svg).toContain('data-roof="#111111"');
    expect(carSvg(wrangler)).toContain('<title>Jeep Wrangler &#60;Rubicon&#62;</title>');
  });

  it('scales the body to the datasheet: a longer car has a longer outline', () => {
    const width = (svg: string) => Number(/viewBox="[^ ]+ [^ ]+ ([^ ]+) /.exec(svg)?.[1]);
    const short = carSvg({ ...renegade, width: 1280, height: 640 });
    const long = carSvg({
      ...renegade,
      dimensions: { lengthMm: 4_700, heightMm: 1_706, wheelbaseMm: 2_800 },
      width: 1280,
      height: 640,
    });
    expect(width(long)).toBeGreaterThan(width(short));
  });
});
