import { assertFinalInstallmentWithinPlan } from './balloon.js';
import { computeFinancing } from './financing-core.js';
import { FinancingError } from './financing-errors.js';
import { percentOfCents } from './financing-money.js';
import {
  type FinancingPlanConditions,
  type FinancingSimulationRequest,
  type FinancingSimulationResult,
} from './financing-plan.js';
import { assertRequestWithinPlan, consumerCreditEntranceValue, toSimulationResult } from './simulation-result.js';

/** Residual percentages a plan offers: its list, else its final-installment bounds. */
function residualOptions(plan: FinancingPlanConditions): number[] {
  if (plan.residualPercents && plan.residualPercents.length > 0) return [...plan.residualPercents];
  const bounds = [plan.minFinalInstallmentPercent, plan.maxFinalInstallmentPercent].filter(
    (x): x is number => x !== undefined,
  );
  return [...new Set(bounds)];
}

/**
 * Residual-value plan ("Next"): an entrance, equal monthly installments and a residual value of
 * `finalInstallmentPercent` % of the price at the end, which the buyer pays, refinances or
 * settles by returning the car.
 *
 * @throws FinancingError `NEXT_RESIDUAL_NOT_FOUND` ('No values found for residual X') when the
 * plan does not offer that residual, `TERM_NOT_AVAILABLE`, `ENTRANCE_OUT_OF_RANGE` or
 * `INVALID_ARGUMENT`.
 */
export function simulateResidual(
  plan: FinancingPlanConditions,
  request: FinancingSimulationRequest,
): FinancingSimulationResult {
  assertRequestWithinPlan(plan, request);
  const options = residualOptions(plan);
  const residualPercent = request.finalInstallmentPercent ?? options[0] ?? 0;
  if (plan.residualPercents && plan.residualPercents.length > 0) {
    if (!plan.residualPercents.includes(residualPercent)) throw noResidual(residualPercent);
  } else {
    assertFinalInstallmentWithinPlan(plan, residualPercent);
  }
  const computation = computeFinancing({
    price: request.price,
    entranceValue: consumerCreditEntranceValue(request.price, request.entrancePercent),
    installments: request.installments,
    finalInstallmentValue: percentOfCents(request.price, residualPercent),
    finalInstallmentTiming: plan.finalInstallmentTiming ?? 'after-last',
    monthlyRate: plan.monthlyRate,
    ...(plan.fees && { fees: plan.fees }),
    ...(plan.iof && { iof: plan.iof }),
    ...(request.contractDate !== undefined && { contractDate: request.contractDate }),
  });
  return toSimulationResult(plan, request, computation, residualPercent);
}

/** One residual option of a Next simulation (spec: "values with residual"). */
export interface NextResidualValue {
  residualPercent: number;
  /** Residual (final) value, cents. */
  residualValue: number;
  /** Regular installment, cents. */
  installmentsValue: number;
  /** Price on credit: everything the buyer pays, residual included, cents. */
  forwardPrice: number;
  simulation: FinancingSimulationResult;
}

/** The options of one term of a Next plan. */
export interface NextTermSimulation {
  installmentsQuantity: number;
  entranceValue: number;
  valuesWithResidual: NextResidualValue[];
}

/** Default values of a Next plan for a price and entrance: every term × every residual. */
export interface NextDefaultValues {
  price: number;
  entrancePercent: number;
  simulations: NextTermSimulation[];
}

/**
 * Computes the default values a Next simulator starts from (spec document 2, next/default-values):
 * every term the plan offers, each with every residual it offers.
 */
export function nextDefaultValues(
  plan: FinancingPlanConditions,
  request: Omit<FinancingSimulationRequest, 'installments' | 'finalInstallmentPercent'>,
): NextDefaultValues {
  const terms = [...plan.terms].sort((a, b) => a - b);
  const residuals = residualOptions(plan).sort((a, b) => a - b);
  return {
    price: request.price,
    entrancePercent: request.entrancePercent,
    simulations: terms.map((installments) => {
      const valuesWithResidual = residuals.map((residualPercent) => {
        const simulation = simulateResidual(plan, {
          ...request,
          installments,
          finalInstallmentPercent: residualPercent,
        });
        return {
          residualPercent,
          residualValue: simulation.finalInstallmentValue,
          installmentsValue: simulation.installmentsValue,
          forwardPrice: simulation.totalPaid,
          simulation,
        };
      });
      return {
        installmentsQuantity: installments,
        entranceValue: consumerCreditEntranceValue(request.price, request.entrancePercent),
        valuesWithResidual,
      };
    }),
  };
}

/** The simulation a Next buyer picked: one term and one residual. */
export interface NextSimulation {
  installmentsQuantity: number;
  entranceValue: number;
  residualPercent: number;
  residualValue: number;
  installmentsValue: number;
  forwardPrice: number;
  simulation: FinancingSimulationResult;
}

function noResidual(residualPercent: number): FinancingError {
  return new FinancingError('NEXT_RESIDUAL_NOT_FOUND', `No values found for residual ${residualPercent}`, {
    residualPercent,
  });
}

/**
 * Picks a term and a residual from Next default values (spec document 2, next/simulate).
 *
 * @throws FinancingError `NEXT_SIMULATION_NOT_FOUND` ('No simulation found for N installments')
 * or `NEXT_RESIDUAL_NOT_FOUND` ('No values found for residual X').
 */
export function nextSimulate(
  defaults: NextDefaultValues,
  choice: { installments: number; residualPercent: number },
): NextSimulation {
  const term = defaults.simulations.find((s) => s.installmentsQuantity === choice.installments);
  if (!term) {
    throw new FinancingError(
      'NEXT_SIMULATION_NOT_FOUND',
      `No simulation found for ${choice.installments} installments`,
      { installments: choice.installments },
    );
  }
  const value = term.valuesWithResidual.find((v) => v.residualPercent === choice.residualPercent);
  if (!value) throw noResidual(choice.residualPercent);
  return {
    installmentsQuantity: term.installmentsQuantity,
    entranceValue: term.entranceValue,
    residualPercent: value.residualPercent,
    residualValue: value.residualValue,
    installmentsValue: value.installmentsValue,
    forwardPrice: value.forwardPrice,
    simulation: value.simulation,
  };
}
