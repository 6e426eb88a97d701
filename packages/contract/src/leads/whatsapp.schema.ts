import {
  BRAND_SLUGS,
  type CountryCode,
  type ValidationResult,
  validateCpf,
  validateEmail,
} from '@autohub/domain';
import { z } from 'zod';
import { NameField, mobilePhoneField } from '../fields/contact.schema.js';
import { stringField, withRule } from '../fields/field-rules.js';

/** A field that may stay empty; when typed, `rule` checks it (trimmed). */
function optionalWith(rule: (value: string) => ValidationResult) {
  return withRule(stringField(), (value) => (value.trim() === '' ? { ok: true } : rule(value.trim())));
}

/**
 * The WhatsApp page's form before the bot lead is built from it: a name, the market's mobile, an
 * optional e-mail and, in Brazil, an optional CPF; the model, the intent and, for a test drive, the
 * version and the day (those are checked by the domain's test-drive intent rules, with the dealer).
 */
export function whatsappFormFields(country: CountryCode) {
  return z.object({
    name: NameField,
    phone: mobilePhoneField(country),
    email: optionalWith(validateEmail),
    cpf: country === 'BR' ? optionalWith(validateCpf) : z.string(),
    model: z.string(),
    intent: z.enum(['purchase', 'testDrive']),
    version: z.string(),
    date: z.string(),
  });
}
export type WhatsappFormFields = z.infer<ReturnType<typeof whatsappFormFields>>;

/** `POST /api/messaging/Phone/valid`: the number as digits prefixed with 0 (spec document 2 §7). */
export const PhoneCheckRequest = z
  .object({
    phoneNumber: z
      .string()
      .regex(/^0\d{10,12}$/, 'phone_invalid')
      .describe('0 + area code + number.'),
  })
  .strict()
  .meta({ id: 'PhoneCheckRequest' });

/** The reply of the number check: `success` says the service answered, `isValid` the verdict. */
export const PhoneCheckReply = z
  .object({
    success: z.boolean(),
    resource: z.object({ isValid: z.boolean() }).nullable(),
  })
  .meta({ id: 'PhoneCheckReply' });
export type PhoneCheckReply = z.infer<typeof PhoneCheckReply>;

export const BotLeadParams = z.object({
  brand: z.string().describe(`Brand slug: ${BRAND_SLUGS.join(', ')}.`),
});

const optional = z.string().max(200).nullable();

/** `POST /api/messaging/{brand}/Lead/send`: the bot lead of spec document 1 §3. */
export const BotLeadRequest = z
  .object({
    phoneNumber: z
      .string()
      .regex(/^\d{10,13}$/, 'phone_invalid')
      .describe('Digits with the area code.'),
    name: z.string().min(1, 'name_required').max(200),
    cpf: z.string().max(14).nullable(),
    email: optional,
    model: optional,
    version: optional,
    dealer: optional,
    brand: z.enum(BRAND_SLUGS),
    serie: optional,
    color: optional,
    scheduleDate: z.string().max(10).nullable().describe('YYYY-MM-DD for a test drive; null for a purchase.'),
  })
  .strict()
  .meta({ id: 'BotLeadRequest' });
export type BotLeadRequest = z.infer<typeof BotLeadRequest>;

/** Only `success: true` counts as accepted; then `link` opens the conversation. */
export const BotLeadReply = z
  .object({
    success: z.boolean(),
    link: z.string().nullable().describe('The bot conversation address.'),
    message: z.string().nullable(),
  })
  .meta({ id: 'BotLeadReply' });
export type BotLeadReply = z.infer<typeof BotLeadReply>;

/** `POST /api/useranalytics/send` (spec document 2 §3). */
export const AnalyticsSendRequest = z
  .object({
    jwtToken: z.string().max(4000).describe('Token of the signed-in user, or empty for a visitor.'),
    type: z.string().min(1).max(60).default('GENERIC_LEAD'),
    payload: z.string().max(20_000).describe('The event data as a JSON string.'),
  })
  .strict()
  .meta({ id: 'AnalyticsSendRequest' });

export const AnalyticsSendReply = z.object({ accepted: z.literal(true), id: z.uuid() });
