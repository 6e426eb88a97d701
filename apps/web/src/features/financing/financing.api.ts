import type {
  BatchSimulatingResponse,
  BuildPriceAnswer,
  BuildPriceRequestIn,
  CommercialCondition,
  CouponValidation,
  CreateProposalBody,
  FinancingPlan,
  ModelList,
  NextDefaultValuesResponse,
  NextSimulateBody,
  NextSimulateResponse,
  Proposal,
  ProposalDocument,
  ProposalListResponse,
  ReservationPrice,
  SimulateBody,
  Simulation,
  SimulationResult,
  VersionPrice,
} from '@autohub/contract';
import type { BrandSlug, CountryCode, Locale } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import {
  API_BASE,
  ApiError,
  apiRequest,
  messageForCode,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../lib/api/api-client';
import { readCookie } from '../../lib/cookies/cookies';
import { activeLocale, i18n } from '../../lib/i18n/i18n';

/*
 * The financing calls (spec document 2 "Financing") and the catalogue and price calls the flow
 * reads a car from. Types only come from the contract; the api validates what it answers.
 */

export function plansQuery(brand: BrandSlug, locale: Locale) {
  return queryOptions({
    queryKey: ['financing', 'plans', brand, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ plans: FinancingPlan[] }>('/financing/plans', { query: { brand, locale }, signal }).then(
        (r) => r.plans,
      ),
    staleTime: 5 * 60_000,
  });
}

export function batchQuery(
  brand: BrandSlug,
  locale: Locale,
  price: number,
  entrancePercent: number | undefined,
) {
  return queryOptions({
    queryKey: ['financing', 'batch', brand, locale, price, entrancePercent ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<BatchSimulatingResponse>('/financing/default-values/batchSimulating', {
        method: 'POST',
        body: { brand, locale, price, ...(entrancePercent === undefined ? {} : { entrancePercent }) },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function conditionsQuery(brand: BrandSlug, locale: Locale, modelCode: string | undefined) {
  return queryOptions({
    queryKey: ['financing', 'conditions', brand, locale, modelCode ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ conditions: CommercialCondition[] }>('/financing/commercial-conditions/search', {
        query: { brand, locale, modelCode },
        signal,
      }).then((r) => r.conditions),
    staleTime: 5 * 60_000,
  });
}

/**
 * Live preview of a simulator: balao-final/simulating for a balloon plan, cdc/simulateProposalFlow
 * (price table) for the others.
 */
export function previewQuery(
  plan: { id: string; financingType: string },
  price: number,
  entrancePercent: number,
  installments: number,
  finalInstallmentPercent: number,
  /** The commercial condition the buyer chose: the api prices the preview at its rate. */
  offer: { offerId: string | null; mvsCode: string } | null = null,
) {
  const balloon = plan.financingType === 'PSA_BALAO';
  const offerFields = offer?.offerId ? { offerId: offer.offerId, mvsCode: offer.mvsCode } : {};
  return queryOptions({
    queryKey: [
      'financing',
      'preview',
      plan.id,
      price,
      entrancePercent,
      installments,
      balloon ? finalInstallmentPercent : null,
      offer?.offerId ?? null,
    ] as const,
    queryFn: ({ signal }) =>
      balloon
        ? apiRequest<SimulationResult>('/financing/balao-final/simulating', {
            method: 'POST',
            body: {
              planId: plan.id,
              price,
              entrancePercent,
              installments,
              finalInstallmentPercent,
              ...offerFields,
            },
            signal,
          })
        : apiRequest<{ simulation: SimulationResult }>('/financing/cdc/simulateProposalFlow', {
            method: 'POST',
            body: { planId: plan.id, price, entrancePercent, installments, ...offerFields },
            signal,
          }).then((r) => r.simulation),
    staleTime: 60_000,
    retry: false,
  });
}

export function nextDefaultsQuery(planId: string, price: number, entrancePercent: number) {
  return queryOptions({
    queryKey: ['financing', 'next', planId, price, entrancePercent] as const,
    queryFn: ({ signal }) =>
      apiRequest<NextDefaultValuesResponse>('/financing/next/default-values', {
        query: { planId, price, entrancePercent },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function nextSimulate(body: NextSimulateBody): Promise<NextSimulateResponse> {
  return apiRequest<NextSimulateResponse>('/financing/next/simulate', { method: 'POST', body });
}

export function storeSimulation(body: SimulateBody): Promise<Simulation> {
  return apiRequest<Simulation>('/financing/simulate', { method: 'POST', body });
}

export function applyOffer(simulationId: string, offerId: string): Promise<Simulation> {
  return apiRequest<Simulation>(
    `/financing/simulate/${encodeURIComponent(simulationId)}/offer/${encodeURIComponent(offerId)}`,
    { method: 'PUT' },
  );
}

export function validateCoupon(
  name: string,
  offerId: string,
  period: string,
  body: { brand: BrandSlug; entranceValue: number },
): Promise<CouponValidation> {
  return apiRequest<CouponValidation>(
    `/financing/coupons/validate/${encodeURIComponent(name)}/offer/${encodeURIComponent(offerId)}/period/${encodeURIComponent(period)}`,
    { method: 'POST', body },
  );
}

export function sendProposal(body: CreateProposalBody): Promise<Proposal> {
  return apiRequest<Proposal>('/financing/proposal', { method: 'POST', body });
}

export function proposalQuery(id: string, pollMs: number | false = false) {
  return queryOptions({
    queryKey: ['financing', 'proposal', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<Proposal>(`/financing/proposal/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: pollMs,
  });
}

export function myProposalsQuery() {
  return queryOptions({
    queryKey: ['financing', 'proposals'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ProposalListResponse>('/financing/proposals', { signal }).then((r) => r.proposals),
    retry: false,
  });
}

export function startFormalization(id: string): Promise<Proposal> {
  return apiRequest<Proposal>(`/financing/proposal/${encodeURIComponent(id)}/formalization`, {
    method: 'POST',
  });
}

export function completeFormalization(id: string, signingToken: string): Promise<Proposal> {
  return apiRequest<Proposal>(`/financing/proposal/${encodeURIComponent(id)}/formalization/complete`, {
    method: 'POST',
    body: { signingToken },
  });
}

/** Address of a proposal's PDF (the browser downloads it with the session cookie). */
export function proposalPdfUrl(id: string): string {
  return `${API_BASE}/financing/proposal/${encodeURIComponent(id)}/pdf`;
}

/** Multipart upload of one document (spec document 2: POST documents, multipart). */
export async function uploadDocument(
  proposalId: string,
  type: string,
  file: File,
): Promise<ProposalDocument> {
  const form = new FormData();
  form.append('proposalId', proposalId);
  form.append('type', type);
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/financing/documents`, {
      method: 'POST',
      body: form,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }
  const payload = (await response.json().catch(() => undefined)) as
    { code?: string; message?: string } | ProposalDocument | undefined;
  if (response.ok) return payload as ProposalDocument;
  const code =
    payload && 'code' in payload && typeof payload.code === 'string' ? payload.code : 'invalid_response';
  const apiMessage =
    payload && 'message' in payload && typeof payload.message === 'string' ? payload.message : undefined;
  throw new ApiError(response.status, code, await messageForCode(code, apiMessage));
}

// Catalogue and prices: where a car comes from when the buyer did not build one.

export function modelListQuery(brand: BrandSlug, country: CountryCode) {
  return queryOptions({
    queryKey: ['catalogue', 'models', brand, country, null] as const,
    queryFn: ({ signal }) => apiRequest<ModelList>('/catalogue/model', { query: { brand, country }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function versionPrice(
  mvsCode: string,
  year: number,
  country: CountryCode,
  state?: string,
): Promise<VersionPrice> {
  return apiRequest<VersionPrice>('/prices/price', { query: { mvsCode, year, country, state, type: 'EC' } });
}

/** The whole build priced as every screen shows it (POST /api/prices/build). */
export function buildPrice(body: BuildPriceRequestIn): Promise<BuildPriceAnswer> {
  return apiRequest<BuildPriceAnswer>('/prices/build', { method: 'POST', body });
}

export function reservationPrice(query: {
  mvsCode: string;
  year: number;
  country: CountryCode;
  colorCode: string;
  optionalCode?: string | undefined;
  coatingCode?: string | undefined;
  state?: string | undefined;
}): Promise<ReservationPrice> {
  return apiRequest<ReservationPrice>('/prices/price/reservation', { query });
}

export { modelDetailQuery } from '../../lib/catalogue/catalogue.api';
