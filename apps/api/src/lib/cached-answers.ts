import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PreparedAnswer, ReadCache } from './read-cache.js';
import { acceptedEncoding, matchesTag } from './read-cache.js';

interface Remembered {
  answer: PreparedAnswer<unknown>;
  /** Header lists (name, value, name, value…) of the 200 answer per encoding, and of the 304. */
  headers: Map<'br' | 'gzip' | 'identity' | 'not-modified', string[]>;
  cacheControl: string;
}

export interface CachedAnswersOptions {
  /** The read cache whose answers are sent again; an answer it no longer holds is not. */
  cache: () => ReadCache;
  /** Headers of every answer of the api (security headers), read when the first answer is sent. */
  commonHeaders: () => Readonly<Record<string, string>>;
  /** The id of a request, as the api's own requests get it. */
  requestId: (request: IncomingMessage) => string;
  /** Writes the line of a request answered here (when the api logs each request). */
  log?: (request: IncomingMessage, statusCode: number, requestId: string) => void;
  /** Addresses remembered at most; the oldest are forgotten first. */
  maxAddresses?: number;
}

// A returning browser holds the XSRF cookie; a first visit goes through the api, which gives it one.
const XSRF_COOKIE = /(?:^|;\s*)XSRF-TOKEN=[^;\s]/;

/**
 * Public reads the api already answered from its read cache, sent again straight from the server's
 * request listener: the same bytes and headers, without the per-request work of the framework
 * (routing, hooks, request logger, validation). An address is remembered by the route that
 * answered it (only public GET routes answered with `sendPrepared`); it is answered here while the
 * read cache still holds that same answer and the caller is a returning browser. Everything else,
 * and anything this cannot answer exactly as the route would, goes to the api as usual.
 */
export class CachedAnswers {
  private readonly addresses = new Map<string, Remembered>();
  private readonly encodings = new Map<string, 'br' | 'gzip' | 'identity'>();
  private readonly maxAddresses: number;
  /** Requests answered here since start (for the tests and the bench). */
  served = 0;

  constructor(private readonly options: CachedAnswersOptions) {
    this.maxAddresses = options.maxAddresses ?? 1_000;
  }

  /** Called by a public GET route after it sent `answer` for the request's address. */
  remember(url: string, answer: PreparedAnswer<unknown>, cacheControl: string): void {
    const known = this.addresses.get(url);
    if (known?.answer === answer && known.cacheControl === cacheControl) return;
    this.addresses.delete(url);
    this.addresses.set(url, { answer, cacheControl, headers: new Map() });
    if (this.addresses.size > this.maxAddresses) {
      const oldest = this.addresses.keys().next().value;
      if (oldest !== undefined) this.addresses.delete(oldest);
    }
  }

  /** Answers the request if it can; `false` leaves it to the api. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const remembered = this.addresses.get(request.url);
    if (remembered === undefined) return false;
    if (!this.options.cache().holds(remembered.answer)) {
      this.addresses.delete(request.url);
      return false;
    }
    const { cookie } = request.headers;
    if (cookie === undefined || !XSRF_COOKIE.test(cookie)) return false;

    const { answer } = remembered;
    const id = this.options.requestId(request);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, answer.etag)) {
      const headers = this.headersOf(remembered, 'not-modified');
      response.writeHead(304, [...headers, 'x-request-id', id]);
      response.end();
      this.done(request, 304, id);
      return true;
    }
    const encoding = this.encodingOf(request.headers['accept-encoding']);
    const body = answer.body(encoding === 'identity' ? undefined : encoding);
    const headers = this.headersOf(remembered, body === answer.json ? 'identity' : encoding);
    response.writeHead(200, [...headers, 'x-request-id', id]);
    response.end(body);
    this.done(request, 200, id);
    return true;
  }

  private done(request: IncomingMessage, statusCode: number, id: string): void {
    this.served += 1;
    this.options.log?.(request, statusCode, id);
  }

  private encodingOf(header: string | undefined): 'br' | 'gzip' | 'identity' {
    const key = header ?? '';
    let encoding = this.encodings.get(key);
    if (encoding === undefined) {
      encoding = acceptedEncoding(header) ?? 'identity';
      // Browsers send a handful of different headers; anything else is not worth remembering.
      if (this.encodings.size < 64) this.encodings.set(key, encoding);
    }
    return encoding;
  }

  private headersOf(
    remembered: Remembered,
    kind: 'br' | 'gzip' | 'identity' | 'not-modified',
  ): string[] {
    const known = remembered.headers.get(kind);
    if (known !== undefined) return known;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(this.options.commonHeaders())) headers.push(name, value);
    const { answer } = remembered;
    headers.push('cache-control', remembered.cacheControl, 'etag', answer.etag, 'vary', 'accept-encoding');
    if (kind !== 'not-modified') {
      const body = answer.body(kind === 'identity' ? undefined : kind);
      headers.push('content-type', 'application/json; charset=utf-8');
      if (kind !== 'identity') headers.push('content-encoding', kind);
      headers.push('content-length', String(body.length));
    }
    remembered.headers.set(kind, headers);
    return headers;
  }
}
