import {
  type BotLead,
  type PhoneCheckCall,
  WHATSAPP_LEAD_EVENTS,
  type WhatsappLeadEvent,
  botLinkTarget,
  isBotLeadSuccess,
  runPhoneCheck,
} from '@autohub/domain';

/** What starting a conversation needs from the page: calls, window and analytics. */
export interface ConversationDeps {
  checkPhone: PhoneCheckCall;
  sendBotLead: (lead: BotLead) => Promise<unknown>;
  /** Opens a new window; null when the browser blocked it. */
  openWindow: (url: string) => Window | null;
  /** Navigates the current window. */
  navigate: (url: string) => void;
  track: (event: WhatsappLeadEvent) => void;
  sleep?: (ms: number) => Promise<void>;
}

export type ConversationOutcome =
  | { kind: 'opened'; target: 'new-window' | 'current-window'; link: string }
  | { kind: 'not-whatsapp' }
  | { kind: 'failed' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts a WhatsApp conversation (spec document 1 §4): the number check (three attempts, 500 ms
 * apart, silent when the service never answers), then the bot lead. On success the bot link opens
 * in a new window, or in this one when the browser blocked it; the events follow the spec's order.
 */
export async function startConversation(lead: BotLead, deps: ConversationDeps): Promise<ConversationOutcome> {
  deps.track(WHATSAPP_LEAD_EVENTS.submitIntent);
  const check = await runPhoneCheck(lead.phoneNumber, deps.checkPhone, deps.sleep ?? wait);
  if (check.outcome === 'invalid') return { kind: 'not-whatsapp' };
  let reply: unknown;
  try {
    reply = await deps.sendBotLead(lead);
  } catch {
    reply = null;
  }
  if (!isBotLeadSuccess(reply)) {
    deps.track(WHATSAPP_LEAD_EVENTS.error);
    return { kind: 'failed' };
  }
  const link = (reply as { link?: unknown }).link;
  if (typeof link !== 'string' || link === '') {
    deps.track(WHATSAPP_LEAD_EVENTS.error);
    return { kind: 'failed' };
  }
  deps.track(WHATSAPP_LEAD_EVENTS.success);
  const opened = deps.openWindow(link);
  const target = botLinkTarget(opened !== null);
  deps.track(WHATSAPP_LEAD_EVENTS.navigation);
  if (target === 'current-window') deps.navigate(link);
  return { kind: 'opened', target, link };
}
