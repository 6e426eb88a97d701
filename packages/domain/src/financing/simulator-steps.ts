import { FinancingError } from './financing-errors.js';

/**
 * Funding simulator defaults (spec document 1 §9): the entrance and the final installment move one
 * step at a time, one percentage point per step.
 */
export const FUNDING_SIMULATOR_DEFAULTS = Object.freeze({ entranceStep: 1, finalInstallmentStep: 1 });

/**
 * Percentages a simulator slider may take from `min` to `max`, `step` points apart. `max` is
 * always offered even when the range is not a whole number of steps, so the plan's bound stays
 * reachable.
 *
 * @throws FinancingError `INVALID_ARGUMENT` when min > max, a bound is not finite, or step ≤ 0.
 */
export function simulatorPercentSteps(min: number, max: number, step = 1): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) {
    throw new FinancingError('INVALID_ARGUMENT', `Invalid range ${min}–${max}`);
  }
  if (!Number.isFinite(step) || step <= 0) {
    throw new FinancingError('INVALID_ARGUMENT', `Step must be positive, got ${step}`);
  }
  // Counting steps as integers avoids 0.1 + 0.2 drift; values are cleaned to 10 decimals.
  const count = Math.floor((max - min) / step + 1e-9);
  const values: number[] = [];
  for (let i = 0; i <= count; i++) values.push(Number((min + i * step).toFixed(10)));
  if (values[values.length - 1] !== max) values.push(max);
  return values;
}

/** Entrance percentages a plan's simulator offers, with the default step. */
export function entranceSteps(
  plan: { minEntrancePercent: number; maxEntrancePercent: number },
  step = FUNDING_SIMULATOR_DEFAULTS.entranceStep,
): number[] {
  return simulatorPercentSteps(plan.minEntrancePercent, plan.maxEntrancePercent, step);
}

/** Final-installment percentages a plan's simulator offers, with the default step. */
export function finalInstallmentSteps(
  plan: { minFinalInstallmentPercent?: number; maxFinalInstallmentPercent?: number },
  step = FUNDING_SIMULATOR_DEFAULTS.finalInstallmentStep,
): number[] {
  return simulatorPercentSteps(plan.minFinalInstallmentPercent ?? 0, plan.maxFinalInstallmentPercent ?? 0, step);
}
