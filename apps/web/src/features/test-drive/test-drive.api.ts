import {
  TEST_DRIVE_TOKEN_HEADER,
  type TestDrive,
  type TestDriveBooked,
  type TestDriveBookingRequest,
} from '@autohub/contract';
import type { TestDriveStatus } from '@autohub/domain';
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

/** Dealer calls; the staff key stands in for dealer sign-in until dealer accounts exist. */
function dealerHeaders(accessToken: string): Record<string, string> {
  return accessToken.trim() ? { Authorization: `Bearer ${accessToken.trim()}` } : {};
}

export function fetchDealerTestDrives(
  dealerId: string,
  accessToken: string,
  status?: TestDriveStatus,
): Promise<{ items: TestDrive[] }> {
  return apiRequest<{ items: TestDrive[] }>('/dealer/test-drives', {
    query: { dealerId: dealerId.trim() || undefined, status },
    headers: dealerHeaders(accessToken),
  });
}

export function answerTestDrive(
  id: string,
  action: 'confirm' | 'cancel' | 'done',
  accessToken: string,
): Promise<TestDrive> {
  return apiRequest<TestDrive>(`/dealer/test-drives/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: dealerHeaders(accessToken),
  });
}
