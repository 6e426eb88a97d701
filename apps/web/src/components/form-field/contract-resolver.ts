import { toFieldErrors } from '@autohub/contract';
import { type Locale, isMessageCode, message } from '@autohub/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ContractSchema, FormProblem } from './form';

/*
 * The checking half of the form kit: the contract's problem list, the domain messages and the
 * nesting react-hook-form expects. `useContractForm` loads it on a form's first check, so a page
 * whose form is only looked at does not download it (nor the schema, when that is given lazily).
 */

/** The per-field problems of a rejected value, nested as react-hook-form keeps them. */
function nested<Values extends FieldValues>(
  problems: readonly { path: string; code: string; message: string }[],
  options: Parameters<Resolver<Values>>[2],
): FieldErrors<Values> {
  const flat: FieldErrors = {};
  for (const problem of problems) {
    const path = problem.path === '' ? 'root' : problem.path;
    flat[path] ??= { type: problem.code, message: problem.message };
  }
  return toNestErrors(flat, options);
}

/**
 * A react-hook-form resolver that checks a form with a contract schema: each field's first
 * problem, with the domain message of its code in the page locale (the words the api uses too).
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema<Output>,
  locale: Locale,
  prepare: (values: Values) => unknown = (values) => values,
  extra: (values: Values) => readonly FormProblem[] = () => [],
): Resolver<Values, unknown, Output> {
  return (values, _context, options) => {
    const result = schema.safeParse(prepare(values));
    const more = extra(values).map((problem) => {
      const code = problem.code ?? 'field_invalid';
      const text = problem.message ?? (isMessageCode(code) ? message(code, locale) : code);
      return { path: problem.path, code, message: text };
    });
    if (result.success && more.length === 0) return { values: result.data, errors: {} };
    // The form's own words come first: they say more than the schema's generic code.
    const problems = [...more, ...(result.success ? [] : toFieldErrors(result.error, locale))];
    return { values: {}, errors: nested<Values>(problems, options) };
  };
}
