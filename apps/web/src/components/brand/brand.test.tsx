import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_SLUGS, BRANDS } from '@autohub/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { THEMES } from '../../styles/themes';
import { BRAND_FONTS, loadBrandFonts } from './brand-fonts';
import { BrandLogo } from './brand-logo';

const require = createRequire(import.meta.url);
const FONT_BUDGET_BYTES = 60 * 1024;

describe('brand typefaces', () => {
  it.each(BRAND_SLUGS)('%s ships at most 60 KB of Latin woff2 fonts', (brand) => {
    const faces = BRAND_FONTS[brand];
    expect(faces.length).toBeGreaterThan(0);
    // Each face's address is its file's in node_modules here; the build gives it a hashed name.
    const files = faces.map((face) => face.url.replace(/^.*?node_modules\//, ''));
    const total = files.reduce((sum, file) => sum + statSync(require.resolve(file)).size, 0);
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    for (const file of files) expect(file).toMatch(/^@fontsource\/[\w-]+\/files\/[\w-]+-latin-\d+-(normal|italic)\.woff2$/);
  });

  it.each(BRAND_SLUGS)('%s theme names its typeface first, with fallbacks', (brand) => {
    const families = new Set(BRAND_FONTS[brand].map((face) => face.family));
    const stacks = [THEMES[brand].font, THEMES[brand].headingFont].join(',');
    for (const family of families) expect(stacks).toContain(family);
    expect(THEMES[brand].headingFont).toMatch(/sans-serif|serif/);
  });

  it('registers a brand’s faces once, with the display each role needs', () => {
    const added: FontFace[] = [];
    class FakeFontFace {
      constructor(
        public family: string,
        public source: string,
        public descriptors: FontFaceDescriptors,
      ) {}
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = { add: (face: FontFace) => added.push(face) } as unknown as FontFaceSet;
    loadBrandFonts('citroen', fonts);
    loadBrandFonts('citroen', fonts);
    expect(added).toHaveLength(BRAND_FONTS.citroen.length);
    const displays = added.map((face) => (face as unknown as FakeFontFace).descriptors.display);
    expect(displays).toEqual(['optional', 'swap']);
  });
});

describe('brand logo', () => {
  it.each(BRAND_SLUGS)('%s draws its own mark next to its name', (brand) => {
    const { container } = render(<BrandLogo brand={brand} name={BRANDS[brand].name} />);
    expect(screen.getByText(BRANDS[brand].name)).toHaveClass('brand-logo__name');
    const mark = container.querySelector('svg.brand-logo__mark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.querySelectorAll('path, rect, circle, ellipse').length).toBeGreaterThan(0);
  });

  it('gives every brand a different mark', () => {
    const drawings = BRAND_SLUGS.map(
      (brand) => render(<BrandLogo brand={brand} name="x" />).container.querySelector('svg')?.innerHTML,
    );
    expect(new Set(drawings).size).toBe(BRAND_SLUGS.length);
  });
});
