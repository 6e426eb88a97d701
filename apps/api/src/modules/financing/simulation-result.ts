import type { SimulationResult } from '@autohub/contract';
import {
  type FinancingPlanConditions,
  type FinancingSimulationResult,
  getFinancingAdapter,
  type Locale,
  simulateFinancing,
} from '@autohub/domain';
import { withFinancingErrors } from './financing-errors.js';
import type { StoredSimulationRequest } from './financing.schema.js';
import type { SimulationRow } from './financing.store.js';

export type { StoredSimulationRequest } from './financing.schema.js';

/**
 * A simulation as the domain's financing function computes it: the plan's conditions (at an
 * offer's rate when one was applied), what the buyer asked and the plan's market. The one place
 * the api turns those into figures and a schedule, whether asked now or read back later.
 */
export function runSimulation(
  locale: Locale,
  conditions: FinancingPlanConditions,
  request: StoredSimulationRequest,
): FinancingSimulationResult {
  return withFinancingErrors(() => {
    const simulationRequest = {
      price: request.price,
      entrancePercent: request.entrancePercent,
      installments: request.installments,
      ...(request.finalInstallmentPercent !== undefined && {
        finalInstallmentPercent: request.finalInstallmentPercent,
      }),
      locale,
    };
    if (request.type !== undefined) {
      const adapter = getFinancingAdapter(request.type);
      return adapter.simulate({ ...conditions, financingType: adapter.financingType }, simulationRequest);
    }
    return simulateFinancing(conditions, simulationRequest);
  });
}

/**
 * The figures and schedule of a stored simulation. A row keeps what the financing function needs
 * (the conditions it was computed with and the request), and its result is computed again from
 * them, the same numbers the buyer got when it was made. Rows stored before the conditions were
 * kept hold their whole result instead, and it is read as stored.
 */
export function simulationResult(row: SimulationRow): SimulationResult {
  if (row.conditions) return runSimulation(row.locale as Locale, row.conditions, row.request);
  if (row.result) return row.result as unknown as SimulationResult;
  throw new Error(`simulation ${row.id} keeps neither its conditions nor its result`);
}
