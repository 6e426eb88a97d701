import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateBalloon } from './balloon.js';
import { isFinancingError } from './financing-errors.js';
import { type FinancingPlanConditions, IOF_BR_INDIVIDUAL } from './financing-plan.js';

const balao: FinancingPlanConditions = {
  financingType: 'PSA_BALAO',
  monthlyRate: 0.0199,
  terms: [12, 24, 36],
  minEntrancePercent: 20,
  maxEntrancePercent: 80,
  minFinalInstallmentPercent: 20,
  maxFinalInstallmentPercent: 50,
  fees: { registration: 35_000 },
  iof: IOF_BR_INDIVIDUAL,
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('simulateBalloon', () => {
  it('computes installments and balloon to the cent', () => {
    // Reference computed independently with 50-digit decimal arithmetic (same IOF and rounding
    // rules): 24 installments, then the balloon one month later.
    const r = simulateBalloon(balao, {
      price: 10_000_000,
      entrancePercent: 30,
      installments: 24,
      finalInstallmentPercent: 40,
      contractDate: '2025-03-10',
    });
    expect(r.entranceValue).toBe(3_000_000);
    expect(r.finalInstallmentValue).toBe(4_000_000);
    expect(r.iofValue).toBe(225_688);
    expect(r.financedAmount).toBe(7_260_688);
    expect(r.installmentsValue).toBe(254_370);
    expect(r.totalInstallments).toBe(24);
    expect(r.minFinalInstallmentPercent).toBe(20);
    expect(r.maxFinalInstallmentPercent).toBe(50);
    expect(r.schedule).toHaveLength(25);
    // What is still owed after the 24th installment is the balloon's value a month earlier.
    expect(r.schedule[23]?.balance).toBe(Math.round(4_000_000 / 1.0199));
    expect(r.schedule[24]).toMatchObject({ month: 25, dueDate: '2027-04-10', payment: 4_000_000, balance: 0 });
    expect(r.legalText).toContain('parcela final de R$ 40.000,00');
  });

  it('can collect the balloon together with the last installment', () => {
    const r = simulateBalloon(
      { ...balao, finalInstallmentTiming: 'with-last' },
      { price: 10_000_000, entrancePercent: 30, installments: 24, finalInstallmentPercent: 40 },
    );
    expect(r.schedule).toHaveLength(24);
    expect(r.schedule[23]?.balance).toBe(0);
    expect((r.schedule[23]?.payment ?? 0) - 4_000_000).toBeCloseTo(r.installmentsValue, -2);
  });

  it('uses the plan minimum when no final percentage is chosen', () => {
    const r = simulateBalloon(balao, { price: 10_000_000, entrancePercent: 30, installments: 12 });
    expect(r.finalInstallmentPercent).toBe(20);
    expect(r.finalInstallmentValue).toBe(2_000_000);
  });

  it('refuses a final percentage outside the plan range', () => {
    for (const finalInstallmentPercent of [19.99, 50.01, Number.NaN]) {
      let caught: unknown;
      try {
        simulateBalloon(balao, { price: 10_000_000, entrancePercent: 30, installments: 12, finalInstallmentPercent });
      } catch (e) {
        caught = e;
      }
      expect(isFinancingError(caught, 'FINAL_INSTALLMENT_OUT_OF_RANGE')).toBe(true);
    }
    expect(
      simulateBalloon(balao, { price: 10_000_000, entrancePercent: 30, installments: 12, finalInstallmentPercent: 50 })
        .finalInstallmentValue,
    ).toBe(5_000_000);
  });

  it('refuses a balloon that leaves nothing to pay monthly', () => {
    const plan = { ...balao, maxFinalInstallmentPercent: 100, maxEntrancePercent: 100 };
    expect(() =>
      simulateBalloon(plan, { price: 10_000_000, entrancePercent: 60, installments: 12, finalInstallmentPercent: 60 }),
    ).toThrow(expect.objectContaining({ code: 'FINAL_INSTALLMENT_OUT_OF_RANGE' }));
  });
});

describe('balloon properties', () => {
  it('covers the price, pays the balloon exactly and ends at zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000_000, max: 80_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 6, max: 48 }),
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 0.04, noNaN: true }),
        fc.constantFrom<'after-last' | 'with-last'>('after-last', 'with-last'),
        fc.boolean(),
        (price, entrancePercent, installments, finalPercent, monthlyRate, timing, charges) => {
          const plan: FinancingPlanConditions = {
            financingType: 'PSA_BALAO',
            monthlyRate,
            terms: [installments],
            minEntrancePercent: 0,
            maxEntrancePercent: 100,
            minFinalInstallmentPercent: 0,
            maxFinalInstallmentPercent: 40,
            finalInstallmentTiming: timing,
            ...(charges && { fees: { tac: 80_000 }, iof: IOF_BR_INDIVIDUAL }),
          };
          const r = simulateBalloon(plan, { price, entrancePercent, installments, finalInstallmentPercent: finalPercent });
          const regular = r.schedule.map((s) => s.payment);
          if (timing === 'with-last') regular[installments - 1] = (regular[installments - 1] ?? 0) - r.finalInstallmentValue;
          else if (r.finalInstallmentValue > 0) regular.pop();
          expect(r.entranceValue + sum(regular) + r.finalInstallmentValue).toBeGreaterThanOrEqual(price);
          expect(r.finalInstallmentValue).toBe(Math.round((price * finalPercent) / 100));
          expect(r.schedule.at(-1)?.balance).toBe(0);
          expect(sum(r.schedule.map((s) => s.amortization))).toBe(r.financedAmount);
          expect(r.totalPaid).toBe(r.entranceValue + sum(r.schedule.map((s) => s.payment)));
          if (charges) expect(r.cetAnnual).toBeGreaterThan(r.annualRate);
          else expect(Math.abs(r.cetAnnual - r.annualRate)).toBeLessThan(1e-4);
        },
      ),
    );
  });
});
