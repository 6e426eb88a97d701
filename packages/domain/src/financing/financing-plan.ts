/**
 * Financing sources of spec document 1 §3 "Funding" (and the types document 2 lists): consumer
 * credit (CDC), the residual-value plan (NEXT), PSA's traditional and balloon plans, and ZFLOW.
 */
export const FINANCING_TYPES = ['CDC', 'NEXT', 'PSA_BALAO', 'PSA_TRADITIONAL', 'ZFLOW'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];

/** Plan types of spec §3 "Funding". */
export const FINANCING_PLAN_TYPES = ['MSC', 'ECOM', 'OFFER'] as const;
export type FinancingPlanType = (typeof FINANCING_PLAN_TYPES)[number];

/** Extra plans of spec §3 "Funding". */
export const FINANCING_EXTRA_PLANS = ['BALAO', 'TRADITIONAL'] as const;
export type FinancingExtraPlan = (typeof FINANCING_EXTRA_PLANS)[number];

/** True when `s` is one of {@link FINANCING_TYPES}. */
export function isFinancingType(s: string): s is FinancingType {
  return (FINANCING_TYPES as readonly string[]).includes(s);
}

/**
 * How the Brazilian credit tax (IOF) is charged. A seeded plan picks one of the sets below or
 * its own; rates are decimals.
 */
export interface IofParameters {
  /** Rate charged once on the financed amount (0.0038 = 0,38 %). */
  fixedRate: number;
  /** Rate per day charged on each amortization, counted from the contract to its due date. */
  dailyRate: number;
  /** Days after which the daily part stops growing (365 in Brazil). */
  maxDays: number;
  /**
   * true: the tax is added to the amount financed (and so bears interest and is itself taxed), as
   * banks do by default; false: the buyer pays it at the contract.
   */
  financed: boolean;
}

/** IOF for a loan to an individual in Brazil: 0,38 % plus 0,0082 % a day up to 365 days, financed. */
export const IOF_BR_INDIVIDUAL: Readonly<IofParameters> = Object.freeze({
  fixedRate: 0.0038,
  dailyRate: 0.000082,
  maxDays: 365,
  financed: true,
});

/** No IOF: Argentina, and Brazilian plans whose tax is absorbed by the brand. */
export const IOF_NONE: Readonly<IofParameters> = Object.freeze({
  fixedRate: 0,
  dailyRate: 0,
  maxDays: 0,
  financed: true,
});

/** Fees a contract charges besides interest, in cents. */
export interface FinancingFees {
  /** Credit opening fee (TAC). */
  tac?: number;
  /** Contract registration fee (registro do contrato / gravame). */
  registration?: number;
  /** true (default): added to the amount financed; false: paid by the buyer at the contract. */
  financed?: boolean;
}

/** When the final (balloon or residual) installment is due. */
export type FinalInstallmentTiming =
  /** One month after the last regular installment ("N parcelas + parcela final"). */
  | 'after-last'
  /** Together with the last regular installment. */
  | 'with-last';

/** The conditions of one plan, as seeded per brand and market. Percentages are 0–100. */
export interface FinancingPlanConditions {
  financingType: FinancingType;
  /** Interest rate per month as a decimal (0.0149 = 1,49 % a.m.). */
  monthlyRate: number;
  /** Terms offered, in number of regular monthly installments. */
  terms: readonly number[];
  minEntrancePercent: number;
  maxEntrancePercent: number;
  /** Bounds of the final installment (balloon plans); 0 for plans without one. */
  minFinalInstallmentPercent?: number;
  maxFinalInstallmentPercent?: number;
  /** Residual percentages offered by a residual-value (NEXT) plan. */
  residualPercents?: readonly number[];
  fees?: FinancingFees;
  /** Defaults to {@link IOF_NONE}; Brazilian seeds set {@link IOF_BR_INDIVIDUAL}. */
  iof?: IofParameters;
  finalInstallmentTiming?: FinalInstallmentTiming;
  hasOffers?: boolean;
  /** Plan-specific legal sentence placed before the generated one. */
  legalText?: string;
}

/** A buyer's choices for one simulation. */
export interface FinancingSimulationRequest {
  /** Price of the built car, in cents. */
  price: number;
  /** Entrance as a percentage of the price (0–100). */
  entrancePercent: number;
  /** Number of regular monthly installments. */
  installments: number;
  /** Final installment as a percentage of the price (balloon and residual plans). */
  finalInstallmentPercent?: number;
  /**
   * Contract date `'YYYY-MM-DD'`. With it, installments fall on the same day of the following
   * months and CET and IOF count real days; without it every month is 365/12 days.
   */
  contractDate?: string;
  /** Language of the legal text. */
  locale?: 'pt-BR' | 'es-AR';
}

/** One month of the payment schedule, amounts in cents. */
export interface ScheduleRow {
  /** Month from the contract (1 = first installment). */
  month: number;
  /** Due date when a contract date was given. */
  dueDate: string | null;
  /** What the buyer pays that month (regular installment, plus the final one when due). */
  payment: number;
  interest: number;
  amortization: number;
  /** Balance owed after the payment. */
  balance: number;
}

/** Fees charged, in cents. */
export interface ChargedFees {
  tac: number;
  registration: number;
  total: number;
}

/**
 * A simulation: the fields of spec document 1 §3 "Simulation result used" plus the rates, CET,
 * charges and schedule a buyer and a bank need. Money in cents, rates as decimals.
 */
export interface FinancingSimulationResult {
  financingType: FinancingType;
  // Spec §3 "Simulation result used".
  entranceValue: number;
  /** Terms the plan offers. */
  installmentsAvailable: number[];
  /** Value of each regular installment (the last may differ by the rounding residue). */
  installmentsValue: number;
  /** Number of regular installments. */
  totalInstallments: number;
  /** Final (balloon or residual) installment; 0 when the plan has none. */
  finalInstallmentValue: number;
  maxFinalInstallmentPercent: number;
  minFinalInstallmentPercent: number;
  hasOffers: boolean;
  legalText: string;
  // Inputs echoed.
  price: number;
  entrancePercent: number;
  finalInstallmentPercent: number;
  // Rates.
  monthlyRate: number;
  /** Monthly rate compounded over a year. */
  annualRate: number;
  cetMonthly: number;
  cetAnnual: number;
  // Amounts.
  /** Price minus entrance: the credit the buyer actually receives. */
  creditAmount: number;
  /** Amount of the contract: credit plus financed fees and IOF. */
  financedAmount: number;
  iofValue: number;
  fees: ChargedFees;
  /** Fees and IOF paid at the contract (not financed). */
  upfrontCharges: number;
  /** Everything the buyer pays: entrance, upfront charges, installments and final installment. */
  totalPaid: number;
  schedule: ScheduleRow[];
}
