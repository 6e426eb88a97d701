import { type DataOfKey, type QueryKey, hashKey, keepEqualParts, matchesKey } from './keys';

export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'fetching' | 'idle';

/** What the cache holds for one key. A new object on every change, never changed in place. */
export interface QueryState<TData = unknown, TError = Error> {
  readonly data: TData | undefined;
  /** When the data was last written (an answer or `setQueryData`), in ms since the epoch; 0 before. */
  readonly dataUpdatedAt: number;
  readonly error: TError | null;
  readonly errorUpdatedAt: number;
  /** `pending` until the first data or error, `error` after a failed read, `success` after data. */
  readonly status: QueryStatus;
  /** Whether a read is on its way (its retries included). */
  readonly fetchStatus: FetchStatus;
  /** Failed tries of the read on its way, or of the last one. */
  readonly fetchFailureCount: number;
  /** Marked by `invalidateQueries`: stale whatever its stale time, until the next answer. */
  readonly isInvalidated: boolean;
}

export interface QueryFunctionContext<TQueryKey extends QueryKey = QueryKey> {
  readonly queryKey: TQueryKey;
  /** Aborted when the read's answer is no longer wanted (its last component left, a newer read). */
  readonly signal: AbortSignal;
}

export type QueryFunction<TQueryFnData = unknown, TQueryKey extends QueryKey = QueryKey> = (
  context: QueryFunctionContext<TQueryKey>,
) => TQueryFnData | Promise<TQueryFnData>;

/** `false` never, `true` always, a number of retries, or asked with the failures so far (0 after the first). */
export type RetryValue<TError> = boolean | number | ((failureCount: number, error: TError) => boolean);

/** How a key is read and kept: what `fetchQuery`, `ensureQueryData` and the hooks share. */
export interface QueryOptions<TQueryFnData = unknown, TError = Error, TQueryKey extends QueryKey = QueryKey> {
  queryKey: TQueryKey;
  queryFn?: QueryFunction<TQueryFnData, TQueryKey>;
  /** How long an answer is fresh, in ms: a component mounting after that reads it again. Default 0. */
  staleTime?: number;
  /** How long the data of a key no component shows is kept, in ms. Default 5 minutes. */
  gcTime?: number;
  retry?: RetryValue<TError>;
}

/** The options a client gives every query that does not set its own. */
export interface DefaultQueryOptions {
  staleTime?: number;
  gcTime?: number;
  retry?: RetryValue<Error>;
}

/** Which queries a client method acts on: keys starting with `queryKey` (or that key alone), and `predicate`. */
export interface QueryFilters {
  queryKey?: QueryKey;
  exact?: boolean;
  predicate?: (query: Query) => boolean;
}

export type Updater<T> = T | undefined | ((previous: T | undefined) => T | undefined);

/** A component (or a hook's observer) that shows a query, told of each of its changes. */
export interface QuerySubscriber {
  /** Whether it wants the query read (its `enabled`); only these count for `invalidateQueries`. */
  readonly enabled: boolean;
  readonly queryFn: QueryFunction<unknown, QueryKey> | undefined;
  onQueryUpdate(): void;
}

/** The rejection of a read dropped before its answer (its last component left, or its key was removed). */
export class CancelledError extends Error {
  constructor() {
    super('The read was cancelled');
    this.name = 'CancelledError';
  }
}

const DEFAULT_GC_TIME = 5 * 60_000;
const MAX_RETRY_DELAY = 30_000;
const noop = () => undefined;

/** No timers on the server: each page's client lives for one render and is dropped with it. */
export const isServer = typeof window === 'undefined';

/** The wait before retry number `failureCount` + 1: 1 s, 2 s, 4 s… at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY);
}

function shouldRetry<TError>(
  retry: RetryValue<TError> | undefined,
  failureCount: number,
  error: TError,
): boolean {
  // Unset: three retries in the browser, none on the server.
  const policy = retry ?? (isServer ? 0 : 3);
  if (typeof policy === 'function') return policy(failureCount, error);
  if (typeof policy === 'number') return failureCount < policy;
  return policy;
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = noop;
  let reject: (error: unknown) => void = noop;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A read nobody awaits (a component's) must not report an unhandled rejection.
  promise.catch(noop);
  return { promise, resolve, reject };
}

/** One try of a read with its retries; a newer one replaces it, and its answer is then dropped. */
interface Attempt {
  readonly controller: AbortController;
  signalUsed: boolean;
}

