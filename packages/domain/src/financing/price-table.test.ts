import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinancingError } from './financing-errors.js';
import { type FinancingPlanConditions, IOF_BR_INDIVIDUAL } from './financing-plan.js';
import { simulatePriceTable } from './price-table.js';
import { annualFromPeriodic } from './primitives.js';

const cdc: FinancingPlanConditions = {
  financingType: 'CDC',
  monthlyRate: 0.0199,
  terms: [48, 12, 24, 36, 60],
  minEntrancePercent: 20,
  maxEntrancePercent: 90,
};
const cdcWithCharges: FinancingPlanConditions = {
  ...cdc,
  fees: { registration: 35_000 },
  iof: IOF_BR_INDIVIDUAL,
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('simulatePriceTable', () => {
  it('computes the installment of a plain loan to the cent', () => {
    // R$ 100.000,00, 30 % entrance, 48 × at 1,99 % a.m.: 70 000 × 0,0199 / (1 − 1,0199^−48) = 2 277,49
    const r = simulatePriceTable(cdc, { price: 10_000_000, entrancePercent: 30, installments: 48 });
    expect(r.entranceValue).toBe(3_000_000);
    expect(r.creditAmount).toBe(7_000_000);
    expect(r.financedAmount).toBe(7_000_000);
    expect(r.installmentsValue).toBe(227_749);
    expect(r.totalInstallments).toBe(48);
    expect(r.finalInstallmentValue).toBe(0);
    expect(r.iofValue).toBe(0);
    expect(r.installmentsAvailable).toEqual([12, 24, 36, 48, 60]);
    expect(r.schedule).toHaveLength(48);
  });

  it('finances the registration fee and the IOF the way a bank does', () => {
    // Reference computed independently with 50-digit decimal arithmetic: IOF 0,38 % + 0,0082 % a
    // day (capped at 365 days) on each amortization, grossed up because it is financed.
    const r = simulatePriceTable(cdcWithCharges, {
      price: 10_000_000,
      entrancePercent: 30,
      installments: 48,
      contractDate: '2025-03-10',
    });
    expect(r.iofValue).toBe(228_963);
    expect(r.fees).toEqual({ tac: 0, registration: 35_000, total: 35_000 });
    expect(r.financedAmount).toBe(7_000_000 + 35_000 + 228_963);
    expect(r.installmentsValue).toBe(236_337);
    expect(r.schedule[0]).toEqual({
      month: 1,
      dueDate: '2025-04-10',
      payment: 236_337,
      interest: 144_553, // 72 639,63 × 1,99 % = 1 445,528… → 1 445,53
      amortization: 91_784,
      balance: 7_172_179,
    });
    expect(r.schedule.at(-1)?.dueDate).toBe('2029-03-10');
    expect(r.cetAnnual).toBeGreaterThan(r.annualRate);
    expect(r.legalText).toContain('48 parcelas mensais de R$ 2.363,37');
    expect(r.legalText).toContain('IOF de R$ 2.289,63');
    expect(r.legalText).toMatch(/CET de \d+,\d{2}% a\.m\. \(\d+,\d{2}% a\.a\.\)/);
  });

  it('charges fees and IOF at the contract when the plan does not finance them', () => {
    const upfront = simulatePriceTable(
      { ...cdcWithCharges, fees: { registration: 35_000, financed: false }, iof: { ...IOF_BR_INDIVIDUAL, financed: false } },
      { price: 10_000_000, entrancePercent: 30, installments: 48 },
    );
    expect(upfront.financedAmount).toBe(7_000_000);
    expect(upfront.installmentsValue).toBe(227_749);
    expect(upfront.upfrontCharges).toBe(35_000 + upfront.iofValue);
    expect(upfront.cetAnnual).toBeGreaterThan(upfront.annualRate);
    expect(upfront.totalPaid).toBe(3_000_000 + upfront.upfrontCharges + sum(upfront.schedule.map((s) => s.payment)));
  });

  it('rounds the consumer-credit entrance half-up (entrance percent × price / 100)', () => {
    const r = simulatePriceTable(cdc, { price: 8_999_990, entrancePercent: 25.5, installments: 12 });
    // 89 999,90 × 25,5 % = 22 949,9745 → 22 949,97
    expect(r.entranceValue).toBe(2_294_997);
  });

  it('refuses a term the plan does not offer and an entrance outside its range', () => {
    const run = (installments: number, entrancePercent: number): unknown => {
      try {
        simulatePriceTable(cdc, { price: 10_000_000, entrancePercent, installments });
      } catch (e) {
        return e;
      }
      return null;
    };
    expect(isFinancingError(run(18, 30), 'TERM_NOT_AVAILABLE')).toBe(true);
    expect(isFinancingError(run(48, 10), 'ENTRANCE_OUT_OF_RANGE')).toBe(true);
    expect(isFinancingError(run(48, 95), 'ENTRANCE_OUT_OF_RANGE')).toBe(true);
  });

  it('shows the legal text in Spanish for Argentina', () => {
    const r = simulatePriceTable(
      { ...cdc, legalText: 'Plan Nacional.' },
      { price: 2_500_000_000, entrancePercent: 40, installments: 12, locale: 'es-AR' },
    );
    expect(r.legalText.startsWith('Plan Nacional. Simulación')).toBe(true);
    expect(r.legalText).toContain('CFTEA');
  });
});

const loanArb = fc.record({
  price: fc.integer({ min: 3_000_000, max: 80_000_000 }),
  entrancePercent: fc.integer({ min: 0, max: 80 }),
  installments: fc.integer({ min: 6, max: 72 }),
  monthlyRate: fc.double({ min: 0, max: 0.04, noNaN: true }),
});

const openPlan = (monthlyRate: number, installments: number): FinancingPlanConditions => ({
  financingType: 'CDC',
  monthlyRate,
  terms: [installments],
  minEntrancePercent: 0,
  maxEntrancePercent: 100,
});

describe('price-table properties', () => {
  it('entrance plus installments cover at least the price, and the schedule ends at zero', () => {
    fc.assert(
      fc.property(loanArb, fc.boolean(), ({ price, entrancePercent, installments, monthlyRate }, charges) => {
        const plan = openPlan(monthlyRate, installments);
        const r = simulatePriceTable(charges ? { ...plan, fees: { tac: 50_000 }, iof: IOF_BR_INDIVIDUAL } : plan, {
          price,
          entrancePercent,
          installments,
        });
        const payments = r.schedule.map((s) => s.payment);
        expect(r.entranceValue + sum(payments) + r.finalInstallmentValue).toBeGreaterThanOrEqual(price);
        expect(r.schedule.at(-1)?.balance).toBe(0);
        expect(sum(r.schedule.map((s) => s.amortization))).toBe(r.financedAmount);
        // Only the last installment differs, by the rounding residue.
        expect(new Set(payments.slice(0, -1)).size).toBeLessThanOrEqual(1);
        // Rounding the installment and each month's interest to the cent leaves at most a cent a
        // month, compounded, for the last installment to absorb.
        const residueBound = monthlyRate < 1e-9 ? installments : ((1 + monthlyRate) ** installments - 1) / monthlyRate;
        expect(Math.abs((payments.at(-1) ?? 0) - r.installmentsValue)).toBeLessThanOrEqual(residueBound);
        for (const row of r.schedule) expect(row.payment).toBe(row.interest + row.amortization);
      }),
    );
  });

  it('CET is above the nominal rate when fees or IOF are charged', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.integer({ min: 10_000, max: 200_000 }),
        fc.boolean(),
        ({ price, entrancePercent, installments, monthlyRate }, registration, withIof) => {
          const request = { price, entrancePercent, installments };
          const r = simulatePriceTable(
            {
              ...openPlan(monthlyRate, installments),
              fees: { registration },
              ...(withIof && { iof: IOF_BR_INDIVIDUAL }),
            },
            request,
          );
          expect(r.cetAnnual).toBeGreaterThan(annualFromPeriodic(monthlyRate));
        },
      ),
    );
  });

  it('fees raise the CET on a real calendar too', () => {
    // With real dates months are 28 to 31 days long, so a CET without fees is only close to the
    // nominal rate; what must hold is that charges always raise it.
    fc.assert(
      fc.property(
        loanArb,
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.constantFrom('2025-01-31', '2025-06-15', '2027-12-01', '2028-02-29'),
        ({ price, entrancePercent, installments, monthlyRate }, registration, contractDate) => {
          const request = { price, entrancePercent, installments, contractDate };
          const plain = simulatePriceTable(openPlan(monthlyRate, installments), request);
          const charged = simulatePriceTable({ ...openPlan(monthlyRate, installments), fees: { registration } }, request);
          expect(charged.cetAnnual).toBeGreaterThan(plain.cetAnnual);
          // A shifted day moves the rate by about 1/100 of itself on a 6-month loan, less on longer ones.
          expect(Math.abs(plain.cetAnnual - plain.annualRate)).toBeLessThan(0.04 * plain.annualRate + 1e-4);
        },
      ),
    );
  });

  it('CET equals the annualised nominal rate when nothing but interest is charged', () => {
    fc.assert(
      fc.property(loanArb, ({ price, entrancePercent, installments, monthlyRate }) => {
        const r = simulatePriceTable(openPlan(monthlyRate, installments), { price, entrancePercent, installments });
        // Only the cent rounding of the installment separates them: well under 0,01 percentage point.
        expect(Math.abs(r.cetAnnual - r.annualRate)).toBeLessThan(1e-4);
        expect(r.annualRate).toBeCloseTo((1 + monthlyRate) ** 12 - 1, 12);
      }),
    );
  });
});
