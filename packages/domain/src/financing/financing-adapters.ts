import { simulateBalloon } from './balloon.js';
import { FinancingError } from './financing-errors.js';
import {
  type FinancingPlanConditions,
  type FinancingSimulationRequest,
  type FinancingSimulationResult,
  type FinancingType,
} from './financing-plan.js';
import { simulatePriceTable } from './price-table.js';
import { simulateResidual } from './residual.js';

/** The engine behind one financing type. */
export interface FinancingAdapter {
  financingType: FinancingType;
  /** Which calculation the type uses. */
  engine: 'price-table' | 'balloon' | 'residual';
  simulate(plan: FinancingPlanConditions, request: FinancingSimulationRequest): FinancingSimulationResult;
}

const priceTable = (financingType: FinancingType): FinancingAdapter => ({
  financingType,
  engine: 'price-table',
  simulate: simulatePriceTable,
});

/** One adapter per financing type of spec §3 "Funding". */
export const FINANCING_ADAPTERS: Readonly<Record<FinancingType, FinancingAdapter>> = Object.freeze({
  CDC: priceTable('CDC'),
  PSA_TRADITIONAL: priceTable('PSA_TRADITIONAL'),
  ZFLOW: priceTable('ZFLOW'),
  PSA_BALAO: { financingType: 'PSA_BALAO', engine: 'balloon', simulate: simulateBalloon },
  NEXT: { financingType: 'NEXT', engine: 'residual', simulate: simulateResidual },
});

/**
 * The adapter of a financing type.
 *
 * @throws FinancingError `ADAPTER_NOT_FOUND` ('No adapter found for financing type X').
 */
export function getFinancingAdapter(financingType: string): FinancingAdapter {
  const adapter = Object.hasOwn(FINANCING_ADAPTERS, financingType)
    ? FINANCING_ADAPTERS[financingType as FinancingType]
    : undefined;
  if (!adapter) {
    throw new FinancingError('ADAPTER_NOT_FOUND', `No adapter found for financing type ${financingType}`, {
      financingType,
    });
  }
  return adapter;
}

/**
 * Simulates a request with the engine of the plan's financing type.
 *
 * @throws FinancingError `ADAPTER_NOT_FOUND` for an unknown type, or the engine's errors.
 */
export function simulateFinancing(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
): FinancingSimulationResult {
  return getFinancingAdapter(plan.financingType).simulate(plan, request);
}
