import {
  BRAND_SLUGS,
  BRANDS,
  type BrandSlug,
  type FinancingExtraPlan,
  type FinancingPlanConditions,
  type FinancingPlanType,
  IOF_BR_INDIVIDUAL,
  IOF_NONE,
  type Locale,
} from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { financingCommercialConditions, financingCoupons, financingPlans } from '../financing.schema.js';

// Plans and rates of the demo catalogue (docs/decisions/011-financing-plans.md). Rates are the
// order of magnitude Brazilian and Argentine captive banks published for new cars; they are data,
// so staff change them without a release.

interface PlanSeed {
  key: string;
  names: Record<Locale, string>;
  planType: FinancingPlanType;
  extraPlan: FinancingExtraPlan | null;
  defaultEntrancePercent: number;
  defaultInstallments: number;
  conditions: Record<Locale, FinancingPlanConditions>;
}

/** Brazil: IOF for individuals, a registration (cadastro) fee and the contract registration fee. */
const BR_FEES = { tac: 79_000, registration: 25_000, financed: true } as const;
/** Argentina: no IOF; a granting (otorgamiento) fee instead, and the pledge registration. */
const AR_FEES = { tac: 15_000_000, registration: 9_500_000, financed: true } as const;

function market(
  br: Omit<FinancingPlanConditions, 'fees' | 'iof'>,
  ar: Omit<FinancingPlanConditions, 'fees' | 'iof'>,
): Record<Locale, FinancingPlanConditions> {
  return {
    'pt-BR': { ...br, fees: BR_FEES, iof: IOF_BR_INDIVIDUAL },
    'es-AR': { ...ar, fees: AR_FEES, iof: IOF_NONE },
  };
}

/** Fiat, Abarth, Jeep, Ram, Dodge, Chrysler: consumer credit, Next (residual) and Z-Flow. */
const FCA_PLANS: readonly PlanSeed[] = [
  {
    key: 'cdc-msc',
    names: { 'pt-BR': 'CDC Tradicional', 'es-AR': 'Crédito prendario tradicional' },
    planType: 'MSC',
    extraPlan: 'TRADITIONAL',
    defaultEntrancePercent: 30,
    defaultInstallments: 48,
    conditions: market(
      { financingType: 'CDC', monthlyRate: 0.0169, terms: [12, 24, 36, 48, 60], minEntrancePercent: 20, maxEntrancePercent: 90 },
      { financingType: 'CDC', monthlyRate: 0.0389, terms: [12, 18, 24, 36, 48], minEntrancePercent: 30, maxEntrancePercent: 90 },
    ),
  },
  {
    key: 'cdc-ecom',
    names: { 'pt-BR': 'CDC Compra Online', 'es-AR': 'Crédito compra online' },
    planType: 'ECOM',
    extraPlan: null,
    defaultEntrancePercent: 40,
    defaultInstallments: 36,
    conditions: market(
      { financingType: 'CDC', monthlyRate: 0.0149, terms: [12, 24, 36, 48], minEntrancePercent: 30, maxEntrancePercent: 90 },
      { financingType: 'CDC', monthlyRate: 0.0349, terms: [12, 18, 24, 36], minEntrancePercent: 40, maxEntrancePercent: 90 },
    ),
  },
  {
    key: 'cdc-offer',
    names: { 'pt-BR': 'CDC Taxa Promocional', 'es-AR': 'Tasa promocional' },
    planType: 'OFFER',
    extraPlan: null,
    defaultEntrancePercent: 50,
    defaultInstallments: 24,
    conditions: market(
      { financingType: 'CDC', monthlyRate: 0.0099, terms: [12, 24, 36], minEntrancePercent: 50, maxEntrancePercent: 90, hasOffers: true },
      { financingType: 'CDC', monthlyRate: 0, terms: [12, 18], minEntrancePercent: 50, maxEntrancePercent: 90, hasOffers: true },
    ),
  },
  {
    key: 'next',
    names: { 'pt-BR': 'Next Valor Residual', 'es-AR': 'Next valor residual' },
    planType: 'MSC',
    extraPlan: null,
    defaultEntrancePercent: 30,
    defaultInstallments: 36,
    conditions: market(
      {
        financingType: 'NEXT',
        monthlyRate: 0.0159,
        terms: [24, 36],
        minEntrancePercent: 20,
        maxEntrancePercent: 60,
        minFinalInstallmentPercent: 30,
        maxFinalInstallmentPercent: 50,
        residualPercents: [30, 40, 50],
      },
      {
        financingType: 'NEXT',
        monthlyRate: 0.0369,
        terms: [24, 36],
        minEntrancePercent: 30,
        maxEntrancePercent: 60,
        minFinalInstallmentPercent: 30,
        maxFinalInstallmentPercent: 40,
        residualPercents: [30, 40],
      },
    ),
  },
  {
    key: 'zflow',
    names: { 'pt-BR': 'Z-Flow', 'es-AR': 'Z-Flow' },
    planType: 'MSC',
    extraPlan: null,
    defaultEntrancePercent: 40,
    defaultInstallments: 36,
    conditions: market(
      { financingType: 'ZFLOW', monthlyRate: 0.0179, terms: [18, 24, 30, 36], minEntrancePercent: 30, maxEntrancePercent: 80 },
      { financingType: 'ZFLOW', monthlyRate: 0.0419, terms: [12, 18, 24, 36], minEntrancePercent: 40, maxEntrancePercent: 80 },
    ),
  },
];

