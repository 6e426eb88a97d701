import { FINANCING_EXTRA_PLANS, FINANCING_PLAN_TYPES, FINANCING_TYPES } from '@autohub/domain';
import { z } from 'zod';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';

// Calls of the "Financing" family of spec document 2 §7. Money is integer cents, rates are
// decimals per period (0.0149 = 1,49 % a.m.), percentages of the price are 0–100.

const Cents = z.number().int().nonnegative();
const Percent = z.number().min(0).max(100);
const Rate = z.number().min(0).max(1);
const Term = z.number().int().min(1).max(600);

export const FinancingTypeSchema = z
  .enum(FINANCING_TYPES)
  .describe('Financing source of spec §3 "Funding": CDC, NEXT, PSA_BALAO, PSA_TRADITIONAL or ZFLOW.');
export const FinancingPlanTypeSchema = z
  .enum(FINANCING_PLAN_TYPES)
  .describe('Plan type: MSC, ECOM or OFFER.');
export const FinancingExtraPlanSchema = z
  .enum(FINANCING_EXTRA_PLANS)
  .describe('Extra plan: BALAO or TRADITIONAL.');

/** A plan a brand offers in a market, with the bounds its simulator moves within. */
export const FinancingPlan = z
  .object({
    id: z.string().describe('Plan id (planId of the simulation input).'),
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    name: z.string().describe('Plan name in the market language.'),
    financingType: FinancingTypeSchema,
    planType: FinancingPlanTypeSchema,
    extraPlan: FinancingExtraPlanSchema.nullable(),
    monthlyRate: Rate.describe('Nominal interest rate per month.'),
    terms: z.array(Term).describe('Terms offered (prazo), in monthly installments, ascending.'),
    minEntrancePercent: Percent,
    maxEntrancePercent: Percent,
    minFinalInstallmentPercent: Percent.describe(
      'Lowest final (balloon or residual) installment; 0 without one.',
    ),
    maxFinalInstallmentPercent: Percent,
    residualPercents: z.array(Percent).describe('Residual percentages of a NEXT plan; empty otherwise.'),
    fees: z.object({
      tac: Cents.describe('Registration (cadastro) or granting (otorgamiento) fee, cents.'),
      registration: Cents.describe('Contract registration fee, cents.'),
      financed: z.boolean().describe('Whether the fees are added to the amount financed.'),
    }),
    iof: z
      .object({
        fixedRate: Rate,
        dailyRate: Rate,
        maxDays: z.number().int().nonnegative(),
        financed: z.boolean(),
      })
      .describe('Brazilian credit tax (IOF); all zero where none applies (Argentina).'),
    hasOffers: z.boolean(),
    defaultEntrancePercent: Percent,
    defaultInstallments: Term,
    entranceStep: z
      .number()
      .positive()
      .describe('Step of the entrance slider, percentage points (spec §9: 1).'),
    finalInstallmentStep: z
      .number()
      .positive()
      .describe('Step of the final-installment slider (spec §9: 1).'),
  })
  .meta({ id: 'FinancingPlan' });
export type FinancingPlan = z.infer<typeof FinancingPlan>;

/**
 * The standalone calculator's form (spec §3 "Standalone calculator"): the plan and the car it
 * prices, the total value, the entrance, the number of installments and an optional residual final
 * installment. Money is integer cents; the calculator sends nothing, the domain engine prices it.
 */
export const StandaloneCalculatorFields = z.object({
  planId: z.string().min(1),
  model: z.string(),
  mvsCode: z.string(),
  totalValue: Cents.positive(),
  entranceValue: Cents,
  installments: Term,
  residualFinalInstallment: Cents,
});
export type StandaloneCalculatorFields = z.infer<typeof StandaloneCalculatorFields>;

export const FinancingPlansQuery = z.object({ brand: BrandSlugSchema, locale: LocaleSchema });
export const FinancingPlansResponse = z.object({ plans: z.array(FinancingPlan) });
export type FinancingPlansResponse = z.infer<typeof FinancingPlansResponse>;

export const ScheduleRowSchema = z.object({
  month: z.number().int().positive(),
  dueDate: z.string().nullable(),
  payment: Cents,
  interest: z.number().int(),
  amortization: z.number().int(),
  balance: z.number().int(),
});

