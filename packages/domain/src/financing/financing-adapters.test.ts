import { describe, expect, it } from 'vitest';
import { FINANCING_ADAPTERS, getFinancingAdapter, simulateFinancing } from './financing-adapters.js';
import { isFinancingError } from './financing-errors.js';
import { FINANCING_TYPES, type FinancingPlanConditions, isFinancingType } from './financing-plan.js';

const base = {
  monthlyRate: 0.015,
  terms: [24],
  minEntrancePercent: 20,
  maxEntrancePercent: 80,
  minFinalInstallmentPercent: 30,
  maxFinalInstallmentPercent: 30,
};
const request = { price: 12_000_000, entrancePercent: 40, installments: 24 };

describe('financing adapters', () => {
  it('has one adapter per financing type of the spec', () => {
    expect(Object.keys(FINANCING_ADAPTERS).sort()).toEqual([...FINANCING_TYPES].sort());
    expect(FINANCING_ADAPTERS.CDC.engine).toBe('price-table');
    expect(FINANCING_ADAPTERS.PSA_TRADITIONAL.engine).toBe('price-table');
    expect(FINANCING_ADAPTERS.ZFLOW.engine).toBe('price-table');
    expect(FINANCING_ADAPTERS.PSA_BALAO.engine).toBe('balloon');
    expect(FINANCING_ADAPTERS.NEXT.engine).toBe('residual');
  });

  it('simulates each type with its engine', () => {
    for (const financingType of FINANCING_TYPES) {
      const plan: FinancingPlanConditions = { ...base, financingType };
      const r = simulateFinancing(plan, request);
      expect(r.financingType).toBe(financingType);
      const hasFinal = financingType === 'PSA_BALAO' || financingType === 'NEXT';
      expect(r.finalInstallmentValue).toBe(hasFinal ? 3_600_000 : 0);
    }
  });

  it("fails with 'No adapter found for financing type X' for an unknown type", () => {
    for (const type of ['LEASING', 'toString', '__proto__', 'cdc']) {
      let e: unknown;
      try {
        getFinancingAdapter(type);
      } catch (err) {
        e = err;
      }
      expect(isFinancingError(e, 'ADAPTER_NOT_FOUND')).toBe(true);
      expect((e as Error).message).toBe(`No adapter found for financing type ${type}`);
    }
    expect(isFinancingType('NEXT')).toBe(true);
    expect(isFinancingType('LEASING')).toBe(false);
  });
});
