import { CONTACT_CHANNELS, type CountryCode, validateContactUsForm } from '@autohub/domain';
import { z } from 'zod';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';

/** The reasons the contact form offers. */
export const CONTACT_REASONS = [
  'PURCHASE',
  'AFTER_SALES',
  'FINANCING',
  'TEST_DRIVE',
  'COMPLAINT',
  'OTHER',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/**
 * `POST /api/contact` (spec document 2 §7 contact-us). Reason, at least one opt-in and the message
 * are required; the phone when the person opts for SMS, WhatsApp or a call. Field problems come back
 * as `validation_error` details with catalogue codes.
 */
export const ContactRequest = z
  .object({
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    name: z.string().max(200).default(''),
    email: z.string().max(254).default(''),
    phone: z.string().max(30).default(''),
    reason: z.enum(CONTACT_REASONS).nullable().default(null),
    optIns: z.array(z.enum(CONTACT_CHANNELS)).max(CONTACT_CHANNELS.length).default([]),
    message: z.string().max(2000).default(''),
  })
  .strict()
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactSent = z
  .object({
    id: z.uuid(),
    message: z.string().describe("'SUA MENSAGEM FOI ENVIADA!' in the request's language."),
  })
  .meta({ id: 'ContactSent' });
export type ContactSent = z.infer<typeof ContactSent>;

/**
 * The contact form as the page checks it before sending: the domain's rules of the market (the
 * api applies the same), each problem on its field with its catalogue code.
 */
export function contactFormFields(country: CountryCode) {
  return z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      reason: z.enum(CONTACT_REASONS).nullable(),
      optIns: z.array(z.enum(CONTACT_CHANNELS)),
      message: z.string(),
    })
    .superRefine((form, ctx) => {
      for (const problem of validateContactUsForm(form, country))
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
    });
}
export type ContactFormFields = z.output<ReturnType<typeof contactFormFields>>;