/** Citroën and Peugeot: the PSA bank's traditional and balloon plans. */
const PSA_PLANS: readonly PlanSeed[] = [
  {
    key: 'traditional-msc',
    names: { 'pt-BR': 'Financiamento Tradicional', 'es-AR': 'Financiación tradicional' },
    planType: 'MSC',
    extraPlan: 'TRADITIONAL',
    defaultEntrancePercent: 30,
    defaultInstallments: 48,
    conditions: market(
      { financingType: 'PSA_TRADITIONAL', monthlyRate: 0.0175, terms: [12, 24, 36, 48, 60], minEntrancePercent: 20, maxEntrancePercent: 90 },
      { financingType: 'PSA_TRADITIONAL', monthlyRate: 0.0399, terms: [12, 18, 24, 36, 48], minEntrancePercent: 30, maxEntrancePercent: 90 },
    ),
  },
  {
    key: 'traditional-ecom',
    names: { 'pt-BR': 'Tradicional Compra Online', 'es-AR': 'Tradicional compra online' },
    planType: 'ECOM',
    extraPlan: 'TRADITIONAL',
    defaultEntrancePercent: 40,
    defaultInstallments: 36,
    conditions: market(
      { financingType: 'PSA_TRADITIONAL', monthlyRate: 0.0155, terms: [12, 24, 36, 48], minEntrancePercent: 30, maxEntrancePercent: 90 },
      { financingType: 'PSA_TRADITIONAL', monthlyRate: 0.0359, terms: [12, 18, 24, 36], minEntrancePercent: 40, maxEntrancePercent: 90 },
    ),
  },
  {
    key: 'balao-msc',
    names: { 'pt-BR': 'Plano Balão', 'es-AR': 'Plan cuota balón' },
    planType: 'MSC',
    extraPlan: 'BALAO',
    defaultEntrancePercent: 40,
    defaultInstallments: 36,
    conditions: market(
      {
        financingType: 'PSA_BALAO',
        monthlyRate: 0.0165,
        terms: [24, 36],
        minEntrancePercent: 30,
        maxEntrancePercent: 70,
        minFinalInstallmentPercent: 20,
        maxFinalInstallmentPercent: 50,
      },
      {
        financingType: 'PSA_BALAO',
        monthlyRate: 0.0389,
        terms: [24, 36],
        minEntrancePercent: 40,
        maxEntrancePercent: 70,
        minFinalInstallmentPercent: 20,
        maxFinalInstallmentPercent: 40,
      },
    ),
  },
  {
    key: 'balao-offer',
    names: { 'pt-BR': 'Balão Taxa Promocional', 'es-AR': 'Balón tasa promocional' },
    planType: 'OFFER',
    extraPlan: 'BALAO',
    defaultEntrancePercent: 50,
    defaultInstallments: 24,
    conditions: market(
      {
        financingType: 'PSA_BALAO',
        monthlyRate: 0.0089,
        terms: [24],
        minEntrancePercent: 40,
        maxEntrancePercent: 70,
        minFinalInstallmentPercent: 30,
        maxFinalInstallmentPercent: 40,
        hasOffers: true,
      },
      {
        financingType: 'PSA_BALAO',
        monthlyRate: 0.0199,
        terms: [24],
        minEntrancePercent: 50,
        maxEntrancePercent: 70,
        minFinalInstallmentPercent: 30,
        maxFinalInstallmentPercent: 40,
        hasOffers: true,
      },
    ),
  },
];

