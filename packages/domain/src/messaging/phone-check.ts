import { toPhoneCheckNumber } from '../validation/phone.js';

/**
 * The messaging-app number check (spec document 1 §4 and §9, document 2 §4, §5 and §7):
 * `POST Phone/valid` with the number as digits prefixed by 0, a 3000 ms time-out, up to three
 * attempts retried after 500 ms on a failure or an unsuccessful reply, then silent.
 */

/** Path of the check on the messaging API. */
export const PHONE_CHECK_PATH = 'Phone/valid';

/** Limits of the check (spec §9: 3 attempts, 500 ms retry, 3000 ms time-out). */
export const MESSAGING_CHECK = Object.freeze({ attempts: 3, retryDelayMs: 500, timeoutMs: 3000 });

export interface MessagingCheckPolicy {
  attempts: number;
  retryDelayMs: number;
  timeoutMs: number;
}

export interface PhoneCheckBody {
  phoneNumber: string;
}

/** The reply of `Phone/valid`. */
export interface PhoneCheckReply {
  success: boolean;
  resource?: { isValid: boolean } | null;
}

/** The body of the check: the number's digits prefixed with 0, `(11) 98765-4321` → `011987654321`. */
export function phoneCheckRequest(phone: string): PhoneCheckBody {
  return { phoneNumber: toPhoneCheckNumber(phone) };
}

/**
 * How a check ended: `valid` or `invalid` when the service answered, `unavailable` when every
 * attempt failed (the caller goes on without the answer; the check never blocks a lead).
 */
export type PhoneCheckResult =
  | { outcome: 'valid'; attempts: number }
  | { outcome: 'invalid'; attempts: number }
  | { outcome: 'unavailable'; attempts: number; lastError: unknown };

/** What the check function receives besides the body: the time-out it must apply. */
export interface PhoneCheckCallOptions {
  timeoutMs: number;
  /** 1 for the first attempt. */
  attempt: number;
}

export type PhoneCheckCall = (
  body: PhoneCheckBody,
  options: PhoneCheckCallOptions,
) => Promise<PhoneCheckReply>;

/**
 * Runs the number check with its retry policy. A thrown error (network, time-out) or a reply with
 * `success` false is retried after `retryDelayMs`, at most `attempts` times in all; there is no
 * wait after the last attempt. A successful reply is final, whatever `isValid` says. Never
 * rejects: the result says what happened.
 */
export async function runPhoneCheck(
  phone: string,
  check: PhoneCheckCall,
  sleep: (ms: number) => Promise<void>,
  policy: MessagingCheckPolicy = MESSAGING_CHECK,
): Promise<PhoneCheckResult> {
  const body = phoneCheckRequest(phone);
  const attempts = Math.max(1, Math.floor(policy.attempts));
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const reply = await check(body, { timeoutMs: policy.timeoutMs, attempt });
      if (reply.success === true) {
        return { outcome: reply.resource?.isValid === true ? 'valid' : 'invalid', attempts: attempt };
      }
      lastError = new Error('Phone check answered without success');
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await sleep(policy.retryDelayMs);
  }
  return { outcome: 'unavailable', attempts, lastError };
}
