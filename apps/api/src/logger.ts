import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './config.js';
import { REDACTED, redactLogLine, redactText } from './log-redaction.js';

export { REDACTED };

// Key names whose values never reach the logs, wherever they sit in a logged object:
// credentials, card data (the payment port tokenizes cards, but a client may still send them)
// and tax ids (LGPD in Brazil, law 25.326 in Argentina).
const SENSITIVE_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-xsrf-token|password.*|.*password|card-?number|cvv|cvc|security-?code|expiry|expiry-?date|expiration-?date|cpf|cnpj|cuil|cuit|document|document-?number|tax-?id)$/i;
// `number` is an ordinary field (an address number) except inside a card.
const CARD_PARENT_KEY = /card/i;
const MAX_DEPTH = 8;

function isSensitiveKey(key: string, parentKey: string | undefined): boolean {
  const normalized = key.replace(/_/g, '-');
  if (SENSITIVE_KEY.test(normalized) || SENSITIVE_KEY.test(key)) return true;
  return key.toLowerCase() === 'number' && parentKey !== undefined && CARD_PARENT_KEY.test(parentKey);
}

/**
 * A copy of `value` with every sensitive field replaced by {@link REDACTED}, at any depth.
 * pino's path-based redaction cannot express "any key starting with password" at any depth,
 * so logged bodies, queries and headers go through this serializer.
 */
export function redactSensitive(value: unknown, parentKey?: string, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => redactSensitive(item, parentKey, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key, parentKey) ? REDACTED : redactSensitive(item, key, depth + 1);
  }
  return copy;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a well-formed `x-request-id` from a proxy or client; otherwise makes a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate !== undefined && REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

// Top-level paths pino removes before serializers run; the serializers below cover nesting.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.cpf',
  '*.cnpj',
  '*.cardNumber',
  '*.cvv',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Where log lines go (tests capture them); standard output when absent. */
  stream?: DestinationStream;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SerializedError;
}

/**
 * An error as the logs keep it: its type, code, first message line and stack frames. Nothing else
 * of the error object is written: a database error carries the query and its parameters (names,
 * tax ids, hashes), and a driver may add the row it refused.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redactText(String(error)).slice(0, 200), stack: '' };
  // "Failed query: <sql>\nparams: <values>": the statement helps, the values never.
  const firstLine = (error.message.split('\n')[0] ?? '').replace(/\bparams:.*$/i, '').slice(0, 500);
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const cause = depth < 3 && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message: redactText(firstLine),
    ...(typeof code === 'string' ? { code } : {}),
    stack: frames,
    ...(cause ? { cause } : {}),
  };
}

/**
 * The last line of defence: every line goes through redaction by value shape (tax ids, card
 * numbers, tokens, password hashes, `password=` pairs) before it leaves the process, whatever
 * key or message carried it.
 */
export function redactingStream(target: DestinationStream): DestinationStream {
  return { write: (line: string) => target.write(redactLogLine(line)) };
}

/**
 * A request URL as the logs keep it: the path, and the names of the query parameters without
 * their values (a query may carry an e-mail, a document or a token under any name).
 */
export function urlForLog(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined) return path;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0] ?? '');
  return `${path}?${names.map((name) => `${name}=…`).join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * The address of a request as the logs keep it: the route's pattern (`/api/users/:userId`) when
 * one matched — path parameters may be ids, tokens or documents — else the path, redacted.
 */
export function requestAddressForLog(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  const url = urlForLog(request.url ?? '');
  if (!pattern) return redactText(url);
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${pattern}${query}`;
}

/** Fastify's logger configuration: pino with request ids and redaction. */
export function loggerOptions(options: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level,
    stream: redactingStream(options.stream ?? pino.destination(1)),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: requestAddressForLog(request),
        remoteAddress: request.ip,
      }),
      err: serializeError,
      error: serializeError,
      body: (value: unknown) => redactSensitive(value),
      query: (value: unknown) => redactSensitive(value),
      headers: (value: unknown) => redactSensitive(value),
    },
  };
}