/** Spec §3 "Simulation result used" plus rates, CET, charges and the schedule. */
export const SimulationResult = z
  .object({
    financingType: FinancingTypeSchema,
    entranceValue: Cents,
    installmentsAvailable: z.array(Term),
    installmentsValue: Cents.describe(
      'Each regular installment (the last may differ by the rounding residue).',
    ),
    totalInstallments: Term,
    finalInstallmentValue: Cents.describe('Balloon or residual installment; 0 without one.'),
    maxFinalInstallmentPercent: Percent,
    minFinalInstallmentPercent: Percent,
    hasOffers: z.boolean(),
    legalText: z.string(),
    price: Cents,
    entrancePercent: Percent,
    finalInstallmentPercent: Percent,
    monthlyRate: Rate,
    annualRate: z.number().nonnegative(),
    cetMonthly: z.number().describe('Total effective cost (CET) per month.'),
    cetAnnual: z.number().describe('Total effective cost (CET) per year, CMN Resolution 3.517.'),
    creditAmount: Cents,
    financedAmount: Cents,
    iofValue: Cents,
    fees: z.object({ tac: Cents, registration: Cents, total: Cents }),
    upfrontCharges: Cents,
    totalPaid: Cents,
    schedule: z.array(ScheduleRowSchema),
  })
  .meta({ id: 'FinancingSimulationResult' });
export type SimulationResult = z.infer<typeof SimulationResult>;

/** Spec §3 "Simulation input". */
export const SimulateBody = z
  .object({
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    planId: z.string().min(1),
    mvsCode: z.string().min(1).max(16).describe('Vehicle code (7 or 16 characters).'),
    year: z.number().int().min(1990).max(2100),
    price: Cents.describe('Price of the build, cents.'),
    entrancePercent: Percent,
    installments: Term,
    finalInstallmentPercent: Percent.optional(),
    partIds: z.array(z.string()).max(200).default([]),
    colorCode: z.string().max(40).optional(),
    type: z
      .string()
      .max(40)
      .optional()
      .describe("Financing type; defaults to the plan's. An unknown type fails with 'No adapter found'."),
  })
  .describe('Spec §3 simulation input.');
export type SimulateBody = z.input<typeof SimulateBody>;

/** A stored simulation. */
/**
 * The CDC simulator's form: the entrance and the term (and a balloon plan's final installment) of
 * `SimulateBody`, the commercial condition chosen, if any, and the coupon as typed (checked apart).
 */
export const CdcSimulatorFields = SimulateBody.pick({
  entrancePercent: true,
  installments: true,
  finalInstallmentPercent: true,
}).extend({
  offerIds: z.array(z.string()).max(1),
  coupon: z.string().trim().max(40),
});
export type CdcSimulatorFields = z.infer<typeof CdcSimulatorFields>;

export const Simulation = z
  .object({
    id: z.uuid().describe('simulationId'),
    planId: z.string(),
    planName: z.string(),
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    mvsCode: z.string(),
    year: z.number().int(),
    partIds: z.array(z.string()),
    colorCode: z.string().nullable(),
    offerId: z.string().nullable().describe('Commercial condition applied, if any.'),
    createdAt: z.iso.datetime(),
    result: SimulationResult,
  })
  .meta({ id: 'FinancingSimulation' });
export type Simulation = z.infer<typeof Simulation>;

export const SimulationIdParams = z.object({ id: z.string() });
export const SimulationOfferParams = z.object({
  s: z.string().describe('simulationId'),
  o: z.string().describe('offerId'),
});

/** linear/simulating: price table with the entrance as a fraction of the price (0.3 = 30 %). */
export const LinearSimulatingBody = z.object({
  planId: z.string().min(1),
  price: Cents,
  entrance: z.number().min(0).max(1).describe('Entrance as a fraction of the price (0.3 = 30 %).'),
  installments: Term,
  locale: LocaleSchema.optional(),
});

/** The commercial condition a buyer chose for a preview, and the car it was chosen for. */
const chosenCondition = {
  offerId: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe('Commercial condition chosen by the buyer: the preview is priced at its rate.'),
  mvsCode: z.string().min(1).max(40).optional().describe('The car, for conditions limited to some models.'),
};

/** balao-final/simulating: balloon plan with a final installment percentage. */
export const BalloonSimulatingBody = z.object({
  planId: z.string().min(1),
  price: Cents,
  entrancePercent: Percent,
  installments: Term,
  finalInstallmentPercent: Percent,
  locale: LocaleSchema.optional(),
  ...chosenCondition,
});

export const NextDefaultValuesQuery = z.object({
  planId: z.string().min(1),
  price: z.coerce.number().int().nonnegative(),
  entrancePercent: z.coerce.number().min(0).max(100),
});

export const NextResidualValueSchema = z.object({
  residualPercent: Percent,
  residualValue: Cents,
  installmentsValue: Cents,
  forwardPrice: Cents.describe('Price on credit: everything paid, residual included.'),
  monthlyRate: Rate,
  cetAnnual: z.number(),
});