const initialState: QueryState<never, never> = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  errorUpdatedAt: 0,
  status: 'pending',
  fetchStatus: 'idle',
  fetchFailureCount: 0,
  isInvalidated: false,
};

/** The cache entry of one key: its state, the read on its way and the components that show it. */
export class Query<TData = unknown, TError = Error> {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  state: QueryState<TData, TError> = initialState;
  options: QueryOptions<TData, TError>;
  readonly #client: QueryClient;
  readonly #subscribers = new Set<QuerySubscriber>();
  #gcTime = 0;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;
  #attempt: Attempt | null = null;
  #pending: Deferred<TData> | null = null;
  /** The state before the read on its way, restored if it is cancelled. */
  #before: QueryState<TData, TError> = initialState;

  constructor(client: QueryClient, options: QueryOptions<TData, TError>, queryHash: string) {
    this.#client = client;
    this.queryKey = options.queryKey;
    this.queryHash = queryHash;
    this.options = options;
    this.#updateGcTime(options.gcTime);
    this.#scheduleGc();
  }

  setOptions(options: QueryOptions<TData, TError>): void {
    this.options = options;
    this.#updateGcTime(options.gcTime);
  }

  /** Whether the data is missing, invalidated, or older than `staleTime`. */
  isStale(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() >= dataUpdatedAt + staleTime;
  }

