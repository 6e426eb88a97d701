import { BRAND_SLUGS, LOCALES, ROLE_CODES, PROGRAM_ROLES } from '@autohub/domain';
import { z } from 'zod';
import { EmailField, FullNameField } from '../fields/contact.schema.js';
import { stringField } from '../fields/field-rules.js';
import { NewPasswordField, withPasswordConfirmation } from '../fields/password.schema.js';
import { ConsentChoice } from '../privacy/privacy.schema.js';

const Brand = z.enum(BRAND_SLUGS).describe('Brand of the page the person is on.');
const Locale = z.enum(LOCALES).describe('Language of the e-mails sent to the person.');

/**
 * Sign-up (spec document 2 "POST signup/password"): the person's full name, e-mail and a new
 * password typed twice ('As senhas digitadas não são iguais' on the confirmation when they differ).
 * The answer is the same whether or not the address already has an account.
 */
export const SignUpBody = withPasswordConfirmation(
  z.object({
    name: FullNameField,
    email: EmailField,
    password: NewPasswordField,
    passwordConfirmation: stringField(),
    brand: Brand.optional(),
    locale: Locale.optional(),
    /** Consents given on the sign-up form (recorded with the text version they were shown). */
    consents: z.array(ConsentChoice).max(20).optional(),
    consentTextVersion: z.string().min(1).max(40).optional().describe('Version of the consent text shown.'),
  }),
).meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof SignUpBody>;

/** Spec document 1 §9: the sign-up parameter salesforceIntegration defaults to false. */
export const SignUpQuery = z.object({
  salesforceIntegration: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Whether the new account is also sent to the CRM (default false).'),
});

/** An answer that says the request was taken, without telling whether an account exists. */
export const AcceptedAnswer = z
  .object({
    status: z.literal('accepted'),
    message: z.string().describe('What happens next, in the request language.'),
  })
  .meta({ id: 'AcceptedAnswer' });
export type AcceptedAnswer = z.infer<typeof AcceptedAnswer>;

/** A one-time token received by e-mail (confirmation or password reset). */
export const TokenField = z.string().min(16).max(200).describe('One-time token from the e-mail link.');

export const ConfirmEmailBody = z.object({ token: TokenField }).meta({ id: 'ConfirmEmailBody' });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

/** Resend the confirmation e-mail, or ask for a password reset e-mail. */
export const EmailRequestBody = z
  .object({ email: EmailField, brand: Brand.optional(), locale: Locale.optional() })
  .meta({ id: 'EmailRequestBody' });
export type EmailRequestBody = z.infer<typeof EmailRequestBody>;

/** A new password chosen from the reset e-mail link. */
export const ResetPasswordBody = withPasswordConfirmation(
  z.object({ token: TokenField, password: NewPasswordField, passwordConfirmation: stringField() }),
).meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * The web's form of sign-in. Partners use the spec's form: an `Authorization: Basic` header made
 * of the e-mail and the password, with no body.
 */
export const SignInBody = z
  .object({
    email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(200),
    brand: Brand.optional(),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof SignInBody>;

export const SignInQuery = z.object({ brand: Brand.optional() });

/** Completion of the user-data steps (spec document 1 §2). */
export const UserCompletion = z
  .object({
    userData: z.boolean().describe('Name, CPF and mobile phone are filled in.'),
    addressData: z.boolean().describe('The address is filled in.'),
    dealerData: z.boolean().describe('A preferred dealer is chosen.'),
  })
  .meta({ id: 'UserCompletion' });
export type UserCompletion = z.infer<typeof UserCompletion>;

const AccessRole = z.enum([...ROLE_CODES, ...PROGRAM_ROLES]);

/** The signed-in person as every page needs them (header, greetings, pre-filled forms). */
export const SessionUser = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    nickname: z.string().nullable(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    roles: z.array(AccessRole),
    completion: UserCompletion,
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * The session of the caller. Spec document 1 §4 "SSO user: LOADING, LOADED": the web is LOADING
 * until this answers, then LOADED, anonymous or signed in.
 */
export const SessionAnswer = z
  .object({
    authenticated: z.boolean(),
    user: SessionUser.nullable(),
    expiresAt: z.iso.datetime().nullable(),
    /** Brand the session was opened on. */
    signInBrand: Brand.nullable(),
    /**
     * Brands whose pages share this session: every single-sign-on brand (spec §1) when it was
     * opened on one of them, otherwise only the brand it was opened on.
     */
    brands: z.array(Brand),
  })
  .meta({ id: 'SessionAnswer' });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** Spec document 2 "POST authentication/social": the provider's id token in `Authorization: Bearer`. */
export const SocialSignInQuery = z.object({
  provider: z.string().min(1).max(40).describe('Identity provider name, e.g. `sandbox`.'),
  brand: Brand.optional(),
});
