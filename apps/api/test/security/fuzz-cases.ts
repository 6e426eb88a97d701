import { PLANTED } from './log-capture.js';
import type { JsonSchema, Operation, Parameter } from './operations.js';

/** One malformed request: what replaces the URL parts and the body of a plausible request. */
export interface FuzzCase {
  label: string;
  /** Path parameters to replace (raw, already percent-encoded where needed). */
  pathParams?: Record<string, string>;
  /** Extra query string, appended as is. */
  query?: string;
  /** A JSON value to send, or a raw payload with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
}

// Values that break parsers, stores and partners: wrong types, extremes, odd text, injections,
// prototype keys, and the personal values the log scan looks for.
const ODD_STRINGS: string[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\u0000',
  'ok\u0000tail',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '😀'.repeat(50),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: evil=1',
  '0x41',
  '-0',
  '1e400',
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  PLANTED.cpf,
  PLANTED.cnpj,
  PLANTED.card,
  PLANTED.password,
  PLANTED.bearer,
];

const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -2147483649,
  [],
  ['a'],
  {},
  { $ne: null },
  { __proto__: { polluted: true } },
  Array.from({ length: 5_000 }, () => 1),
  ...ODD_STRINGS,
];

const ODD_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '..%2F..%2Fetc',
  "'%20OR%201=1--",
  '-1',
  '0',
  '99999999999999999999999',
  '1.5',
  'x'.repeat(3_000),
  '%F0%9F%98%80',
  encodeURIComponent(PLANTED.cpf),
  '%3Cscript%3E',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

const ODD_QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(5_000),
  '-1',
  '1e400',
  '%27%20OR%201=1--',
  '[]',
  '{}',
  encodeURIComponent(PLANTED.card),
];

/** Percent-encodes text; a lone surrogate, which has no UTF-8 form, goes as its raw bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function deepNesting(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

/** A value of the schema's shape, so a mutation of one field leaves the rest plausible. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleOf(alternative, depth + 1);
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        result[key] = sampleOf(value, depth + 1);
      return result;
    }
    case 'array':
      return [sampleOf(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

/** The dotted paths of the object fields of a schema, two levels deep. */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema?.properties || depth > 1) return [];
  return Object.entries(schema.properties).flatMap(([key, value]) => [
    [...prefix, key],
    ...fieldPaths(value, [...prefix, key], depth + 1),
  ]);
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy: Record<string, unknown> =
    typeof base === 'object' && base !== null ? (structuredClone(base) as Record<string, unknown>) : {};
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1] ?? 'x'] = value;
  return copy;
}

/** A small deterministic generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

/**
 * Exactly `count` malformed cases for an operation, from its schema: whole-body replacements,
 * each field set to each odd value, odd query values, odd path parameters, and pairs of those.
 */
export function fuzzCases(operation: Operation, count: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const base = sampleOf(operation.body);
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (takesBody) {
    cases.push(
      { label: 'body null', body: { json: null } },
      { label: 'body array', body: { json: [base] } },
      { label: 'body string', body: { json: 'text' } },
      { label: 'body number', body: { json: 42 } },
      { label: 'body deep', body: { json: deepNesting(500) } },
      {
        label: 'body proto',
        body: { raw: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
      },
      {
        label: 'body constructor',
        body: { raw: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
      },
      { label: 'body broken json', body: { raw: '{"a":', contentType: 'application/json' } },
      { label: 'body trailing', body: { raw: '{}garbage', contentType: 'application/json' } },
      { label: 'body empty json', body: { raw: '', contentType: 'application/json' } },
      {
        label: 'body text with secrets',
        body: { raw: `password=${PLANTED.password}&cpf=${PLANTED.cpf}`, contentType: 'text/plain' },
      },
      {
        label: 'body xml',
        body: { raw: '<?xml version="1.0"?><a>&lt;</a>', contentType: 'application/xml' },
      },
      { label: 'body extra key', body: { json: withField(base, ['unexpectedField'], 'x') } },
    );
    for (const path of fieldPaths(operation.body)) {
      for (const value of ODD_VALUES)
        cases.push({ label: `body.${path.join('.')}`, body: { json: withField(base, path, value) } });
    }
    for (const value of ODD_VALUES)
      cases.push({ label: 'body.x', body: { json: withField(base, ['x'], value) } });
  }
  for (const parameter of operation.queryParams) {
    for (const value of ODD_QUERY_VALUES)
      cases.push({ label: `query.${parameter.name}`, query: `${parameter.name}=${value}` });
    cases.push({
      label: `query.${parameter.name} repeated`,
      query: `${parameter.name}=a&${parameter.name}=b`,
    });
  }
  cases.push({ label: 'query unknown', query: '__proto__[polluted]=1&constructor[prototype][x]=1' });
  for (const parameter of operation.pathParams) {
    for (const segment of ODD_PATH_SEGMENTS) {
      cases.push({ label: `path.${parameter.name}`, pathParams: { [parameter.name]: segment } });
    }
  }
  // Pairs of the above until the count is reached: a field and a query, a path and a body…
  const random = seeded(hash(`${operation.method} ${operation.path}`));
  const singles = cases.length;
  while (cases.length < count) {
    const first = cases[Math.floor(random() * singles)] as FuzzCase;
    const second = cases[Math.floor(random() * singles)] as FuzzCase;
    const odd = ODD_STRINGS[Math.floor(random() * ODD_STRINGS.length)] ?? '';
    const paramCase: Parameter | undefined =
      operation.pathParams[Math.floor(random() * operation.pathParams.length)];
    cases.push({
      label: `${first.label} + ${second.label}`,
      ...((first.pathParams ?? second.pathParams)
        ? { pathParams: { ...second.pathParams, ...first.pathParams } }
        : paramCase
          ? { pathParams: { [paramCase.name]: encode(odd.slice(0, 500)) || '%20' } }
          : {}),
      query: [first.query, second.query, `q=${encode(odd.slice(0, 300))}`].filter(Boolean).join('&'),
      ...(takesBody ? { body: first.body ?? second.body ?? { json: withField(base, ['x'], odd) } } : {}),
    });
  }
  if (cases.length <= count) return cases;
  // More single cases than the count: an even spread over them, so every field gets its share.
  const stride = cases.length / count;
  return Array.from({ length: count }, (_, index) => cases[Math.floor(index * stride)] as FuzzCase);
}
