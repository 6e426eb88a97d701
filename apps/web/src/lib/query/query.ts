/**
 * The app's cache of api reads (decision 065): keys hashed by value, one read per key at a time,
 * data shared by every component that shows it, read again when stale, invalidated or on an
 * interval, retried with a growing wait, collected when no component has shown it for a while, and
 * carried from the server's render to the browser. The names and meaning are those of the part of
 * TanStack Query the app used, so a component reads as it did.
 */
export type { DataTag, QueryKey } from './keys';
export {
  CancelledError,
  Query,
  QueryClient,
  type DefaultQueryOptions,
  type QueryClientConfig,
  type QueryFilters,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryOptions,
  type QueryState,
  type RetryValue,
} from './query-client';
export type { QueryObserverOptions, QueryResult } from './query-observer';
export {
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from './hooks';
export { dehydrate, hydrate, type DehydratedState } from './hydration';
