import { type QueryKey, hashKey, keepEqualParts } from './keys';
import {
  type FetchStatus,
  type Query,
  type QueryClient,
  type QueryOptions,
  type QuerySubscriber,
  isServer,
} from './query-client';

/** Makes the data shown while a key has none yet, from the last key's data (see `keepPreviousData`). */
export type PlaceholderDataFunction<TQueryFnData, TError = Error> = (
  previousData: TQueryFnData | undefined,
  previousQuery: Query<TQueryFnData, TError> | undefined,
) => TQueryFnData | undefined;

/** A query as a component shows it: how it is read, and how it is shown. */
export interface QueryObserverOptions<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
> extends QueryOptions<TQueryFnData, TError, TQueryKey> {
  /** `false`: not read by itself (it still shows what the cache has, and reads on `refetch`). */
  enabled?: boolean;
  /** What the component sees of the data (run again only when the data or the function change). */
  select?: (data: TQueryFnData) => TData;
  /** Read again every so many ms while shown and the page is visible; a function is asked after each change. */
  refetchInterval?:
    number | false | ((query: Query<NoInfer<TQueryFnData>, TError>) => number | false | undefined);
  /** Shown, as a success, while the key has no data yet. */
  placeholderData?: NoInfer<TQueryFnData> | PlaceholderDataFunction<NoInfer<TQueryFnData>, TError>;
}

interface ResultBase<TData, TError> {
  readonly fetchStatus: FetchStatus;
  readonly isFetching: boolean;
  /** Pending and being read: the first read of the key. */
  readonly isLoading: boolean;
  /** The data is the placeholder, not the key's own. */
  readonly isPlaceholderData: boolean;
  /** Reads the key again, the read on its way dropped if the key has data; never rejects. */
  readonly refetch: () => Promise<QueryResult<TData, TError>>;
}

export interface PendingResult<TData, TError> extends ResultBase<TData, TError> {
  readonly status: 'pending';
  readonly data: undefined;
  readonly error: null;
  readonly isPending: true;
  readonly isError: false;
  readonly isSuccess: false;
}

/** A failed first read: no data. */
export interface LoadingErrorResult<TData, TError> extends ResultBase<TData, TError> {
  readonly status: 'error';
  readonly data: undefined;
  readonly error: TError;
  readonly isPending: false;
  readonly isError: true;
  readonly isSuccess: false;
}

/** A failed read again: the data of the earlier read is kept. */
export interface RefetchErrorResult<TData, TError> extends ResultBase<TData, TError> {
  readonly status: 'error';
  readonly data: TData;
  readonly error: TError;
  readonly isPending: false;
  readonly isError: true;
  readonly isSuccess: false;
}

export interface SuccessResult<TData, TError> extends ResultBase<TData, TError> {
  readonly status: 'success';
  readonly data: TData;
  readonly error: null;
  readonly isPending: false;
  readonly isError: false;
  readonly isSuccess: true;
}

export type QueryResult<TData = unknown, TError = Error> =
  | PendingResult<TData, TError>
  | LoadingErrorResult<TData, TError>
  | RefetchErrorResult<TData, TError>
  | SuccessResult<TData, TError>;

const noop = () => undefined;

type AnyOptions<TQueryFnData, TError, TData> = QueryObserverOptions<TQueryFnData, TError, TData, QueryKey>;

function isEnabled(options: { enabled?: boolean }): boolean {
  return options.enabled !== false;
}

/** A component that mounts reads the key if it has no data, or data older than its stale time. */
function fetchesOnMount<TQueryFnData, TError>(
  query: Query<TQueryFnData, TError>,
  options: QueryOptions<TQueryFnData, TError, QueryKey> & { enabled?: boolean },
): boolean {
  return isEnabled(options) && query.isStale(options.staleTime);
}

function sameResult(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return Object.keys(left).every((name) => Object.is(left[name], right[name]));
}

/**
 * What one component (one `useQuery`) shows of a key: follows its query, reads it on mount when it
 * is stale, on a change of key or of `enabled`, and on its interval, and tells its listener of each
 * change of what it shows. Without listeners it is inert: rendering reads it, mounting starts it.
 */
