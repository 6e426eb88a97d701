import type {
  AccountDeletionAnswer,
  AccountRecords,
  ConsentChoice,
  ConsentsAnswer,
  PostalCodeAddress,
  SessionAnswer,
  UserSelf,
  UserSelfPatch,
  WorkAreasAnswer,
} from '@autohub/contract';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export const selfQuery = () =>
  queryOptions({
    queryKey: ['users', 'self'] as const,
    queryFn: ({ signal }) => apiRequest<UserSelf>('/users/self', { signal }),
  });

/** The person's proposals, documents, test drives and orders, each with its status. */
export const accountRecordsQuery = () =>
  queryOptions({
    queryKey: ['users', 'self', 'records'] as const,
    queryFn: ({ signal }) => apiRequest<AccountRecords>('/users/self/records', { signal }),
  });

/** The back-office pages (desks, staff screens) the person's roles open, titled in `locale`. */
export const workAreasQuery = (locale: string) =>
  queryOptions({
    queryKey: ['users', 'self', 'work-areas', locale] as const,
    queryFn: ({ signal }) => apiRequest<WorkAreasAnswer>(`/work-areas?locale=${locale}`, { signal }),
  });

export const consentsQuery = () =>
  queryOptions({
    queryKey: ['privacy', 'consents'] as const,
    queryFn: ({ signal }) => apiRequest<ConsentsAnswer>('/privacy/consents', { signal }),
  });

export function patchSelf(patch: UserSelfPatch): Promise<UserSelf> {
  return apiRequest<UserSelf>('/users/self', { method: 'PATCH', body: patch });
}

export function changePassword(body: {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('/signup/password', { method: 'PUT', body });
}

export function saveConsents(textVersion: string, choices: ConsentChoice[]): Promise<ConsentsAnswer> {
  return apiRequest<ConsentsAnswer>('/privacy/consents', { method: 'PUT', body: { textVersion, choices } });
}

/** The export as a file the browser saves. */
export async function downloadExport(): Promise<{ blob: Blob; fileName: string }> {
  const data = await apiRequest<unknown>('/privacy/export');
  const date = new Date().toISOString().slice(0, 10);
  return {
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    fileName: `my-data-${date}.json`,
  };
}

export function deleteAccount(currentPassword: string | undefined): Promise<AccountDeletionAnswer> {
  return apiRequest<AccountDeletionAnswer>('/privacy/account-deletion', {
    method: 'POST',
    body: { confirm: true, ...(currentPassword ? { currentPassword } : {}) },
  });
}

export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/sign-out', { method: 'POST' });
}

/** The address of a CEP (GET /api/locations/cep/{code}); null when the CEP is unknown. */
export async function lookupPostalCode(code: string): Promise<PostalCodeAddress | null> {
  try {
    return await apiRequest<PostalCodeAddress>(
      `/locations/cep/${encodeURIComponent(code.replace(/-/g, ''))}`,
    );
  } catch {
    return null;
  }
}

/**
 * The fields of a patch that differ from the stored person: an unchanged form sends nothing
 * (spec §5: an empty self-user update makes no call).
 */
export function changedFields(current: UserSelf, patch: UserSelfPatch): UserSelfPatch {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const before = (current as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(value ?? null) !== JSON.stringify(before ?? null)) changes[key] = value;
  }
  return changes as UserSelfPatch;
}
