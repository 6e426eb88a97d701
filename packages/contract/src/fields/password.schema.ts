import { checkPassword, isPasswordConfirmed, validateCurrentPassword } from '@autohub/domain';
import { z } from 'zod';
import { stringField, withRule } from './field-rules.js';

/**
 * A new password: 8 to 16 characters, a digit, a lower-case and an upper-case letter, a special
 * character, none of `< > + | / * ? \`. Each broken rule is its own issue (`password_length`…).
 */
export const NewPasswordField = stringField()
  .superRefine((value, ctx) => {
    for (const rule of checkPassword(value)) ctx.addIssue({ code: 'custom', message: rule });
  })
  .describe('New password: 8-16 characters with a digit, lower and upper case and a special character.');

/** The current password, typed to confirm a change: `current_password_required` or `_too_short`. */
export const CurrentPasswordField = withRule(
  stringField('current_password_required'),
  validateCurrentPassword,
).describe('Current password, at least 8 characters.');

/**
 * Adds the confirmation check to an object schema: when `confirmationKey` differs from
 * `passwordKey`, the issue `password_mismatch` goes on the confirmation field.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  passwordKey = 'password',
  confirmationKey = 'passwordConfirmation',
) {
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const password = record[passwordKey];
    const confirmation = record[confirmationKey];
    if (
      typeof password === 'string' &&
      typeof confirmation === 'string' &&
      !isPasswordConfirmed(password, confirmation)
    ) {
      ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: [confirmationKey] });
    }
  });
}

/** A new password typed twice. */
export const NewPasswordFields = withPasswordConfirmation(
  z.object({ password: NewPasswordField, passwordConfirmation: stringField() }),
).meta({ id: 'NewPasswordFields' });
export type NewPasswordFields = z.infer<typeof NewPasswordFields>;

/** A password change: the current password and the new one typed twice. */
export const ChangePasswordFields = withPasswordConfirmation(
  z.object({
    currentPassword: CurrentPasswordField,
    password: NewPasswordField,
    passwordConfirmation: stringField(),
  }),
).meta({ id: 'ChangePasswordFields' });
export type ChangePasswordFields = z.infer<typeof ChangePasswordFields>;
