import type {
  DealerDesk,
  DealerVisit,
  FactoryStock,
  MvsList,
  Quotation,
  QuotationOpenRequest,
  QuotationSaveResult,
  QuotationUpdateRequest,
  QuotationView,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { API_BASE, apiRequest } from '../../lib/api/api-client';

/** The dealers the signed-in seller quotes for (GET /api/dealer/quotations/desk). */
export function quotationDeskQuery() {
  return queryOptions({
    queryKey: ['quotations', 'desk'] as const,
    queryFn: ({ signal }) => apiRequest<DealerDesk>('/dealer/quotations/desk', { signal }),
    retry: false,
  });
}

export function quotationListQuery() {
  return queryOptions({
    queryKey: ['quotations', 'list'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: Quotation[] }>('/dealer/quotations', { signal }).then((answer) => answer.items),
    retry: false,
  });
}

/** The versions of the brand on sale in the market, for the version choice. */
export function versionsQuery(brand: BrandSlug, country: CountryCode) {
  return queryOptions({
    queryKey: ['quotations', 'versions', brand, country] as const,
    queryFn: ({ signal }) =>
      apiRequest<MvsList>('/catalogue/mvs/all', { query: { brand, country }, signal }).then(
        (answer) => answer.items,
      ),
    staleTime: 10 * 60_000,
  });
}

export function quotationQuery(id: string) {
  return queryOptions({
    queryKey: ['quotations', 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<QuotationView>(`/dealer/quotations/${id}`, { signal }),
    retry: false,
  });
}

export function openQuotation(body: QuotationOpenRequest): Promise<QuotationView> {
  return apiRequest<QuotationView>('/dealer/quotations', { method: 'POST', body });
}

export function updateQuotation(id: string, body: QuotationUpdateRequest): Promise<QuotationView> {
  return apiRequest<QuotationView>(`/dealer/quotations/${id}`, { method: 'PUT', body });
}

export function factoryStock(id: string): Promise<FactoryStock> {
  return apiRequest<FactoryStock>(`/dealer/quotations/${id}/stock`);
}

export function chooseStock(id: string, unitId: string): Promise<QuotationView> {
  return apiRequest<QuotationView>(`/dealer/quotations/${id}/stock-proposal`, {
    method: 'POST',
    body: { unitId },
  });
}

export function discardStock(id: string): Promise<QuotationView> {
  return apiRequest<QuotationView>(`/dealer/quotations/${id}/stock-proposal`, { method: 'DELETE' });
}

export function saveQuotation(id: string): Promise<QuotationSaveResult> {
  return apiRequest<QuotationSaveResult>(`/dealer/quotations/${id}/save`, { method: 'POST' });
}

export function quotationPdfHref(id: string, locale: string): string {
  return `${API_BASE}/dealer/quotations/${id}/pdf?locale=${encodeURIComponent(locale)}`;
}

/** Visitors waiting at the seller's dealers (GET /api/dealer/visits). */
export function dealerVisitsQuery() {
  return queryOptions({
    queryKey: ['quotations', 'visits'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: DealerVisit[] }>('/dealer/visits', { signal }).then((answer) => answer.items),
    retry: false,
    refetchInterval: 30_000,
  });
}

export function attendVisit(id: string): Promise<DealerVisit> {
  return apiRequest<DealerVisit>(`/dealer/visits/${id}/attend`, { method: 'POST' });
}

/** Back office: every dealer's quotations of a brand in a market (GET /api/staff/quotations). */
export function staffQuotationsQuery(filter: {
  brand: BrandSlug;
  country: CountryCode;
  dealerCode?: string | undefined;
  status?: string | undefined;
}) {
  return queryOptions({
    queryKey: ['quotations', 'staff', filter] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ items: Quotation[] }>('/staff/quotations', {
        query: {
          brand: filter.brand,
          country: filter.country,
          limit: '100',
          ...(filter.dealerCode ? { dealerCode: filter.dealerCode } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        signal,
      }).then((answer) => answer.items),
    retry: false,
  });
}

export function staffQuotationPdfHref(id: string, locale: string): string {
  return `${API_BASE}/staff/quotations/${id}/pdf?locale=${encodeURIComponent(locale)}`;
}
