import { describe, expect, it } from 'vitest';
import { ComparisonQuery } from '../catalogue/catalogue.schema.js';
import { SharedBuildInput, sharedBuildPath } from '../builds/builds.schema.js';
import { type BatchPrices, bonificationFor } from './prices.schema.js';

const batch: Pick<BatchPrices, 'priceList' | 'customPrices'> = {
  priceList: { base: 150_000_00, parts: { A: 1_000_00, B: 2_000_00, C: 500_00 }, services: {} },
  customPrices: { base: 147_000_00, parts: { A: 950_00, C: 520_00 } },
};

describe('bonificationFor', () => {
  it('adds what the campaign prices save on the version and on the chosen parts only', () => {
    expect(bonificationFor(batch, ['A', 'B'])).toBe(3_000_00 + 50_00);
    expect(bonificationFor(batch, ['B'], false)).toBe(0);
  });

  it('counts a part once and never turns a dearer campaign price into a surcharge', () => {
    expect(bonificationFor(batch, ['A', 'A', 'C'], false)).toBe(50_00);
  });

  it('gives nothing for an unpriced version', () => {
    expect(bonificationFor({ ...batch, priceList: { ...batch.priceList, base: null } }, [])).toBe(0);
  });
});

describe('ComparisonQuery', () => {
  it('reads repeated and comma-joined codes, two or three of them', () => {
    expect(ComparisonQuery.parse({ mvsCode: ['226AAA1', '226BBB2'] }).mvsCode).toEqual([
      '226AAA1',
      '226BBB2',
    ]);
    expect(ComparisonQuery.parse({ mvsCode: '226AAA1,226BBB2,226CCC3' }).mvsCode).toHaveLength(3);
    expect(ComparisonQuery.safeParse({ mvsCode: '226AAA1' }).success).toBe(false);
    expect(ComparisonQuery.safeParse({ mvsCode: '226AAA1,226BBB2,226CCC3,226DDD4' }).success).toBe(false);
  });
});

describe('shared builds', () => {
  it('opens the builder page of the brand and locale with the code', () => {
    expect(sharedBuildPath('es-AR', 'jeep', 'ab23cd45')).toBe('/es-AR/jeep/builder?build=ab23cd45');
  });

  it('defaults the price source and refuses fields it does not know', () => {
    const build = {
      brand: 'fiat',
      locale: 'pt-BR',
      country: 'BR',
      state: 'SP',
      mvsCode: '226AAA1',
      year: 2026,
      colorId: 'c',
      coatingId: null,
      selected: [],
      services: [],
    };
    expect(SharedBuildInput.parse(build).priceSource).toBe('ecommercePrice');
    expect(SharedBuildInput.safeParse({ ...build, total: 1 }).success).toBe(false);
  });
});
