import { computeFinancing } from './financing-core.js';
import { FinancingError } from './financing-errors.js';
import { percentOfCents } from './financing-money.js';
import {
  type FinancingPlanConditions,
  type FinancingSimulationRequest,
  type FinancingSimulationResult,
} from './financing-plan.js';
import { assertRequestWithinPlan, consumerCreditEntranceValue, toSimulationResult } from './simulation-result.js';

/**
 * Checks a final-installment percentage against the plan's bounds.
 *
 * @throws FinancingError `FINAL_INSTALLMENT_OUT_OF_RANGE`.
 */
export function assertFinalInstallmentWithinPlan(plan: FinancingPlanConditions, percent: number): void {
  const min = plan.minFinalInstallmentPercent ?? 0;
  const max = plan.maxFinalInstallmentPercent ?? 0;
  if (!Number.isFinite(percent) || percent < min || percent > max) {
    throw new FinancingError(
      'FINAL_INSTALLMENT_OUT_OF_RANGE',
      `Final installment of ${percent}% is outside the plan's range ${min}%–${max}%`,
      { finalInstallmentPercent: percent, min, max },
    );
  }
}

/**
 * Balloon plan (PSA_BALAO): an entrance, equal monthly installments and a final installment of
 * `finalInstallmentPercent` % of the price (the plan's minimum when not given), which must lie
 * between the plan's minimum and maximum.
 *
 * @throws FinancingError `FINAL_INSTALLMENT_OUT_OF_RANGE`, `TERM_NOT_AVAILABLE`,
 * `ENTRANCE_OUT_OF_RANGE` or `INVALID_ARGUMENT`.
 */
export function simulateBalloon(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
): FinancingSimulationResult {
  assertRequestWithinPlan(plan, request);
  const finalPercent = request.finalInstallmentPercent ?? plan.minFinalInstallmentPercent ?? 0;
  assertFinalInstallmentWithinPlan(plan, finalPercent);
  const computation = computeFinancing({
    price: request.price,
    entranceValue: consumerCreditEntranceValue(request.price, request.entrancePercent),
    installments: request.installments,
    finalInstallmentValue: percentOfCents(request.price, finalPercent),
    finalInstallmentTiming: plan.finalInstallmentTiming ?? 'after-last',
    monthlyRate: plan.monthlyRate,
    ...(plan.fees && { fees: plan.fees }),
    ...(plan.iof && { iof: plan.iof }),
    ...(request.contractDate !== undefined && { contractDate: request.contractDate }),
  });
  return toSimulationResult(plan, request, computation, finalPercent);
}
