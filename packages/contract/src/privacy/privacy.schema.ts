import { CONTACT_CHANNELS } from '@autohub/domain';
import { z } from 'zod';

/**
 * What a person may agree to (LGPD art. 7–8, Argentina's law 25.326 art. 5–6). Each purpose is
 * recorded on its own, per contact channel where it reaches the person.
 */
export const CONSENT_PURPOSES = ['privacy-notice', 'marketing', 'dealer-contact', 'research'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Contact channels of spec document 1 §3, plus `ANY` for purposes that reach nobody. */
export const CONSENT_CHANNELS = [...CONTACT_CHANNELS, 'ANY'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One yes or no of a person to a purpose over a channel. */
export const ConsentChoice = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES),
    channel: z.enum(CONSENT_CHANNELS),
    granted: z.boolean(),
  })
  .meta({ id: 'ConsentChoice' });
export type ConsentChoice = z.infer<typeof ConsentChoice>;

/** A consent as recorded: the choice, when, and which version of the text was shown. */
export const ConsentRecord = ConsentChoice.extend({
  textVersion: z.string(),
  recordedAt: z.iso.datetime(),
  source: z.string().describe('Where it was given: sign-up, account area…'),
}).meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ConsentsAnswer = z
  .object({
    /** The version of the consent texts the page shows now. */
    currentTextVersion: z.string(),
    /** The latest choice per purpose and channel. */
    consents: z.array(ConsentRecord),
  })
  .meta({ id: 'ConsentsAnswer' });
export type ConsentsAnswer = z.infer<typeof ConsentsAnswer>;

export const ConsentsUpdate = z
  .object({
    textVersion: z.string().min(1).max(40),
    choices: z.array(ConsentChoice).min(1).max(40),
  })
  .meta({ id: 'ConsentsUpdate' });
export type ConsentsUpdate = z.infer<typeof ConsentsUpdate>;

/**
 * Deleting one's account: an explicit confirmation, and the current password when the account has
 * one (accounts opened by social sign-in have none).
 */
export const AccountDeletionBody = z
  .object({
    confirm: z.literal(true).describe('Must be true: the person confirmed on the page.'),
    currentPassword: z.string().max(200).optional(),
  })
  .meta({ id: 'AccountDeletionBody' });
export type AccountDeletionBody = z.infer<typeof AccountDeletionBody>;

export const AccountDeletionAnswer = z
  .object({
    deletedAt: z.iso.datetime(),
    /** What was kept and why (records the law requires). */
    kept: z.array(z.string()),
  })
  .meta({ id: 'AccountDeletionAnswer' });
export type AccountDeletionAnswer = z.infer<typeof AccountDeletionAnswer>;
