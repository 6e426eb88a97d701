import type {
  CardContractsAnswer,
  OneTimeTokenAnswer,
  PaymentGatewayConfig,
  PutContractBody,
  SavedCard,
  SavedCardsAnswer,
} from '@autohub/contract';
import { queryOptions } from '../query/query';
import { apiRequest } from '../api/api-client';

/** Which gateway tokenizes cards in the browser, and where. */
export function gatewayConfigQuery() {
  return queryOptions({
    queryKey: ['payment-gateway-config'],
    queryFn: ({ signal }) => apiRequest<PaymentGatewayConfig>('/payments/config', { signal }),
    staleTime: Infinity,
  });
}

/** The signed-in buyer's saved cards, the default first. */
export function savedCardsQuery() {
  return queryOptions({
    queryKey: ['saved-cards'],
    queryFn: ({ signal }) => apiRequest<SavedCardsAnswer>('/payment-instruments', { signal }),
  });
}

/** Saves a card from its gateway token; `key` makes a retried call answer the same card. */
export function addSavedCard(token: string, makeDefault: boolean, key: string) {
  return apiRequest<SavedCard>('/payment-instruments', {
    method: 'POST',
    body: { token, makeDefault },
    headers: { 'Idempotency-Key': key },
  });
}

export function setDefaultCard(cardId: string) {
  return apiRequest<SavedCardsAnswer>('/card-management', { method: 'PUT', body: { cardId } });
}

export function deleteSavedCard(cardId: string) {
  return apiRequest<void>(`/payment-instruments/${encodeURIComponent(cardId)}`, { method: 'DELETE' });
}

/** A single-use token of a saved card, for one payment. */
export function savedCardToken(cardId: string) {
  return apiRequest<OneTimeTokenAnswer>(`/payment-instruments/${encodeURIComponent(cardId)}/one-time-token`);
}

export function contractsQuery() {
  return queryOptions({
    queryKey: ['card-contracts'],
    queryFn: ({ signal }) => apiRequest<CardContractsAnswer>('/contracts', { signal }),
  });
}

export function putContract(body: PutContractBody) {
  return apiRequest<CardContractsAnswer>('/contracts', { method: 'PUT', body });
}
