import { computeFinancing } from './financing-core.js';
import {
  type FinancingPlanConditions,
  type FinancingSimulationRequest,
  type FinancingSimulationResult,
} from './financing-plan.js';
import { assertRequestWithinPlan, consumerCreditEntranceValue, toSimulationResult } from './simulation-result.js';

/**
 * Price-table installments (CDC, PSA_TRADITIONAL, ZFLOW): equal monthly installments after an
 * entrance of `entrancePercent` % of the price, with the plan's fees and IOF.
 *
 * @throws FinancingError `TERM_NOT_AVAILABLE`, `ENTRANCE_OUT_OF_RANGE` or `INVALID_ARGUMENT`.
 */
export function simulatePriceTable(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
): FinancingSimulationResult {
  assertRequestWithinPlan(plan, request);
  const computation = computeFinancing({
    price: request.price,
    entranceValue: consumerCreditEntranceValue(request.price, request.entrancePercent),
    installments: request.installments,
    finalInstallmentValue: 0,
    monthlyRate: plan.monthlyRate,
    ...(plan.fees && { fees: plan.fees }),
    ...(plan.iof && { iof: plan.iof }),
    ...(request.contractDate !== undefined && { contractDate: request.contractDate }),
  });
  return toSimulationResult(plan, request, computation, 0);
}
