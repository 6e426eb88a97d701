import { addMonthsClamped, dayNumberToIso, toDayNumber } from './day-count.js';
import { FinancingError } from './financing-errors.js';
import { assertCents, assertFiniteInRange } from './financing-guards.js';
import { roundCentsHalfUp } from './financing-money.js';
import {
  type ChargedFees,
  type FinalInstallmentTiming,
  type FinancingFees,
  IOF_NONE,
  type IofParameters,
  type ScheduleRow,
} from './financing-plan.js';
import { annualFromPeriodic, cetAnnualByDays, periodicFromAnnual, pmt } from './primitives.js';

/** Everything in cents except the rate; the engines translate plan percentages into this. */
export interface FinancingComputationInput {
  price: number;
  entranceValue: number;
  /** Number of regular monthly installments. */
  installments: number;
  /** Balloon or residual owed at the end; 0 for a plain price table. */
  finalInstallmentValue: number;
  finalInstallmentTiming?: FinalInstallmentTiming;
  monthlyRate: number;
  fees?: FinancingFees;
  iof?: IofParameters;
  /** `'YYYY-MM-DD'`; without it every month counts 365/12 days. */
  contractDate?: string;
}

/** The money side of a simulation, before the plan-specific fields are added. */
export interface FinancingComputation {
  price: number;
  entranceValue: number;
  creditAmount: number;
  financedAmount: number;
  iofValue: number;
  fees: ChargedFees;
  upfrontCharges: number;
  installments: number;
  installmentValue: number;
  finalInstallmentValue: number;
  monthlyRate: number;
  annualRate: number;
  cetAnnual: number;
  cetMonthly: number;
  totalPaid: number;
  schedule: ScheduleRow[];
}

const MAX_INSTALLMENTS = 600;

interface Timeline {
  /** Days from the contract to month m (index m; index 0 is the contract). */
  days: (month: number) => number;
  dueDate: (month: number) => string | null;
}

function timeline(contractDate: string | undefined): Timeline {
  if (contractDate === undefined) {
    return { days: (m) => (m * 365) / 12, dueDate: () => null };
  }
  const d0 = toDayNumber(contractDate);
  return {
    days: (m) => addMonthsClamped(d0, m) - d0,
    dueDate: (m) => dayNumberToIso(addMonthsClamped(d0, m)),
  };
}

/**
 * The exact (unrounded) installment for a principal, with the final installment either paid with
 * the last regular one or one month later.
 */
function exactInstallment(
  principal: number,
  r: number,
  n: number,
  finalValue: number,
  timing: FinalInstallmentTiming,
): number {
  const owedAfterLast = timing === 'with-last' ? finalValue : finalValue / (1 + r);
  return -pmt(r, n, principal, -owedAfterLast);
}

/**
 * IOF on an exact schedule of `principal`: the fixed part on the principal, the daily part on each
 * amortization for the days from the contract to its due date (capped).
 */
function exactIof(
  principal: number,
  input: { r: number; n: number; finalValue: number; timing: FinalInstallmentTiming },
  iof: IofParameters,
  days: (month: number) => number,
): number {
  const { r, n, finalValue, timing } = input;
  const p = exactInstallment(principal, r, n, finalValue, timing);
  let balance = principal;
  let daily = 0;
  for (let m = 1; m <= n; m++) {
    const interest = balance * r;
    let amortization = p - interest;
    if (m === n) amortization = timing === 'with-last' ? balance : balance - finalValue / (1 + r);
    balance -= amortization;
    daily += amortization * Math.min(days(m), iof.maxDays);
  }
  if (timing === 'after-last' && finalValue > 0) {
    daily += balance * Math.min(days(n + 1), iof.maxDays);
  }
  return iof.fixedRate * principal + iof.dailyRate * daily;
}

/**
 * Computes a loan the way a Brazilian bank sets up a contract:
 * - the credit is the price minus the entrance; financed fees and the IOF are added to it (the
 *   IOF is grossed up, since it is also due on itself when financed);
 * - the installment is the price-table payment rounded half-up to the cent; interest each month is
 *   the balance times the rate, rounded half-up; the last regular installment absorbs the rounding
 *   residue so the balance ends exactly at zero (or at the final installment still owed);
 * - the final (balloon or residual) installment is exactly the value given;
 * - the CET is the annual rate that discounts the credit actually received against every payment,
 *   day count /365.
 *
 * @throws FinancingError `INVALID_ARGUMENT` for amounts that are not whole cents or an entrance that
 * leaves nothing to finance; `FINAL_INSTALLMENT_OUT_OF_RANGE` for a final installment so large that
 * no regular installment remains.
 */
