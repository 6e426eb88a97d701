import type {
  RentalDocumentsStatus,
  RentalFilesSummary,
  RentalIntentAccepted,
  RentalIntentFormInput,
  RentalOfferList,
  RentalProfile,
  RentalProposalList,
  RentalUserState,
  StaffRentalProposal,
  StaffRentalProposalList,
} from '@autohub/contract';
import {
  type BrandSlug,
  type CountryCode,
  type Locale,
  RENTAL_DEFAULT_LANGUAGE,
  type RentalProposalStatus,
} from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

/** Rental calls carry a language; pt-BR unless the page is in Spanish (spec document 1 §9). */
const language = (locale: Locale | undefined) => ({ 'Accept-Language': locale ?? RENTAL_DEFAULT_LANGUAGE });

export function rentalOffersQuery(country: CountryCode, locale: Locale) {
  return queryOptions({
    queryKey: ['rental', 'offers', country, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<RentalOfferList>('/rental/offers', {
        query: { country },
        headers: language(locale),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function sendRentalIntent(
  body: { brand: BrandSlug; locale: Locale; form: RentalIntentFormInput },
  clientKey: string,
): Promise<RentalIntentAccepted> {
  return apiRequest<RentalIntentAccepted>('/leads/flua/create', {
    method: 'POST',
    body,
    headers: { ...language(body.locale), 'Idempotency-Key': clientKey },
  });
}

export function rentalProposalsQuery(brand: BrandSlug, locale: Locale) {
  return queryOptions({
    queryKey: ['rental', 'proposals', brand, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<RentalProposalList>('/v2/timeline/rental', {
        query: { brand },
        headers: language(locale),
        signal,
      }),
  });
}

export function rentalDocumentsQuery(proposalCode: string, locale: Locale) {
  return queryOptions({
    queryKey: ['rental', 'documents', proposalCode, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<RentalDocumentsStatus>('/rental/documents/status', {
        query: { proposalCode },
        headers: language(locale),
        signal,
      }),
  });
}

export function staffRentalQuery(locale: Locale, status: RentalProposalStatus | '') {
  return queryOptions({
    queryKey: ['rental', 'staff', locale, status] as const,
    queryFn: ({ signal }) =>
      apiRequest<StaffRentalProposalList>('/staff/rental/proposals', {
        query: { status: status || undefined },
        headers: language(locale),
        signal,
      }),
  });
}

export function moveProposal(
  code: string,
  to: RentalProposalStatus,
  locale: Locale,
): Promise<StaffRentalProposal> {
  return apiRequest<StaffRentalProposal>(`/staff/rental/proposals/${encodeURIComponent(code)}/status`, {
    method: 'POST',
    body: { to },
    headers: language(locale),
  });
}

export function attachDocument(
  code: string,
  body: { kind: string; fileName: string; contentType: string; contentBase64: string },
): Promise<RentalFilesSummary> {
  return apiRequest<RentalFilesSummary>(`/staff/rental/proposals/${encodeURIComponent(code)}/documents`, {
    method: 'POST',
    body,
  });
}

export function rentalProfileQuery() {
  return queryOptions({
    queryKey: ['rental', 'profile'] as const,
    queryFn: ({ signal }) =>
      apiRequest<RentalProfile>('/users/self/rental', { headers: language(undefined), signal }),
  });
}

export function saveRentalProfile(body: {
  companyName?: string;
  contactPhone?: string;
  preferredContact?: string;
}): Promise<RentalProfile> {
  return apiRequest<RentalProfile>('/users/self/rental', {
    method: 'POST',
    body,
    headers: language(undefined),
  });
}

export async function checkRentalUser(companyTaxId: string, locale: Locale): Promise<RentalUserState> {
  await apiRequest<RentalUserState>('/rental-user/start', {
    method: 'POST',
    query: { companyTaxId, locale },
    headers: language(locale),
  });
  return apiRequest<RentalUserState>('/rental-user/result', { headers: language(locale) });
}
