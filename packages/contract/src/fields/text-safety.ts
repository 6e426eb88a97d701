import { z } from 'zod';

// NUL ends strings in C libraries and is refused by PostgreSQL's text type; a lone UTF-16
// surrogate has no UTF-8 form. Neither is ever part of a name, an address or a message.
// eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string carries a NUL character or a lone surrogate. */
export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

const MAX_DEPTH = 64;

/**
 * The paths (`a.b.0`) of every string, and of every object key, in `value` that carries a NUL
 * character or a lone surrogate. The api refuses any request part that has one, whatever the
 * route's own schema says, so no such text reaches storage, a partner or a log.
 */
export function unsafeTextPaths(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return isUnsafeText(value) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  const found: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const here = [...path, key];
    if (isUnsafeText(key)) found.push(here.join('.'));
    else found.push(...unsafeTextPaths(item, here, depth + 1));
  }
  return found;
}

/** A string schema that refuses NUL characters and lone surrogates (`field_invalid`). */
export function safeText(schema: z.ZodString = z.string()): z.ZodString {
  return schema.refine((value) => !isUnsafeText(value), { message: 'field_invalid' });
}
