import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinancingError } from './financing-errors.js';
import { type FinancingPlanConditions, IOF_BR_INDIVIDUAL } from './financing-plan.js';
import { nextDefaultValues, nextSimulate, simulateResidual } from './residual.js';

const next: FinancingPlanConditions = {
  financingType: 'NEXT',
  monthlyRate: 0.0149,
  terms: [36, 24],
  minEntrancePercent: 30,
  maxEntrancePercent: 70,
  residualPercents: [40, 30, 50],
  fees: { registration: 35_000 },
  iof: IOF_BR_INDIVIDUAL,
};

const caught = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return null;
};

describe('simulateResidual', () => {
  it('ends with the residual value and states the forward price', () => {
    const r = simulateResidual(next, {
      price: 15_000_000,
      entrancePercent: 40,
      installments: 24,
      finalInstallmentPercent: 50,
    });
    expect(r.entranceValue).toBe(6_000_000);
    expect(r.finalInstallmentValue).toBe(7_500_000);
    expect(r.schedule.at(-1)).toMatchObject({ month: 25, payment: 7_500_000, balance: 0 });
    expect(r.totalPaid).toBe(
      r.entranceValue + r.schedule.reduce((s, row) => s + row.payment, 0),
    );
  });

  it('refuses a residual the plan does not offer', () => {
    const e = caught(() =>
      simulateResidual(next, { price: 15_000_000, entrancePercent: 40, installments: 24, finalInstallmentPercent: 35 }),
    );
    expect(isFinancingError(e, 'NEXT_RESIDUAL_NOT_FOUND')).toBe(true);
    expect((e as Error).message).toBe('No values found for residual 35');
  });
});

describe('nextDefaultValues and nextSimulate', () => {
  const defaults = nextDefaultValues(next, { price: 15_000_000, entrancePercent: 40, contractDate: '2025-05-05' });

  it('offers every term with every residual, in ascending order', () => {
    expect(defaults.simulations.map((s) => s.installmentsQuantity)).toEqual([24, 36]);
    for (const term of defaults.simulations) {
      expect(term.entranceValue).toBe(6_000_000);
      expect(term.valuesWithResidual.map((v) => v.residualPercent)).toEqual([30, 40, 50]);
      expect(term.valuesWithResidual.map((v) => v.residualValue)).toEqual([4_500_000, 6_000_000, 7_500_000]);
    }
  });

  it('lowers the installment as the residual grows', () => {
    const values = defaults.simulations[0]?.valuesWithResidual.map((v) => v.installmentsValue) ?? [];
    expect(values).toHaveLength(3);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('picks the chosen term and residual', () => {
    const picked = nextSimulate(defaults, { installments: 36, residualPercent: 40 });
    const direct = simulateResidual(next, {
      price: 15_000_000,
      entrancePercent: 40,
      installments: 36,
      finalInstallmentPercent: 40,
      contractDate: '2025-05-05',
    });
    expect(picked).toMatchObject({
      installmentsQuantity: 36,
      entranceValue: 6_000_000,
      residualPercent: 40,
      residualValue: 6_000_000,
      installmentsValue: direct.installmentsValue,
      forwardPrice: direct.totalPaid,
    });
  });

  it('fails with the spec messages when the term or the residual is absent', () => {
    const noTerm = caught(() => nextSimulate(defaults, { installments: 48, residualPercent: 40 }));
    expect(isFinancingError(noTerm, 'NEXT_SIMULATION_NOT_FOUND')).toBe(true);
    expect((noTerm as Error).message).toBe('No simulation found for 48 installments');
    const noResidual = caught(() => nextSimulate(defaults, { installments: 24, residualPercent: 45 }));
    expect(isFinancingError(noResidual, 'NEXT_RESIDUAL_NOT_FOUND')).toBe(true);
    expect((noResidual as Error).message).toBe('No values found for residual 45');
  });

  it('falls back on the plan bounds when it lists no residuals', () => {
    const { residualPercents: _omit, ...rest } = next;
    const bounded = { ...rest, minFinalInstallmentPercent: 25, maxFinalInstallmentPercent: 45 };
    const d = nextDefaultValues(bounded, { price: 15_000_000, entrancePercent: 40 });
    expect(d.simulations[0]?.valuesWithResidual.map((v) => v.residualPercent)).toEqual([25, 45]);
    expect(isFinancingError(caught(() => simulateResidual(bounded, {
      price: 15_000_000,
      entrancePercent: 40,
      installments: 24,
      finalInstallmentPercent: 50,
    })), 'FINAL_INSTALLMENT_OUT_OF_RANGE')).toBe(true);
  });
});

describe('residual properties', () => {
  it('entrance, installments and residual cover the price; the balance ends at the residual', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 50_000_000 }),
        fc.integer({ min: 30, max: 70 }),
        fc.constantFrom(24, 36),
        fc.constantFrom(30, 40, 50),
        fc.double({ min: 0, max: 0.03, noNaN: true }),
        (price, entrancePercent, installments, residual, monthlyRate) => {
          // An entrance and a residual worth the whole car leave nothing to pay monthly (refused above).
          fc.pre(entrancePercent + residual <= 90);
          const r = simulateResidual({ ...next, monthlyRate }, {
            price,
            entrancePercent,
            installments,
            finalInstallmentPercent: residual,
          });
          const regular = r.schedule.slice(0, installments).reduce((s, row) => s + row.payment, 0);
          expect(r.entranceValue + regular + r.finalInstallmentValue).toBeGreaterThanOrEqual(price);
          // After the last regular installment the buyer owes exactly the residual, one month ahead.
          expect(r.schedule[installments - 1]?.balance).toBe(Math.round(r.finalInstallmentValue / (1 + monthlyRate)));
          expect(r.schedule.at(-1)?.balance).toBe(0);
          expect(r.cetAnnual).toBeGreaterThan(r.annualRate);
        },
      ),
      { numRuns: 60 },
    );
  });
});