/** Leapmotor sells through the consumer-credit bank only. */
const LEAPMOTOR_PLANS: readonly PlanSeed[] = FCA_PLANS.filter((p) => p.key.startsWith('cdc-'));

/** Plans of a brand: citroen and peugeot use PSA_* plans, the FCA brands CDC, NEXT and ZFLOW. */
export function planSeedsOf(brand: BrandSlug): readonly PlanSeed[] {
  const group = BRANDS[brand].group;
  if (group === 'stellantis-psa') return PSA_PLANS;
  if (group === 'leapmotor') return LEAPMOTOR_PLANS;
  return FCA_PLANS;
}

/** Id of a seeded plan, e.g. `fiat-pt-BR-cdc-msc`. */
export function planId(brand: BrandSlug, locale: Locale, key: string): string {
  return `${brand}-${locale}-${key}`;
}

export function financingPlanRows(): (typeof financingPlans.$inferInsert)[] {
  return BRAND_SLUGS.flatMap((brand) =>
    (['pt-BR', 'es-AR'] as const).flatMap((locale) =>
      planSeedsOf(brand).map((seed, index) => ({
        id: planId(brand, locale, seed.key),
        brand,
        locale,
        name: seed.names[locale],
        financingType: seed.conditions[locale].financingType,
        planType: seed.planType,
        extraPlan: seed.extraPlan,
        conditions: seed.conditions[locale],
        defaultEntrancePercent: Math.max(seed.defaultEntrancePercent, seed.conditions[locale].minEntrancePercent),
        defaultInstallments: seed.conditions[locale].terms.includes(seed.defaultInstallments)
          ? seed.defaultInstallments
          : (seed.conditions[locale].terms[0] ?? 12),
        sortOrder: index,
        active: true,
      })),
    ),
  );
}

function conditionRows(): (typeof financingCommercialConditions.$inferInsert)[] {
  const rows: (typeof financingCommercialConditions.$inferInsert)[] = [];
  for (const brand of BRAND_SLUGS) {
    const psa = BRANDS[brand].group === 'stellantis-psa';
    rows.push({
      id: `${brand}-pt-BR-offer-${psa ? 'balao' : 'cdc'}`,
      brand,
      locale: 'pt-BR',
      planId: planId(brand, 'pt-BR', psa ? 'balao-msc' : 'cdc-msc'),
      name: psa ? 'Balão com taxa reduzida' : 'Taxa reduzida da marca',
      monthlyRate: psa ? 0.0119 : 0.0129,
      modelCodes: [],
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      description: psa
        ? 'Taxa de 1,19% a.m. no Plano Balão para toda a linha.'
        : 'Taxa de 1,29% a.m. no CDC Tradicional para toda a linha.',
    });
  }
  return rows;
}

/** Months a demo coupon is valid: every month of 2026 and 2027. */
const COUPON_PERIODS = [2026, 2027].flatMap((year) =>
  Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`),
);

function couponRows(): (typeof financingCoupons.$inferInsert)[] {
  return BRAND_SLUGS.map((brand) => ({
    id: `${brand}-bemvindo`,
    name: `BEMVINDO-${brand.toUpperCase()}`,
    brand,
    offerId: null,
    periods: COUPON_PERIODS,
    discountType: 'AMOUNT',
    discountValue: 100_000,
    description: 'Desconto de 1.000,00 no valor do veículo para propostas com entrada.',
    active: true,
  }));
}

/** Plans, commercial conditions and coupons, into empty tables. */
export async function seedFinancing(db: Db): Promise<Record<string, number>> {
  const report = { financingPlans: 0, financingCommercialConditions: 0, financingCoupons: 0 };
  const [plans] = await db.select({ rows: count() }).from(financingPlans);
  if ((plans?.rows ?? 0) === 0) {
    const rows = financingPlanRows();
    await db.insert(financingPlans).values(rows);
    report.financingPlans = rows.length;
  }
  const [conditions] = await db.select({ rows: count() }).from(financingCommercialConditions);
  if ((conditions?.rows ?? 0) === 0) {
    const rows = conditionRows();
    await db.insert(financingCommercialConditions).values(rows);
    report.financingCommercialConditions = rows.length;
  }
  const [coupons] = await db.select({ rows: count() }).from(financingCoupons);
  if ((coupons?.rows ?? 0) === 0) {
    const rows = couponRows();
    await db.insert(financingCoupons).values(rows);
    report.financingCoupons = rows.length;
  }
  return report;
}
