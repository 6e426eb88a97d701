import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import { buildCarImageUrl } from './car-image.js';
import { isValidChassis, recallQueryKind, validateChassis, validateRecallQuery } from './chassis.js';
import { FUELS, toFuelCode } from './fuels.js';
import { MVS_SIZES, mvsSizes, parseMvs } from './mvs.js';
import { paintCategory } from './paint.js';
import { formatPlate, isValidPlate, plateKind, toMercosulPlate, validatePlate } from './plate.js';

describe('plates', () => {
  it('accepts the old and the Mercosul layouts, typed in any case and with a hyphen', () => {
    for (const plate of ['ABC1234', 'ABC-1234', 'abc1234', 'ABC1D23', 'abc1d23']) {
      expect(isValidPlate(plate), plate).toBe(true);
    }
  });

  it('rejects other layouts and lengths', () => {
    for (const plate of ['AB12345', 'ABCD123', 'ABC12D3', 'ABC123', 'ABC12345', 'ÁBC1234', '']) {
      expect(isValidPlate(plate), plate).toBe(false);
    }
    expect(validatePlate('')).toEqual({ ok: false, code: 'plate_required' });
    expect(validatePlate('AB1')).toEqual({ ok: false, code: 'plate_invalid' });
  });

  it('tells the layouts apart and writes them as shown', () => {
    expect(plateKind('ABC1234')).toBe('old');
    expect(plateKind('ABC1D23')).toBe('mercosul');
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
  });

  it('converts an old plate to Mercosul by turning its fifth digit into a letter', () => {
    expect(toMercosulPlate('ABC-1234')).toBe('ABC1C34');
    expect(toMercosulPlate('ABC1034')).toBe('ABC1A34');
    expect(toMercosulPlate('ABC1D23')).toBe('ABC1D23');
    expect(toMercosulPlate('nope')).toBeNull();
  });

  it('keeps every converted plate valid and Mercosul', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}\d{4}$/), (plate) => {
        const converted = toMercosulPlate(plate);
        expect(converted).not.toBeNull();
        expect(plateKind(converted ?? '')).toBe('mercosul');
      }),
    );
  });
});

describe('chassis', () => {
  it('is exactly 17 characters A–Z and 0–9', () => {
    expect(isValidChassis('9BD15802AA6123456')).toBe(true);
    expect(isValidChassis('9bd15802aa6123456')).toBe(true);
    expect(isValidChassis('9BD15802AA612345')).toBe(false);
    expect(isValidChassis('9BD15802AA61234567')).toBe(false);
    expect(isValidChassis('9BD15802AA612345-')).toBe(false);
    expect(validateChassis('x')).toEqual({ ok: false, code: 'chassis_invalid' });
  });

  it('lets a recall search take a plate of 7 or a chassis of 17', () => {
    expect(recallQueryKind('ABC1D23')).toBe('plate');
    expect(recallQueryKind('9BD15802AA6123456')).toBe('chassis');
    expect(recallQueryKind('9BD15802')).toBeNull();
    expect(validateRecallQuery('123')).toEqual({ ok: false, code: 'plate_chassis_invalid' });
  });
});

