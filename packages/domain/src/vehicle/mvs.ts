import type { BrandSlug } from '../brands/brands.js';
import { isCitroenPeugeotGroup } from '../brands/brands.js';

/** Lengths of the MVS code parts as cumulative prefix ends: model, model+version, whole code. */
export interface MvsSizes {
  model: number;
  version: number;
  series: number;
}

/** Sizes per brand (spec document 1 §3): 3/6/7 by default, 4/15/16 for Citroën, Peugeot and DS. */
export const MVS_SIZES: Readonly<{ default: MvsSizes; psa: MvsSizes }> = {
  default: { model: 3, version: 6, series: 7 },
  psa: { model: 4, version: 15, series: 16 },
};

/** The MVS sizes of a brand. */
export function mvsSizes(brand: BrandSlug | 'ds'): MvsSizes {
  return isCitroenPeugeotGroup(brand) ? MVS_SIZES.psa : MVS_SIZES.default;
}

/** The parsed vehicle code, in both readings the spec gives. */
export interface ParsedMvs {
  code: string;
  /** `short` for 7 characters (model 3 + version 3 + series 1), `long` for 16 (4 + 11 + 1). */
  layout: 'short' | 'long';
  /**
   * Segment reading (document 1 §3 second sentence, document 2 §5): the code cut into its parts,
   * each holding only its own characters.
   */
  segments: { model: string; version: string; series: string };
  /**
   * Brand-size reading (document 1 §3 sizes 3/6/7 and 4/15/16): each code is the prefix of that
   * length, so the version code includes the model and the series code is the whole code. This is
   * the form catalogue look-ups use, since a version segment alone repeats across models.
   */
  codes: { modelCode: string; versionCode: string; seriesCode: string };
  /** Whether the code has the length the brand's sizes expect. */
  matchesBrandSizes: boolean;
}

/**
 * Parses a vehicle code (MVS). Only 7- and 16-character codes are parsed (otherwise `null`), the
 * layout following the length. See docs/decisions/003-rule-variants.md for which reading applies
 * where.
 */
export function parseMvs(code: string, brand: BrandSlug | 'ds' = 'fiat'): ParsedMvs | null {
  let modelLength: number;
  let layout: ParsedMvs['layout'];
  if (code.length === 7) {
    modelLength = 3;
    layout = 'short';
  } else if (code.length === 16) {
    modelLength = 4;
    layout = 'long';
  } else {
    return null;
  }
  const seriesStart = code.length - 1;
  return {
    code,
    layout,
    segments: {
      model: code.slice(0, modelLength),
      version: code.slice(modelLength, seriesStart),
      series: code.slice(seriesStart),
    },
    codes: {
      modelCode: code.slice(0, modelLength),
      versionCode: code.slice(0, seriesStart),
      seriesCode: code,
    },
    matchesBrandSizes: mvsSizes(brand).series === code.length,
  };
}
