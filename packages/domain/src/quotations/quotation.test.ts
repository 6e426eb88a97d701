import { describe, expect, it } from 'vitest';
import { type CarState, needsConfirmation } from '../builds/car-state.js';
import { resolveAdd } from '../builds/conflict-engine.js';
import type { PriceList } from '../builds/totals.js';
import { priceBuild } from '../builds/build-price.js';
import { SAMPLE_MODEL } from '../builds/sample-model.fixture.js';
import {
  NO_ADJUSTMENTS,
  QUOTATION_STATUSES,
  QUOTATION_TRANSITIONS,
  canMoveQuotation,
  checkQuotationAdjustments,
  isQuotableBuild,
  isQuotationEditable,
  priceQuotation,
  quotationSaveCodeError,
  quotationSaveMessage,
  quotationValidUntil,
} from './quotation.js';

const prices: PriceList = {
  base: 10_000_000,
  parts: Object.fromEntries(SAMPLE_MODEL.parts.map((part) => [part.code, part.price])),
};
const car: CarState = {
  colorId: 'c-red',
  coatingId: 'ct-cloth',
  selected: ['w-16', 'a-mats', 'a-towbar'],
  services: [],
};

describe('priceQuotation', () => {
  it('starts from the builder totals of the same car and prices', () => {
    const pricing = priceQuotation(SAMPLE_MODEL, car, prices);
    expect(pricing.initialPrice).toBe(
      priceBuild(
        SAMPLE_MODEL,
        car,
        { priceList: { ...prices, services: {} }, customPrices: { base: null, parts: {} } },
        'ecommercePrice',
      ).total,
    );
    expect(pricing.initialPrice).toBe(10_000_000 + 190_000 + 45_000 + 160_000);
    expect(pricing.price).toBe(pricing.initialPrice);
    expect(pricing.cashPrice).toBe(pricing.initialPrice);
  });

  it('leaves accessories with payment to be arranged out of the price, and lists their total', () => {
    const pricing = priceQuotation(SAMPLE_MODEL, car, prices, {
      ...NO_ADJUSTMENTS,
      arrangedAccessoryIds: ['a-towbar'],
    });
    expect(pricing.initialPrice).toBe(10_000_000 + 190_000 + 45_000);
    expect(pricing.arrangedAccessoriesTotal).toBe(160_000);
  });

  it('ignores an arranged id that is not a chosen accessory', () => {
    const pricing = priceQuotation(SAMPLE_MODEL, car, prices, {
      ...NO_ADJUSTMENTS,
      arrangedAccessoryIds: ['a-roof-rack', 'w-16'],
    });
    expect(pricing.arrangedAccessoriesTotal).toBe(0);
    expect(pricing.initialPrice).toBe(10_395_000);
  });

  it('takes the changed price, then bonus and discount off for the cash price', () => {
    const pricing = priceQuotation(SAMPLE_MODEL, car, prices, {
      ...NO_ADJUSTMENTS,
      changedPrice: 10_500_000,
      bonus: 200_000,
      discount: 50_000,
    });
    expect(pricing.price).toBe(10_500_000);
    expect(pricing.cashPrice).toBe(10_250_000);
  });

  it('has no price when the dealer has no price for the version', () => {
    const pricing = priceQuotation(SAMPLE_MODEL, car, { ...prices, base: null });
    expect(pricing.initialPrice).toBeNull();
    expect(pricing.cashPrice).toBeNull();
  });
});

describe('checkQuotationAdjustments', () => {
  const pricing = { initialPrice: 10_000_000 };
  it('refuses a new price equal to or below the initial price (spec §5)', () => {
    for (const changedPrice of [10_000_000, 9_999_999, 0]) {
      expect(checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, changedPrice }, null)).toEqual([
        { field: 'changedPrice', error: 'quotation.price_not_greater' },
      ]);
    }
    expect(checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, changedPrice: 10_000_001 }, null)).toEqual(
      [],
    );
  });

  it('holds the discount to the dealer special discount', () => {
    expect(checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, discount: 300_001 }, 300_000)).toEqual([
      { field: 'discount', error: 'quotation.discount_above_limit', params: { limit: 300_000 } },
    ]);
    expect(checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, discount: 300_000 }, 300_000)).toEqual([]);
  });

  it('refuses bonus and discount above the price, and fractions of a cent', () => {
    expect(
      checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, bonus: 9_000_000, discount: 1_000_001 }, null),
    ).toEqual([{ field: 'discount', error: 'quotation.reductions_above_price' }]);
    expect(checkQuotationAdjustments(pricing, { ...NO_ADJUSTMENTS, bonus: 1.5 }, null)[0]?.field).toBe(
      'bonus',
    );
  });

  it('says the price is missing rather than checking against nothing', () => {
    expect(checkQuotationAdjustments({ initialPrice: null }, NO_ADJUSTMENTS, null)[0]?.error).toBe(
      'quotation.price_unavailable',
    );
  });
});

describe('quotation build', () => {
  it('is quotable only when the conflict engine accepts it', () => {
    expect(isQuotableBuild(SAMPLE_MODEL, car)).toBe(true);
    // The roof rack and the sunroof exclude each other: the engine never lets both on.
    expect(
      isQuotableBuild(SAMPLE_MODEL, { ...car, selected: [...car.selected, 'a-roof-rack', 'o-sunroof'] }),
    ).toBe(false);
    expect(isQuotableBuild(SAMPLE_MODEL, { ...car, colorId: null })).toBe(false);
  });

  it('resolves a conflicting optional with the same engine as the builder', () => {
    const withRack: CarState = { ...car, selected: [...car.selected, 'a-roof-rack'] };
    const resolution = resolveAdd(SAMPLE_MODEL, withRack, 'o-sunroof');
    // The seller is asked first (the conflicts modal): the roof rack would come off.
    expect(needsConfirmation(resolution)).toBe(true);
    expect(resolution.kind === 'ok' && resolution.changes).toContainEqual({
      type: 'remove',
      partId: 'a-roof-rack',
      reason: 'exclusive',
      cause: 'o-sunroof',
    });
    if (resolution.kind === 'ok') expect(isQuotableBuild(SAMPLE_MODEL, resolution.next)).toBe(true);
  });
});

describe('quotation status', () => {
  it('lets a saved quotation go nowhere: it is reopened from the CRM', () => {
    expect(QUOTATION_TRANSITIONS.SAVED).toEqual([]);
    for (const to of QUOTATION_STATUSES) expect(canMoveQuotation('SAVED', to)).toBe(false);
    expect(canMoveQuotation('FAILED', 'SENDING')).toBe(true);
    expect(canMoveQuotation('DRAFT', 'SAVED')).toBe(false);
    expect(isQuotationEditable('SENDING')).toBe(false);
    expect(isQuotationEditable('FAILED')).toBe(true);
  });

  it('names each CRM code 001–006 in both languages', () => {
    expect(quotationSaveCodeError('002')).toBe('quotation.already_saved');
    expect(quotationSaveCodeError('007')).toBeNull();
    expect(quotationSaveMessage('001', 'pt-BR')).toBe('Autenticação inválida');
    expect(quotationSaveMessage('003', 'es-AR')).toBe('No se encontró la cotización base en el CRM');
  });

  it('counts the validity in days, within 1 to 90', () => {
    const from = new Date('2026-03-01T12:00:00Z');
    expect(quotationValidUntil(from, 7)).toBe('2026-03-08');
    expect(quotationValidUntil(from, 0)).toBe('2026-03-02');
    expect(quotationValidUntil(from, 1000)).toBe('2026-05-30');
  });
});
