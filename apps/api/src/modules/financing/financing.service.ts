import type {
  BatchSimulatingResponse,
  CdcDefaultValuesResponse,
  CommercialCondition,
  CouponValidation,
  FinancingPlan,
  NextDefaultValuesResponse,
  NextSimulateBody,
  NextSimulateResponse,
  Simulation,
  SimulationResult,
} from '@autohub/contract';
import {
  assertCouponAllowed,
  type BrandSlug,
  DomainError,
  entranceSteps,
  finalInstallmentSteps,
  type FinancingPlanConditions,
  type FinancingSimulationResult,
  financingToDomainError,
  FUNDING_SIMULATOR_DEFAULTS,
  IOF_NONE,
  type Locale,
  nextDefaultValues,
  nextSimulate,
  simulateBalloon,
  simulatePriceTable,
} from '@autohub/domain';
import type { Database, Db } from '../../db/client.js';
import type { ReadCache } from '../../lib/read-cache.js';
import { withFinancingErrors } from './financing-errors.js';
import {
  type ConditionRow,
  type PlanRow,
  type SimulationRow,
  findCondition,
  findCouponByName,
  findPlan,
  findSimulation,
  insertSimulation,
  newSimulationRow,
  listPlans,
  searchConditions,
  updateSimulation,
} from './financing.store.js';
import { type StoredSimulationRequest, runSimulation, simulationResult } from './simulation-result.js';

export interface FinancingServiceOptions {
  /** Today as 'YYYY-MM-DD' (commercial conditions' validity); the clock's UTC date by default. */
  today?: () => string;
  /** Plans read through the app's read cache (area `financing-plans`); read every time when absent. */
  cache?: { store: ReadCache; ttlMs: number };
  /**
   * How a new simulation is written: as a derived record (`Database.storeDerived`: its commit does
   * not wait for the disk, decision 060, and it runs after the answer, decisions 076 and 078); on
   * `db`, before the answer, when absent.
   */
  storeDerived?: Database['storeDerived'];
  /**
   * How a stored simulation is read (`Database.readDerived`: on PostgreSQL it allows for the
   * instance that answered with it still writing it, decision 078); on `db` when absent.
   */
  readDerived?: Database['readDerived'];
}

// Row → contract: database rows never reach the wire as they are.
export function presentPlan(row: PlanRow): FinancingPlan {
  const c = row.conditions;
  const iof = c.iof ?? IOF_NONE;
  return {
    id: row.id,
    brand: row.brand as BrandSlug,
    locale: row.locale as Locale,
    name: row.name,
    financingType: c.financingType,
    planType: row.planType as FinancingPlan['planType'],
    extraPlan: row.extraPlan as FinancingPlan['extraPlan'],
    monthlyRate: c.monthlyRate,
    terms: [...c.terms].sort((a, b) => a - b),
    minEntrancePercent: c.minEntrancePercent,
    maxEntrancePercent: c.maxEntrancePercent,
    minFinalInstallmentPercent: c.minFinalInstallmentPercent ?? 0,
    maxFinalInstallmentPercent: c.maxFinalInstallmentPercent ?? 0,
    residualPercents: [...(c.residualPercents ?? [])],
    fees: {
      tac: c.fees?.tac ?? 0,
      registration: c.fees?.registration ?? 0,
      financed: c.fees?.financed ?? true,
    },
    iof: { fixedRate: iof.fixedRate, dailyRate: iof.dailyRate, maxDays: iof.maxDays, financed: iof.financed },
    hasOffers: c.hasOffers ?? false,
    defaultEntrancePercent: row.defaultEntrancePercent,
    defaultInstallments: row.defaultInstallments,
    entranceStep: FUNDING_SIMULATOR_DEFAULTS.entranceStep,
    finalInstallmentStep: FUNDING_SIMULATOR_DEFAULTS.finalInstallmentStep,
  };
}

