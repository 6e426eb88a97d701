import {
  BatchSimulatingResponse,
  CdcDefaultValuesResponse,
  CommercialConditionsResponse,
  CouponValidation,
  ErrorResponse,
  FinancingPlansResponse,
  NextDefaultValuesResponse,
  NextSimulateResponse,
  Simulation,
  SimulationResult,
  type FinancingPlan,
} from '@autohub/contract';
import {
  type FinancingPlanConditions,
  nextDefaultValues,
  simulateBalloon,
  simulatePriceTable,
  simulateResidual,
} from '@autohub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { financingSimulations } from './financing.schema.js';

const PRICE = 12_345_678; // R$ 123.456,78

function conditionsOf(plan: FinancingPlan): FinancingPlanConditions {
  return {
    financingType: plan.financingType,
    monthlyRate: plan.monthlyRate,
    terms: plan.terms,
    minEntrancePercent: plan.minEntrancePercent,
    maxEntrancePercent: plan.maxEntrancePercent,
    minFinalInstallmentPercent: plan.minFinalInstallmentPercent,
    maxFinalInstallmentPercent: plan.maxFinalInstallmentPercent,
    ...(plan.residualPercents.length > 0 && { residualPercents: plan.residualPercents }),
    fees: plan.fees,
    iof: plan.iof,
    hasOffers: plan.hasOffers,
  };
}

