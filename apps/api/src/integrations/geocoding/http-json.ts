/** Minimal JSON-over-HTTP client for the location adapters (global fetch, with a time-out). */

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface JsonReply {
  status: number;
  ok: boolean;
  /** Parsed body; undefined when the body is not JSON. */
  json: unknown;
}

/** The request never got an HTTP answer. `kind` becomes the `{status}` of a provider error. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    readonly kind: 'TIMEOUT' | 'NETWORK_ERROR',
    cause: unknown,
  ) {
    super(kind === 'TIMEOUT' ? 'request timed out' : 'network error', { cause });
  }
}

export interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  timeoutMs: number;
  fetch?: FetchLike;
}

export async function requestJson(url: URL, request: JsonRequest): Promise<JsonReply> {
  const doFetch = request.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new TransportError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', error);
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, ok: response.ok, json };
}

/** Adds query parameters to a base URL plus path, keeping any path the base already has. */
export function buildUrl(base: string, path: string, query: Record<string, string | undefined>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asFiniteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