export function computeFinancing(input: FinancingComputationInput): FinancingComputation {
  const { price, entranceValue, installments: n, finalInstallmentValue: finalValue, monthlyRate: r } = input;
  const timing = input.finalInstallmentTiming ?? 'after-last';
  const iofParams = input.iof ?? IOF_NONE;
  assertCents(price, 'price');
  assertCents(entranceValue, 'entranceValue');
  assertCents(finalValue, 'finalInstallmentValue');
  assertFiniteInRange(r, 'monthlyRate', 0, 1);
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTALLMENTS) {
    throw new FinancingError('INVALID_ARGUMENT', `installments must be a whole number from 1 to ${MAX_INSTALLMENTS}`);
  }
  assertFiniteInRange(iofParams.fixedRate, 'iof.fixedRate', 0, 0.5);
  assertFiniteInRange(iofParams.dailyRate, 'iof.dailyRate', 0, 0.01);
  assertFiniteInRange(iofParams.maxDays, 'iof.maxDays', 0, 36_500);

  const creditAmount = price - entranceValue;
  if (creditAmount <= 0) {
    throw new FinancingError('INVALID_ARGUMENT', 'The entrance covers the whole price: nothing to finance', {
      price,
      entranceValue,
    });
  }
  const tac = input.fees?.tac ?? 0;
  const registration = input.fees?.registration ?? 0;
  assertCents(tac, 'fees.tac');
  assertCents(registration, 'fees.registration');
  const fees: ChargedFees = { tac, registration, total: tac + registration };
  const feesFinanced = input.fees?.financed ?? true;

  const tl = timeline(input.contractDate);
  const principalBeforeIof = creditAmount + (feesFinanced ? fees.total : 0);
  const shape = { r, n, finalValue, timing };

  let iofValue: number;
  if (iofParams.financed) {
    // IOF(F) is affine in F with a slope of a few percent, so this fixed point converges fast.
    let financed = principalBeforeIof;
    for (let i = 0; i < 50; i++) {
      const next = principalBeforeIof + exactIof(financed, shape, iofParams, tl.days);
      if (Math.abs(next - financed) < 1e-9) break;
      financed = next;
    }
    iofValue = roundCentsHalfUp(financed - principalBeforeIof);
  } else {
    iofValue = roundCentsHalfUp(exactIof(principalBeforeIof, shape, iofParams, tl.days));
  }
  const financedAmount = principalBeforeIof + (iofParams.financed ? iofValue : 0);
  const upfrontCharges = (feesFinanced ? 0 : fees.total) + (iofParams.financed ? 0 : iofValue);

  const installmentValue = roundCentsHalfUp(exactInstallment(financedAmount, r, n, finalValue, timing));
  if (installmentValue <= 0) {
    throw new FinancingError(
      'FINAL_INSTALLMENT_OUT_OF_RANGE',
      'The final installment leaves nothing to pay in regular installments',
      { financedAmount, finalInstallmentValue: finalValue },
    );
  }

  const schedule: ScheduleRow[] = [];
  const owedAfterLast =
    finalValue > 0 && timing === 'after-last' ? roundCentsHalfUp(finalValue / (1 + r)) : 0;
  let balance = financedAmount;
  for (let m = 1; m <= n; m++) {
    const interest = roundCentsHalfUp(balance * r);
    const isLast = m === n;
    const amortization = isLast ? balance - owedAfterLast : installmentValue - interest;
    balance -= amortization;
    schedule.push({
      month: m,
      dueDate: tl.dueDate(m),
      payment: amortization + interest,
      interest,
      amortization,
      balance,
    });
  }
  if (owedAfterLast > 0) {
    schedule.push({
      month: n + 1,
      dueDate: tl.dueDate(n + 1),
      payment: finalValue,
      interest: finalValue - owedAfterLast,
      amortization: owedAfterLast,
      balance: 0,
    });
  }
  const lastRow = schedule[n - 1];
  if (lastRow && lastRow.payment - (timing === 'with-last' ? finalValue : 0) <= 0) {
    throw new FinancingError(
      'FINAL_INSTALLMENT_OUT_OF_RANGE',
      'The final installment leaves nothing to pay in regular installments',
      { financedAmount, finalInstallmentValue: finalValue },
    );
  }

  const paid = schedule.reduce((sum, row) => sum + row.payment, 0);
  const cet = cetAnnualByDays([
    { days: 0, amount: creditAmount - upfrontCharges },
    ...schedule.map((row) => ({ days: tl.days(row.month), amount: -row.payment })),
  ]);

  return {
    price,
    entranceValue,
    creditAmount,
    financedAmount,
    iofValue,
    fees,
    upfrontCharges,
    installments: n,
    installmentValue,
    finalInstallmentValue: finalValue,
    monthlyRate: r,
    annualRate: annualFromPeriodic(r),
    cetAnnual: cet,
    cetMonthly: periodicFromAnnual(cet),
    totalPaid: entranceValue + upfrontCharges + paid,
    schedule,
  };
}