/** A stored simulation for the wire; `result` when just computed, else computed from the row. */
export function presentSimulation(
  row: SimulationRow,
  planName: string,
  result: SimulationResult = simulationResult(row),
): Simulation {
  return {
    id: row.id,
    planId: row.planId,
    planName,
    brand: row.brand as BrandSlug,
    locale: row.locale as Locale,
    mvsCode: row.mvsCode,
    year: row.year,
    partIds: row.partIds,
    colorCode: row.colorCode,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
    result,
  };
}

function presentCondition(
  row: ConditionRow,
  financingType: CommercialCondition['financingType'],
): CommercialCondition {
  return {
    id: row.id,
    name: row.name,
    planId: row.planId,
    financingType,
    monthlyRate: row.monthlyRate,
    modelCodes: row.modelCodes,
    validFrom: row.validFrom,
    validTo: row.validTo,
    description: row.description,
  };
}

const asResult = (r: FinancingSimulationResult): SimulationResult => r;

/** Brings a wished entrance within a plan's bounds, on its 1-point steps. */
function entranceFor(plan: PlanRow, wished: number | undefined): number {
  const c = plan.conditions;
  const value = wished ?? plan.defaultEntrancePercent;
  return Math.min(c.maxEntrancePercent, Math.max(c.minEntrancePercent, value));
}

