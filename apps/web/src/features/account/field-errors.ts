import { toFieldErrors } from '@autohub/contract';
import type { Locale } from '@autohub/domain';

/** Field path → message of a form checked with a contract schema, in the page locale. */
export type Errors = Record<string, string>;

type Parsed<T> = { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] };

/** Checks `values` with a contract schema; the errors per field, empty when the form is valid. */
export function check<T>(schema: { safeParse(value: unknown): Parsed<T> }, values: unknown, locale: Locale): { data?: T; errors: Errors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const error of toFieldErrors(result.error, locale)) errors[error.path] ??= error.message;
  return { errors };
}
