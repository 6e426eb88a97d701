import type { QueryKey } from './keys';
import type { QueryClient, QueryState } from './query-client';

/** The cache's answered queries as plain JSON, carried by a server-rendered page to the browser. */
export interface DehydratedState {
  queries: Array<{
    queryKey: QueryKey;
    queryHash: string;
    state: QueryState;
  }>;
}

/** The queries of the cache that have data (a pending or failed read is read again by the browser). */
export function dehydrate(client: QueryClient): DehydratedState {
  return {
    queries: client
      .findAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({
        queryKey: query.queryKey,
        queryHash: query.queryHash,
        state: { ...query.state, fetchStatus: 'idle', fetchFailureCount: 0 },
      })),
  };
}

/**
 * Puts a dehydrated cache into `client`: each query takes the state it had where it was answered,
 * unless the client already holds newer data of its key. Its stale time counts from that answer.
 */
export function hydrate(client: QueryClient, state: DehydratedState | null | undefined): void {
  for (const { queryKey, state: queryState } of state?.queries ?? []) {
    const query = client.build(client.withDefaults({ queryKey }));
    if (query.state.dataUpdatedAt >= queryState.dataUpdatedAt && query.state.data !== undefined) continue;
    query.restore(queryState);
  }
}
