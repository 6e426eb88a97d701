import type { CountryCode, Locale } from '../markets/markets.js';
import { type MessageCode, message } from '../messages/messages.js';
import { validateEmail } from '../validation/email.js';
import { validateName } from '../validation/name.js';
import { validateMobilePhone, validatePhone } from '../validation/phone.js';
import { isRequired } from '../validation/text.js';
import type { ContactChannel } from './lead-form.js';
import { type FormProblem, freeTextProblem } from './lead-validation.js';

/** The "contact us" form (spec document 1 §3 "Contact channels and form fields"). */
export interface ContactUsForm {
  name: string;
  email: string;
  phone: string;
  /** The chosen contact reason; `null` until chosen. */
  reason: string | null;
  /** The channels the person agrees to be answered on. */
  optIns: ContactChannel[];
  message: string;
}

export type ContactUsField = keyof ContactUsForm;

export function initialContactUsForm(): ContactUsForm {
  return { name: '', email: '', phone: '', reason: null, optIns: [], message: '' };
}

const MOBILE_CHANNELS: readonly ContactChannel[] = ['SMS', 'WHATSAPP'];

/**
 * The problems of a contact form (spec §5): a valid name and e-mail, a contact reason, at least one
 * contact opt-in, and a message that is not empty, does not start with a space and has none of
 * `& $ < > %`. The phone is needed when the person opts for SMS, WhatsApp or a call; SMS and
 * WhatsApp need a mobile.
 */
export function validateContactUsForm(
  form: ContactUsForm,
  country: CountryCode = 'BR',
): FormProblem<ContactUsField>[] {
  const problems: FormProblem<ContactUsField>[] = [];
  const name = validateName(form.name);
  if (!name.ok) problems.push({ field: 'name', code: name.code });
  const email = validateEmail(form.email.trim());
  if (!email.ok) problems.push({ field: 'email', code: email.code });

  const needsMobile = form.optIns.some((channel) => MOBILE_CHANNELS.includes(channel));
  const needsPhone = needsMobile || form.optIns.includes('PHONE');
  if (needsPhone || form.phone.trim() !== '') {
    const phone = needsMobile ? validateMobilePhone(form.phone, country) : validatePhone(form.phone, country);
    if (!phone.ok) problems.push({ field: 'phone', code: phone.code });
  }

  if (!isRequired(form.reason)) problems.push({ field: 'reason', code: 'contact_reason_required' });
  if (form.optIns.length === 0) problems.push({ field: 'optIns', code: 'contact_opt_in_required' });
  const text = freeTextProblem(form.message, true);
  if (text !== null) problems.push({ field: 'message', code: text });
  return problems;
}

/** The result messages of a sent contact form (spec document 2 §8). */
export const CONTACT_US_RESULT_MESSAGES = {
  sent: 'message_sent',
  failed: 'message_send_failed',
} as const satisfies Record<'sent' | 'failed', MessageCode>;

/** 'SUA MENSAGEM FOI ENVIADA!' or 'FALHA AO ENVIAR MENSAGEM!' in the given locale. */
export function contactUsResultMessage(sent: boolean, locale: Locale): string {
  return message(sent ? CONTACT_US_RESULT_MESSAGES.sent : CONTACT_US_RESULT_MESSAGES.failed, locale);
}
