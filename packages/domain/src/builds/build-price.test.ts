import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignSavings,
  chargedPartCodes,
  priceBuild,
  startingPriceOf,
  versionPriceOf,
  type PriceBook,
} from './build-price.js';
import { buildFromSteps, type BuildStep } from './build-steps.js';
import { EMPTY_CAR_STATE, checkState, type CarState } from './car-state.js';
import { resolveAdd } from './conflict-engine.js';
import { SAMPLE_MODEL as M } from './sample-model.fixture.js';
import { computeTotals } from './totals.js';

const code = (id: string): string => M.parts.find((p) => p.id === id)?.code ?? id;

const BOOK: PriceBook = {
  priceList: {
    base: 12_990_000,
    parts: Object.fromEntries(M.parts.map((p) => [p.code, p.price])),
    services: { 's-revision': 129_900, 's-warranty': 249_900 },
  },
  customPrices: { base: 12_600_000, parts: { [code('pk-tech')]: 400_000, [code('o-multimedia')]: 250_000 } },
};

function added(state: CarState, id: string): CarState {
  const resolution = resolveAdd(M, state, id);
  if (resolution.kind !== 'ok') throw new Error(`cannot add ${id}`);
  return resolution.next;
}

describe('priceBuild', () => {
  it('prices what a pack includes once, inside the pack', () => {
    // The tech pack includes the multimedia (with its camera) and the wireless charger.
    const car = added({ ...EMPTY_CAR_STATE, colorId: 'c-white', coatingId: 'ct-cloth' }, 'pk-tech');
    expect(car.selected).toEqual(
      expect.arrayContaining(['pk-tech', 'o-multimedia', 'o-wireless-charger', 'o-rear-camera']),
    );
    const totals = priceBuild(M, car, BOOK, 'ecommercePrice');
    expect(totals.optionalsTotal).toBe(420_000);
    expect(totals.total).toBe(12_990_000 + 420_000);
    expect(totals.includedInPacks.sort()).toEqual(['o-multimedia', 'o-rear-camera', 'o-wireless-charger']);
  });

  it('charges a part again once the pack that included it is gone', () => {
    const car: CarState = {
      ...EMPTY_CAR_STATE,
      colorId: 'c-white',
      selected: ['o-multimedia', 'o-rear-camera'],
    };
    // The multimedia includes the camera: one price, the multimedia's.
    expect(priceBuild(M, car, BOOK, 'ecommercePrice').optionalsTotal).toBe(300_000);
    const alone: CarState = { ...car, selected: ['o-rear-camera'] };
    expect(priceBuild(M, alone, BOOK, 'ecommercePrice').optionalsTotal).toBe(110_000);
  });

  it('keeps the price of an optional a colour needs (a two-tone roof is not free)', () => {
    const car: CarState = { ...EMPTY_CAR_STATE, colorId: 'c-red-black', selected: ['o-black-roof'] };
    const totals = priceBuild(M, car, BOOK, 'ecommercePrice');
    expect(totals.colorPrice).toBe(310_000);
    expect(totals.optionalsTotal).toBe(90_000);
  });

  it('under the campaign source takes the savings of the charged parts only, as bonification', () => {
    const car = added({ ...EMPTY_CAR_STATE, colorId: 'c-white' }, 'pk-tech');
    const totals = priceBuild(M, car, BOOK, 'customPrice');
    // Version 390 000 + pack 20 000; the multimedia inside the pack saves nothing of its own.
    expect(totals.bonificationTotal).toBe(390_000 + 20_000);
    expect(totals.hasPriceBonification).toBe(true);
    expect(totals.total).toBe(12_990_000 + 420_000 - 410_000);
    expect(chargedPartCodes(M, car)).toEqual([code('c-white'), code('pk-tech')]);
  });

  it('adds accessories and services, which a version price never has', () => {
    const car: CarState = {
      ...EMPTY_CAR_STATE,
      colorId: 'c-white',
      selected: ['a-mats'],
      services: ['s-warranty'],
    };
    const totals = priceBuild(M, car, BOOK, 'ecommercePrice');
    expect(totals.accessoriesTotal).toBe(45_000);
    expect(totals.servicesTotal).toBe(249_900);
    expect(totals.total).toBe(12_990_000 + 45_000 + 249_900);
  });
});

describe('version and starting prices', () => {
  it('a version costs its published price, or its campaign price under customPrice', () => {
    expect(versionPriceOf(BOOK)).toBe(12_990_000);
    expect(versionPriceOf(BOOK, 'customPrice')).toBe(12_600_000);
    expect(versionPriceOf({ ...BOOK, priceList: { ...BOOK.priceList, base: null } })).toBeNull();
  });

  it('"a partir de" is the lowest priced version, ignoring versions without a price', () => {
    expect(startingPriceOf([null, 9_000_00, undefined, 8_500_00])).toBe(8_500_00);
    expect(startingPriceOf([null, undefined])).toBeNull();
    expect(startingPriceOf([-1, 1.5, 7_00])).toBe(7_00);
  });

  it('campaign savings count each code once and never go negative', () => {
    expect(campaignSavings(BOOK, [code('pk-tech'), code('pk-tech')], false)).toBe(20_000);
    const dearer: PriceBook = { ...BOOK, customPrices: { base: 13_000_000, parts: {} } };
    expect(campaignSavings(dearer, [])).toBe(0);
  });
});

const stepArb: fc.Arbitrary<BuildStep> = fc.record({
  kind: fc.constantFrom('add', 'add', 'remove', 'color', 'coating', 'service'),
  target: fc.nat(50),
  pick: fc.nat(5),
});

describe('priceBuild on random builds', () => {
  it('is the sum of the lines a buyer sees: every charged part once, nothing in a pack twice', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 25 }),
        fc.constantFrom('ecommercePrice', 'customPrice' as const),
        (steps, source) => {
          const car = buildFromSteps(M, steps);
          expect(checkState(M, car)).toEqual([]);
          const totals = priceBuild(M, car, BOOK, source);
          const charged = chargedPartCodes(M, car);
          const partsSum = charged.reduce((sum, c) => sum + (BOOK.priceList.parts[c] ?? 0), 0);
          const servicesSum = car.services.reduce((sum, id) => sum + (BOOK.priceList.services[id] ?? 0), 0);
          const bonus = source === 'customPrice' ? campaignSavings(BOOK, charged) : 0;
          expect(totals.total).toBe(12_990_000 + partsSum + servicesSum - bonus);
          // A build never costs less than its version's campaign price, nor more than every part summed.
          expect(totals.total).toBeGreaterThanOrEqual(12_600_000);
          const everything = computeTotals(
            M,
            { ...car, selected: [] },
            { ...BOOK.priceList, bonification: 0 },
          );
          expect(everything.total).not.toBeNull();
          for (const id of totals.includedInPacks) expect(car.selected).toContain(id);
        },
      ),
      { numRuns: 300 },
    );
  });
});