export const NextDefaultValuesResponse = z
  .object({
    planId: z.string(),
    price: Cents,
    entrancePercent: Percent,
    simulations: z.array(
      z.object({
        installmentsQuantity: Term,
        entranceValue: Cents,
        valuesWithResidual: z.array(NextResidualValueSchema),
      }),
    ),
  })
  .meta({ id: 'NextDefaultValues' });
export type NextDefaultValuesResponse = z.infer<typeof NextDefaultValuesResponse>;

export const NextSimulateBody = z.object({
  planId: z.string().min(1),
  price: Cents,
  entrancePercent: Percent,
  installments: Term,
  residualPercent: Percent,
  locale: LocaleSchema.optional(),
});
export type NextSimulateBody = z.infer<typeof NextSimulateBody>;

export const NextSimulateResponse = z.object({
  installmentsQuantity: Term,
  entranceValue: Cents,
  residualPercent: Percent,
  residualValue: Cents,
  installmentsValue: Cents,
  forwardPrice: Cents,
  simulation: SimulationResult,
});
export type NextSimulateResponse = z.infer<typeof NextSimulateResponse>;

export const CdcDefaultValuesQuery = z.object({
  brand: BrandSlugSchema,
  locale: LocaleSchema,
  planId: z
    .string()
    .optional()
    .describe("A plan of the brand; the brand's main consumer-credit plan when absent."),
  price: z.coerce.number().int().nonnegative().optional(),
});

export const CdcDefaultValuesResponse = z
  .object({
    plan: FinancingPlan,
    entrancePercent: Percent,
    installments: Term,
    entranceSteps: z.array(Percent).describe('Values of the entrance slider (1 point a step).'),
    finalInstallmentSteps: z.array(Percent),
    simulation: SimulationResult.nullable().describe('The defaults simulated, when a price was given.'),
  })
  .meta({ id: 'CdcDefaultValues' });
export type CdcDefaultValuesResponse = z.infer<typeof CdcDefaultValuesResponse>;

export const CdcProposalFlowBody = z.object({
  planId: z.string().min(1),
  price: Cents,
  entrancePercent: Percent,
  installments: Term,
  locale: LocaleSchema.optional(),
  ...chosenCondition,
});

export const CdcProposalFlowResponse = z.object({
  entranceValue: Cents.describe('entrance percent × price / 100, rounded half-up to the cent.'),
  prazo: Term,
  installmentValue: Cents,
  simulation: SimulationResult,
});

export const BatchSimulatingBody = z
  .object({
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    price: Cents,
    entrancePercent: Percent.optional().describe("Wished entrance; brought within each plan's bounds."),
  })
  .meta({ id: 'BatchSimulatingBody' });

export const BatchSimulatingResponse = z
  .object({
    price: Cents,
    plans: z.array(
      z.object({
        plan: FinancingPlan,
        entrancePercent: Percent.describe('Entrance used for this plan.'),
        results: z.array(SimulationResult).describe('One simulation per term the plan offers.'),
        error: z.object({ code: z.string(), message: z.string() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'BatchSimulatingResponse' });
export type BatchSimulatingResponse = z.infer<typeof BatchSimulatingResponse>;

export const CommercialConditionsQuery = z.object({
  brand: BrandSlugSchema,
  locale: LocaleSchema,
  modelCode: z.string().optional(),
});

export const CommercialCondition = z
  .object({
    id: z.string().describe('offerId'),
    name: z.string(),
    planId: z.string(),
    financingType: FinancingTypeSchema,
    monthlyRate: Rate,
    modelCodes: z.array(z.string()).describe('Models the condition applies to; empty for every model.'),
    validFrom: z.iso.date(),
    validTo: z.iso.date(),
    description: z.string(),
  })
  .meta({ id: 'CommercialCondition' });
export type CommercialCondition = z.infer<typeof CommercialCondition>;

export const CommercialConditionsResponse = z.object({ conditions: z.array(CommercialCondition) });

export const CouponParams = z.object({
  name: z.string().min(1).max(40),
  o: z.string().describe('offerId'),
  p: z.string().describe('couponPeriod, YYYY-MM'),
});

export const CouponValidateBody = z.object({
  brand: BrandSlugSchema,
  entranceValue: Cents.describe('Entrance of the proposal, cents: a coupon needs one.'),
});

export const CouponValidation = z
  .object({
    couponId: z.string(),
    couponName: z.string(),
    couponPeriod: z.string(),
    offerId: z.string(),
    discountType: z.enum(['RATE', 'AMOUNT']),
    discountValue: z
      .number()
      .describe('Rate points off the monthly rate (RATE) or cents off the price (AMOUNT).'),
    description: z.string(),
  })
  .meta({ id: 'CouponValidation' });
export type CouponValidation = z.infer<typeof CouponValidation>;
