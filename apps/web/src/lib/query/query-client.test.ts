import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client';
import { shouldRetryRead } from '../api/retry-policy';
import { hashKey, keepEqualParts, matchesKey } from './keys';
import { QueryClient, retryDelay } from './query-client';
import { dehydrate, hydrate } from './hydration';
import { QueryObserver } from './query-observer';
import { later } from '../../test/later';

/** A component's view of a key, mounted: what `useQuery` does without React. */
function mount<T>(client: QueryClient, options: ConstructorParameters<typeof QueryObserver<T>>[1]) {
  const observer = new QueryObserver<T>(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

const serverError = () => new ApiError(500, 'internal', 'Internal error');

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it('hash objects by value whatever the order of their properties', () => {
    expect(hashKey(['prices', { b: 2, a: 1 }])).toBe(hashKey(['prices', { a: 1, b: 2 }]));
    expect(hashKey(['prices', { a: 1, b: undefined }])).toBe(hashKey(['prices', { a: 1 }]));
    expect(hashKey(['prices', 1])).not.toBe(hashKey(['prices', '1']));
    expect(hashKey(['a', ['b']])).not.toBe(hashKey([['a', 'b']]));
  });

  it('match a key by its start, an object element by the properties it names', () => {
    expect(matchesKey(['garage', 'owned', 3], ['garage'])).toBe(true);
    expect(matchesKey(['garage', 'owned'], ['garage', 'owned'])).toBe(true);
    expect(matchesKey(['garage', 'owned'], ['garage', 'wanted'])).toBe(false);
    expect(matchesKey(['garage'], ['garage', 'owned'])).toBe(false);
    expect(matchesKey(['ratings', { type: 'dealer', page: 2 }], ['ratings', { type: 'dealer' }])).toBe(true);
    expect(matchesKey(['ratings', { type: 'dealer' }], ['ratings', { type: 'car' }])).toBe(false);
  });

  it('keep the parts of an answer equal to the last one', () => {
    const before = { list: [{ id: 1 }, { id: 2 }], total: 2 };
    const same = keepEqualParts(before, { list: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(same).toBe(before);
    const changed = keepEqualParts(before, { list: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(changed).not.toBe(before);
    expect(changed).toEqual({ list: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(changed.list[0]).toBe(before.list[0]);
    expect(keepEqualParts(before, { list: before.list })).toEqual({ list: before.list });
  });
});

describe('QueryClient', () => {
  it('asks a key once while its read is on its way, and gives every caller its answer', async () => {
    const client = new QueryClient();
    const answer = later<string>();
    const queryFn = vi.fn(() => answer.promise);
    const first = client.fetchQuery({ queryKey: ['a'], queryFn });
    const second = client.fetchQuery({ queryKey: ['a'], queryFn });
    const observed = mount(client, { queryKey: ['a'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    answer.resolve('data');
    await expect(first).resolves.toBe('data');
    await expect(second).resolves.toBe('data');
    expect(observed.observer.getCurrentResult()).toMatchObject({
      status: 'success',
      data: 'data',
      isFetching: false,
    });
    observed.unsubscribe();
  });

  it('gives its cached data while fresh and reads again once stale', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    let n = 0;
    const queryFn = vi.fn(async () => ++n);
    await expect(client.fetchQuery({ queryKey: ['n'], queryFn })).resolves.toBe(1);
    vi.advanceTimersByTime(59_999);
    await expect(client.fetchQuery({ queryKey: ['n'], queryFn })).resolves.toBe(1);
    vi.advanceTimersByTime(1);
    await expect(client.fetchQuery({ queryKey: ['n'], queryFn })).resolves.toBe(2);
    // A query's own stale time wins over the client's.
    await expect(client.fetchQuery({ queryKey: ['n'], queryFn, staleTime: 0 })).resolves.toBe(3);
    // ensureQueryData gives the cached data, however old (within its gc time).
    vi.advanceTimersByTime(4 * 60_000);
    await expect(client.ensureQueryData({ queryKey: ['n'], queryFn })).resolves.toBe(3);
    await expect(client.ensureQueryData({ queryKey: ['other'], queryFn })).resolves.toBe(4);
  });

  it('reads again, on invalidation, only the queries a component shows, and settles after them', async () => {
    const client = new QueryClient();
    const shown = vi.fn(async () => 'shown');
    const hidden = vi.fn(async () => 'hidden');
    const disabled = vi.fn(async () => 'disabled');
    const other = vi.fn(async () => 'other');
    const view = mount(client, { queryKey: ['garage', 'owned'], queryFn: shown, staleTime: Infinity });
    await client.fetchQuery({ queryKey: ['garage', 'wanted'], queryFn: hidden });
    await client.fetchQuery({ queryKey: ['garage', 'off'], queryFn: disabled });
    const off = mount(client, { queryKey: ['garage', 'off'], queryFn: disabled, enabled: false });
    await client.fetchQuery({ queryKey: ['session'], queryFn: other });
    await vi.waitFor(() => expect(view.observer.getCurrentResult().data).toBe('shown'));
    shown.mockImplementation(async () => 'shown again');

    await client.invalidateQueries({ queryKey: ['garage'] });

    expect(shown).toHaveBeenCalledTimes(2);
    expect(view.observer.getCurrentResult().data).toBe('shown again');
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(disabled).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // The hidden one is stale now: the next read asks again, even within its stale time.
    await client.fetchQuery({ queryKey: ['garage', 'wanted'], queryFn: hidden, staleTime: Infinity });
    expect(hidden).toHaveBeenCalledTimes(2);
    await client.fetchQuery({ queryKey: ['session'], queryFn: other, staleTime: Infinity });
    expect(other).toHaveBeenCalledTimes(1);
    view.unsubscribe();
    off.unsubscribe();
  });

  it('on invalidation drops a read on its way for a new one when the key has data', async () => {
    const client = new QueryClient();
    const answers = [later<string>(), later<string>()];
    const signals: AbortSignal[] = [];
    let call = 0;
    const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return answers[call++]!.promise;
    });
    client.setQueryData(['order'], 'before');
    const view = mount(client, { queryKey: ['order'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    const invalidated = client.invalidateQueries({ queryKey: ['order'] });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(signals[0]!.aborted).toBe(true);
    answers[0]!.resolve('old answer');
    answers[1]!.resolve('new answer');
    await invalidated;
    expect(client.getQueryData(['order'])).toBe('new answer');
    view.unsubscribe();
  });

  it('retries a read with the app policy, waiting 1 s, 2 s then 4 s, and says the error after the third retry', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead } } });
    const queryFn = vi.fn(async () => {
      throw serverError();
    });
    const view = mount(client, { queryKey: ['flaky'], queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(view.observer.getCurrentResult()).toMatchObject({ status: 'pending', isFetching: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(view.observer.getCurrentResult().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(view.observer.getCurrentResult()).toMatchObject({ status: 'error', isFetching: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    view.unsubscribe();
  });

  it('says an answer the api refused on purpose at once, and follows a query that asks for no retry', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead } } });
    const refused = vi.fn(async () => {
      throw new ApiError(404, 'not_found', 'Not found');
    });
    const notFound = mount(client, { queryKey: ['missing'], queryFn: refused });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(notFound.observer.getCurrentResult().status).toBe('error');

    const failing = vi.fn(async () => {
      throw serverError();
    });
    const noRetry = mount(client, { queryKey: ['no-retry'], queryFn: failing, retry: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(noRetry.observer.getCurrentResult().status).toBe('error');
    expect(failing).toHaveBeenCalledTimes(1);

    const once = mount(client, { queryKey: ['once'], queryFn: failing, retry: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(once.observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failing).toHaveBeenCalledTimes(3);
    for (const view of [notFound, noRetry, once]) view.unsubscribe();
  });

  it('waits twice as long before each retry, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('writes data by value or from the current data, and reads it by key or by the start of keys', () => {
    const client = new QueryClient();
    expect(client.setQueryData(['ratings', 'car', 'detail', 1], { score: 4 })).toEqual({ score: 4 });
    client.setQueryData<readonly unknown[], { score: number }>(['ratings', 'car', 'detail', 1], (old) => ({
      score: (old?.score ?? 0) + 1,
    }));
    expect(client.getQueryData(['ratings', 'car', 'detail', 1])).toEqual({ score: 5 });
    expect(client.setQueryData(['nothing'], undefined)).toBeUndefined();
    expect(client.getQueriesData({ queryKey: ['nothing'] })).toEqual([]);
    client.setQueryData(['ratings', 'car', 'detail', 2], { score: 1 });
    client.setQueryData(['ratings', 'dealer', 'detail', 1], { score: 2 });
    client.setQueriesData({ queryKey: ['ratings', 'car'] }, { score: 0 });
    expect(client.getQueriesData({ queryKey: ['ratings'] })).toEqual([
      [['ratings', 'car', 'detail', 1], { score: 0 }],
      [['ratings', 'car', 'detail', 2], { score: 0 }],
      [['ratings', 'dealer', 'detail', 1], { score: 2 }],
    ]);
    client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'dealer' });
    expect(client.getQueriesData({ queryKey: ['ratings'] })).toEqual([
      [['ratings', 'dealer', 'detail', 1], { score: 2 }],
    ]);
  });

  it('keeps the data object when an answer is the same as the last', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ({ items: [{ id: 1 }] }));
    const first = await client.fetchQuery({ queryKey: ['list'], queryFn });
    const second = await client.fetchQuery({ queryKey: ['list'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(second).toBe(first);
  });

  it('aborts the read of a key whose last component left, and reads it again for the next', async () => {
    const client = new QueryClient();
    const signals: AbortSignal[] = [];
    const answer = later<string>();
    const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return answer.promise;
    });
    const first = mount(client, { queryKey: ['cities', 'SP'], queryFn });
    // Left and taken back in the same task (a remount): the read goes on.
    first.unsubscribe();
    const again = mount(client, { queryKey: ['cities', 'SP'], queryFn });
    await Promise.resolve();
    expect(signals[0]!.aborted).toBe(false);
    again.unsubscribe();
    await Promise.resolve();
    expect(signals[0]!.aborted).toBe(true);
    answer.resolve('too late');
    await Promise.resolve();
    expect(client.getQueryData(['cities', 'SP'])).toBeUndefined();
    const next = mount(client, { queryKey: ['cities', 'SP'], queryFn: async () => 'cities' });
    await vi.waitFor(() => expect(next.observer.getCurrentResult().data).toBe('cities'));
    next.unsubscribe();
  });

  it('forgets a key no component has shown for its gc time', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const view = mount(client, { queryKey: ['kept'], queryFn: async () => 'x' });
    await vi.advanceTimersByTimeAsync(0);
    await client.fetchQuery({ queryKey: ['forever'], queryFn: async () => 'y', gcTime: Infinity });
    await client.fetchQuery({ queryKey: ['short'], queryFn: async () => 'z', gcTime: 1_000 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(client.getQueryData(['kept'])).toBe('x');
    expect(client.getQueryData(['forever'])).toBe('y');
    expect(client.getQueryData(['short'])).toBeUndefined();
    view.unsubscribe();
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(client.getQueryData(['kept'])).toBe('x');
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['kept'])).toBeUndefined();
    expect(client.getQueryData(['forever'])).toBe('y');
  });

  it('carries its answered queries as JSON into another client, fresh as they were', async () => {
    vi.useFakeTimers();
    const server = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await server.fetchQuery({
      queryKey: ['models', { brand: 'fiat' }],
      queryFn: async () => [{ code: '226' }],
    });
    await server
      .fetchQuery({
        queryKey: ['offers'],
        queryFn: async () => {
          throw serverError();
        },
      })
      .catch(() => undefined);
    const json = JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>;
    expect(json.queries.map((query) => query.queryKey)).toEqual([['models', { brand: 'fiat' }]]);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    browser.setQueryData(['newer'], 'kept');
    hydrate(browser, json);
    expect(browser.getQueryData(['models', { brand: 'fiat' }])).toEqual([{ code: '226' }]);
    const queryFn = vi.fn(async () => []);
    await browser.fetchQuery({ queryKey: ['models', { brand: 'fiat' }], queryFn });
    expect(queryFn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    await browser.fetchQuery({ queryKey: ['models', { brand: 'fiat' }], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Data the browser wrote after the page's is not replaced by it.
    hydrate(browser, json);
    expect(browser.getQueryData(['models', { brand: 'fiat' }])).toEqual([]);
  });
});
