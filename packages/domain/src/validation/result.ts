import type { MessageCode } from '../messages/messages.js';

/** Outcome of a validator that explains itself: the code names the message to show. */
export type ValidationResult<Code extends MessageCode = MessageCode> =
  { ok: true } | { ok: false; code: Code };

/** The successful result, shared because it carries nothing. */
export const VALID: { ok: true } = Object.freeze({ ok: true });

export function invalid<Code extends MessageCode>(code: Code): { ok: false; code: Code } {
  return { ok: false, code };
}