export class QueryObserver<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
> implements QuerySubscriber {
  options: AnyOptions<TQueryFnData, TError, TData>;
  readonly #client: QueryClient;
  #query: Query<TQueryFnData, TError>;
  #result: QueryResult<TData, TError>;
  readonly #listeners = new Set<() => void>();
  #leaveQuery: (() => void) | null = null;
  #interval: { readonly ms: number; readonly timer: ReturnType<typeof setInterval> } | null = null;
  /** The last query this observer showed with data: the placeholder's source. */
  #lastWithData: Query<TQueryFnData, TError> | undefined;
  #selected: {
    readonly data: TQueryFnData;
    readonly select: (data: TQueryFnData) => TData;
    readonly value: TData;
  } | null = null;

  constructor(client: QueryClient, options: AnyOptions<TQueryFnData, TError, TData>) {
    this.#client = client;
    this.options = client.withDefaults(options);
    this.#query = client.build(this.options);
    this.#result = this.#createResult(this.#query, this.options, false);
  }

  get enabled(): boolean {
    return isEnabled(this.options);
  }

  get queryFn() {
    return this.options.queryFn as QuerySubscriber['queryFn'];
  }

  get queryHash(): string {
    return this.#query.queryHash;
  }

  /** What was last told to the listeners (the snapshot of `useSyncExternalStore`). */
  getCurrentResult = (): QueryResult<TData, TError> => this.#result;

  /**
   * What a render with these options shows, before they are committed: the query of their key, and
   * `fetching` when mounting (or the change of key) will read it.
   */
  getOptimisticResult(options: AnyOptions<TQueryFnData, TError, TData>): QueryResult<TData, TError> {
    const defaulted = this.#client.withDefaults(options);
    const query = this.#client.build(defaulted);
    const willFetch =
      this.#listeners.size === 0 ? fetchesOnMount(query, defaulted) : this.#fetchesOnChange(query, defaulted);
    return this.#createResult(query, defaulted, willFetch);
  }

  /** The read a suspended render waits for. */
  fetchOptimistic(options: AnyOptions<TQueryFnData, TError, TData>): Promise<TQueryFnData> {
    const defaulted = this.#client.withDefaults(options);
    return this.#client.build(defaulted).fetch(defaulted);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      this.#leaveQuery = this.#query.subscribe(this);
      if (fetchesOnMount(this.#query, this.options)) this.#fetch();
      this.#updateResult();
      this.#updateInterval();
    }
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      this.#leaveQuery?.();
      this.#leaveQuery = null;
      this.#stopInterval();
    };
  };

  /** Commits a render's options: follows the new key, and reads it if the change asks for it. */
  setOptions(options: AnyOptions<TQueryFnData, TError, TData>): void {
    const defaulted = this.#client.withDefaults(options);
    const query = this.#client.build(defaulted);
    const mounted = this.#listeners.size > 0;
    const fetch = mounted && this.#fetchesOnChange(query, defaulted);
    if (query !== this.#query && mounted) {
      this.#leaveQuery?.();
      this.#leaveQuery = query.subscribe(this);
    }
    this.options = defaulted;
    this.#query = query;
    if (fetch) this.#fetch();
    this.#updateResult();
    if (mounted) this.#updateInterval();
  }

  refetch = (): Promise<QueryResult<TData, TError>> =>
    this.#query
      .fetch(this.options, true)
      .catch(noop)
      .then(() => this.#result);

  onQueryUpdate(): void {
    this.#updateResult();
    this.#updateInterval();
  }

  #fetchesOnChange(
    query: Query<TQueryFnData, TError>,
    options: AnyOptions<TQueryFnData, TError, TData>,
  ): boolean {
    const changed = query !== this.#query || isEnabled(options) !== isEnabled(this.options);
    return changed && fetchesOnMount(query, options);
  }

  #fetch(): void {
    this.#query.fetch(this.options).catch(noop);
  }

  #updateResult(): void {
    const next = this.#createResult(this.#query, this.options, false);
    if (this.#query.state.data !== undefined) this.#lastWithData = this.#query;
    if (sameResult(next, this.#result)) return;
    this.#result = next;
    for (const listener of [...this.#listeners]) listener();
  }

  #updateInterval(): void {
    if (this.#listeners.size === 0) return;
    const { refetchInterval } = this.options;
    const value = typeof refetchInterval === 'function' ? refetchInterval(this.#query) : refetchInterval;
    const ms = !isServer && this.enabled && typeof value === 'number' && value > 0 ? value : null;
    if (ms === (this.#interval?.ms ?? null)) return;
    this.#stopInterval();
    if (ms === null) return;
    const timer = setInterval(() => {
      // A hidden tab is not polled.
      if (document.visibilityState !== 'hidden') this.#fetch();
    }, ms);
    this.#interval = { ms, timer };
  }

  #stopInterval(): void {
    if (this.#interval) clearInterval(this.#interval.timer);
    this.#interval = null;
  }

  #select(data: TQueryFnData, select: ((data: TQueryFnData) => TData) | undefined): TData {
    if (!select) return data as unknown as TData;
    const last = this.#selected;
    if (last && last.data === data && last.select === select) return last.value;
    // Equal parts of the last value kept: an inline `select` does not make a new value each render.
    const value = keepEqualParts(last?.value, select(data));
    this.#selected = { data, select, value };
    return value;
  }

  #createResult(
    query: Query<TQueryFnData, TError>,
    options: AnyOptions<TQueryFnData, TError, TData>,
    willFetch: boolean,
  ): QueryResult<TData, TError> {
    const { state } = query;
    let { status, error } = state;
    const fetchStatus: FetchStatus = willFetch ? 'fetching' : state.fetchStatus;
    if (willFetch && state.data === undefined) {
      status = 'pending';
      error = null;
    }
    let data: TData | undefined;
    let isPlaceholderData = false;
    if (status === 'pending' && options.placeholderData !== undefined) {
      const { placeholderData } = options;
      const previous = this.#lastWithData === query ? undefined : this.#lastWithData;
      const placeholder =
        typeof placeholderData === 'function'
          ? (placeholderData as PlaceholderDataFunction<TQueryFnData, TError>)(previous?.state.data, previous)
          : placeholderData;
      if (placeholder !== undefined) {
        status = 'success';
        data = this.#select(placeholder, options.select);
        isPlaceholderData = true;
      }
    } else if (state.data !== undefined) {
      data = this.#select(state.data, options.select);
    }
    const isFetching = fetchStatus === 'fetching';
    return {
      status,
      fetchStatus,
      data,
      error,
      isPending: status === 'pending',
      isError: status === 'error',
      isSuccess: status === 'success',
      isFetching,
      isLoading: status === 'pending' && isFetching,
      isPlaceholderData,
      refetch: this.refetch,
    } as QueryResult<TData, TError>;
  }
}

type AnyObserver = QueryObserver<unknown, unknown, unknown>;

/**
 * What one component shows of a list of keys (`useQueries`): one observer per key, kept across
 * renders while its key stays in the list, and one list of results, new when any of them changes.
 */
export class QueriesObserver<TQueryFnData = unknown, TError = Error, TData = TQueryFnData> {
  readonly #client: QueryClient;
  #observers: AnyObserver[];
  #result: Array<QueryResult<TData, TError>>;
  readonly #listeners = new Set<() => void>();
  readonly #leave = new Map<AnyObserver, () => void>();

  constructor(client: QueryClient, queries: ReadonlyArray<AnyOptions<TQueryFnData, TError, TData>>) {
    this.#client = client;
    this.#observers = queries.map(
      (options) => new QueryObserver(client, options as AnyOptions<unknown, unknown, unknown>),
    );
    this.#result = this.#results();
  }

  getCurrentResult = (): Array<QueryResult<TData, TError>> => this.#result;

  getOptimisticResult(
    queries: ReadonlyArray<AnyOptions<TQueryFnData, TError, TData>>,
  ): Array<QueryResult<TData, TError>> {
    const observers = this.#match(queries);
    return observers.map(
      (observer, index) =>
        observer.getOptimisticResult(queries[index] as AnyOptions<unknown, unknown, unknown>) as QueryResult<
          TData,
          TError
        >,
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) for (const observer of this.#observers) this.#follow(observer);
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      for (const leave of this.#leave.values()) leave();
      this.#leave.clear();
    };
  };

  setQueries(queries: ReadonlyArray<AnyOptions<TQueryFnData, TError, TData>>): void {
    const observers = this.#match(queries);
    const mounted = this.#listeners.size > 0;
    for (const observer of this.#observers) {
      if (observers.includes(observer)) continue;
      this.#leave.get(observer)?.();
      this.#leave.delete(observer);
    }
    this.#observers = observers;
    observers.forEach((observer, index) => {
      if (mounted && !this.#leave.has(observer)) this.#follow(observer);
      observer.setOptions(queries[index] as AnyOptions<unknown, unknown, unknown>);
    });
    this.#update();
  }

  /** The observers of the list's keys: the current one of each key kept, a new one for a new key. */
  #match(queries: ReadonlyArray<AnyOptions<TQueryFnData, TError, TData>>): AnyObserver[] {
    const byHash = new Map<string, AnyObserver>();
    for (const observer of this.#observers) byHash.set(observer.queryHash, observer);
    return queries.map((options) => {
      const hash = hashKey(options.queryKey);
      const kept = byHash.get(hash);
      byHash.delete(hash);
      return kept ?? new QueryObserver(this.#client, options as AnyOptions<unknown, unknown, unknown>);
    });
  }

  #follow(observer: AnyObserver): void {
    this.#leave.set(
      observer,
      observer.subscribe(() => this.#update()),
    );
  }

  #results(): Array<QueryResult<TData, TError>> {
    return this.#observers.map((observer) => observer.getCurrentResult() as QueryResult<TData, TError>);
  }

  #update(): void {
    const next = this.#results();
    if (next.length === this.#result.length && next.every((result, index) => result === this.#result[index]))
      return;
    this.#result = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
