import { z } from 'zod';
import { UserCompletion } from '../auth/auth.schema.js';
import { AddressFields } from '../fields/address.schema.js';
import {
  AdultBirthdayField,
  AnyMarketPostalCodeField,
  FullNameField,
  MobilePhoneField,
} from '../fields/contact.schema.js';
import { argentineDocumentKind, validateCuil, validateDni } from '@autohub/domain';
import { ArgentineDocumentField, CnpjField, CpfField } from '../fields/tax-id.schema.js';

/** Spec document 1 §3 "Address", with the optional zone. */
export const UserAddress = AddressFields.extend({
  // An account is a person's, used on the pages of both markets: its address is of either.
  postalCode: AnyMarketPostalCodeField,
  zone: z.string().max(80).optional().describe('Zone or district of the city, where used.'),
}).meta({ id: 'UserAddress' });
export type UserAddress = z.infer<typeof UserAddress>;

/** The kinds of Argentine personal document an account holds: the DNI or the CUIL/CUIT. */
export const IDENTITY_DOCUMENT_KINDS = ['DNI', 'CUIL'] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];

/**
 * The personal document of a person of the Argentine market (docs/decisions/015-market-formats.md):
 * its kind and its number, checked by the kind's rule (`dni_invalid`, `cuil_invalid`). Brazil keeps
 * its own field, `cpf`. The number is answered as digits only.
 */
export const IdentityDocument = z
  .object({
    kind: z
      .enum(IDENTITY_DOCUMENT_KINDS, { error: 'document_invalid' })
      .describe('DNI or CUIL (a CUIT too).'),
    number: z.string().trim().min(1, 'document_invalid').max(20, 'document_invalid'),
  })
  .superRefine((document, ctx) => {
    const result = document.kind === 'DNI' ? validateDni(document.number) : validateCuil(document.number);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: ['number'], message: result.code });
  })
  .meta({ id: 'IdentityDocument', example: { kind: 'CUIL', number: '20123456786' } });
export type IdentityDocument = z.infer<typeof IdentityDocument>;

/** The document a person typed in the Argentine form's one field, with its kind found by its digits. */
export function identityDocumentOf(value: string): IdentityDocument | null {
  const kind = argentineDocumentKind(value);
  if (kind === null) return null;
  return { kind: kind === 'dni' ? 'DNI' : 'CUIL', number: value.replace(/\D/g, '') };
}

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
    cpf: z.string().nullable().describe('The Brazilian document of the person, when given.'),
    document: IdentityDocument.nullable().describe(
      'The Argentine document of the person (DNI or CUIL/CUIT), when given.',
    ),
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
    document: IdentityDocument.nullable().optional(),
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

/** Step user-data: the personal data of the account, on the Brazilian pages (with the CPF). */
export const UserDataStepFields = z
  .object({
    name: FullNameField,
    cpf: CpfField,
    phone: MobilePhoneField,
    nickname: z.string().trim().max(60).optional(),
  })
  .meta({ id: 'UserDataStepFields' });
export type UserDataStepFields = z.infer<typeof UserDataStepFields>;

/** The account's personal data on the Brazilian pages: the user-data step and the company's CNPJ (empty: none). */
export const PersonalDataWithCompanyFields = UserDataStepFields.extend({
  companyCnpj: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    CnpjField.nullable(),
  ),
});
export type PersonalDataWithCompanyFields = z.infer<typeof PersonalDataWithCompanyFields>;

/**
 * Step user-data on the Argentine pages: the DNI or CUIL/CUIT in one field instead of the CPF,
 * read into the account's `document` (kind found by its digits).
 */
export const ArgentineUserDataStepFields = z.object({
  name: FullNameField,
  document: ArgentineDocumentField.transform((value) => identityDocumentOf(value) as IdentityDocument),
  phone: MobilePhoneField,
  nickname: z.string().trim().max(60).optional(),
});
export type ArgentineUserDataStepFields = z.output<typeof ArgentineUserDataStepFields>;

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
