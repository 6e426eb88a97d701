import type { ErrorResponse } from '@autohub/contract';
import { readCookie } from '../cookies/cookies';
import { activeLocale, i18n } from '../i18n/i18n';

export const API_BASE = '/api';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A failed api call, with the message to show the person in the active language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, 0 when the request never got an answer. */
    readonly status: number,
    /** The api's stable error code (`network_error` / `invalid_response` when there was none). */
    readonly code: string,
    /** What the page shows: the code's message in the active locale, or the generic one. */
    readonly userMessage: string,
    readonly details: ErrorResponse['details'] = undefined,
  ) {
    super(`${status} ${code}`);
  }
}

/**
 * The user message for an api error code in the active locale: the domain error catalogue's
 * message for the code (the same text the api words), else the web's own message for the client's
 * codes (`network_error`), else the generic message. Where the catalogue's text has placeholders
 * (`Aguarde {seconds} segundos`), the api's message, written in the same locale with the values
 * filled in, is shown instead. Every feature shows api errors through this one function.
 */
export async function messageForCode(code: string, apiMessage?: string): Promise<string> {
  if (/^[a-z0-9_.]+$/i.test(code)) {
    try {
      const { domainUserMessage } = await import('./domain-messages');
      const known = domainUserMessage(code, activeLocale());
      if (known) return known.hasParams && apiMessage ? apiMessage : known.text;
    } catch {
      // The catalogue chunk could not load (offline): the generic message still says something true.
    }
  }
  const key = `errors.${code}`;
  // Codes arrive at run time, so the key cannot be checked against the catalogue's type.
  if (/^[a-z0-9_]+$/i.test(code) && i18n.exists(key)) return i18n.t(key as 'errors.generic');
  return i18n.t('errors.generic');
}

/** The message to show for anything a call may throw. */
export function userMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : i18n.t('errors.generic');
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** How a call reaches the api: the browser's `fetch`, or the server's own api while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | undefined;

/** Sends every later call through `next` (the server renderer's in-process api); undefined restores fetch. */
export function setApiTransport(next: ApiTransport | undefined): void {
  transport = next;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Calls the api. Cookies go along (same origin only); state-changing calls carry the XSRF token
 * the api set in the `XSRF-TOKEN` cookie. A non-2xx answer throws `ApiError` with the contract's
 * error code mapped to a message in the active locale.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // The api words its own messages in this language too (logs, partners, the docs page).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': activeLocale(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await (transport ?? fetch)(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;
  if (isErrorResponse(payload)) {
    throw new ApiError(
      response.status,
      payload.code,
      await messageForCode(payload.code, payload.message),
      payload.details,
    );
  }
  throw new ApiError(response.status, 'invalid_response', i18n.t('errors.generic'));
}

/**
 * Posts a multipart form (a file upload) the way `apiRequest` posts JSON: same-origin cookies, the
 * XSRF token and the page's language. Returns the answer with its JSON body (undefined when it has
 * none), for the caller to read: uploads word some refusals themselves. A call that gets no answer
 * throws `ApiError` with `network_error`.
 */
export async function postForm(
  path: string,
  form: FormData,
): Promise<{ response: Response; payload: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, undefined), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }
  return { response, payload: await response.json().catch(() => undefined) };
}
