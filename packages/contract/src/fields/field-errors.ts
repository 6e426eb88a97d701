import { type Locale, type MessageCode, isMessageCode, message } from '@autohub/domain';
import type { z } from 'zod';

/** One problem of a rejected form or request body, translated for a person. */
export interface FieldError {
  /** Dotted path of the field, e.g. `address.postalCode`; empty for the whole value. */
  path: string;
  /** Stable code of the message catalogue (`cpf_invalid`, `password_mismatch`…). */
  code: MessageCode;
  /** The message in the requested locale. */
  message: string;
}

/** What a rejected field tells the person when it was left out. */
export const FIELD_REQUIRED: MessageCode = 'field_required';

/**
 * The catalogue code of a zod issue. The contract's field schemas write the code in the issue's
 * message; issues raised by plain zod checks are mapped to `field_required` (a missing value),
 * `max_length`/`min_length`, or `field_invalid`.
 */
export function issueCode(issue: z.core.$ZodIssue): MessageCode {
  if (isMessageCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message))
    return FIELD_REQUIRED;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'max_length';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'min_length';
  return 'field_invalid';
}

function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'custom' && issue.params) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return params;
  }
  return {};
}

/**
 * Translates the issues of a zod error (or of a failed `safeParse`) into `{ path, code, message }`
 * for a locale. The api's error handler and the web forms both use it, so a field shows the same
 * words wherever it was rejected. By default only the first problem of each field is kept, in
 * order, as a form shows one message per field; `{ all: true }` keeps every one (password rules).
 */
export function toFieldErrors(
  error: z.ZodError | { issues: readonly z.core.$ZodIssue[] },
  locale: Locale,
  options: { all?: boolean } = {},
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path) && !options.all) continue;
    seen.add(path);
    const code = issueCode(issue);
    errors.push({ path, code, message: message(code, locale, issueParams(issue)) });
  }
  return errors;
}
