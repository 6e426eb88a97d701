import type { BrandSlug } from '@autohub/domain';
import barlowCondensed700Italic from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-italic.woff2?url';
import barlowCondensed700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import cormorant600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';
import manrope400 from '@fontsource/manrope/files/manrope-latin-400-normal.woff2?url';
import manrope700 from '@fontsource/manrope/files/manrope-latin-700-normal.woff2?url';
import nunito400 from '@fontsource/nunito/files/nunito-latin-400-normal.woff2?url';
import nunito800 from '@fontsource/nunito/files/nunito-latin-800-normal.woff2?url';
import oswald600 from '@fontsource/oswald/files/oswald-latin-600-normal.woff2?url';
import robotoCondensed400 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-400-normal.woff2?url';
import robotoCondensed700 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2?url';
import sairaCondensed400 from '@fontsource/saira-condensed/files/saira-condensed-latin-400-normal.woff2?url';
import sairaCondensed800 from '@fontsource/saira-condensed/files/saira-condensed-latin-800-normal.woff2?url';
import sora400 from '@fontsource/sora/files/sora-latin-400-normal.woff2?url';
import sora600 from '@fontsource/sora/files/sora-latin-600-normal.woff2?url';
import titillium400 from '@fontsource/titillium-web/files/titillium-web-latin-400-normal.woff2?url';
import titillium700 from '@fontsource/titillium-web/files/titillium-web-latin-700-normal.woff2?url';

/**
 * One web font file of a brand. Only the Latin subset is shipped: Portuguese and Spanish need
 * nothing beyond it, and it keeps every brand under 60 KB of fonts.
 */
export interface BrandFontFace {
  family: string;
  url: string;
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
  url: string,
  weight: string,
  display: BrandFontFace['display'],
  style: BrandFontFace['style'] = 'normal',
): BrandFontFace {
  return { family, url, weight, style, display };
}

/** The open typeface closest to each brand's own, in the weights its pages use. */
export const BRAND_FONTS: Readonly<Record<BrandSlug, readonly BrandFontFace[]>> = {
  fiat: [
    face(
      'Titillium Web',
      titillium400,
      '400',
      'optional',
    ),
    face(
      'Titillium Web',
      titillium700,
      '700',
      'swap',
    ),
  ],
  'fiat-abarth': [
    face(
      'Barlow Condensed',
      barlowCondensed700,
      '700',
      'swap',
    ),
    face(
      'Barlow Condensed',
      barlowCondensed700Italic,
      '700',
      'swap',
      'italic',
    ),
  ],
  jeep: [face('Oswald', oswald600, '600 700', 'swap')],
  ram: [
    face(
      'Roboto Condensed',
      robotoCondensed400,
      '400',
      'optional',
    ),
    face(
      'Roboto Condensed',
      robotoCondensed700,
      '700 900',
      'swap',
    ),
  ],
  dodge: [
    face(
      'Saira Condensed',
      sairaCondensed400,
      '400',
      'optional',
    ),
    face(
      'Saira Condensed',
      sairaCondensed800,
      '700 900',
      'swap',
    ),
  ],
  chrysler: [
    face(
      'Cormorant Garamond',
      cormorant600,
      '400 700',
      'swap',
    ),
  ],
  citroen: [
    face('Nunito', nunito400, '400', 'optional'),
    face('Nunito', nunito800, '700 900', 'swap'),
  ],
  peugeot: [
    face('Manrope', manrope400, '400', 'optional'),
    face('Manrope', manrope700, '600 700', 'swap'),
  ],
  leapmotor: [
    face('Sora', sora400, '400', 'optional'),
    face('Sora', sora600, '600 700', 'swap'),
  ],
};

const added = new Set<string>();

/**
 * Registers the brand's faces with the document. Nothing is downloaded until text in that family
 * is drawn, so switching brands costs only the new brand's files, once.
 */
export function loadBrandFonts(
  brand: BrandSlug,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const spec of BRAND_FONTS[brand]) {
    const key = `${spec.family}|${spec.weight}|${spec.style}`;
    if (added.has(key)) continue;
    added.add(key);
    fonts.add(
      new FontFace(spec.family, `url(${spec.url}) format('woff2')`, {
        weight: spec.weight,
        style: spec.style,
        display: spec.display,
        unicodeRange: LATIN_RANGE,
      }),
    );
  }
}
