import type { BrandSlug } from '@autohub/domain';

/**
 * One web font file of a brand. Only the Latin subset is shipped: Portuguese and Spanish need
 * nothing beyond it, and it keeps every brand under 60 KB of fonts.
 */
export interface BrandFontFace {
  family: string;
  /** The woff2 file in its `@fontsource` package; the build gives it a hashed address. */
  file: string;
  weight: string;
  style: 'normal' | 'italic';
  /**
   * Headings and the wordmark `swap`: the brand's voice matters more than a late reflow of a few
   * words. Body text `optional`: if the font is not there at first paint, the page stays in the
   * fallback rather than reflowing paragraphs the visitor is reading.
   */
  display: 'swap' | 'optional';
}

/** Basic Latin and Latin-1 plus the punctuation and currency signs the pages use. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

function face(
  family: string,
  file: string,
  weight: string,
  display: BrandFontFace['display'],
  style: BrandFontFace['style'] = 'normal',
): BrandFontFace {
  return { family, file, weight, style, display };
}

/** The open typeface closest to each brand's own, in the weights its pages use. */
export const BRAND_FONTS: Readonly<Record<BrandSlug, readonly BrandFontFace[]>> = {
  fiat: [
    face(
      'Titillium Web',
      '@fontsource/titillium-web/files/titillium-web-latin-400-normal.woff2',
      '400',
      'optional',
    ),
    face(
      'Titillium Web',
      '@fontsource/titillium-web/files/titillium-web-latin-700-normal.woff2',
      '700',
      'swap',
    ),
  ],
  'fiat-abarth': [
    face(
      'Barlow Condensed',
      '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
      '700',
      'swap',
    ),
    face(
      'Barlow Condensed',
      '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-italic.woff2',
      '700',
      'swap',
      'italic',
    ),
  ],
  jeep: [face('Oswald', '@fontsource/oswald/files/oswald-latin-600-normal.woff2', '600 700', 'swap')],
  ram: [
    face(
      'Roboto Condensed',
      '@fontsource/roboto-condensed/files/roboto-condensed-latin-400-normal.woff2',
      '400',
      'optional',
    ),
    face(
      'Roboto Condensed',
      '@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2',
      '700 900',
      'swap',
    ),
  ],
  dodge: [
    face(
      'Saira Condensed',
      '@fontsource/saira-condensed/files/saira-condensed-latin-400-normal.woff2',
      '400',
      'optional',
    ),
    face(
      'Saira Condensed',
      '@fontsource/saira-condensed/files/saira-condensed-latin-800-normal.woff2',
      '700 900',
      'swap',
    ),
  ],
  chrysler: [
    face(
      'Cormorant Garamond',
      '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
      '400 700',
      'swap',
    ),
  ],
  citroen: [
    face('Nunito', '@fontsource/nunito/files/nunito-latin-400-normal.woff2', '400', 'optional'),
    face('Nunito', '@fontsource/nunito/files/nunito-latin-800-normal.woff2', '700 900', 'swap'),
  ],
  peugeot: [
    face('Manrope', '@fontsource/manrope/files/manrope-latin-400-normal.woff2', '400', 'optional'),
    face('Manrope', '@fontsource/manrope/files/manrope-latin-700-normal.woff2', '600 700', 'swap'),
  ],
  leapmotor: [
    face('Sora', '@fontsource/sora/files/sora-latin-400-normal.woff2', '400', 'optional'),
    face('Sora', '@fontsource/sora/files/sora-latin-600-normal.woff2', '600 700', 'swap'),
  ],
};

/**
 * The `@font-face` rules of every brand's faces, part of the entry's style sheet (the skins' style
 * sheet, `virtual:brand-themes.css`): a page rendered by the server lays its text out in the brand's
 * faces from its first layout, and no script registers them later, which made the browser lay the
 * whole page out again while it hydrated. A face is downloaded only when text in its family is
 * drawn, so a page fetches its own skin's files only, and a switch of brand the new skin's.
 */
export function brandFontFaceCss(): string {
  const rules = new Map<string, string>();
  for (const faces of Object.values(BRAND_FONTS)) {
    for (const spec of faces) {
      rules.set(
        `${spec.family}|${spec.weight}|${spec.style}`,
        [
          '@font-face {',
          `  font-family: '${spec.family}';`,
          `  src: url('${spec.file}') format('woff2');`,
          `  font-weight: ${spec.weight};`,
          `  font-style: ${spec.style};`,
          `  font-display: ${spec.display};`,
          `  unicode-range: ${LATIN_RANGE};`,
          '}',
        ].join('\n'),
      );
    }
  }
  return `${[...rules.values()].join('\n\n')}\n`;
}