  /** Whether a component that wants it read shows it. */
  isActive(): boolean {
    for (const subscriber of this.#subscribers) if (subscriber.enabled) return true;
    return false;
  }

  subscribe(subscriber: QuerySubscriber): () => void {
    this.#subscribers.add(subscriber);
    clearTimeout(this.#gcTimer);
    return () => this.#unsubscribe(subscriber);
  }

  #unsubscribe(subscriber: QuerySubscriber): void {
    if (!this.#subscribers.delete(subscriber) || this.#subscribers.size > 0) return;
    const attempt = this.#attempt;
    // A read whose function took the abort signal is dropped when its last component leaves; checked
    // after the current task, as a remount (the same component, or its key back) takes it over.
    if (attempt?.signalUsed) {
      queueMicrotask(() => {
        if (this.#attempt === attempt && this.#subscribers.size === 0) this.#cancel();
      });
    }
    this.#scheduleGc();
  }

  /**
   * Reads the key, unless a read is on its way: its promise is returned then, so a key is asked once
   * at a time. With `restart` and data already there, that read is dropped for a new one (the data
   * changed since it was asked).
   */
  fetch(options?: QueryOptions<TData, TError>, restart = false): Promise<TData> {
    if (options) this.setOptions(options);
    if (this.#pending && this.#attempt) {
      if (!restart || this.state.data === undefined) return this.#pending.promise;
      this.#attempt.controller.abort();
    } else {
      this.#pending = deferred<TData>();
      this.#before = this.state;
      const { data } = this.state;
      this.#setState({
        ...this.state,
        fetchStatus: 'fetching',
        fetchFailureCount: 0,
        ...(data === undefined ? { status: 'pending' as const, error: null } : {}),
      });
    }
    const pending = this.#pending;
    const attempt: Attempt = { controller: new AbortController(), signalUsed: false };
    this.#attempt = attempt;
    void this.#run(attempt);
    return pending.promise;
  }

  async #run(attempt: Attempt): Promise<void> {
    const queryFn = this.options.queryFn ?? this.#queryFnOfSubscribers();
    const context: QueryFunctionContext = {
      queryKey: this.queryKey,
      get signal() {
        attempt.signalUsed = true;
        return attempt.controller.signal;
      },
    };
    for (let failureCount = 0; ;) {
      try {
        if (!queryFn) throw new Error(`No query function for the key ${this.queryHash}`);
        const data = (await queryFn(context)) as TData;
        if (this.#attempt === attempt) this.#succeed(data);
        return;
      } catch (error) {
        if (this.#attempt !== attempt) return;
        if (!shouldRetry(this.options.retry, failureCount, error as TError)) {
          this.#fail(error as TError, failureCount + 1);
          return;
        }
        const delay = retryDelay(failureCount);
        failureCount += 1;
        this.#setState({ ...this.state, fetchFailureCount: failureCount });
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (this.#attempt !== attempt) return;
      }
    }
  }

  #queryFnOfSubscribers(): QueryFunction | undefined {
    for (const subscriber of this.#subscribers) if (subscriber.queryFn) return subscriber.queryFn;
    return undefined;
  }

  #succeed(data: TData): void {
    const pending = this.#pending;
    this.#attempt = null;
    this.#pending = null;
    this.#setState({
      data: keepEqualParts(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      errorUpdatedAt: this.state.errorUpdatedAt,
      status: 'success',
      fetchStatus: 'idle',
      fetchFailureCount: 0,
      isInvalidated: false,
    });
    pending?.resolve(this.state.data as TData);
    this.#scheduleGc();
  }

  #fail(error: TError, failureCount: number): void {
    const pending = this.#pending;
    this.#attempt = null;
    this.#pending = null;
    this.#setState({
      ...this.state,
      error,
      errorUpdatedAt: Date.now(),
      status: 'error',
      fetchStatus: 'idle',
      fetchFailureCount: failureCount,
    });
    pending?.reject(error);
    this.#scheduleGc();
  }

  /** Drops the read on its way: its signal is aborted, its waiters rejected, the state as before it. */
  #cancel(): void {
    const attempt = this.#attempt;
    const pending = this.#pending;
    if (!attempt || !pending) return;
    this.#attempt = null;
    this.#pending = null;
    attempt.controller.abort();
    // Data written while it was on its way stays; otherwise the state is the one it started from.
    const kept = this.state.dataUpdatedAt === this.#before.dataUpdatedAt ? this.#before : this.state;
    this.#setState({ ...kept, fetchStatus: 'idle' });
    pending.reject(new CancelledError());
    this.#scheduleGc();
  }

  /** Writes data as if it were an answer (without ending a read on its way). */
  setData(data: TData): void {
    this.#setState({
      ...this.state,
      data: keepEqualParts(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      fetchFailureCount: 0,
      isInvalidated: false,
    });
  }

  /** Takes a state from elsewhere (hydration): no read is on its way here. */
  restore(state: QueryState<TData, TError>): void {
    this.#setState({ ...state, fetchStatus: this.state.fetchStatus });
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.#setState({ ...this.state, isInvalidated: true });
  }

  /** Taken out of the cache: its read is dropped and its timer stopped. */
  destroy(): void {
    clearTimeout(this.#gcTimer);
    this.#cancel();
  }

  #setState(state: QueryState<TData, TError>): void {
    this.state = state;
    for (const subscriber of [...this.#subscribers]) subscriber.onQueryUpdate();
  }

  #updateGcTime(gcTime: number | undefined): void {
    this.#gcTime = Math.max(this.#gcTime, gcTime ?? DEFAULT_GC_TIME);
  }

  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    if (isServer || !Number.isFinite(this.#gcTime) || this.#subscribers.size > 0) return;
    this.#gcTimer = setTimeout(() => {
      if (this.#subscribers.size === 0 && !this.#pending) this.#client.forget(this);
    }, this.#gcTime);
  }
}

export interface QueryClientConfig {
  defaultOptions?: { queries?: DefaultQueryOptions };
}

/** The cache of every key's query, and what the app does with it outside components. */
export class QueryClient {
  readonly #queries = new Map<string, Query<unknown, unknown>>();
  readonly #defaults: DefaultQueryOptions;

  constructor(config: QueryClientConfig = {}) {
    this.#defaults = config.defaultOptions?.queries ?? {};
  }

  /** The options with the client's defaults under them. */
  withDefaults<T extends { queryKey: QueryKey }>(options: T): T {
    return { ...this.#defaults, ...options };
  }

  /** The query of the options' key, made (empty) if the cache has none. */
  build<TData, TError>(options: QueryOptions<TData, TError, QueryKey>): Query<TData, TError> {
    const queryHash = hashKey(options.queryKey);
    let query = this.#queries.get(queryHash) as Query<TData, TError> | undefined;
    if (!query) {
      query = new Query<TData, TError>(this, options as QueryOptions<TData, TError>, queryHash);
      this.#queries.set(queryHash, query as Query<unknown, unknown>);
    } else if (options.queryFn) {
      query.setOptions(options as QueryOptions<TData, TError>);
    }
    return query;
  }

  /** Every query of the cache, or those the filters match. */
  findAll(filters: QueryFilters = {}): Query[] {
    const { queryKey, exact, predicate } = filters;
    const hash = exact && queryKey ? hashKey(queryKey) : null;
    return [...this.#queries.values()].filter((entry) => {
      const query = entry as Query;
      if (queryKey && (hash !== null ? query.queryHash !== hash : !matchesKey(query.queryKey, queryKey)))
        return false;
      return predicate ? predicate(query) : true;
    }) as Query[];
  }

  getQueryData<TTaggedKey extends QueryKey, TData = DataOfKey<TTaggedKey>>(
    queryKey: TTaggedKey,
  ): NoInfer<TData> | undefined {
    return this.#queries.get(hashKey(queryKey))?.state.data as TData | undefined;
  }

  getQueriesData<TData = unknown>(filters: QueryFilters): Array<[QueryKey, TData | undefined]> {
    return this.findAll(filters).map((query) => [query.queryKey, query.state.data as TData | undefined]);
  }

  /**
   * Writes a key's data (the value, or what `updater` makes of the current data), as an answer
   * would: its components show it and it is fresh. `undefined` writes nothing.
   */
  setQueryData<TTaggedKey extends QueryKey, TData = DataOfKey<TTaggedKey>>(
    queryKey: TTaggedKey,
    updater: Updater<NoInfer<TData>>,
  ): NoInfer<TData> | undefined {
    const previous = this.getQueryData<TTaggedKey, TData>(queryKey);
    const data =
      typeof updater === 'function'
        ? (updater as (previous: TData | undefined) => TData | undefined)(previous)
        : updater;
    if (data === undefined) return undefined;
    const query = this.build<TData, Error>(this.withDefaults({ queryKey }));
    query.setData(data);
    return query.state.data;
  }

  setQueriesData<TData>(
    filters: QueryFilters,
    updater: Updater<NoInfer<TData>>,
  ): Array<[QueryKey, TData | undefined]> {
    return this.findAll(filters).map((query) => [
      query.queryKey,
      this.setQueryData<QueryKey, TData>(query.queryKey, updater),
    ]);
  }

  /**
   * Marks the matching queries stale and reads again those a component shows (and wants read);
   * settles when those reads have, whatever their outcome.
   */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.findAll(filters);
    for (const query of queries) query.invalidate();
    await Promise.all(
      queries.filter((query) => query.isActive()).map((query) => query.fetch(undefined, true).catch(noop)),
    );
  }

  /** The key's data: the cached data while fresh, otherwise read (once at a time). Rejects on failure. */
  fetchQuery<TQueryFnData, TError = Error, TQueryKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TQueryKey>,
  ): Promise<TQueryFnData> {
    const defaulted = this.withDefaults(options as unknown as QueryOptions<TQueryFnData, TError>);
    // A direct read is not retried unless asked (the client's default counts as asked).
    const withRetry = { ...defaulted, retry: defaulted.retry ?? false };
    const query = this.build<TQueryFnData, TError>(withRetry);
    if (!query.isStale(withRetry.staleTime)) return Promise.resolve(query.state.data as TQueryFnData);
    return query.fetch(withRetry);
  }

  /** The key's cached data whatever its age, or `fetchQuery` when there is none. */
  ensureQueryData<TQueryFnData, TError = Error, TQueryKey extends QueryKey = QueryKey>(
    options: QueryOptions<TQueryFnData, TError, TQueryKey>,
  ): Promise<TQueryFnData> {
    const data = this.getQueryData<QueryKey, TQueryFnData>(options.queryKey);
    return data === undefined ? this.fetchQuery(options) : Promise.resolve(data);
  }

  /** Takes the matching queries out of the cache; components showing one read it again when they render. */
  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.findAll(filters)) this.forget(query);
  }

  /** Takes one query out of the cache (its collection, or `removeQueries`). */
  forget(query: { readonly queryHash: string; destroy(): void }): void {
    if (this.#queries.get(query.queryHash) !== query) return;
    this.#queries.delete(query.queryHash);
    query.destroy();
  }
}
