import { z } from 'zod';
import { UserCompletion } from '../auth/auth.schema.js';
import { AddressFields } from '../fields/address.schema.js';
import { AdultBirthdayField, FullNameField, MobilePhoneField } from '../fields/contact.schema.js';
import { CnpjField, CpfField } from '../fields/tax-id.schema.js';

/** Spec document 1 §3 "Address", with the optional zone. */
export const UserAddress = AddressFields.extend({
  zone: z.string().max(80).optional().describe('Zone or district of the city, where used.'),
}).meta({ id: 'UserAddress' });
export type UserAddress = z.infer<typeof UserAddress>;

/** The signed-in person's data (spec document 1 §3 "User attributes read"). */
export const UserSelf = z
  .object({
    id: z.string(),
    nickname: z.string().nullable(),
    name: z.string().nullable(),
    emails: z.array(z.object({ email: z.string(), preferred: z.boolean() })),
    emailPreferred: z.string(),
    emailConfirmed: z.boolean(),
    phone: z.string().nullable(),
    cpf: z.string().nullable(),
    companyCnpj: z.string().nullable(),
    birthday: z.string().nullable().describe('DD/MM/YYYY.'),
    loyaltyProgramCategory: z.string().nullable(),
    address: UserAddress.nullable(),
    preferredDealerCode: z.string().nullable().describe('Dealer chosen in the dealer-data step.'),
    hasPassword: z.boolean().describe('False for accounts opened by social sign-in only.'),
    completion: UserCompletion,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserSelf' });
export type UserSelf = z.infer<typeof UserSelf>;

/**
 * A change of one's own data: only the fields sent change. An empty body is refused with
 * 'No body content provided.' (spec document 2 §5); a field sent as null is cleared.
 */
export const UserSelfPatch = z
  .object({
    nickname: z.string().trim().max(60).nullable().optional(),
    name: FullNameField.optional(),
    phone: MobilePhoneField.optional(),
    cpf: CpfField.optional(),
    companyCnpj: CnpjField.nullable().optional(),
    birthday: AdultBirthdayField.nullable().optional(),
    address: UserAddress.optional(),
    preferredDealerCode: z.string().trim().min(1).max(40).nullable().optional(),
  })
  .strict()
  .meta({ id: 'UserSelfPatch' });
export type UserSelfPatch = z.infer<typeof UserSelfPatch>;

/** The user-data completion steps of spec document 1 §2, in order. */
export const USER_DATA_STEPS = ['user-data', 'address-data', 'success-message', 'dealer-data'] as const;
export type UserDataStep = (typeof USER_DATA_STEPS)[number];

/** Step user-data: the personal data of the account. */
export const UserDataStepFields = z
  .object({ name: FullNameField, cpf: CpfField, phone: MobilePhoneField, nickname: z.string().trim().max(60).optional() })
  .meta({ id: 'UserDataStepFields' });
export type UserDataStepFields = z.infer<typeof UserDataStepFields>;

/** What support staff see of an account (no password data, no payment data). */
export const StaffUserView = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    roles: z.array(z.string()),
    status: z.enum(['active', 'deleted']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffUserView' });
export type StaffUserView = z.infer<typeof StaffUserView>;

export const UserIdParams = z.object({ userId: z.string().min(1).max(64) });
