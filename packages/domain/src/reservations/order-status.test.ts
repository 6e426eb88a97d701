import { describe, expect, it } from 'vitest';
import {
  FINAL_ORDER_STATUSES,
  ORDER_DELIVERY_PATH,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  assertOrderTransition,
  canTransitionOrder,
  nextOrderStatuses,
  orderMilestone,
} from './order-status.js';

describe('order transition table', () => {
  it('holds the 35 statuses of the spec, the brand consortium read as FIAT', () => {
    expect(ORDER_STATUSES).toHaveLength(35);
    expect(ORDER_STATUSES).toContain('FIAT_CONSORTIUM_PAYMENT');
    expect(new Set(ORDER_STATUSES).size).toBe(35);
  });

  it('takes a paid order to DELIVERED along the delivery path, every step one staff may take', () => {
    const steps = ['PAID' as const, ...ORDER_DELIVERY_PATH];
    for (let i = 1; i < steps.length; i++) {
      expect(canTransitionOrder(steps[i - 1]!, steps[i]!, 'staff'), `${steps[i - 1]} → ${steps[i]}`).toBe(
        true,
      );
    }
    expect(ORDER_DELIVERY_PATH.at(-1)).toBe('DELIVERED');
  });

  it('only CANCELLED is final, and every status is reachable from PRE_RESERVE', () => {
    expect(FINAL_ORDER_STATUSES).toEqual(['CANCELLED']);
    const seen = new Set(['PRE_RESERVE']);
    const queue = ['PRE_RESERVE'] as (typeof ORDER_STATUSES)[number][];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const edge of ORDER_TRANSITIONS[from]) {
        if (!seen.has(edge.to)) {
          seen.add(edge.to);
          queue.push(edge.to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('lets only a payment event mark a reservation paid, and the buyer choose boleto', () => {
    expect(canTransitionOrder('PRE_RESERVE', 'PAID', 'payment')).toBe(true);
    expect(canTransitionOrder('PRE_RESERVE', 'PAID', 'customer')).toBe(false);
    expect(canTransitionOrder('PRE_RESERVE', 'PAID', 'staff')).toBe(false);
    expect(nextOrderStatuses('PRE_RESERVE', 'customer')).toContain('BILLET_PAYMENT');
  });

  it('puts the documents before the boleto', () => {
    expect(canTransitionOrder('BILLET_PAYMENT', 'BILLET_AVAILABLE', 'payment')).toBe(false);
    expect(canTransitionOrder('BILLET_PAYMENT', 'UPLOADED_DOCS', 'customer')).toBe(true);
    expect(canTransitionOrder('UPLOADED_DOCS', 'BILLET_AVAILABLE', 'payment')).toBe(true);
  });

  it('refuses a step the table lacks, naming it', () => {
    expect(() => assertOrderTransition('DELIVERED', 'PAID', 'staff')).toThrow(/DELIVERED to PAID by staff/);
    expect(() => assertOrderTransition('CANCELLED', 'PRE_RESERVE', 'staff')).toThrow();
    expect(() => assertOrderTransition('AT_DEALER', 'CUSTOMER_DELIVERY', 'staff')).not.toThrow();
  });

  it('orders the milestones of the timeline', () => {
    expect(orderMilestone('PRE_RESERVE')).toBe('reserved');
    expect(orderMilestone('PAID')).toBe('paid');
    expect(orderMilestone('IN_TRANSIT')).toBe('transport');
    expect(orderMilestone('DELIVERED')).toBe('delivered');
  });
});
