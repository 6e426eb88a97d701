import { type ReactNode, createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { DataTag, QueryKey } from './keys';
import type { QueryClient } from './query-client';
import {
  QueriesObserver,
  QueryObserver,
  type QueryObserverOptions,
  type QueryResult,
  type SuccessResult,
} from './query-observer';

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient: render the component inside a QueryClientProvider');
  return client;
}

/**
 * The options as given, their key tagged with the data type, so that
 * `queryClient.getQueryData(options.queryKey)` and `setQueryData` are typed by it.
 */
export function queryOptions<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey>,
): QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey> & {
  queryKey: DataTag<TQueryKey, TQueryFnData>;
} {
  return options as QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey> & {
    queryKey: DataTag<TQueryKey, TQueryFnData>;
  };
}

/** `placeholderData: keepPreviousData`: a new key shows the last key's data until its own arrives. */
export function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData;
}

type Options<TQueryFnData, TError, TData> = QueryObserverOptions<TQueryFnData, TError, TData, QueryKey>;

/** One observer of a key for the component's life: the render's result, and its options committed. */
function useObserver<TQueryFnData, TError, TData>(options: Options<TQueryFnData, TError, TData>) {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver(client, options));
  const result = observer.getOptimisticResult(options);
  useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  // Every render's options are committed: a new key is followed (and read), a new interval set.
  useEffect(() => observer.setOptions(options));
  return { observer, result };
}

/**
 * One key's data in a component: rendered from the cache at once (the server's render and the
 * hydration included), read on mount when stale, followed through `useSyncExternalStore`.
 */
export function useQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey>): QueryResult<TData, TError> {
  return useObserver(options as unknown as Options<TQueryFnData, TError, TData>).result;
}

/**
 * `useQuery` for data a component cannot render without: while the key has none, the render
 * suspends until it is read; a failed read with no data goes to the error boundary.
 */
export function useSuspenseQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey>): SuccessResult<TData, TError> {
  const opts = { ...options, enabled: true, placeholderData: undefined } as Options<
    TQueryFnData,
    TError,
    TData
  >;
  const { observer, result } = useObserver(opts);
  if (result.status === 'pending') throw observer.fetchOptimistic(opts);
  if (result.status === 'error' && result.data === undefined) throw result.error;
  return result as SuccessResult<TData, TError>;
}

/** Several keys' data in one component, one result per key in the order given. */
export function useQueries<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>({
  queries,
}: {
  queries: ReadonlyArray<QueryObserverOptions<TQueryFnData, TError, TData, TQueryKey>>;
}): Array<QueryResult<TData, TError>> {
  const client = useQueryClient();
  const list = queries as unknown as ReadonlyArray<Options<TQueryFnData, TError, TData>>;
  const [observer] = useState(() => new QueriesObserver(client, list));
  const result = observer.getOptimisticResult(list);
  useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  useEffect(() => observer.setQueries(list));
  return result;
}
