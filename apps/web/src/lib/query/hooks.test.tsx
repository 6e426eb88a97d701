import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  keepPreviousData,
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryResult,
} from './query';
import { later } from '../../test/later';

function withClient(client: QueryClient, children: ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** What a component shows of a result, in one line. */
function describeResult(result: QueryResult<unknown>): string {
  const data = result.data === undefined ? '-' : JSON.stringify(result.data);
  return `${result.status} ${result.fetchStatus} ${data}${result.isPlaceholderData ? ' placeholder' : ''}`;
}

function Show({ name, options }: { name: string; options: Parameters<typeof useQuery<unknown>>[0] }) {
  const result = useQuery(options);
  return <p data-testid={name}>{describeResult(result)}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useQuery', () => {
  it('shares one read and its data among the components that show a key', async () => {
    const client = new QueryClient();
    const answer = later<string>();
    const queryFn = vi.fn(() => answer.promise);
    render(
      withClient(
        client,
        <>
          <Show name="a" options={{ queryKey: ['k'], queryFn }} />
          <Show name="b" options={{ queryKey: ['k'], queryFn }} />
        </>,
      ),
    );
    // The first render already says it is being read.
    expect(screen.getByTestId('a')).toHaveTextContent('pending fetching -');
    await act(async () => answer.resolve('data'));
    expect(screen.getByTestId('a')).toHaveTextContent('success idle "data"');
    expect(screen.getByTestId('b')).toHaveTextContent('success idle "data"');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('reads a stale key again when a component mounts, not a fresh one', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let n = 0;
    const queryFn = vi.fn(async () => ++n);
    const options = { queryKey: ['n'], queryFn, staleTime: 60_000 };
    function Page({ count }: { count: number }) {
      return (
        <>
          {Array.from({ length: count }, (_, i) => (
            <Show key={i} name={`v${i}`} options={options} />
          ))}
        </>
      );
    }
    const view = render(withClient(client, <Page count={1} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('v0')).toHaveTextContent('success idle 1');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    view.rerender(withClient(client, <Page count={2} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('v1')).toHaveTextContent('success idle 1');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    view.rerender(withClient(client, <Page count={3} />));
    // Shown at once with its stale data while it is read again.
    expect(screen.getByTestId('v2')).toHaveTextContent('success fetching 1');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(queryFn).toHaveBeenCalledTimes(2);
    for (const name of ['v0', 'v1', 'v2'])
      expect(screen.getByTestId(name)).toHaveTextContent('success idle 2');
  });

  it('does not read a key while not enabled, and reads it once enabled', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'cities');
    function Cities() {
      const [state, setState] = useState('');
      const result = useQuery({ queryKey: ['cities', state], queryFn, enabled: state !== '' });
      return (
        <>
          <p data-testid="cities">{describeResult(result)}</p>
          <button type="button" onClick={() => setState('SP')}>
            SP
          </button>
        </>
      );
    }
    render(withClient(client, <Cities />));
    await act(async () => undefined);
    expect(screen.getByTestId('cities')).toHaveTextContent('pending idle -');
    expect(queryFn).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByTestId('cities')).toHaveTextContent('success idle "cities"');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows what select makes of the data, and keeps it while the data stays', async () => {
    const client = new QueryClient();
    const seen: unknown[] = [];
    function Count() {
      const [, setTick] = useState(0);
      const result = useQuery({
        queryKey: ['models'],
        queryFn: async () => ['a', 'b', 'c'],
        select: (models) => ({ count: models.length }),
      });
      seen.push(result.data);
      return (
        <button type="button" onClick={() => setTick((tick) => tick + 1)}>
          {result.data?.count ?? '-'}
        </button>
      );
    }
    render(withClient(client, <Count />));
    await screen.findByText('3');
    await act(async () => screen.getByRole('button').click());
    const selected = seen.filter((value) => value !== undefined);
    expect(selected.length).toBeGreaterThan(1);
    expect(new Set(selected).size).toBe(1);
  });

  it('with keepPreviousData shows the last key’s data while the next one is read', async () => {
    const client = new QueryClient();
    const answers = new Map<number, ReturnType<typeof later<string>>>();
    const queryFn = vi.fn(({ queryKey }: { queryKey: readonly unknown[] }) => {
      const answer = later<string>();
      answers.set(queryKey[1] as number, answer);
      return answer.promise;
    });
    function Preview() {
      const [entrance, setEntrance] = useState(20);
      const result = useQuery({
        queryKey: ['preview', entrance],
        queryFn,
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <p data-testid="preview">{describeResult(result)}</p>
          <button type="button" onClick={() => setEntrance(30)}>
            30
          </button>
        </>
      );
    }
    render(withClient(client, <Preview />));
    expect(screen.getByTestId('preview')).toHaveTextContent('pending fetching -');
    await act(async () => answers.get(20)!.resolve('at 20'));
    expect(screen.getByTestId('preview')).toHaveTextContent('success idle "at 20"');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByTestId('preview')).toHaveTextContent('success fetching "at 20" placeholder');
    await act(async () => answers.get(30)!.resolve('at 30'));
    expect(screen.getByTestId('preview')).toHaveTextContent('success idle "at 30"');
  });

  it('reads again on its interval, until the interval function says to stop', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const statuses = ['SENT', 'ANALYSIS', 'APPROVED'];
    let n = 0;
    const queryFn = vi.fn(async () => statuses[Math.min(n++, statuses.length - 1)]);
    render(
      withClient(
        client,
        <Show
          name="proposal"
          options={{
            queryKey: ['proposal'],
            queryFn,
            refetchInterval: (query) => (query.state.data === 'APPROVED' ? false : 2_000),
          }}
        />,
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('proposal')).toHaveTextContent('"SENT"');
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('proposal')).toHaveTextContent('"ANALYSIS"');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('proposal')).toHaveTextContent('"APPROVED"');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('stops its interval when the component unmounts', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'x');
    const view = render(
      withClient(
        client,
        <Show name="poll" options={{ queryKey: ['poll'], queryFn, refetchInterval: 5_000 }} />,
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    view.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('aborts the read of a component that unmounts before its answer, without rendering it', async () => {
    const client = new QueryClient();
    const answer = later<string>();
    let signal: AbortSignal | undefined;
    const error = vi.spyOn(console, 'error');
    const view = render(
      withClient(
        client,
        <Show
          name="search"
          options={{
            queryKey: ['dealers', 'Campinas'],
            queryFn: (context) => {
              signal = context.signal;
              return answer.promise;
            },
          }}
        />,
      ),
    );
    view.unmount();
    await act(async () => undefined);
    expect(signal?.aborted).toBe(true);
    await act(async () => answer.resolve('late'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('reads again, on invalidation, the key a component shows', async () => {
    let n = 0;
    const client = new QueryClient();
    function Garage() {
      const queryClient = useQueryClient();
      const result = useQuery({
        queryKey: ['garage', 'owned'],
        queryFn: async () => ++n,
        staleTime: Infinity,
      });
      return (
        <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: ['garage'] })}>
          {String(result.data ?? '-')}
        </button>
      );
    }
    render(withClient(client, <Garage />));
    await screen.findByText('1');
    await act(async () => screen.getByRole('button').click());
    await screen.findByText('2');
  });

  it('types the data of a key made by queryOptions', () => {
    const client = new QueryClient();
    const options = queryOptions({
      queryKey: ['settings', 'fiat'] as const,
      queryFn: async () => ({ brandName: 'Fiat' }),
    });
    client.setQueryData(options.queryKey, { brandName: 'Fiat Brasil' });
    const data = client.getQueryData(options.queryKey);
    expect(data?.brandName).toBe('Fiat Brasil');
  });
});

describe('useQueries', () => {
  it('gives one result per key, in the order given, as the list changes', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(
      async ({ queryKey }: { queryKey: readonly unknown[] }) => `price of ${String(queryKey[1])}`,
    );
    function Prices({ codes }: { codes: string[] }) {
      const results = useQueries({ queries: codes.map((code) => ({ queryKey: ['price', code], queryFn })) });
      return <p data-testid="prices">{results.map((result) => result.data ?? '…').join(', ')}</p>;
    }
    const view = render(withClient(client, <Prices codes={['A', 'B']} />));
    await waitFor(() => expect(screen.getByTestId('prices')).toHaveTextContent('price of A, price of B'));
    view.rerender(withClient(client, <Prices codes={['B', 'C']} />));
    await waitFor(() => expect(screen.getByTestId('prices')).toHaveTextContent('price of B, price of C'));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });
});

describe('useSuspenseQuery', () => {
  function Settings() {
    const { data } = useSuspenseQuery({
      queryKey: ['settings'],
      queryFn: async () => 'Fiat',
      staleTime: Infinity,
    });
    return <p>{data}</p>;
  }

  it('suspends until the key is read', async () => {
    const client = new QueryClient();
    render(withClient(client, <Suspense fallback={<p>loading</p>}>{<Settings />}</Suspense>));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('Fiat');
  });

  it('renders at once with the cached data', () => {
    const client = new QueryClient();
    client.setQueryData(['settings'], 'Jeep');
    render(withClient(client, <Suspense fallback={<p>loading</p>}>{<Settings />}</Suspense>));
    expect(screen.getByText('Jeep')).toBeInTheDocument();
  });
});

describe('a server-rendered page', () => {
  it('renders the prefetched data on the server and hydrates with it, without reading it again', async () => {
    const models = queryOptions({
      queryKey: ['models', 'fiat'] as const,
      queryFn: async () => ['Argo', 'Toro'],
      staleTime: 60_000,
    });
    function Home() {
      const result = useQuery(models);
      return <p>{result.isPending ? 'loading' : result.data?.join(' · ')}</p>;
    }
    const server = new QueryClient();
    await server.fetchQuery(models);
    const html = renderToString(withClient(server, <Home />));
    expect(html).toContain('Argo · Toro');

    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>);
    const queryFn = vi.fn(async () => ['Pulse']);
    function BrowserHome() {
      const result = useQuery({ ...models, queryFn });
      return <p>{result.isPending ? 'loading' : result.data?.join(' · ')}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, withClient(browser, <BrowserHome />), { onRecoverableError: recoverable }),
    );
    expect(container).toHaveTextContent('Argo · Toro');
    expect(recoverable).not.toHaveBeenCalled();
    expect(queryFn).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