describe('financing simulations', () => {
  let t: TestApp;
  const plansOf = new Map<string, FinancingPlan[]>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function plans(brand: string, locale = 'pt-BR'): Promise<FinancingPlan[]> {
    const key = `${brand}/${locale}`;
    const cached = plansOf.get(key);
    if (cached) return cached;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/financing/plans?brand=${brand}&locale=${locale}`,
    });
    expect(response.statusCode).toBe(200);
    const list = FinancingPlansResponse.parse(response.json()).plans;
    plansOf.set(key, list);
    return list;
  }
  async function plan(brand: string, type: string, locale = 'pt-BR'): Promise<FinancingPlan> {
    const found = (await plans(brand, locale)).find((p) => p.financingType === type);
    if (!found) throw new Error(`no ${type} plan for ${brand}`);
    return found;
  }
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/financing/${url}`, payload, headers });
  /** A Brazilian simulation of the Fiat 3581AB1 (2026) at PRICE on a plan, with the case's terms. */
  const fiatSimulation = <Terms extends object>(planId: string, terms: Terms) => ({
    brand: 'fiat',
    locale: 'pt-BR',
    planId,
    mvsCode: '3581AB1',
    year: 2026,
    price: PRICE,
    ...terms,
  });

  describe('plans', () => {
    it('gives the FCA brands CDC, NEXT and ZFLOW, and Citroën and Peugeot the PSA plans', async () => {
      for (const brand of ['fiat', 'jeep', 'ram']) {
        const types = new Set((await plans(brand)).map((p) => p.financingType));
        expect([...types].sort(), brand).toEqual(['CDC', 'NEXT', 'ZFLOW']);
      }
      for (const brand of ['citroen', 'peugeot']) {
        const list = await plans(brand);
        expect(new Set(list.map((p) => p.financingType))).toEqual(new Set(['PSA_TRADITIONAL', 'PSA_BALAO']));
        expect(new Set(list.map((p) => p.extraPlan))).toEqual(new Set(['TRADITIONAL', 'BALAO']));
      }
    });

    it('covers the three plan types and charges IOF in Brazil only', async () => {
      const brazil = await plans('fiat', 'pt-BR');
      const argentina = await plans('fiat', 'es-AR');
      expect(new Set(brazil.map((p) => p.planType))).toEqual(new Set(['MSC', 'ECOM', 'OFFER']));
      for (const p of brazil)
        expect(p.iof).toMatchObject({ fixedRate: 0.0038, dailyRate: 0.000082, maxDays: 365 });
      for (const p of argentina) expect(p.iof).toMatchObject({ fixedRate: 0, dailyRate: 0 });
    });

    it('keeps every default within the plan bounds, with simulator steps of one point', async () => {
      for (const p of [...(await plans('fiat')), ...(await plans('peugeot', 'es-AR'))]) {
        expect(p.defaultEntrancePercent).toBeGreaterThanOrEqual(p.minEntrancePercent);
        expect(p.defaultEntrancePercent).toBeLessThanOrEqual(p.maxEntrancePercent);
        expect(p.terms).toContain(p.defaultInstallments);
        expect(p.entranceStep).toBe(1);
        expect(p.finalInstallmentStep).toBe(1);
      }
    });
  });

  describe('POST simulate and GET simulate/{id}', () => {
    it('stores a simulation whose numbers are the domain engine’s to the cent', async () => {
      const cdc = await plan('fiat', 'CDC');
      const response = await post(
        'simulate',
        fiatSimulation(cdc.id, {
          entrancePercent: 35,
          installments: 48,
          partIds: ['opt-1'],
          colorCode: 'RED',
        }),
      );
      expect(response.statusCode).toBe(201);
      const simulation = Simulation.parse(response.json());
      const expected = simulatePriceTable(conditionsOf(cdc), {
        price: PRICE,
        entrancePercent: 35,
        installments: 48,
        locale: 'pt-BR',
      });
      expect(simulation.result).toEqual(expected);
      expect(simulation.result.entranceValue).toBe(4_320_987); // 35 % of 123.456,78 = 43.209,873 → 43.209,87
      expect(simulation.result.iofValue).toBeGreaterThan(0);
      expect(simulation.result.cetAnnual).toBeGreaterThan(simulation.result.annualRate);

      expect(simulation.result.schedule).toHaveLength(48);

      const again = await t.app.inject({ method: 'GET', url: `/api/financing/simulate/${simulation.id}` });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(response.body);
    });

    /** The stored row of a simulation, as the database holds it. */
    const storedRow = async (id: string) => {
      // Written just after its answer: read as the api reads it (decision 078).
      const row = await t.database.readDerived(async (db) => {
        const [found] = await db.select().from(financingSimulations).where(eq(financingSimulations.id, id));
        return found;
      });
      if (!row) throw new Error(`simulation ${id} not stored`);
      return row;
    };

    it('stores what the simulation was computed with, not its schedule, and reads back the same answer', async () => {
      const cdc = await plan('fiat', 'CDC');
      const balao = (await plans('peugeot')).find(
        (p) => p.financingType === 'PSA_BALAO' && p.planType === 'MSC',
      );
      if (!balao) throw new Error('no balloon plan');
      const cases = [
        // The longest term: the biggest schedule.
        fiatSimulation(cdc.id, { entrancePercent: 35, installments: Math.max(...cdc.terms) }),
        {
          ...fiatSimulation(balao.id, { entrancePercent: 40, installments: 36, finalInstallmentPercent: 30 }),
          brand: 'peugeot',
        },
        // The financing type asked instead of the plan's.
        fiatSimulation(cdc.id, { entrancePercent: 35, installments: 36, type: 'ZFLOW' }),
      ];
      for (const body of cases) {
        const response = await post('simulate', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(201);
        const simulation = Simulation.parse(response.json());
        expect(simulation.result.schedule.length).toBeGreaterThanOrEqual(body.installments);

        const row = await storedRow(simulation.id);
        expect(row.result).toBeNull();
        expect(JSON.stringify(row)).not.toContain('schedule');
        expect(row.request).toMatchObject({ price: PRICE, installments: body.installments });
        expect(row.conditions?.monthlyRate).toBe(
          body.planId === balao.id ? balao.monthlyRate : cdc.monthlyRate,
        );

        const again = await t.app.inject({ method: 'GET', url: `/api/financing/simulate/${simulation.id}` });
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(response.body);
      }
    });

    it('reads a simulation stored with its whole result before, and keeps its schedule', async () => {
      const cdc = await plan('fiat', 'CDC');
      const result = simulatePriceTable(
        // Conditions the plan no longer has: the stored result is what the buyer saw.
        { ...conditionsOf(cdc), monthlyRate: cdc.monthlyRate + 0.005 },
        { price: PRICE, entrancePercent: 35, installments: 24, locale: 'pt-BR' },
      );
      const [earlier] = await t.db
        .insert(financingSimulations)
        .values({
          planId: cdc.id,
          brand: 'fiat',
          locale: 'pt-BR',
          mvsCode: '3581AB1',
          year: 2026,
          partIds: [],
          financingType: 'CDC',
          request: { price: PRICE, entrancePercent: 35, installments: 24 },
          result: result as unknown as Record<string, unknown>,
        })
        .returning({ id: financingSimulations.id });
      if (!earlier) throw new Error('not stored');

      const response = await t.app.inject({ method: 'GET', url: `/api/financing/simulate/${earlier.id}` });
      expect(response.statusCode).toBe(200);
      expect(Simulation.parse(response.json()).result).toEqual(result);
    });

    it('answers 404 for an unknown or malformed simulation id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/financing/simulate/${id}` });
        expect(response.statusCode).toBe(404);
        expect(ErrorResponse.parse(response.json()).code).toBe('financing_simulation_not_found');
      }
    });

    it("refuses an unknown financing type with 'No adapter found for financing type X'", async () => {
      const cdc = await plan('fiat', 'CDC');
      const response = await post(
        'simulate',
        fiatSimulation(cdc.id, { entrancePercent: 35, installments: 48, type: 'LEASING' }),
      );
      expect(response.statusCode).toBe(400);
      expect(ErrorResponse.parse(response.json())).toMatchObject({
        code: 'financing_adapter_not_found',
        message: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
      });
    });

    it('refuses a term the plan does not offer and an entrance outside its bounds', async () => {
      const cdc = await plan('fiat', 'CDC');
      const term = await post('simulate', fiatSimulation(cdc.id, { entrancePercent: 35, installments: 72 }));
      expect(term.statusCode).toBe(422);
      expect(term.json().code).toBe('financing_term_not_available');
      const entrance = await post(
        'simulate',
        fiatSimulation(cdc.id, { entrancePercent: 5, installments: 48 }),
      );
      expect(entrance.statusCode).toBe(422);
      expect(entrance.json().code).toBe('financing_entrance_out_of_range');
    });

    it("refuses another brand's plan", async () => {
      const peugeot = await plan('peugeot', 'PSA_TRADITIONAL');
      const response = await post(
        'simulate',
        fiatSimulation(peugeot.id, { entrancePercent: 35, installments: 48 }),
      );
      expect(response.statusCode).toBe(422);
    });
  });

  describe('PUT simulate/{s}/offer/{o}', () => {
    it('recomputes a stored simulation at the offer rate, cheaper than the plan rate', async () => {
      const cdc = (await plans('fiat')).find((p) => p.planType === 'MSC' && p.financingType === 'CDC');
      if (!cdc) throw new Error('no MSC CDC plan');
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/financing/commercial-conditions/search?brand=fiat&locale=pt-BR&modelCode=358',
      });
      const offer = CommercialConditionsResponse.parse(search.json()).conditions.find(
        (c) => c.planId === cdc.id,
      );
      if (!offer) throw new Error('no offer for the CDC plan');
      expect(offer.monthlyRate).toBeLessThan(cdc.monthlyRate);

      const created = Simulation.parse(
        (await post('simulate', fiatSimulation(cdc.id, { entrancePercent: 40, installments: 36 }))).json(),
      );
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/financing/simulate/${created.id}/offer/${offer.id}`,
      });
      expect(response.statusCode).toBe(200);
      const withOffer = Simulation.parse(response.json());
      expect(withOffer.offerId).toBe(offer.id);
      expect(withOffer.result).toEqual(
        simulatePriceTable(
          { ...conditionsOf(cdc), monthlyRate: offer.monthlyRate, hasOffers: true },
          { price: PRICE, entrancePercent: 40, installments: 36, locale: 'pt-BR' },
        ),
      );
      expect(withOffer.result.installmentsValue).toBeLessThan(created.result.installmentsValue);

      const again = await t.app.inject({ method: 'GET', url: `/api/financing/simulate/${created.id}` });
      expect(again.body).toBe(response.body);
    });

    it('answers 404 for an unknown offer', async () => {
      const cdc = await plan('fiat', 'CDC');
      const created = Simulation.parse(
        (await post('simulate', fiatSimulation(cdc.id, { entrancePercent: 40, installments: 36 }))).json(),
      );
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/financing/simulate/${created.id}/offer/nope`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('financing_offer_not_found');
    });
  });

  describe('linear, balloon and consumer-credit calls', () => {
    it('reads the linear entrance as a fraction of the price', async () => {
      const zflow = await plan('fiat', 'ZFLOW');
      const response = await post('linear/simulating', {
        planId: zflow.id,
        price: PRICE,
        entrance: 0.35,
        installments: 24,
      });
      expect(response.statusCode).toBe(200);
      const result = SimulationResult.parse(response.json());
      expect(result.entrancePercent).toBe(35);
      expect(result).toEqual(
        simulatePriceTable(conditionsOf(zflow), {
          price: PRICE,
          entrancePercent: 35,
          installments: 24,
          locale: 'pt-BR',
        }),
      );
    });

    it('simulates a balloon with its final installment, and refuses one outside the plan bounds', async () => {
      const balao = (await plans('peugeot')).find(
        (p) => p.financingType === 'PSA_BALAO' && p.planType === 'MSC',
      );
      if (!balao) throw new Error('no balloon plan');
      const body = {
        planId: balao.id,
        price: PRICE,
        entrancePercent: 40,
        installments: 36,
        finalInstallmentPercent: 30,
      };
      const response = await post('balao-final/simulating', body);
      expect(response.statusCode).toBe(200);
      const result = SimulationResult.parse(response.json());
      expect(result).toEqual(simulateBalloon(conditionsOf(balao), { ...body, locale: 'pt-BR' }));
      expect(result.finalInstallmentValue).toBe(3_703_703); // 30 % of 123.456,78
      expect(result.minFinalInstallmentPercent).toBe(20);
      expect(result.maxFinalInstallmentPercent).toBe(50);

      const tooBig = await post('balao-final/simulating', { ...body, finalInstallmentPercent: 60 });
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json().code).toBe('financing_final_installment_out_of_range');
    });

    it('computes the consumer-credit entrance as entrance percent × price / 100', async () => {
      const cdc = await plan('jeep', 'CDC');
      const response = await post('cdc/simulateProposalFlow', {
        planId: cdc.id,
        price: 20_000_001,
        entrancePercent: 25,
        installments: 36,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.entranceValue).toBe(5_000_000); // 25 × 200.000,01 / 100 = 50.000,0025 → 50.000,00
      expect(body.prazo).toBe(36);
      expect(body.installmentValue).toBe(body.simulation.installmentsValue);
    });

    it('reproduces an interest-free Argentine plan by hand', async () => {
      const offer = (await plans('fiat', 'es-AR')).find((p) => p.planType === 'OFFER');
      if (!offer) throw new Error('no offer plan');
      expect(offer.monthlyRate).toBe(0);
      const response = await post('cdc/simulateProposalFlow', {
        planId: offer.id,
        price: 2_390_000_000,
        entrancePercent: 50,
        installments: 12,
      });
      const body = response.json();
      // (1.195.000.000 financed + 24.500.000 of fees, no IOF) / 12 installments, no interest.
      expect(body.simulation.financedAmount).toBe(1_219_500_000);
      expect(body.installmentValue).toBe(101_625_000);
      expect(body.simulation.iofValue).toBe(0);
    });

    it('gives the consumer-credit defaults with one-point slider steps', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/financing/cdc/default-values?brand=citroen&locale=pt-BR&price=${PRICE}`,
      });
      expect(response.statusCode).toBe(200);
      const defaults = CdcDefaultValuesResponse.parse(response.json());
      const { plan: p } = defaults;
      expect(defaults.entranceSteps[0]).toBe(p.minEntrancePercent);
      expect(defaults.entranceSteps.at(-1)).toBe(p.maxEntrancePercent);
      expect(defaults.entranceSteps[1]).toBe(p.minEntrancePercent + 1);
      expect(defaults.simulation?.totalInstallments).toBe(defaults.installments);
    });
  });

  describe('Next plans', () => {
    it('lists every term × residual, each the residual engine’s to the cent', async () => {
      const next = await plan('fiat', 'NEXT');
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/financing/next/default-values?planId=${next.id}&price=${PRICE}&entrancePercent=30`,
      });
      expect(response.statusCode).toBe(200);
      const defaults = NextDefaultValuesResponse.parse(response.json());
      const domain = nextDefaultValues(conditionsOf(next), {
        price: PRICE,
        entrancePercent: 30,
        locale: 'pt-BR',
      });
      expect(defaults.simulations.map((s) => s.installmentsQuantity)).toEqual(next.terms);
      for (const [i, term] of defaults.simulations.entries()) {
        for (const [j, value] of term.valuesWithResidual.entries()) {
          const expected = domain.simulations[i]?.valuesWithResidual[j];
          expect(value).toMatchObject({
            residualValue: expected?.residualValue,
            installmentsValue: expected?.installmentsValue,
            forwardPrice: expected?.forwardPrice,
          });
        }
      }
    });

    it('simulates one term and residual, and fails with the spec messages otherwise', async () => {
      const next = await plan('fiat', 'NEXT');
      const body = {
        planId: next.id,
        price: PRICE,
        entrancePercent: 30,
        installments: 36,
        residualPercent: 40,
      };
      const ok = await post('next/simulate', body);
      expect(ok.statusCode).toBe(200);
      const picked = NextSimulateResponse.parse(ok.json());
      expect(picked.simulation).toEqual(
        simulateResidual(conditionsOf(next), {
          price: PRICE,
          entrancePercent: 30,
          installments: 36,
          finalInstallmentPercent: 40,
          locale: 'pt-BR',
        }),
      );
      expect(picked.forwardPrice).toBe(picked.simulation.totalPaid);

      const noTerm = await post('next/simulate', { ...body, installments: 48 });
      expect(noTerm.statusCode).toBe(422);
      expect(noTerm.json()).toEqual({
        code: 'financing_next_simulation_not_found',
        message: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
      });
      const noResidual = await post('next/simulate', { ...body, residualPercent: 35 });
      expect(noResidual.statusCode).toBe(422);
      expect(noResidual.json()).toEqual({
        code: 'financing_next_residual_not_found',
        message: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
      });
    });
  });

  describe('default-values/batchSimulating', () => {
    it('simulates every plan at every term, bringing the entrance within each plan', async () => {
      const response = await post('default-values/batchSimulating', {
        brand: 'fiat',
        locale: 'pt-BR',
        price: PRICE,
        entrancePercent: 20,
      });
      expect(response.statusCode).toBe(200);
      const batch = BatchSimulatingResponse.parse(response.json());
      expect(batch.plans.length).toBe((await plans('fiat')).length);
      for (const row of batch.plans) {
        expect(row.error).toBeNull();
        expect(row.entrancePercent).toBe(Math.max(20, row.plan.minEntrancePercent));
        expect(row.results.map((r) => r.totalInstallments)).toEqual(row.plan.terms);
        const first = row.results[0];
        const expected =
          row.plan.financingType === 'NEXT'
            ? simulateResidual(conditionsOf(row.plan), {
                price: PRICE,
                entrancePercent: row.entrancePercent,
                installments: row.plan.terms[0] ?? 0,
                locale: 'pt-BR',
              })
            : simulatePriceTable(conditionsOf(row.plan), {
                price: PRICE,
                entrancePercent: row.entrancePercent,
                installments: row.plan.terms[0] ?? 0,
                locale: 'pt-BR',
              });
        expect(first?.installmentsValue).toBe(expected.installmentsValue);
        expect(first?.cetAnnual).toBe(expected.cetAnnual);
      }
    });

    it('reports a plan that cannot simulate the price instead of failing the whole batch', async () => {
      const response = await post('default-values/batchSimulating', {
        brand: 'fiat',
        locale: 'pt-BR',
        price: 0,
      });
      expect(response.statusCode).toBe(200);
      const batch = BatchSimulatingResponse.parse(response.json());
      expect(batch.plans.every((p) => p.error !== null && p.results.length === 0)).toBe(true);
    });
  });

  describe('coupons', () => {
    const url = (name: string) => `coupons/validate/${name}/offer/any/period/2026-11`;

    it('validates a coupon for a proposal with an entrance', async () => {
      const response = await post(url('bemvindo-fiat'), { brand: 'fiat', entranceValue: 100 });
      expect(response.statusCode).toBe(200);
      expect(CouponValidation.parse(response.json())).toMatchObject({
        couponName: 'BEMVINDO-FIAT',
        couponPeriod: '2026-11',
        offerId: 'any',
      });
    });

    it('refuses a coupon without an entrance payment, in the request language', async () => {
      const response = await post(
        url('BEMVINDO-FIAT'),
        { brand: 'fiat', entranceValue: 0 },
        { 'accept-language': 'es-AR' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'coupon_requires_entrance',
        message: 'El cupón solo es válido para propuestas con anticipo',
      });
    });

    it('answers coupon unavailable for an unknown name, another brand or a period outside it', async () => {
      for (const [name, brand, period] of [
        ['NOPE', 'fiat', '2026-11'],
        ['BEMVINDO-FIAT', 'jeep', '2026-11'],
        ['BEMVINDO-FIAT', 'fiat', '2031-01'],
      ] as const) {
        const response = await post(`coupons/validate/${name}/offer/any/period/${period}`, {
          brand,
          entranceValue: 100,
        });
        expect(response.statusCode, `${name} ${brand} ${period}`).toBe(404);
        expect(response.json()).toEqual({ code: 'coupon_unavailable', message: 'Cupom indisponível' });
      }
    });
  });
});
