import type { BotLead, BrandSlug, PhoneCheckBody, PhoneCheckReply } from '@autohub/domain';

/** The bot's answer to a lead: only `success: true` opens a conversation, at `link`. */
export interface BotLeadReply {
  success: boolean;
  link: string | null;
  message: string | null;
}

/** Thrown when the messaging API did not answer (network, time-out). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'unavailable',
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

/** The WhatsApp API (spec document 2 §7: `Phone/valid`, `{brand}/Lead/send`). */
export interface MessagingPort {
  readonly name: 'sandbox';
  checkPhone(body: PhoneCheckBody, options: { timeoutMs: number }): Promise<PhoneCheckReply>;
  sendBotLead(brand: BrandSlug, lead: BotLead, options: { timeoutMs: number }): Promise<BotLeadReply>;
}
