import type {
  AvailabilityAnswer,
  CampaignsAnswer,
  EmployeeApprovalItem,
  EmployeeApprovalsAnswer,
  ReservationOrder,
  DiscountedBuildPrice,
  EmployeeValidation,
  EperV3,
  ReserveAvailability,
  BillUrl,
  PartnerApproverAnswer,
  PartnerPeopleCsvReport,
  StaffPartnerCompanies,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export interface BuildQuery {
  mvsCode: string;
  year: number;
  colorCode: string;
  country: CountryCode;
}

export function validateEmployee(body: {
  market: CountryCode;
  buyerType: string;
  companyCode: string;
  employeeCode: string;
  document: string;
  holderDocument: string;
}) {
  return apiRequest<EmployeeValidation>('/employee/validate', { method: 'POST', body });
}

export function eperQuery(market: CountryCode, enabled: boolean) {
  return queryOptions({
    queryKey: ['b2e', 'eper', market] as const,
    queryFn: ({ signal }) => apiRequest<EperV3>('/auth/v3/eper', { query: { market }, signal }),
    enabled,
  });
}

export function programPriceQuery(build: BuildQuery | null) {
  return queryOptions({
    queryKey: ['b2e', 'price', build] as const,
    queryFn: ({ signal }) =>
      apiRequest<DiscountedBuildPrice>('/b2e/program-price', { query: { ...build! }, signal }),
    enabled: build !== null,
    retry: false,
  });
}

export function availabilityQuery(brand: BrandSlug, build: BuildQuery | null) {
  return queryOptions({
    queryKey: ['b2e', 'availability', brand, build] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReserveAvailability>('/b2e/reserve/availability', {
        query: { brand, market: build!.country, mvsCode: build!.mvsCode, year: build!.year },
        signal,
      }),
    enabled: build !== null,
  });
}

export function billUrl(build: BuildQuery, validation: string) {
  return apiRequest<BillUrl>('/b2e/bill/generate-url', { query: { ...build, validation } });
}

/** The online reservation's cars of a build (its first campaign of the brand in the market). */
export function programCarsQuery(brand: BrandSlug, build: BuildQuery | null) {
  return queryOptions({
    queryKey: ['b2e', 'cars', brand, build] as const,
    queryFn: async ({ signal }) => {
      const { campaigns } = await apiRequest<CampaignsAnswer>('/reservations/campaigns', {
        query: { brand, country: build!.country },
        signal,
      });
      const campaign = campaigns[0];
      if (!campaign) return { campaignId: null, units: [] };
      const answer = await apiRequest<AvailabilityAnswer>('/reservations/availability', {
        query: {
          campaignId: campaign.id,
          mvsCode: build!.mvsCode,
          year: build!.year,
          colorCode: build!.colorCode,
        },
        signal,
      });
      return { campaignId: campaign.id, units: answer.units.slice(0, 5) };
    },
    enabled: build !== null,
  });
}

/** Reserves a car at the program price; one key per attempt, reused by its retries. */
export function reserveProgramCar(campaignId: string, unitId: string, key: string) {
  return apiRequest<ReservationOrder>('/b2e/reserve', {
    method: 'POST',
    body: { campaignId, unitId, termsAccepted: true },
    headers: { 'Idempotency-Key': key },
  });
}

export function approvalsQuery() {
  return queryOptions({
    queryKey: ['b2e', 'approvals'] as const,
    queryFn: ({ signal }) => apiRequest<EmployeeApprovalsAnswer>('/b2e/approvals', { signal }),
    retry: false,
  });
}

export function decideApproval(orderId: string, decision: 'approve' | 'refuse') {
  return apiRequest<EmployeeApprovalItem>(`/b2e/approvals/${orderId}`, {
    method: 'POST',
    body: { decision },
  });
}

/** Staff (companies desk): the partner companies of a market. */
export function staffPartnersQuery(market: CountryCode) {
  return queryOptions({
    queryKey: ['b2e', 'staff-partners', market] as const,
    queryFn: ({ signal }) => apiRequest<StaffPartnerCompanies>('/staff/b2e/partners', { query: { market }, signal }),
    retry: false,
  });
}

/** Staff: imports a partner's list of people (the CSV text); the report names every rejected row. */
export function importPartnerPeople(code: string, csv: string) {
  return apiRequest<PartnerPeopleCsvReport>(`/staff/b2e/partners/${encodeURIComponent(code)}/people/import`, {
    method: 'POST',
    body: { csv },
  });
}

/** Staff: names the account with this e-mail approver of a partner company. */
export function namePartnerApprover(code: string, email: string) {
  return apiRequest<PartnerApproverAnswer>(`/staff/b2e/partners/${encodeURIComponent(code)}/approvers`, {
    method: 'POST',
    body: { email },
  });
}
