import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_SLUGS, BRANDS } from '@autohub/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../styles/themes';
import { BRAND_FONTS, brandFontFaceCss } from './brand-fonts';
import { BrandLogo } from './brand-logo';

const require = createRequire(import.meta.url);
const FONT_BUDGET_BYTES = 60 * 1024;

describe('brand typefaces', () => {
  it.each(BRAND_SLUGS)('%s ships at most 60 KB of Latin woff2 fonts', (brand) => {
    const faces = BRAND_FONTS[brand];
    expect(faces.length).toBeGreaterThan(0);
    // Each face names its file in its package; the build gives it a hashed name.
    const files = faces.map((face) => face.file);
    const total = files.reduce((sum, file) => sum + statSync(require.resolve(file)).size, 0);
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    for (const file of files)
      expect(file).toMatch(/^@fontsource\/[\w-]+\/files\/[\w-]+-latin-\d+-(normal|italic)\.woff2$/);
  });

  it.each(BRAND_SLUGS)('%s theme names its typeface first, with fallbacks', (brand) => {
    const families = new Set(BRAND_FONTS[brand].map((face) => face.family));
    const stacks = [THEMES[brand].font, THEMES[brand].headingFont].join(',');
    for (const family of families) expect(stacks).toContain(family);
    expect(THEMES[brand].headingFont).toMatch(/sans-serif|serif/);
  });

  it.each(BRAND_SLUGS)(
    '%s stacks name no other brand’s web font, which would be fetched as a fallback',
    (brand) => {
      const own = new Set(BRAND_FONTS[brand].map((face) => face.family));
      const others = BRAND_SLUGS.flatMap((other) => BRAND_FONTS[other].map((face) => face.family)).filter(
        (family) => !own.has(family),
      );
      const stacks = [THEMES[brand].font, THEMES[brand].headingFont]
        .flatMap((stack) => stack.split(','))
        .map((family) => family.trim().replace(/^["']|["']$/g, ''));
      for (const family of others) expect(stacks).not.toContain(family);
    },
  );

  it('declares every face once in the style sheet, body text optional and headings swapped', () => {
    const css = brandFontFaceCss();
    const rules = css.match(/@font-face \{[^}]*\}/g) ?? [];
    const faces = Object.values(BRAND_FONTS).flat();
    expect(rules).toHaveLength(new Set(faces.map((f) => `${f.family}|${f.weight}|${f.style}`)).size);
    const citroen = rules.filter((rule) => rule.includes("font-family: 'Nunito'"));
    expect(citroen.map((rule) => /font-display: (\w+)/.exec(rule)?.[1])).toEqual(['optional', 'swap']);
    for (const rule of rules) {
      expect(rule).toMatch(/src: url\('@fontsource\/[\w-]+\/files\/[\w-]+\.woff2'\) format\('woff2'\);/);
      expect(rule).toContain('unicode-range: U+0000-00FF');
    }
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
