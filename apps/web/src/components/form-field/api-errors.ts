import { type Locale, isMessageCode, message } from '@autohub/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api/api-client';

/**
 * Puts the problems of a rejected request (`details`: path, code, message) under their fields
 * and focuses the first of them. `body.` is dropped from the paths; `fieldOf` maps an api path
 * to the form's field where they differ (`document.number` → `document`), or drops it
 * (undefined). The message of a known code is the domain one in the page locale, else the api's.
 * True when at least one problem found its field.
 */
export function applyApiErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  error: unknown,
  locale: Locale,
  fieldOf: (path: string) => string | undefined = (path) => path,
): boolean {
  if (!(error instanceof ApiError) || !error.details?.length) return false;
  let first = true;
  for (const detail of error.details) {
    const field = fieldOf(detail.path.replace(/^body\./, ''));
    if (!field) continue;
    const text = detail.code && isMessageCode(detail.code) ? message(detail.code, locale) : detail.message;
    form.setError(
      field as Path<Values>,
      { type: detail.code ?? 'api', message: text },
      { shouldFocus: first },
    );
    first = false;
  }
  return !first;
}
