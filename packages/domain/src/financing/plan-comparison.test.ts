import { describe, expect, it } from 'vitest';
import { simulateBalloon } from './balloon.js';
import { type FinancingPlanConditions, IOF_BR_INDIVIDUAL } from './financing-plan.js';
import { comparePlans, lowestCetPlanId, paidOverTime } from './plan-comparison.js';
import { simulatePriceTable } from './price-table.js';

const cdc: FinancingPlanConditions = {
  financingType: 'CDC',
  monthlyRate: 0.0199,
  terms: [24, 36, 48],
  minEntrancePercent: 20,
  maxEntrancePercent: 80,
  fees: { registration: 35_000 },
  iof: IOF_BR_INDIVIDUAL,
};
const balao: FinancingPlanConditions = {
  ...cdc,
  financingType: 'PSA_BALAO',
  monthlyRate: 0.0169,
  terms: [24, 36],
  minFinalInstallmentPercent: 30,
  maxFinalInstallmentPercent: 30,
};
const request = { price: 10_000_000, entrancePercent: 30 };
const plans = [
  { planId: 'cdc', name: 'CDC', results: cdc.terms.map((installments) => simulatePriceTable(cdc, { ...request, installments })) },
  { planId: 'balao', name: 'Balão', results: balao.terms.map((installments) => simulateBalloon(balao, { ...request, installments })) },
];

describe('comparePlans', () => {
  it('lines up installments, total paid and CET of each plan for a term', () => {
    const rows = comparePlans(plans, 36);
    expect(rows.map((r) => r.planId)).toEqual(['cdc', 'balao']);
    const [a, b] = rows;
    if (!a?.available || !b?.available) throw new Error('both plans offer 36 months');
    expect(a.installmentsValue).toBe(plans[0]?.results[1]?.installmentsValue);
    expect(b.finalInstallmentValue).toBe(3_000_000);
    expect(a.totalPaid).toBe(plans[0]?.results[1]?.totalPaid);
    expect(b.cetAnnual).toBeLessThan(a.cetAnnual);
    expect(lowestCetPlanId(rows)).toBe('balao');
  });

  it('says the comparator is unavailable for a plan without the term', () => {
    const rows = comparePlans(plans, 48);
    expect(rows[0]?.available).toBe(true);
    expect(rows[1]).toEqual({
      available: false,
      planId: 'balao',
      name: 'Balão',
      term: 48,
      code: 'COMPARATOR_UNAVAILABLE_FOR_TERM',
      message: 'comparator unavailable for the term',
    });
    expect(lowestCetPlanId(comparePlans(plans, 60))).toBeNull();
  });

  it('charts what is paid over time, from the entrance to the total paid', () => {
    const result = plans[1]?.results[0];
    if (!result) throw new Error('fixture');
    const points = paidOverTime(result);
    expect(points[0]).toEqual({ month: 0, cumulativePaid: 3_000_000 });
    expect(points).toHaveLength(result.schedule.length + 1);
    expect(points.at(-1)?.cumulativePaid).toBe(result.totalPaid);
    for (let i = 1; i < points.length; i++) {
      expect(points[i]?.cumulativePaid).toBeGreaterThan(points[i - 1]?.cumulativePaid ?? Infinity);
    }
  });
});
