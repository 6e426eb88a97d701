import { CONTACT_CHANNELS } from '@autohub/domain';
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
