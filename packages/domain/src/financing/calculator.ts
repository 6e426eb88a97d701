import { type FinancingComputation, computeFinancing } from './financing-core.js';
import { type FinalInstallmentTiming, type FinancingFees, type IofParameters } from './financing-plan.js';

/** Inputs of the standalone calculator (spec §3 "Standalone calculator"); money in cents. */
export interface StandaloneCalculatorInput {
  totalValue: number;
  entranceValue: number;
  installments: number;
  /** Residual final installment; 0 or absent for plain installments. */
  residualFinalInstallment?: number;
  monthlyRate: number;
  fees?: FinancingFees;
  iof?: IofParameters;
  finalInstallmentTiming?: FinalInstallmentTiming;
  contractDate?: string;
}

/**
 * Standalone calculator: installments for any total value, entrance value, term and residual
 * final installment, outside a configured car.
 *
 * @throws FinancingError `INVALID_ARGUMENT` on amounts that are not whole cents or an entrance
 * covering the total.
 */
export function calculateFinancing(input: StandaloneCalculatorInput): FinancingComputation {
  return computeFinancing({
    price: input.totalValue,
    entranceValue: input.entranceValue,
    installments: input.installments,
    finalInstallmentValue: input.residualFinalInstallment ?? 0,
    monthlyRate: input.monthlyRate,
    ...(input.fees && { fees: input.fees }),
    ...(input.iof && { iof: input.iof }),
    ...(input.finalInstallmentTiming && { finalInstallmentTiming: input.finalInstallmentTiming }),
    ...(input.contractDate !== undefined && { contractDate: input.contractDate }),
  });
}

/** The upgrade-version comparison of the calculator's modal. */
export interface UpgradeComparison {
  base: FinancingComputation;
  upgrade: FinancingComputation;
  /** Upgrade installment minus base installment, cents (what the upgrade adds each month). */
  installmentIncrease: number;
  /** Upgrade total paid minus base total paid, cents. */
  totalPaidIncrease: number;
}

/**
 * Installment increase for an upgrade version: the same entrance value, term, residual, rate, fees
 * and IOF applied to the upgrade's total value, so the whole price difference is financed.
 */
export function upgradeInstallmentIncrease(
  base: StandaloneCalculatorInput,
  upgradeTotalValue: number,
): UpgradeComparison {
  const baseResult = calculateFinancing(base);
  const upgrade = calculateFinancing({ ...base, totalValue: upgradeTotalValue });
  return {
    base: baseResult,
    upgrade,
    installmentIncrease: upgrade.installmentValue - baseResult.installmentValue,
    totalPaidIncrease: upgrade.totalPaid - baseResult.totalPaid,
  };
}
