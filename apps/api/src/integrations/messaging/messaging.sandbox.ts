import { randomBytes } from 'node:crypto';
import type { BotLead, BrandSlug, PhoneCheckBody, PhoneCheckReply } from '@autohub/domain';
import { type BotLeadReply, MessagingError, type MessagingPort } from './messaging.port.js';

/**
 * Test numbers of the sandbox, by the last four digits of the number (like a payment provider's
 * test cards). Any other number is a WhatsApp number and its lead is accepted.
 */
export const SANDBOX_MESSAGING_NUMBERS = {
  /** `Phone/valid` answers: not a WhatsApp number. */
  notOnWhatsApp: '0000',
  /** `Phone/valid` always answers `success: false` (the check gives up quietly). */
  checkAlwaysFails: '9999',
  /** `Phone/valid` answers `success: false` once, then succeeds: the retry path. */
  checkFailsOnce: '9998',
  /** `Phone/valid` answers after the 3000 ms time-out. */
  checkTimesOut: '9997',
  /** `{brand}/Lead/send` answers `success: false`. */
  leadRefused: '1111',
} as const;

/** The sandbox bot's own number, where conversations open. */
export const SANDBOX_BOT_NUMBER = '5511930000000';

export interface SandboxMessagingOptions {
  /** How long the time-out test number takes to answer. */
  slowReplyMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const endsWith = (digits: string, suffix: string): boolean => digits.endsWith(suffix);

/** A WhatsApp API that runs locally and answers like the real one for the documented test numbers. */
export class SandboxMessaging implements MessagingPort {
  readonly name = 'sandbox';
  // Numbers that already failed once, for the "fails once" test number (per process).
  private readonly failedOnce = new Set<string>();
  private readonly slowReplyMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: SandboxMessagingOptions = {}) {
    this.slowReplyMs = options.slowReplyMs ?? 3_500;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async checkPhone(body: PhoneCheckBody, options: { timeoutMs: number }): Promise<PhoneCheckReply> {
    const digits = body.phoneNumber.replace(/\D/g, '');
    if (endsWith(digits, SANDBOX_MESSAGING_NUMBERS.checkTimesOut)) {
      await this.sleep(Math.min(this.slowReplyMs, options.timeoutMs));
      if (this.slowReplyMs >= options.timeoutMs) {
        throw new MessagingError(`Phone/valid timed out after ${options.timeoutMs} ms`, 'timeout');
      }
    }
    if (endsWith(digits, SANDBOX_MESSAGING_NUMBERS.checkAlwaysFails))
      return { success: false, resource: null };
    if (endsWith(digits, SANDBOX_MESSAGING_NUMBERS.checkFailsOnce)) {
      if (!this.failedOnce.has(digits)) {
        this.failedOnce.add(digits);
        return { success: false, resource: null };
      }
      // The next person to use the number meets the retry path again.
      this.failedOnce.delete(digits);
    }
    return {
      success: true,
      resource: { isValid: !endsWith(digits, SANDBOX_MESSAGING_NUMBERS.notOnWhatsApp) },
    };
  }

  async sendBotLead(brand: BrandSlug, lead: BotLead): Promise<BotLeadReply> {
    if (endsWith(lead.phoneNumber, SANDBOX_MESSAGING_NUMBERS.leadRefused)) {
      return { success: false, link: null, message: 'Lead refused by the bot' };
    }
    const protocol = randomBytes(4).toString('hex').toUpperCase();
    const text = encodeURIComponent(`Olá! Quero falar sobre ${lead.model ?? brand}. Protocolo ${protocol}`);
    return { success: true, link: `https://wa.me/${SANDBOX_BOT_NUMBER}?text=${text}`, message: null };
  }
}
