import type { ErrorResponse } from '@autohub/contract';
import {
  type FormProblem,
  type Locale,
  type ValidationResult,
  isMessageCode,
  message,
} from '@autohub/domain';

/** Field path → catalogue code (or the api's own text when it has no code we know). */
export type FieldErrors = Record<string, string>;

/** The buyer's contact problems, with the paths the api uses (`customer.name`…). */
export function bookingProblems(
  values: { name: string; email: string; phone: string },
  rules: {
    validateName: (value: string) => ValidationResult;
    validateEmail: (value: string) => ValidationResult;
    validateMobilePhone: (value: string) => ValidationResult;
  },
): FormProblem[] {
  const problems: FormProblem[] = [];
  const checks: [string, ValidationResult][] = [
    ['customer.name', rules.validateName(values.name)],
    ['customer.email', rules.validateEmail(values.email.trim())],
    ['customer.phone', rules.validateMobilePhone(values.phone)],
  ];
  for (const [field, result] of checks) if (!result.ok) problems.push({ field, code: result.code });
  return problems;
}

/** The api's `validation_error` details as field errors (`body.customer.email` → `customer.email`). */
export function detailsToFieldErrors(details: ErrorResponse['details']): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details ?? []) {
    const field = detail.path.replace(/^body\./, '');
    errors[field] ??= detail.code && isMessageCode(detail.code) ? detail.code : detail.message;
  }
  return errors;
}

/** A catalogue code in the page locale; any other text as it came. */
export function messageOf(codeOrText: string, locale: Locale): string {
  return isMessageCode(codeOrText) ? message(codeOrText, locale) : codeOrText;
}
