import { describe, expect, it } from 'vitest';
import { COUPON_REQUIRES_ENTRANCE, assertCouponAllowed, checkCouponEligibility } from './coupon-rule.js';
import { isFinancingError } from './financing-errors.js';

describe('coupon rule', () => {
  it('accepts a coupon on a proposal with an entrance payment', () => {
    expect(checkCouponEligibility({ entranceValue: 1 })).toEqual({ ok: true });
    expect(() => assertCouponAllowed({ entranceValue: 500_000 })).not.toThrow();
  });
  it('refuses it without an entrance, with a stable code and the buyer-facing message', () => {
    expect(checkCouponEligibility({ entranceValue: 0 })).toEqual({
      ok: false,
      code: COUPON_REQUIRES_ENTRANCE,
      message: 'Cupom disponível apenas para propostas com pagamento de entrada.',
    });
    expect(checkCouponEligibility({ entranceValue: 0 }, 'es-AR')).toMatchObject({ ok: false, code: 'COUPON_REQUIRES_ENTRANCE' });
    let e: unknown;
    try {
      assertCouponAllowed({ entranceValue: 0 });
    } catch (err) {
      e = err;
    }
    expect(isFinancingError(e, 'COUPON_REQUIRES_ENTRANCE')).toBe(true);
  });
});
