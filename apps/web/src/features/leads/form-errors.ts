import type { ErrorResponse } from '@autohub/contract';
import { type FormProblem, type Locale, isMessageCode, message } from '@autohub/domain';

/** Field path → the message to show beside it, in the page locale. */
export type FieldErrors = Record<string, string>;

/** The domain's form problems as messages per field (the first problem of a field wins). */
export function problemsToErrors(problems: readonly FormProblem[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.field] ??= message(problem.code, locale);
  return errors;
}

/**
 * The api's `validation_error` details as messages per field: `body.form.cpf` → `cpf` when the
 * prefix is `body.form.`. Details outside the prefix are left out; a code the catalogue knows is
 * written in the page locale, otherwise the api's own message is kept.
 */
export function detailsToErrors(
  details: ErrorResponse['details'],
  prefix: string,
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details ?? []) {
    if (!detail.path.startsWith(prefix)) continue;
    const field = detail.path.slice(prefix.length);
    errors[field] ??=
      detail.code && isMessageCode(detail.code) ? message(detail.code, locale) : detail.message;
  }
  return errors;
}