/** Financing calls of spec document 2 §7 "Financing" (simulations, offers, coupons). */
export function createFinancingService(db: Db, options: FinancingServiceOptions = {}) {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));

  const readDerived: Database['readDerived'] = options.readDerived ?? ((read) => read(db));
  const storedSimulation = (id: string): Promise<SimulationRow | undefined> =>
    readDerived((on) => findSimulation(on, id));

  async function planOrFail(planId: string): Promise<PlanRow> {
    const load = async (): Promise<PlanRow> => {
      const plan = await findPlan(db, planId);
      if (!plan?.active)
        throw new DomainError('financing_plan_not_found', {}, { detail: `No financing plan ${planId}` });
      return plan;
    };
    // Every simulation names its plan: plans change with a campaign, not per request.
    const { cache } = options;
    return cache
      ? cache.store.get('financing-plans', `plan:${planId}`, load, { ttlMs: cache.ttlMs })
      : load();
  }

  async function plans(brand: BrandSlug, locale: Locale): Promise<FinancingPlan[]> {
    return (await listPlans(db, brand, locale)).map(presentPlan);
  }

  const run = (
    plan: PlanRow,
    conditions: FinancingPlanConditions,
    request: StoredSimulationRequest,
  ): FinancingSimulationResult => runSimulation(plan.locale as Locale, conditions, request);

  async function simulate(body: {
    brand: BrandSlug;
    locale: Locale;
    planId: string;
    mvsCode: string;
    year: number;
    price: number;
    entrancePercent: number;
    installments: number;
    finalInstallmentPercent?: number | undefined;
    partIds: string[];
    colorCode?: string | undefined;
    type?: string | undefined;
  }): Promise<Simulation> {
    const plan = await planOrFail(body.planId);
    if (plan.brand !== body.brand || plan.locale !== body.locale) {
      throw new DomainError(
        'financing_plan_not_offered',
        {},
        { detail: `Plan ${plan.id} is not offered by ${body.brand} in ${body.locale}` },
      );
    }
    const request: StoredSimulationRequest = {
      price: body.price,
      entrancePercent: body.entrancePercent,
      installments: body.installments,
      ...(body.finalInstallmentPercent !== undefined && {
        finalInstallmentPercent: body.finalInstallmentPercent,
      }),
      ...(body.type !== undefined && { type: body.type }),
    };
    const result = run(plan, plan.conditions, request);
    const row = newSimulationRow({
      planId: plan.id,
      brand: plan.brand,
      locale: plan.locale,
      mvsCode: body.mvsCode,
      year: body.year,
      partIds: body.partIds,
      colorCode: body.colorCode ?? null,
      offerId: null,
      financingType: result.financingType,
      request,
      // What the financing function needs, not its result: the schedule is computed again on read.
      conditions: plan.conditions,
    });
    const store = options.storeDerived ?? ((write) => write(db).then(() => undefined));
    await store((on) => insertSimulation(on, row));
    return presentSimulation(row, plan.name, result);
  }

  async function getSimulation(id: string): Promise<Simulation> {
    const row = await storedSimulation(id);
    if (!row) throw new DomainError('financing_simulation_not_found', {}, { detail: `No simulation ${id}` });
    const plan = await findPlan(db, row.planId);
    return presentSimulation(row, plan?.name ?? row.planId);
  }

  /**
   * A commercial condition that applies to a simulation of `planId` for the car `mvsCode` today,
   * or the refusal the buyer sees. One check for the live preview and the stored simulation.
   */
  async function applicableCondition(offerId: string, planId: string, mvsCode: string | undefined) {
    const condition = await findCondition(db, offerId);
    if (!condition)
      throw new DomainError(
        'financing_offer_not_found',
        {},
        { detail: `No commercial condition ${offerId}` },
      );
    const date = today();
    const modelApplies =
      condition.modelCodes.length === 0 ||
      (mvsCode !== undefined && condition.modelCodes.some((code) => mvsCode.startsWith(code)));
    if (
      condition.planId !== planId ||
      condition.validFrom > date ||
      condition.validTo < date ||
      !modelApplies
    ) {
      throw new DomainError(
        'financing_offer_not_applicable',
        {},
        { detail: `Offer ${offerId} does not apply to this simulation` },
      );
    }
    return condition;
  }

  /** A plan's conditions, at a commercial condition's rate when the buyer chose one. */
  async function conditionsWithOffer(
    plan: PlanRow,
    offer: { offerId?: string | undefined; mvsCode?: string | undefined },
  ): Promise<FinancingPlanConditions> {
    if (!offer.offerId) return plan.conditions;
    const condition = await applicableCondition(offer.offerId, plan.id, offer.mvsCode);
    return { ...plan.conditions, monthlyRate: condition.monthlyRate, hasOffers: true };
  }

  /** PUT simulate/{s}/offer/{o}: the stored simulation again, at the offer's rate. */
  async function applyOffer(simulationId: string, offerId: string): Promise<Simulation> {
    if (!simulationId.trim() || !offerId.trim()) {
      throw new DomainError(
        'financing_offer_params_required',
        {},
        { detail: 'offerId and simulationId are required' },
      );
    }
    const row = await storedSimulation(simulationId);
    if (!row)
      throw new DomainError(
        'financing_simulation_not_found',
        {},
        { detail: `No simulation ${simulationId}` },
      );
    const condition = await applicableCondition(offerId, row.planId, row.mvsCode);
    const plan = await planOrFail(row.planId);
    const conditions = { ...plan.conditions, monthlyRate: condition.monthlyRate, hasOffers: true };
    const result = run(plan, conditions, row.request);
    // A row stored with its whole result (before conditions were kept) keeps the conditions from now on.
    const updated = await updateSimulation(db, row.id, {
      offerId: condition.id,
      conditions,
      result: null,
    });
    if (!updated)
      throw new DomainError(
        'financing_simulation_not_found',
        {},
        { detail: `No simulation ${simulationId}` },
      );
    return presentSimulation(updated, plan.name, result);
  }

  /** linear/simulating: the entrance arrives as a fraction of the price. */
  async function linear(body: {
    planId: string;
    price: number;
    entrance: number;
    installments: number;
  }): Promise<SimulationResult> {
    const plan = await planOrFail(body.planId);
    const locale = plan.locale as Locale;
    // 0.3 → 30: fractions like 0.07 are not exact in binary, so the percent is cleaned to 10 digits.
    const entrancePercent = Number((body.entrance * 100).toFixed(10));
    return asResult(
      withFinancingErrors(() =>
        simulatePriceTable(plan.conditions, {
          price: body.price,
          entrancePercent,
          installments: body.installments,
          locale,
        }),
      ),
    );
  }

  async function balloon(body: {
    planId: string;
    price: number;
    entrancePercent: number;
    installments: number;
    finalInstallmentPercent: number;
    offerId?: string | undefined;
    mvsCode?: string | undefined;
  }): Promise<SimulationResult> {
    const plan = await planOrFail(body.planId);
    const locale = plan.locale as Locale;
    if (plan.conditions.financingType !== 'PSA_BALAO') {
      throw new DomainError(
        'financing_not_a_balloon_plan',
        {},
        { detail: `Plan ${plan.id} has no final installment` },
      );
    }
    const conditions = await conditionsWithOffer(plan, body);
    return asResult(withFinancingErrors(() => simulateBalloon(conditions, { ...body, locale })));
  }

  async function nextPlanOrFail(planId: string): Promise<PlanRow> {
    const plan = await planOrFail(planId);
    if (plan.conditions.financingType !== 'NEXT') {
      throw new DomainError(
        'financing_not_a_next_plan',
        {},
        { detail: `Plan ${plan.id} is not a residual-value plan` },
      );
    }
    return plan;
  }

  async function nextDefaults(query: {
    planId: string;
    price: number;
    entrancePercent: number;
  }): Promise<NextDefaultValuesResponse> {
    const plan = await nextPlanOrFail(query.planId);
    const locale = plan.locale as Locale;
    const defaults = withFinancingErrors(() =>
      nextDefaultValues(plan.conditions, {
        price: query.price,
        entrancePercent: query.entrancePercent,
        locale,
      }),
    );
    return {
      planId: plan.id,
      price: defaults.price,
      entrancePercent: defaults.entrancePercent,
      simulations: defaults.simulations.map((s) => ({
        installmentsQuantity: s.installmentsQuantity,
        entranceValue: s.entranceValue,
        valuesWithResidual: s.valuesWithResidual.map((v) => ({
          residualPercent: v.residualPercent,
          residualValue: v.residualValue,
          installmentsValue: v.installmentsValue,
          forwardPrice: v.forwardPrice,
          monthlyRate: v.simulation.monthlyRate,
          cetAnnual: v.simulation.cetAnnual,
        })),
      })),
    };
  }

  async function nextSimulation(body: NextSimulateBody): Promise<NextSimulateResponse> {
    const plan = await nextPlanOrFail(body.planId);
    const locale = plan.locale as Locale;
    return withFinancingErrors(() => {
      const defaults = nextDefaultValues(plan.conditions, {
        price: body.price,
        entrancePercent: body.entrancePercent,
        locale,
      });
      return nextSimulate(defaults, {
        installments: body.installments,
        residualPercent: body.residualPercent,
      });
    });
  }

  async function cdcDefaults(query: {
    brand: BrandSlug;
    locale: Locale;
    planId?: string | undefined;
    price?: number | undefined;
  }): Promise<CdcDefaultValuesResponse> {
    let plan: PlanRow | undefined;
    if (query.planId) {
      plan = await planOrFail(query.planId);
      if (plan.brand !== query.brand || plan.locale !== query.locale) plan = undefined;
    } else {
      const all = await listPlans(db, query.brand, query.locale);
      plan = all.find((p) => p.conditions.financingType !== 'NEXT') ?? all[0];
    }
    if (!plan)
      throw new DomainError(
        'financing_plan_not_found',
        {},
        { detail: `No financing plan for ${query.brand} ${query.locale}` },
      );
    const found = plan;
    const entrancePercent = entranceFor(found, undefined);
    const installments = found.defaultInstallments;
    const hasFinal = (found.conditions.maxFinalInstallmentPercent ?? 0) > 0;
    return {
      plan: presentPlan(found),
      entrancePercent,
      installments,
      entranceSteps: entranceSteps(found.conditions),
      finalInstallmentSteps: hasFinal ? finalInstallmentSteps(found.conditions) : [],
      simulation:
        query.price === undefined
          ? null
          : run(found, found.conditions, { price: query.price, entrancePercent, installments }),
    };
  }

  async function cdcProposalFlow(body: {
    planId: string;
    price: number;
    entrancePercent: number;
    installments: number;
    offerId?: string | undefined;
    mvsCode?: string | undefined;
  }) {
    const plan = await planOrFail(body.planId);
    const locale = plan.locale as Locale;
    const conditions = await conditionsWithOffer(plan, body);
    const simulation = withFinancingErrors(() => simulatePriceTable(conditions, { ...body, locale }));
    return {
      entranceValue: simulation.entranceValue,
      prazo: simulation.totalInstallments,
      installmentValue: simulation.installmentsValue,
      simulation: asResult(simulation),
    };
  }

  /** default-values/batchSimulating: every plan of the brand at every term it offers. */
  async function batch(body: {
    brand: BrandSlug;
    locale: Locale;
    price: number;
    entrancePercent?: number | undefined;
  }): Promise<BatchSimulatingResponse> {
    const rows = await listPlans(db, body.brand, body.locale);
    return {
      price: body.price,
      plans: rows.map((plan) => {
        const entrancePercent = entranceFor(plan, body.entrancePercent);
        try {
          const results = [...plan.conditions.terms]
            .sort((a, b) => a - b)
            .map((installments) =>
              run(plan, plan.conditions, { price: body.price, entrancePercent, installments }),
            );
          return { plan: presentPlan(plan), entrancePercent, results, error: null };
        } catch (error) {
          const answered = financingToDomainError(error);
          if (!(answered instanceof DomainError)) throw error;
          return {
            plan: presentPlan(plan),
            entrancePercent,
            results: [],
            error: { code: answered.code, message: answered.userMessage(plan.locale as Locale) },
          };
        }
      }),
    };
  }

  async function conditions(query: {
    brand: BrandSlug;
    locale: Locale;
    modelCode?: string | undefined;
  }): Promise<CommercialCondition[]> {
    const rows = await searchConditions(db, query.brand, query.locale, today());
    const plansById = new Map((await listPlans(db, query.brand, query.locale)).map((p) => [p.id, p]));
    return rows
      .filter(
        (row) =>
          query.modelCode === undefined ||
          row.modelCodes.length === 0 ||
          row.modelCodes.some((code) => query.modelCode?.startsWith(code)),
      )
      .flatMap((row) => {
        const plan = plansById.get(row.planId);
        return plan ? [presentCondition(row, plan.conditions.financingType)] : [];
      });
  }

  /** coupons/validate/{name}/offer/{o}/period/{p}: only for proposals with an entrance payment. */
  async function validateCoupon(
    params: { name: string; offerId: string; period: string },
    body: { brand: BrandSlug; entranceValue: number },
  ): Promise<CouponValidation> {
    const coupon = await findCouponByName(db, params.name.trim());
    const applies =
      coupon !== undefined &&
      coupon.active &&
      coupon.brand === body.brand &&
      (coupon.offerId === null || coupon.offerId === params.offerId) &&
      coupon.periods.includes(params.period);
    if (!coupon || !applies) throw new DomainError('coupon_unavailable');
    withFinancingErrors(() => assertCouponAllowed({ entranceValue: body.entranceValue }));
    return {
      couponId: coupon.id,
      couponName: coupon.name,
      couponPeriod: params.period,
      offerId: params.offerId,
      discountType: coupon.discountType as CouponValidation['discountType'],
      discountValue: coupon.discountValue,
      description: coupon.description,
    };
  }

  return {
    plans,
    simulate,
    getSimulation,
    applyOffer,
    linear,
    balloon,
    nextDefaults,
    nextSimulation,
    cdcDefaults,
    cdcProposalFlow,
    batch,
    conditions,
    validateCoupon,
    findCouponByName: (name: string) => findCouponByName(db, name),
  };
}

export type FinancingService = ReturnType<typeof createFinancingService>;
