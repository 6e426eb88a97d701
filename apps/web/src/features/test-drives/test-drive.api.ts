import {
  type DealerDesk,
  TEST_DRIVE_TOKEN_HEADER,
  type TestDrive,
  type TestDriveBooked,
  type TestDriveBookingRequest,
} from '@autohub/contract';
import type { TestDriveStatus } from '@autohub/domain';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export function bookTestDrive(request: TestDriveBookingRequest): Promise<TestDriveBooked> {
  return apiRequest<TestDriveBooked>('/test-drives', { method: 'POST', body: request });
}

const buyer = (token: string) => ({ [TEST_DRIVE_TOKEN_HEADER]: token });

export function fetchTestDrive(id: string, token: string, signal?: AbortSignal): Promise<TestDrive> {
  return apiRequest<TestDrive>(`/test-drives/${encodeURIComponent(id)}`, { headers: buyer(token), signal });
}

export function cancelTestDrive(id: string, token: string): Promise<TestDrive> {
  return apiRequest<TestDrive>(`/test-drives/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: buyer(token),
  });
}

export function rateTestDrive(id: string, token: string, rating: number): Promise<TestDrive> {
  return apiRequest<TestDrive>(`/test-drives/${encodeURIComponent(id)}/rating`, {
    method: 'POST',
    headers: buyer(token),
    body: { rating },
  });
}

/** The dealers the signed-in desk answers for (GET /api/dealer/test-drives/desk). */
export function dealerDeskQuery() {
  return queryOptions({
    queryKey: ['dealer-desk'] as const,
    queryFn: ({ signal }) => apiRequest<DealerDesk>('/dealer/test-drives/desk', { signal }),
    retry: false,
  });
}

/** A desk's test drives: a dealer account's own dealers, or the dealer staff name. */
export function fetchDealerTestDrives(
  dealerId: string,
  status?: TestDriveStatus,
): Promise<{ items: TestDrive[] }> {
  return apiRequest<{ items: TestDrive[] }>('/dealer/test-drives', {
    query: { dealerId: dealerId.trim() || undefined, status },
  });
}

export function answerTestDrive(id: string, action: 'confirm' | 'cancel' | 'done'): Promise<TestDrive> {
  return apiRequest<TestDrive>(`/dealer/test-drives/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}
