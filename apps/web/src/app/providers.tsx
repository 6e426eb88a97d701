import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shouldRetryRead } from '../lib/api/retry-policy';
import { PopupProvider } from '../lib/popups/popup-provider';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: shouldRetryRead },
    },
  });
}

/** Everything a page may use regardless of its route: server state and popups (texts need no provider). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PopupProvider>{children}</PopupProvider>
    </QueryClientProvider>
  );
}
