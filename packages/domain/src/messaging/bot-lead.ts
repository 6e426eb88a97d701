import type { BrandSlug } from '../brands/brands.js';
import type { CountryCode, Locale } from '../markets/markets.js';
import { MESSAGES } from '../messages/messages.js';
import { normalizeCnpj } from '../validation/cnpj.js';
import { phoneDigitsForMarket } from '../validation/phone.js';
import type { FormProblem } from '../leads/lead-validation.js';
import { bookingDay, validateTestDriveBooking } from '../test-drives/test-drive-booking.js';
import { isRequired } from '../validation/text.js';

/**
 * The messaging-app (WhatsApp) bot lead (spec document 1 §3 "Messaging-app bot lead", §4 "lead
 * start", §9; document 2 §7 `{brand}/Lead/send` and §8).
 */

/** What the buyer and the page know when starting a conversation. */
export interface BotLeadInput {
  phone: string;
  name: string;
  cpf?: string | null;
  email?: string | null;
  /** Model name, e.g. `Pulse`. */
  model?: string | null;
  /** Version name. */
  version?: string | null;
  /** The chosen dealer's code. */
  dealer?: string | null;
  brand: BrandSlug;
  /** Series code of the MVS. */
  serie?: string | null;
  /** Colour name. */
  color?: string | null;
  /** Day wanted for a test drive, `YYYY-MM-DD`; absent for a purchase intent. */
  scheduleDate?: string | null;
  /** The market of the page: the phone goes as its national number there (default BR). */
  country?: CountryCode;
}

/** The body of `{brand}/Lead/send`. */
export interface BotLead {
  /** Digits only, area code included (in Argentina with the mobile 9: `93515551234`). */
  phoneNumber: string;
  name: string;
  cpf: string | null;
  email: string | null;
  model: string | null;
  version: string | null;
  dealer: string | null;
  brand: BrandSlug;
  serie: string | null;
  color: string | null;
  scheduleDate: string | null;
}

function text(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The bot lead: every field of the spec, trimmed, the phone and CPF unmasked, `null` when absent. */
export function buildBotLead(input: BotLeadInput): BotLead {
  const cpf = input.cpf == null ? '' : normalizeCnpj(input.cpf);
  return {
    phoneNumber: phoneDigitsForMarket(input.phone, input.country),
    name: input.name.trim(),
    cpf: cpf === '' ? null : cpf,
    email: text(input.email),
    model: text(input.model),
    version: text(input.version),
    dealer: text(input.dealer),
    brand: input.brand,
    serie: text(input.serie),
    color: text(input.color),
    scheduleDate: text(input.scheduleDate),
  };
}

/** Path of the bot lead on the messaging API. */
export function botLeadPath(brand: BrandSlug): string {
  return `${brand}/Lead/send`;
}

/**
 * Whether the bot accepted the lead. Only a reply whose `success` is `true` counts: `false`, a
 * missing flag or an unreadable reply are failures (spec document 2 §8).
 */
export function isBotLeadSuccess(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === true;
}

/** How long the error popup stays (spec §9). */
export const WHATSAPP_ERROR_POPUP_MS = 4000;

/** The error popup of a failed conversation start: 'Falha ao iniciar conversa no WhatsApp'. */
export const WHATSAPP_ERROR_POPUP = Object.freeze({
  durationMs: WHATSAPP_ERROR_POPUP_MS,
  messageCode: 'whatsapp_start_failed',
} as const);

/** The error popup's text in a locale. */
export function whatsappErrorMessage(locale: Locale): string {
  return MESSAGES.whatsapp_start_failed[locale];
}

/**
 * Analytics events of a conversation start, in the order they happen (spec §4): the submit
 * intent, then success or error, then the navigation to the bot link.
 */
export const WHATSAPP_LEAD_EVENTS = Object.freeze({
  submitIntent: 'whatsapp_lead_submit_intent',
  success: 'whatsapp_lead_success',
  error: 'whatsapp_lead_error',
  navigation: 'whatsapp_lead_navigation',
} as const);

export type WhatsappLeadEvent = (typeof WHATSAPP_LEAD_EVENTS)[keyof typeof WHATSAPP_LEAD_EVENTS];

/**
 * Where the bot link opens (spec §4): in a new window, or in the current one when the browser
 * blocked the new window.
 */
export function botLinkTarget(newWindowOpened: boolean): 'new-window' | 'current-window' {
  return newWindowOpened ? 'new-window' : 'current-window';
}

/** The events logged for a conversation start that ended as given (spec §4). */
export function whatsappLeadEvents(succeeded: boolean): WhatsappLeadEvent[] {
  return succeeded
    ? [WHATSAPP_LEAD_EVENTS.submitIntent, WHATSAPP_LEAD_EVENTS.success, WHATSAPP_LEAD_EVENTS.navigation]
    : [WHATSAPP_LEAD_EVENTS.submitIntent, WHATSAPP_LEAD_EVENTS.error];
}

/** What a buyer who wants a test drive tells the bot: the version, the dealer and the day. */
export interface TestDriveIntent {
  model: string;
  /** Version name or MVS code. */
  version: string;
  /** Dealer code. */
  dealer: string;
  /** `YYYY-MM-DD` or `DD/MM/YYYY`. */
  date: string;
}

/**
 * The problems of a test-drive intent: a model, a version, a dealer and a day after today within
 * the next 30 days, by the same rules as a test-drive booking (the bot books it with the dealer).
 */
export function testDriveIntentProblems(
  intent: TestDriveIntent,
  now: Date,
  timeZone?: string,
): FormProblem[] {
  const problems = validateTestDriveBooking(
    { dealerId: intent.dealer, model: intent.model, date: intent.date, slot: 'MORNING', time: '10:00' },
    now,
    timeZone,
  ).map((problem) => (problem.field === 'dealerId' ? { ...problem, field: 'dealer' } : problem));
  if (isRequired(intent.model) && !isRequired(intent.version)) {
    problems.push({ field: 'version', code: 'version_required' });
  }
  return problems;
}

/** The day of a test-drive intent as the bot lead carries it (`YYYY-MM-DD`), or `null`. */
export function intentScheduleDate(date: string): string | null {
  return bookingDay(date.trim());
}