describe('vehicle code (MVS)', () => {
  it('gives the brand sizes: 3/6/7 by default, 4/15/16 for Citroën, Peugeot and DS', () => {
    expect(mvsSizes('fiat')).toEqual(MVS_SIZES.default);
    expect(mvsSizes('jeep')).toEqual({ model: 3, version: 6, series: 7 });
    expect(mvsSizes('citroen')).toEqual({ model: 4, version: 15, series: 16 });
    expect(mvsSizes('peugeot')).toEqual(MVS_SIZES.psa);
    expect(mvsSizes('ds')).toEqual(MVS_SIZES.psa);
  });

  it('reads a 7-character code both ways', () => {
    expect(parseMvs('5201A21', 'fiat')).toEqual({
      code: '5201A21',
      layout: 'short',
      segments: { model: '520', version: '1A2', series: '1' },
      codes: { modelCode: '520', versionCode: '5201A2', seriesCode: '5201A21' },
      matchesBrandSizes: true,
    });
  });

  it('reads a 16-character code both ways', () => {
    const parsed = parseMvs('1PB2A5HCKJB0A0B1', 'peugeot');
    expect(parsed?.layout).toBe('long');
    expect(parsed?.segments).toEqual({ model: '1PB2', version: 'A5HCKJB0A0B', series: '1' });
    expect(parsed?.codes).toEqual({
      modelCode: '1PB2',
      versionCode: '1PB2A5HCKJB0A0B',
      seriesCode: '1PB2A5HCKJB0A0B1',
    });
    expect(parsed?.matchesBrandSizes).toBe(true);
  });

  it('says when the length does not match the brand', () => {
    expect(parseMvs('5201A21', 'citroen')?.matchesBrandSizes).toBe(false);
  });

  it('does not parse codes of other lengths', () => {
    for (const code of ['', '520', '5201A2', '5201A210', '1PB2A5HCKJB0A0B', '1PB2A5HCKJB0A0B12']) {
      expect(parseMvs(code, 'fiat'), code).toBeNull();
    }
  });

  it('keeps both readings consistent for any parsable code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[0-9A-Z]{7}$/), fc.stringMatching(/^[0-9A-Z]{16}$/)),
        (code) => {
          const parsed = parseMvs(code);
          expect(parsed).not.toBeNull();
          if (!parsed) return;
          const { model, version, series } = parsed.segments;
          expect(model + version + series).toBe(code);
          expect(parsed.codes.versionCode).toBe(model + version);
          expect(parsed.codes.seriesCode).toBe(code);
          expect(series).toHaveLength(1);
        },
      ),
    );
  });
});

describe('car image address', () => {
  const params = {
    baseUrl: 'https://img.example.com/cars/',
    model: '520',
    version: '1A2',
    series: '1',
    year: 2026,
  };

  it('joins model, version with series, and year under the base address', () => {
    expect(buildCarImageUrl(params)).toBe('https://img.example.com/cars/520/1A21/2026');
    expect(buildCarImageUrl({ ...params, color: 'PRETO' })).toBe(
      'https://img.example.com/cars/520/1A21/2026/PRETO',
    );
  });

  it('accepts an empty series', () => {
    expect(buildCarImageUrl({ ...params, series: '' })).toBe('https://img.example.com/cars/520/1A2/2026');
  });

  it('fails with the spec message when a part is missing', () => {
    for (const missing of [
      { model: null },
      { version: '' },
      { series: null },
      { series: undefined },
      { year: null },
    ]) {
      let thrown: unknown;
      try {
        buildCarImageUrl({ ...params, ...missing });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect((thrown as DomainError).code).toBe('car_image.missing_params');
      expect((thrown as DomainError).message).toBe(
        'Failed to build base car image url. Missing required parameters.',
      );
    }
  });
});

describe('fuels and paints', () => {
  it('knows the seven fuels', () => {
    expect(Object.keys(FUELS)).toEqual([
      'diesel',
      'flex',
      'tetrafuel',
      'gas',
      'electric',
      'hybrid',
      'flex hybrid',
    ]);
    expect(toFuelCode('FLEX')).toBe('flex');
    expect(toFuelCode('Flex Hybrid')).toBe('flex hybrid');
    expect(toFuelCode('FLEX_HYBRID')).toBe('flex hybrid');
    expect(toFuelCode('steam')).toBeNull();
  });

  it('reads M as metallic, P as pearly, anything else as solid', () => {
    expect(paintCategory('M')).toBe('metallic');
    expect(paintCategory('p')).toBe('pearly');
    expect(paintCategory('S')).toBe('solid');
    expect(paintCategory(null)).toBe('solid');
  });
});
