import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFinancing, upgradeInstallmentIncrease } from './calculator.js';
import { IOF_BR_INDIVIDUAL } from './financing-plan.js';

describe('standalone calculator', () => {
  it('computes installments from a total value and an entrance value', () => {
    const r = calculateFinancing({ totalValue: 10_000_000, entranceValue: 3_000_000, installments: 48, monthlyRate: 0.0199 });
    expect(r.installmentValue).toBe(227_749);
    expect(r.creditAmount).toBe(7_000_000);
  });

  it('lowers the installment with a residual final installment', () => {
    const plain = calculateFinancing({ totalValue: 10_000_000, entranceValue: 3_000_000, installments: 36, monthlyRate: 0.0149 });
    const residual = calculateFinancing({
      totalValue: 10_000_000,
      entranceValue: 3_000_000,
      installments: 36,
      residualFinalInstallment: 3_000_000,
      monthlyRate: 0.0149,
    });
    expect(residual.installmentValue).toBeLessThan(plain.installmentValue);
    expect(residual.schedule.at(-1)?.payment).toBe(3_000_000);
  });

  it('shows the installment increase of an upgrade version', () => {
    // 80 000 × 0,0199 / (1 − 1,0199^−48) = 2 602,842… → R$ 2.602,84, against R$ 2.277,49 for the
    // base: the buyer sees R$ 325,35 more a month (the difference of the installments shown).
    const c = upgradeInstallmentIncrease(
      { totalValue: 10_000_000, entranceValue: 3_000_000, installments: 48, monthlyRate: 0.0199 },
      11_000_000,
    );
    expect(c.base.installmentValue).toBe(227_749);
    expect(c.upgrade.installmentValue).toBe(260_284);
    expect(c.installmentIncrease).toBe(32_535);
    expect(c.totalPaidIncrease).toBe(c.upgrade.totalPaid - c.base.totalPaid);
  });

  it('an upgrade never lowers the installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000_000, max: 30_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 6, max: 60 }),
        fc.double({ min: 0, max: 0.03, noNaN: true }),
        (totalValue, extra, installments, monthlyRate) => {
          const c = upgradeInstallmentIncrease(
            {
              totalValue,
              entranceValue: Math.floor(totalValue / 4),
              installments,
              monthlyRate,
              fees: { tac: 50_000 },
              iof: IOF_BR_INDIVIDUAL,
            },
            totalValue + extra,
          );
          expect(c.installmentIncrease).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses amounts that are not whole cents and an entrance covering the total', () => {
    expect(() => calculateFinancing({ totalValue: 100.5, entranceValue: 0, installments: 12, monthlyRate: 0.01 })).toThrow(
      /whole number of cents/,
    );
    expect(() =>
      calculateFinancing({ totalValue: 1_000_000, entranceValue: 1_000_000, installments: 12, monthlyRate: 0.01 }),
    ).toThrow(/nothing to finance/);
  });
});
