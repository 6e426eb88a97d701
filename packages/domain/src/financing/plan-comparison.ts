import { type FinancingSimulationResult, type FinancingType } from './financing-plan.js';

/** Message of the comparator when a plan has no simulation for the chosen term. */
export const COMPARATOR_UNAVAILABLE_FOR_TERM_MESSAGE = 'comparator unavailable for the term';

/** A plan offered to the comparator, with its simulations for the terms it offers. */
export interface ComparablePlan {
  planId: string;
  name: string;
  results: readonly FinancingSimulationResult[];
}

/** Point of the "what is paid over time" chart: cumulative cents paid by the end of a month. */
export interface PaidOverTimePoint {
  /** 0 is the contract (entrance and upfront charges). */
  month: number;
  cumulativePaid: number;
}

/** A comparator column for a plan that has the term. */
export interface AvailablePlanComparisonRow {
  available: true;
  planId: string;
  name: string;
  financingType: FinancingType;
  term: number;
  entranceValue: number;
  installmentsValue: number;
  finalInstallmentValue: number;
  totalPaid: number;
  monthlyRate: number;
  cetAnnual: number;
  cetMonthly: number;
  paidOverTime: PaidOverTimePoint[];
}

/** A comparator column for a plan that lacks the term. */
export interface UnavailablePlanComparisonRow {
  available: false;
  planId: string;
  name: string;
  term: number;
  code: 'COMPARATOR_UNAVAILABLE_FOR_TERM';
  message: typeof COMPARATOR_UNAVAILABLE_FOR_TERM_MESSAGE;
}

export type PlanComparisonRow = AvailablePlanComparisonRow | UnavailablePlanComparisonRow;

/** Cumulative amount paid per month of a simulation, for a chart. */
export function paidOverTime(result: FinancingSimulationResult): PaidOverTimePoint[] {
  let cumulative = result.entranceValue + result.upfrontCharges;
  const points: PaidOverTimePoint[] = [{ month: 0, cumulativePaid: cumulative }];
  for (const row of result.schedule) {
    cumulative += row.payment;
    points.push({ month: row.month, cumulativePaid: cumulative });
  }
  return points;
}

/**
 * Side-by-side comparison of plans for one term: installments, total paid and CET of each plan,
 * or 'comparator unavailable for the term' for a plan without that term. Rows keep the order of
 * `plans`.
 */
export function comparePlans(plans: readonly ComparablePlan[], term: number): PlanComparisonRow[] {
  return plans.map((plan): PlanComparisonRow => {
    const result = plan.results.find((r) => r.totalInstallments === term);
    if (!result) {
      return {
        available: false,
        planId: plan.planId,
        name: plan.name,
        term,
        code: 'COMPARATOR_UNAVAILABLE_FOR_TERM',
        message: COMPARATOR_UNAVAILABLE_FOR_TERM_MESSAGE,
      };
    }
    return {
      available: true,
      planId: plan.planId,
      name: plan.name,
      financingType: result.financingType,
      term,
      entranceValue: result.entranceValue,
      installmentsValue: result.installmentsValue,
      finalInstallmentValue: result.finalInstallmentValue,
      totalPaid: result.totalPaid,
      monthlyRate: result.monthlyRate,
      cetAnnual: result.cetAnnual,
      cetMonthly: result.cetMonthly,
      paidOverTime: paidOverTime(result),
    };
  });
}

/** Plan id of the lowest CET among the available rows, or null when none is available. */
export function lowestCetPlanId(rows: readonly PlanComparisonRow[]): string | null {
  let best: AvailablePlanComparisonRow | null = null;
  for (const row of rows) {
    if (row.available && (best === null || row.cetAnnual < best.cetAnnual)) best = row;
  }
  return best?.planId ?? null;
}
