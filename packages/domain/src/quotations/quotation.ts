/**
 * The dealer's quotation (spec document 1 §2 "Quotation simulator", §3 "Quotation", §4, §5): the
 * car is built with the configurator's own engine and priced by `computeTotals`, so a quotation
 * can never hold a car the builder could not build, nor a price the builder would not show.
 * Prices come from the one build-price function, `priceBuild`.
 */
import {
  type CarState,
  type StateViolation,
  checkState,
  isBuildComplete,
} from '../builds/car-state.js';
import type { BuildModel, Part, PartId } from '../builds/part.js';
import { type PriceBook, priceBuild } from '../builds/build-price.js';
import type { CarTotals, PriceList } from '../builds/totals.js';
import {
  type ErrorCode,
  QUOTATION_SAVE_CODES,
  type QuotationSaveCode,
  userErrorMessage,
} from '../errors/errors.js';
import type { Locale } from '../markets/markets.js';
import { isQuotationPriceValid } from '../validation/quotation.js';

/** Where a quotation stands with the CRM (spec document 1 §4: saved successfully or failed). */
export const QUOTATION_STATUSES = ['DRAFT', 'SENDING', 'SAVED', 'FAILED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/**
 * The one transition table of a quotation. SENDING waits for the CRM's answer (the outbox keeps
 * trying while the CRM is down); a SAVED quotation is final: it is reopened from the CRM, never
 * saved again.
 */
export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationStatus, readonly QuotationStatus[]>> = {
  DRAFT: ['SENDING'],
  SENDING: ['SAVED', 'FAILED'],
  FAILED: ['SENDING'],
  SAVED: [],
};

export function canMoveQuotation(from: QuotationStatus, to: QuotationStatus): boolean {
  return QUOTATION_TRANSITIONS[from].includes(to);
}

/** Whether the seller may still change the car and the price (not once it went to the CRM). */
export function isQuotationEditable(status: QuotationStatus): boolean {
  return status === 'DRAFT' || status === 'FAILED';
}

/** Payment forms of the preview's "payment" tab. */
export const QUOTATION_PAYMENTS = ['CASH', 'FINANCING'] as const;
export type QuotationPayment = (typeof QUOTATION_PAYMENTS)[number];

/** Days a proposal holds when the dealer's settings say nothing (decision 018). */
export const DEFAULT_QUOTATION_VALIDITY_DAYS = 7;
export const MAX_QUOTATION_VALIDITY_DAYS = 90;

/** What the seller changes on top of the built car; money in integer minor units. */
export interface QuotationAdjustments {
  /** The price the seller raised the quotation to; null keeps the initial price. */
  changedPrice: number | null;
  /** The maker's bonus (bonificação) on this sale. */
  bonus: number;
  /** The dealer's discount, at most the dealer's special discount for the version. */
  discount: number;
  /** Accessories whose payment is arranged apart: listed on the quotation, not in its price. */
  arrangedAccessoryIds: readonly PartId[];
}

export const NO_ADJUSTMENTS: QuotationAdjustments = Object.freeze({
  changedPrice: null,
  bonus: 0,
  discount: 0,
  arrangedAccessoryIds: Object.freeze([]) as readonly PartId[],
});

export interface QuotationPricing {
  /** Totals of the car as priced (arranged accessories left out). */
  totals: CarTotals;
  /** The build at the dealer's prices; null when a price is missing. */
  initialPrice: number | null;
  /** The seller's changed price, or the initial price. */
  price: number | null;
  /** Arranged accessories: shown, paid apart. */
  arrangedAccessoriesTotal: number | null;
  bonus: number;
  discount: number;
  /** What the customer pays in cash: price − bonus − discount, never below 0. */
  cashPrice: number | null;
  missingCodes: string[];
}

function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** The chosen accessories whose payment is arranged apart (ids not chosen are ignored). */
export function arrangedAccessories(
  model: BuildModel,
  state: CarState,
  arrangedIds: readonly PartId[],
): Part[] {
  const arranged = new Set(arrangedIds);
  return model.parts.filter(
    (part) => part.type === 'ACCESSORY' && arranged.has(part.id) && state.selected.includes(part.id),
  );
}

/**
 * Prices a quotation with the builder's own function: the car without the arranged accessories,
 * then the seller's changed price, bonus and discount.
 */
