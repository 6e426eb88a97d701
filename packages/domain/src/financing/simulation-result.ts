import { type FinancingComputation } from './financing-core.js';
import { FinancingError } from './financing-errors.js';
import { assertCents } from './financing-guards.js';
import { percentOfCents } from './financing-money.js';
import {
  type FinancingPlanConditions,
  type FinancingSimulationRequest,
  type FinancingSimulationResult,
} from './financing-plan.js';
import { buildLegalText } from './legal-text.js';

// Shared by the engines: checks a request against its plan and shapes the result.

/**
 * Entrance value of consumer credit: entrance percent × price / 100, rounded half-up to the cent
 * (spec document 2, cdc/simulateProposalFlow).
 */
export function consumerCreditEntranceValue(price: number, entrancePercent: number): number {
  assertCents(price, 'price');
  return percentOfCents(price, entrancePercent);
}

/**
 * Checks the choices every plan bounds: the term must be offered and the entrance within the
 * plan's range.
 *
 * @throws FinancingError `TERM_NOT_AVAILABLE` or `ENTRANCE_OUT_OF_RANGE`.
 */
export function assertRequestWithinPlan(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
): void {
  assertCents(request.price, 'price');
  if (!plan.terms.includes(request.installments)) {
    throw new FinancingError(
      'TERM_NOT_AVAILABLE',
      `The plan does not offer ${request.installments} installments`,
      { installments: request.installments, terms: [...plan.terms] },
    );
  }
  const e = request.entrancePercent;
  if (!Number.isFinite(e) || e < plan.minEntrancePercent || e > plan.maxEntrancePercent) {
    throw new FinancingError(
      'ENTRANCE_OUT_OF_RANGE',
      `Entrance of ${e}% is outside the plan's range ${plan.minEntrancePercent}%–${plan.maxEntrancePercent}%`,
      { entrancePercent: e, min: plan.minEntrancePercent, max: plan.maxEntrancePercent },
    );
  }
}

/** Builds the result a client shows from the money computation and the plan. */
export function toSimulationResult(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
  c: FinancingComputation,
  finalInstallmentPercent: number,
): FinancingSimulationResult {
  return {
    financingType: plan.financingType,
    entranceValue: c.entranceValue,
    installmentsAvailable: [...plan.terms].sort((a, b) => a - b),
    installmentsValue: c.installmentValue,
    totalInstallments: c.installments,
    finalInstallmentValue: c.finalInstallmentValue,
    maxFinalInstallmentPercent: plan.maxFinalInstallmentPercent ?? 0,
    minFinalInstallmentPercent: plan.minFinalInstallmentPercent ?? 0,
    hasOffers: plan.hasOffers ?? false,
    legalText: buildLegalText(c, request.locale ?? 'pt-BR', plan.legalText),
    price: c.price,
    entrancePercent: request.entrancePercent,
    finalInstallmentPercent,
    monthlyRate: c.monthlyRate,
    annualRate: c.annualRate,
    cetMonthly: c.cetMonthly,
    cetAnnual: c.cetAnnual,
    creditAmount: c.creditAmount,
    financedAmount: c.financedAmount,
    iofValue: c.iofValue,
    fees: c.fees,
    upfrontCharges: c.upfrontCharges,
    totalPaid: c.totalPaid,
    schedule: c.schedule,
  };
}
