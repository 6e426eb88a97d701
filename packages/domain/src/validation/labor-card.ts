import { type ValidationResult, VALID, invalid } from './result.js';

/**
 * Whether a labor card (CTPS) number typed for someone else differs from the holder's (spec §5).
 * Numbers are compared by their digits, so masks do not hide a repeat.
 */
export function isLaborCardDifferentFromHolder(value: string, holderValue: string): boolean {
  return value.replace(/\D/g, '') !== holderValue.replace(/\D/g, '');
}

export function validateLaborCard(
  value: string,
  holderValue: string,
): ValidationResult<'labor_card_same_as_holder'> {
  return isLaborCardDifferentFromHolder(value, holderValue) ? VALID : invalid('labor_card_same_as_holder');
}
