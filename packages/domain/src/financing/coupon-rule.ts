import { FinancingError } from './financing-errors.js';

/** Stable code of the coupon rule (spec document 2 §5: coupon only for proposals with entrance). */
export const COUPON_REQUIRES_ENTRANCE = 'COUPON_REQUIRES_ENTRANCE' as const;

/** What the buyer reads when a coupon is refused for lack of an entrance payment. */
export const COUPON_REQUIRES_ENTRANCE_MESSAGES = Object.freeze({
  'pt-BR': 'Cupom disponível apenas para propostas com pagamento de entrada.',
  'es-AR': 'Cupón disponible solo para propuestas con pago de anticipo.',
});

export type CouponEligibility =
  | { ok: true }
  | { ok: false; code: typeof COUPON_REQUIRES_ENTRANCE; message: string };

/**
 * Whether a coupon may be applied to a proposal: only when it has an entrance payment
 * (entrance value in cents > 0).
 */
export function checkCouponEligibility(
  proposal: { entranceValue: number },
  locale: 'pt-BR' | 'es-AR' = 'pt-BR',
): CouponEligibility {
  if (Number.isFinite(proposal.entranceValue) && proposal.entranceValue > 0) return { ok: true };
  return { ok: false, code: COUPON_REQUIRES_ENTRANCE, message: COUPON_REQUIRES_ENTRANCE_MESSAGES[locale] };
}

/**
 * Throws unless a coupon may be applied to the proposal.
 *
 * @throws FinancingError `COUPON_REQUIRES_ENTRANCE`.
 */
export function assertCouponAllowed(proposal: { entranceValue: number }): void {
  const check = checkCouponEligibility(proposal);
  if (!check.ok) {
    throw new FinancingError(check.code, 'A coupon requires a proposal with an entrance payment', {
      entranceValue: proposal.entranceValue,
    });
  }
}