export function priceQuotation(
  model: BuildModel,
  state: CarState,
  prices: PriceList,
  adjustments: QuotationAdjustments = NO_ADJUSTMENTS,
): QuotationPricing {
  const arranged = arrangedAccessories(model, state, adjustments.arrangedAccessoryIds);
  const arrangedIds = new Set(arranged.map((part) => part.id));
  const priced: CarState = { ...state, selected: state.selected.filter((id) => !arrangedIds.has(id)) };
  // The dealer's own prices are the book: no campaign saving on top of a working price.
  const book = (parts: Readonly<Record<string, number>>, base: number | null): PriceBook => ({
    priceList: { base, parts, services: prices.services ?? {} },
    customPrices: { base: null, parts: {} },
  });
  const totals = priceBuild(model, priced, book(prices.parts, prices.base), 'ecommercePrice');
  const apart = priceBuild(
    model,
    { colorId: null, coatingId: null, selected: [...arrangedIds], services: [] },
    book(prices.parts, 0),
    'ecommercePrice',
  );
  const initialPrice = totals.total;
  const price = adjustments.changedPrice ?? initialPrice;
  const cashPrice = price === null ? null : Math.max(0, price - adjustments.bonus - adjustments.discount);
  return {
    totals,
    initialPrice,
    price,
    arrangedAccessoriesTotal: apart.accessoriesTotal,
    bonus: adjustments.bonus,
    discount: adjustments.discount,
    cashPrice,
    missingCodes: [
      ...totals.missingCodes,
      ...apart.missingCodes.filter((c) => !totals.missingCodes.includes(c)),
    ],
  };
}

/** A rule the seller's changes break, with the catalogue error to answer. */
export interface QuotationProblem {
  field: 'changedPrice' | 'bonus' | 'discount' | 'build';
  error: ErrorCode;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * The seller's changes against the rules: the new price must be greater than the initial price
 * (spec §5); bonus and discount are whole minor units, their sum within the price; the discount
 * within the dealer's special discount for the version (null: no limit set).
 */
export function checkQuotationAdjustments(
  pricing: Pick<QuotationPricing, 'initialPrice'>,
  adjustments: QuotationAdjustments,
  maxDiscount: number | null,
): QuotationProblem[] {
  const problems: QuotationProblem[] = [];
  const { initialPrice } = pricing;
  if (initialPrice === null) return [{ field: 'build', error: 'quotation.price_unavailable' }];
  if (
    adjustments.changedPrice !== null &&
    (!isCents(adjustments.changedPrice) || !isQuotationPriceValid(adjustments.changedPrice, initialPrice))
  ) {
    problems.push({ field: 'changedPrice', error: 'quotation.price_not_greater' });
  }
  if (!isCents(adjustments.bonus))
    problems.push({ field: 'bonus', error: 'quotation.reductions_above_price' });
  if (!isCents(adjustments.discount)) {
    problems.push({ field: 'discount', error: 'quotation.reductions_above_price' });
  } else if (maxDiscount !== null && adjustments.discount > maxDiscount) {
    problems.push({
      field: 'discount',
      error: 'quotation.discount_above_limit',
      params: { limit: maxDiscount },
    });
  }
  const price = adjustments.changedPrice ?? initialPrice;
  if (problems.length === 0 && adjustments.bonus + adjustments.discount > price) {
    problems.push({ field: 'discount', error: 'quotation.reductions_above_price' });
  }
  return problems;
}

/** Whether a build may be quoted: a complete car (colour chosen) that breaks no rule of the engine. */
export function quotationBuildViolations(model: BuildModel, state: CarState): StateViolation[] {
  return checkState(model, state);
}

export function isQuotableBuild(model: BuildModel, state: CarState): boolean {
  return isBuildComplete(model, state) && checkState(model, state).length === 0;
}

/** The last day a proposal holds, `validityDays` after `from` (ISO date, UTC). */
export function quotationValidUntil(from: Date, validityDays: number): string {
  const days = Math.min(MAX_QUOTATION_VALIDITY_DAYS, Math.max(1, Math.trunc(validityDays)));
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The catalogue error of a CRM save code (001–006), or null for a code the CRM never sends. */
export function quotationSaveCodeError(code: string): ErrorCode | null {
  return Object.prototype.hasOwnProperty.call(QUOTATION_SAVE_CODES, code)
    ? QUOTATION_SAVE_CODES[code as QuotationSaveCode]
    : null;
}

/** What the seller reads for a CRM save code, in their language. */
export function quotationSaveMessage(code: QuotationSaveCode, locale: Locale): string {
  return userErrorMessage(QUOTATION_SAVE_CODES[code], locale);
}

export function isQuotationSaveCode(value: string): value is QuotationSaveCode {
  return quotationSaveCodeError(value) !== null;
}
