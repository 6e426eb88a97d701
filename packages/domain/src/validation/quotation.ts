import { type ValidationResult, VALID, invalid } from './result.js';

/** Whether a dealer's new quotation price is acceptable: strictly above the initial price (spec §5). */
export function isQuotationPriceValid(newPrice: number, initialPrice: number): boolean {
  return Number.isFinite(newPrice) && newPrice > initialPrice;
}

export function validateQuotationPrice(
  newPrice: number,
  initialPrice: number,
): ValidationResult<'quotation_price_not_greater'> {
  return isQuotationPriceValid(newPrice, initialPrice) ? VALID : invalid('quotation_price_not_greater');
}
