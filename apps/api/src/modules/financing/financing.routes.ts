import {
  BalloonSimulatingBody,
  BatchSimulatingBody,
  BatchSimulatingResponse,
  CdcDefaultValuesQuery,
  CdcDefaultValuesResponse,
  CdcProposalFlowBody,
  CdcProposalFlowResponse,
  CommercialConditionsQuery,
  CommercialConditionsResponse,
  CouponParams,
  CouponValidateBody,
  CouponValidation,
  ErrorResponse,
  FinancingPlansQuery,
  FinancingPlansResponse,
  LinearSimulatingBody,
  NextDefaultValuesQuery,
  NextDefaultValuesResponse,
  NextSimulateBody,
  NextSimulateResponse,
  SimulateBody,
  Simulation,
  SimulationIdParams,
  SimulationOfferParams,
  SimulationResult,
} from '@autohub/contract';
import { publicCall } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializer } from '../../http/compiled-serializer.js';
import { sendPrepared } from '../../lib/read-cache.js';
import { type FinancingService, createFinancingService } from './financing.service.js';
import { proposalRoutes } from './proposal.routes.js';

const TAGS = ['financing'];
/** The read-cache area of the plans of each brand and market: whoever changes a plan invalidates it. */
export const FINANCING_PLANS_AREA = 'financing-plans';
// Visitors simulate (spec document 1 §6); proposals need a session (proposal.routes.ts).
const PUBLIC = { access: publicCall('financing-simulation') };
const errors = { 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse };

/**
 * Calls of spec document 2 §7 "Financing" under /api/financing: simulations, offers and coupons
 * (public), and the signed-in buyer's proposals.
 */
export const financingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: the OpenAPI document is generated from an app without a database.
  let service: FinancingService | undefined;
  const financing = (): FinancingService =>
    (service ??= createFinancingService(app.database.db, {
      cache: { store: app.readCache, ttlMs: app.readCacheTtlMs },
      storeDerived: (write) => app.database.storeDerived(write),
      readDerived: (read) => app.database.readDerived(read),
    }));

  app.get(
    '/financing/plans',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Plans a brand offers in a market',
        description: 'Rates, terms, entrance and final-installment bounds, fees and IOF of each plan.',
        querystring: FinancingPlansQuery,
        response: { 200: FinancingPlansResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { brand, locale } = request.query;
      const answer = await app.readCache.answer(
        FINANCING_PLANS_AREA,
        `${brand}/${locale}`,
        async () => ({ plans: await financing().plans(brand, locale) }),
        { ttlMs: app.readCacheTtlMs, schema: FinancingPlansResponse },
      );
      // Rates may change any day: browsers revalidate, and an unchanged answer is an empty 304.
      return sendPrepared(request, reply, answer, 'no-cache');
    },
  );

  app.post(
    '/financing/simulate',
    {
      config: PUBLIC,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: TAGS,
        summary: 'Simulate a plan for a build and store the simulation',
        description:
          "Spec §3 simulation input. `type` overrides the plan's financing type; an unknown one fails " +
          "with 'No adapter found for financing type X'.",
        body: SimulateBody,
        response: { 201: Simulation, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await financing().simulate(request.body)),
  );

  app.get(
    '/financing/simulate/:id',
    {
      config: PUBLIC,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: TAGS,
        summary: 'A stored simulation',
        params: SimulationIdParams,
        response: { 200: Simulation, 404: ErrorResponse },
      },
    },
    async (request) => financing().getSimulation(request.params.id),
  );

  app.put(
    '/financing/simulate/:s/offer/:o',
    {
      config: PUBLIC,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: TAGS,
        summary: 'Apply a commercial condition (offer) to a stored simulation',
        description:
          'Requires both offerId and simulationId; the simulation is recomputed at the offer rate.',
        params: SimulationOfferParams,
        response: { 200: Simulation, ...errors },
      },
    },
    async (request) => financing().applyOffer(request.params.s, request.params.o),
  );

  app.post(
    '/financing/linear/simulating',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Price-table simulation with the entrance as a fraction of the price',
        body: LinearSimulatingBody,
        response: { 200: SimulationResult, ...errors },
      },
    },
    async (request) => financing().linear(request.body),
  );

  app.post(
    '/financing/balao-final/simulating',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Balloon simulation with a final installment percentage',
        body: BalloonSimulatingBody,
        response: { 200: SimulationResult, ...errors },
      },
    },
    async (request) => financing().balloon(request.body),
  );

  app.get(
    '/financing/next/default-values',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Every term × residual of a Next plan for a price and entrance',
        querystring: NextDefaultValuesQuery,
        response: { 200: NextDefaultValuesResponse, ...errors },
      },
    },
    async (request) => financing().nextDefaults(request.query),
  );

  app.post(
    '/financing/next/simulate',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Pick a term and a residual of a Next plan',
        description:
          "Fails with 'No simulation found for N installments' or 'No values found for residual X'.",
        body: NextSimulateBody,
        response: { 200: NextSimulateResponse, ...errors },
      },
    },
    async (request) => financing().nextSimulation(request.body),
  );

  app.get(
    '/financing/cdc/default-values',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Starting values of the consumer-credit simulator',
        description: 'Default entrance and term, slider steps (1 point of entrance, 1 of final installment).',
        querystring: CdcDefaultValuesQuery,
        response: { 200: CdcDefaultValuesResponse, ...errors },
      },
    },
    async (request) => financing().cdcDefaults(request.query),
  );

  app.post(
    '/financing/cdc/simulateProposalFlow',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Consumer-credit simulation of the proposal flow',
        description: 'Entrance value = entrance percent × price / 100, rounded half-up to the cent.',
        body: CdcProposalFlowBody,
        response: { 200: CdcProposalFlowResponse, ...errors },
      },
    },
    async (request) => financing().cdcProposalFlow(request.body),
  );

  app.post(
    '/financing/default-values/batchSimulating',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Every plan of a brand at every term, for the plan list and the comparator',
        body: BatchSimulatingBody,
        response: { 200: BatchSimulatingResponse, ...errors },
      },
    },
    async (request) => financing().batch(request.body),
  );

  app.get(
    '/financing/commercial-conditions/search',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Commercial conditions (offers) valid today for a brand, market and model',
        querystring: CommercialConditionsQuery,
        response: { 200: CommercialConditionsResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({ conditions: await financing().conditions(request.query) }),
  );

  app.post(
    '/financing/coupons/validate/:name/offer/:o/period/:p',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Validate a coupon for an offer and period',
        description: 'A coupon applies only to proposals with an entrance payment.',
        params: CouponParams,
        body: CouponValidateBody,
        response: { 200: CouponValidation, ...errors },
      },
    },
    async (request) =>
      financing().validateCoupon(
        { name: request.params.name, offerId: request.params.o, period: request.params.p },
        request.body,
      ),
  );

  await app.register(proposalRoutes);
};
