/**
 * The legal-person rental intent form (spec document 1 §3 "Rental form") and the lead it becomes
 * (`leads/flua/create`). Brazil asks for the CNPJ, Argentina for the company CUIT.
 */
import type { BrandSlug } from '../brands/brands.js';
import type { CountryCode } from '../markets/markets.js';
import type { MessageCode } from '../messages/messages.js';
import { isValidCnpj, normalizeCnpj } from '../validation/cnpj.js';
import { cuilCheckDigit, normalizeCuil } from '../validation/cuil.js';
import { isValidEmail } from '../validation/email.js';
import { isValidFullName, isValidName } from '../validation/name.js';
import { isValidMobilePhone } from '../validation/phone.js';
import { isSafeFreeText } from '../validation/text.js';

export const RENTAL_CONTACT_METHODS = ['EMAIL', 'PHONE', 'WHATSAPP'] as const;
export type RentalContactMethod = (typeof RENTAL_CONTACT_METHODS)[number];

/** Vehicle types a fleet asks for; the spec names the field, the list is ours. */
export const RENTAL_VEHICLE_TYPES = ['HATCH', 'SEDAN', 'SUV', 'PICKUP', 'VAN'] as const;
export type RentalVehicleType = (typeof RENTAL_VEHICLE_TYPES)[number];

export const RENTAL_VEHICLE_AMOUNT_MAX = 9999;
export const RENTAL_FLEET_DESCRIPTION_MAX = 500;

export interface RentalIntentForm {
  companyName: string;
  contactName: string;
  /** CNPJ in Brazil, CUIT in Argentina; masked or not. */
  companyTaxId: string;
  companyOlderThanOneYear: boolean | null;
  email: string;
  mobile: string;
  preferredContact: RentalContactMethod | '';
  vehicleType: RentalVehicleType | '';
  vehicleAmount: number | null;
  fleetDescription: string;
  consents: { privacy: boolean; offers: boolean; directContact: boolean };
}

export type RentalFormField =
  | 'companyName'
  | 'contactName'
  | 'companyTaxId'
  | 'companyOlderThanOneYear'
  | 'email'
  | 'mobile'
  | 'preferredContact'
  | 'vehicleType'
  | 'vehicleAmount'
  | 'fleetDescription'
  | 'consents.privacy';

export interface RentalFormProblem {
  field: RentalFormField;
  code: MessageCode;
}

/** The company tax id without its mask (CNPJ keeps its letters, upper-cased). */
export function normalizeCompanyTaxId(value: string, country: CountryCode): string {
  return country === 'AR' ? normalizeCuil(value) : normalizeCnpj(value);
}

/**
 * Whether a company tax id is valid in the market: a CNPJ (numeric or alphanumeric) in Brazil; in
 * Argentina a company CUIT, prefix 30, 33 or 34, with the CUIL/CUIT check digit.
 */
export function isValidCompanyTaxId(value: string, country: CountryCode): boolean {
  if (country === 'BR') return isValidCnpj(value);
  const digits = normalizeCuil(value);
  if (!/^3[034]\d{9}$/.test(digits)) return false;
  return cuilCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** Every problem of the form, in field order; empty when it can be sent. */
export function validateRentalIntent(form: RentalIntentForm, country: CountryCode): RentalFormProblem[] {
  const problems: RentalFormProblem[] = [];
  const add = (field: RentalFormField, code: MessageCode) => problems.push({ field, code });
  const company = form.companyName.trim();
  if (company === '') add('companyName', 'field_required');
  else if (!isSafeFreeText(company) || form.companyName.startsWith(' '))
    add('companyName', 'text_forbidden_chars');
  const contact = form.contactName.trim();
  if (contact === '') add('contactName', 'name_required');
  else if (!isValidName(contact)) add('contactName', 'name_invalid');
  else if (!isValidFullName(contact)) add('contactName', 'surname_required');
  if (!isValidCompanyTaxId(form.companyTaxId, country))
    add('companyTaxId', country === 'AR' ? 'cuit_invalid' : 'cnpj_invalid');
  if (form.companyOlderThanOneYear === null) add('companyOlderThanOneYear', 'field_required');
  if (!isValidEmail(form.email.trim())) add('email', 'email_invalid');
  if (form.mobile.replace(/\D/g, '') === '') add('mobile', 'mobile_phone_required');
  else if (!isValidMobilePhone(form.mobile, country)) add('mobile', 'phone_invalid');
  if (form.preferredContact === '') add('preferredContact', 'field_required');
  if (form.vehicleType === '') add('vehicleType', 'field_required');
  const amount = form.vehicleAmount;
  if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > RENTAL_VEHICLE_AMOUNT_MAX) {
    add('vehicleAmount', 'rental_vehicle_amount_invalid');
  }
  const fleet = form.fleetDescription;
  if (fleet.length > RENTAL_FLEET_DESCRIPTION_MAX) add('fleetDescription', 'max_length');
  else if (!isSafeFreeText(fleet)) add('fleetDescription', 'text_forbidden_chars');
  if (!form.consents.privacy) add('consents.privacy', 'checkbox_required');
  return problems;
}

/** The CRM lead of a rental intent (form "Flua", person type legalPerson). */
export function buildRentalLeadPayload(input: {
  brand: BrandSlug;
  country: CountryCode;
  form: RentalIntentForm;
  proposalCode: string;
}): Record<string, unknown> {
  const { form, country } = input;
  return {
    form: 'Flua',
    leadPersonType: 'legalPerson',
    brand: input.brand,
    country,
    proposalCode: input.proposalCode,
    companyName: form.companyName.trim(),
    firstName: form.contactName.trim(),
    [country === 'AR' ? 'cuit' : 'cnpj']: normalizeCompanyTaxId(form.companyTaxId, country),
    companyOlderThanOneYear: form.companyOlderThanOneYear,
    email: form.email.trim(),
    mobilePhone: form.mobile.replace(/\D/g, ''),
    preferredContact: form.preferredContact,
    vehicleType: form.vehicleType,
    vehicleAmount: form.vehicleAmount,
    description: form.fleetDescription.trim(),
    optIns: {
      privacyPolicy: form.consents.privacy,
      receiveOffers: form.consents.offers,
      directContact: form.consents.directContact,
    },
  };
}

/** A proposal code a person can read out on the phone: RL-YYYYMM-XXXXXX, no look-alike letters. */
export function rentalProposalCode(now: Date, random: () => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 6; i++) tail += alphabet[Math.floor(random() * alphabet.length)] ?? 'A';
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `RL-${month}-${tail}`;
}

/**
 * Whether an update body carries nothing to change (absent, not an object, or only empty values):
 * spec document 2 §8, such a self rental-user update makes no call.
 */
export function isEmptyUpdateBody(body: unknown): boolean {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) return true;
  return Object.values(body).every(
    (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === ''),
  );
}
