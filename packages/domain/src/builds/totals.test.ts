import { describe, expect, it } from 'vitest';
import { EMPTY_CAR_STATE, selectedParts, type CarState } from './car-state.js';
import { SAMPLE_MODEL as M } from './sample-model.fixture.js';
import { computeTotals, optionalCodesForPrice, type PriceList } from './totals.js';

// Prices of the sample catalogue in one state: every part at its catalogue price, plus 10 cents,
// so a total built from catalogue prices instead of the location's would be caught.
const SP: PriceList = {
  base: 12_990_000,
  parts: Object.fromEntries(M.parts.map((p) => [p.code, p.price + 10])),
};

const build: CarState = {
  ...EMPTY_CAR_STATE,
  colorId: 'c-red', // 190 000
  coatingId: 'ct-leather', // 350 000
  selected: ['pk-sport', 'w-17-dark', 'a-mats'], // 540 000 + 210 000 items, 45 000 accessory
  services: ['s-revision'], // 129 900
};

describe('computeTotals', () => {
  it('sums each family of the build with the location prices', () => {
    expect(computeTotals(M, build, SP)).toEqual({
      basePrice: 12_990_000,
      colorPrice: 190_010,
      coatingPrice: 350_010,
      optionalsTotal: 750_020,
      accessoriesTotal: 45_010,
      servicesTotal: 129_900,
      bonificationTotal: 0,
      hasPriceBonification: false,
      total: 12_990_000 + 190_010 + 350_010 + 750_020 + 45_010 + 129_900,
      missingCodes: [],
      missingServices: [],
      includedInPacks: [],
    });
  });

  it('takes the bonification off the total and flags it', () => {
    const totals = computeTotals(M, build, { ...SP, bonification: 500_000 });
    expect(totals.hasPriceBonification).toBe(true);
    expect(totals.bonificationTotal).toBe(500_000);
    expect(totals.total).toBe(12_990_000 + 190_010 + 350_010 + 750_020 + 45_010 + 129_900 - 500_000);
  });

  it('prefers a location price for a service over its own price', () => {
    expect(computeTotals(M, build, { ...SP, services: { 's-revision': 99_900 } }).servicesTotal).toBe(99_900);
  });

  it('makes the totals unavailable, not wrong, when a chosen part has no price here', () => {
    const { W17DARK: _omitted, ...parts } = SP.parts;
    const totals = computeTotals(M, build, { ...SP, parts });
    expect(totals.optionalsTotal).toBeNull();
    expect(totals.total).toBeNull();
    expect(totals.accessoriesTotal).toBe(45_010);
    expect(totals.missingCodes).toEqual(['W17DARK']);
  });

  it('treats negative or fractional prices as missing', () => {
    const totals = computeTotals(M, build, { ...SP, parts: { ...SP.parts, CRED: 1900.5, AMATS: -1 } });
    expect(totals).toMatchObject({ colorPrice: null, accessoriesTotal: null, total: null });
    expect(totals.missingCodes).toEqual(['CRED', 'AMATS']);
  });

  it('has no total without the version price', () => {
    expect(computeTotals(M, build, { ...SP, base: null })).toMatchObject({ basePrice: null, total: null });
  });

  it('counts nothing for a colour still to be chosen or an absent coating', () => {
    const totals = computeTotals(M, { ...EMPTY_CAR_STATE }, SP);
    expect(totals).toMatchObject({ colorPrice: 0, coatingPrice: 0, optionalsTotal: 0, total: 12_990_000 });
  });
});

describe('optionalCodesForPrice', () => {
  it('joins the codes of the optionals only, once each', () => {
    const parts = selectedParts(M, { ...build, selected: ['pk-sport', 'a-mats', 'w-17-dark', 'pk-sport'] });
    expect(optionalCodesForPrice(parts)).toBe('PKSPORT,W17DARK');
    expect(optionalCodesForPrice([])).toBe('');
  });
});
