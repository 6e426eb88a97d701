import type { SessionAnswer, SessionUser } from '@autohub/contract';
import { queryOptions, useQuery, type QueryClient } from '../query/query';
import { useLocation } from 'react-router';
import { apiRequest } from '../api/api-client';
import { keepsQuery } from '../routing/weak-login-query';
import { useBrandLocale } from '../routing/use-brand-locale';

/** Spec document 1 §4 "SSO user": LOADING until the api answers, then LOADED. */
export type SessionStatus = 'LOADING' | 'LOADED';

export interface Session {
  status: SessionStatus;
  /** The signed-in person on this brand's pages; null when anonymous (or not yet known). */
  user: SessionUser | null;
  /** Signed in elsewhere, on a brand that does not share its sign-in with this one. */
  signedInOnOtherBrand: boolean;
  /** The page carries the weak-login query (brand=CJDR, loginType=WEAK) that travels with the visitor. */
  weakLogin: boolean;
  expiresAt: string | null;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export function sessionQuery() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<SessionAnswer>('/auth/session', { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}

/** Reads the session again (after sign-in, sign-out, a profile change). */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** Forgets everything read for the previous person (sign-out, account deletion). */
export function clearPersonalData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'page-settings' });
}

/** The session as the page's brand sees it. */
export function useSession(): Session {
  const { brand } = useBrandLocale();
  const location = useLocation();
  const { data, isPending } = useQuery(sessionQuery());
  const weakLogin = keepsQuery(location.search);
  if (isPending || !data) {
    return { status: isPending ? 'LOADING' : 'LOADED', user: null, signedInOnOtherBrand: false, weakLogin, expiresAt: null };
  }
  const here = data.authenticated && data.brands.includes(brand);
  return {
    status: 'LOADED',
    user: here ? data.user : null,
    signedInOnOtherBrand: data.authenticated && !here,
    weakLogin,
    expiresAt: here ? data.expiresAt : null,
  };
}
