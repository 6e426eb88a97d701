import type { MessageCode, ValidationResult } from '@autohub/domain';
import { z } from 'zod';
import { safeText } from './text-safety.js';

/**
 * A string field whose absence (undefined or null) reports `requiredCode` and whose wrong type
 * reports `field_invalid`, so every issue of the contract carries a catalogue code.
 */
export function stringField(requiredCode: MessageCode = 'field_required'): z.ZodString {
  // NUL characters and lone surrogates are refused here too, so the browser's form says so before
  // the api's guard (http/text-guard.ts) would.
  return safeText(
    z.string({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredCode : 'field_invalid'),
    }),
  );
}

/** Adds a domain validator to a string schema; its failure code becomes the issue message. */
export function withRule<Schema extends z.ZodType<string>>(
  schema: Schema,
  validate: (value: string) => ValidationResult,
): Schema {
  return schema.superRefine((value, ctx) => {
    const result = validate(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code });
  }) as Schema;
}

/** A domain yes/no rule with the code to report when it says no. */
export function ruleOf(
  check: (value: string) => boolean,
  code: MessageCode,
): (value: string) => ValidationResult {
  return (value) => (check(value) ? { ok: true } : { ok: false, code });
}
