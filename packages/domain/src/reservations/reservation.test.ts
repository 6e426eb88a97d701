import { describe, expect, it } from 'vitest';
import {
  MARKET_PAYMENT_METHODS,
  isPaymentMethodOffered,
  offGatewayStatus,
} from '../payments/payment-routes.js';
import {
  addBusinessDays,
  boletoHoldUntil,
  cancellationOutcome,
  reservationAmount,
  reservationDeadline,
  withdrawalDeadline,
} from './reservation.js';

const at = (iso: string) => new Date(iso);

describe('reservation rules', () => {
  it('holds a unit for the countdown, 20 minutes unless the page says otherwise', () => {
    expect(reservationDeadline(at('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T10:20:00.000Z');
    expect(
      reservationDeadline(at('2026-11-25T10:00:00Z'), {
        countdownMinutes: 45,
        pixExpiryMinutes: 15,
      }).toISOString(),
    ).toBe('2026-11-25T10:45:00.000Z');
  });

  it('skips weekends when counting business days, and holds a boleto unit past its compensation', () => {
    // Friday + 1 business day = Monday.
    expect(addBusinessDays(at('2026-11-27T12:00:00Z'), 1).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    // Issued Wednesday: due Friday, settled by the next Wednesday.
    expect(boletoHoldUntil(at('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });

  it('gives seven days of withdrawal in Brazil and ten in Argentina, from the later of payment and delivery', () => {
    const paid = at('2026-11-01T12:00:00Z');
    expect(withdrawalDeadline('BR', paid, null).toISOString()).toBe('2026-11-08T12:00:00.000Z');
    expect(withdrawalDeadline('AR', paid, null).toISOString()).toBe('2026-11-11T12:00:00.000Z');
    expect(withdrawalDeadline('BR', paid, at('2026-11-20T09:00:00Z')).toISOString()).toBe(
      '2026-11-27T09:00:00.000Z',
    );
  });

  it('cancels an unpaid order, refunds within the withdrawal period, and hands a late one to staff', () => {
    const base = { country: 'BR' as const, deliveredAt: null };
    expect(
      cancellationOutcome({ ...base, status: 'PRE_RESERVE', paidAt: null, now: at('2026-11-02T00:00:00Z') }),
    ).toBe('cancel');
    const paidAt = at('2026-11-01T12:00:00Z');
    expect(cancellationOutcome({ ...base, status: 'PAID', paidAt, now: at('2026-11-08T11:59:00Z') })).toBe(
      'withdraw',
    );
    expect(cancellationOutcome({ ...base, status: 'PAID', paidAt, now: at('2026-11-08T12:01:00Z') })).toBe(
      'request',
    );
    expect(cancellationOutcome({ ...base, status: 'CANCELLED', paidAt, now: paidAt })).toBe('refused');
  });

  it('charges the fee, never more than the price, or the full price', () => {
    expect(reservationAmount('FEE', 10_000_000, 500_000)).toBe(500_000);
    expect(reservationAmount('FEE', 300_000, 500_000)).toBe(300_000);
    expect(reservationAmount('FULL_PRICE', 10_000_000, 500_000)).toBe(10_000_000);
  });
});

describe('payment routes per market', () => {
  it('offers Pix and boleto only in Brazil', () => {
    expect(MARKET_PAYMENT_METHODS.BR).toHaveLength(6);
    expect(isPaymentMethodOffered('AR', 'pix')).toBe(false);
    expect(isPaymentMethodOffered('AR', 'boleto')).toBe(false);
    expect(isPaymentMethodOffered('AR', 'card')).toBe(true);
  });

  it('moves an order to the status of the route chosen outside the gateway', () => {
    expect(offGatewayStatus('dealer')).toBe('DEALER_PAYMENT');
    expect(offGatewayStatus('financing')).toBe('FINANCING_PAYMENT');
    expect(offGatewayStatus('consortium', 'brand')).toBe('FIAT_CONSORTIUM_PAYMENT');
    expect(offGatewayStatus('consortium')).toBe('EXT_CONSORTIUM_PAYMENT');
  });
});
