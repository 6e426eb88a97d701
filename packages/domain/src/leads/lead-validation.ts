import type { CountryCode } from '../markets/markets.js';
import type { MessageCode } from '../messages/messages.js';
import { validateCnpj } from '../validation/cnpj.js';
import { validateCpfOrCnpj } from '../validation/cpf-or-cnpj.js';
import { validateCpf } from '../validation/cpf.js';
import { validateArgentineDocument } from '../validation/dni.js';
import { validateEmail } from '../validation/email.js';
import {
  type LeadOrigin,
  type LeadWithoutCpfSettings,
  isLeadWithoutCpfAllowed,
} from '../validation/lead-cpf.js';
import { validateName } from '../validation/name.js';
import { validateMobilePhone } from '../validation/phone.js';
import { isNotStartingWithSpace, isRequired, isSafeFreeText } from '../validation/text.js';
import { CONTACT_CHANNELS, type ContactChannel, type LeadFormState } from './lead-form.js';

/** A field of the lead form, plus the group of consent checkboxes. */
export type LeadFormField = keyof LeadFormState | 'contactOptIn';

/** One problem of a form: the field and the message code it shows. */
export interface FormProblem<Field extends string = string> {
  field: Field;
  code: MessageCode;
}

/**
 * How the CPF field behaves on a lead form:
 * - `required`: shown, a lead cannot go without it;
 * - `optional`: shown, may stay empty (a lead without CPF is allowed here);
 * - `hidden`: not asked at all.
 */
export type CpfRequirement = 'required' | 'optional' | 'hidden';

/** The page settings that shape the CPF field. */
export interface LeadCpfSettings extends LeadWithoutCpfSettings {
  /** Whether the CPF/CNPJ field appears on the lead form (spec §5: "is a setting"). */
  showCpfCnpjOnLeadForm: boolean;
}

/**
 * The CPF rule of a lead form (spec §5). A lead may go without CPF only where
 * {@link isLeadWithoutCpfAllowed} says so; elsewhere the field is required and shown even if the
 * display setting would hide it, since a hidden required field would block every lead.
 */
export function leadCpfRequirement(settings: LeadCpfSettings, origin: LeadOrigin): CpfRequirement {
  if (!isLeadWithoutCpfAllowed(settings, origin)) return 'required';
  return settings.showCpfCnpjOnLeadForm ? 'optional' : 'hidden';
}

export interface LeadFormRules {
  /** From {@link leadCpfRequirement}. */
  cpf: CpfRequirement;
  /** Company CPF/CNPJ mode: the CPF field also takes a CNPJ. */
  companyMode?: boolean;
  /** Whether the form shows the consent checkboxes and needs one ticked (default true). */
  askContactOptIn?: boolean;
  /** Whether a person lead must choose a dealer (default true). */
  requireDealer?: boolean;
  /** The market of the page: phone and document rules follow it (default BR). */
  country?: CountryCode;
}

type ConsentField = 'allowSMS' | 'allowWhatsApp' | 'allowEmail';

/** The consent each preferred channel needs; postal mail needs none. */
const CHANNEL_CONSENT: Readonly<Record<ContactChannel, ConsentField | null>> = {
  EMAIL: 'allowEmail',
  SMS: 'allowSMS',
  // The CRM's phone flag follows the SMS consent (spec §3), so a call needs it too.
  PHONE: 'allowSMS',
  WHATSAPP: 'allowWhatsApp',
  MAILING: null,
};

/** The channels a buyer may prefer given the consents ticked on the form, in the spec's order. */
export function allowedPreferredChannels(state: Pick<LeadFormState, ConsentField>): ContactChannel[] {
  return CONTACT_CHANNELS.filter((channel) => {
    const consent = CHANNEL_CONSENT[channel];
    return consent === null || state[consent];
  });
}

/** Whether at least one contact consent is ticked. */
export function hasContactOptIn(state: Pick<LeadFormState, ConsentField>): boolean {
  return state.allowSMS || state.allowWhatsApp || state.allowEmail;
}

/** Free-text rules of spec §5: required, no leading space, none of `& $ < > %`. */
export function freeTextProblem(value: string, required: boolean): MessageCode | null {
  if (!isRequired(value)) return required ? 'field_required' : null;
  if (!isNotStartingWithSpace(value)) return 'leading_space';
  if (!isSafeFreeText(value)) return 'text_forbidden_chars';
  return null;
}

/**
 * The CPF field's problem under a {@link CpfRequirement}, or `null`. In Argentina the same field
 * holds the buyer's CUIL/CUIT or DNI (a company's CUIT too, which the CUIL check covers).
 */
export function cpfFieldProblem(
  value: string,
  requirement: CpfRequirement,
  companyMode = false,
  country: CountryCode = 'BR',
): MessageCode | null {
  if (requirement === 'hidden') return null;
  if (value.trim() === '') return requirement === 'required' ? 'field_required' : null;
  if (country === 'AR') {
    const document = validateArgentineDocument(value.trim());
    return document.ok ? null : document.code;
  }
  const result = companyMode ? validateCpfOrCnpj(value.trim()) : validateCpf(value.trim());
  return result.ok ? null : result.code;
}

/**
 * The problems of a lead form, in form order, each with the message code the validation module
 * uses. A person lead needs a valid name, e-mail and mobile phone, a dealer and the CPF as
 * {@link LeadFormRules.cpf} says; a company lead needs the corporate name, a contact name, a valid
 * CNPJ and a fleet size above 0. Where the form asks for consents, at least one is ticked and the
 * preferred channel is one the buyer consented to.
 */
export function validateLeadForm(state: LeadFormState, rules: LeadFormRules): FormProblem<LeadFormField>[] {
  const problems: FormProblem<LeadFormField>[] = [];
  const add = (field: LeadFormField, code: MessageCode | null): void => {
    if (code !== null) problems.push({ field, code });
  };
  const check = (field: LeadFormField, result: { ok: true } | { ok: false; code: MessageCode }): void => {
    if (!result.ok) problems.push({ field, code: result.code });
  };

  if (state.leadPersonType === 'legalPerson') {
    add('corporateName', freeTextProblem(state.corporateName, true));
    check('contactName', validateName(state.contactName));
    check('email', validateEmail(state.email.trim()));
    add('cnpj', state.cnpj.trim() === '' ? 'field_required' : null);
    if (state.cnpj.trim() !== '') check('cnpj', validateCnpj(state.cnpj.trim()));
    check('phone', validateMobilePhone(state.phone, rules.country));
    add('totalVehicles', fleetSizeProblem(state.totalVehicles));
  } else {
    check('name', validateName(state.name));
    check('email', validateEmail(state.email.trim()));
    add('cpf', cpfFieldProblem(state.cpf, rules.cpf, rules.companyMode ?? false, rules.country));
    check('phone', validateMobilePhone(state.phone, rules.country));
    if ((rules.requireDealer ?? true) && !isRequired(state.dealerCode)) add('dealerCode', 'dealer_required');
  }

  if (rules.askContactOptIn ?? true) {
    if (!hasContactOptIn(state)) add('contactOptIn', 'contact_opt_in_required');
    const preferred = state.preferredContactsMethod;
    if (preferred !== null && !allowedPreferredChannels(state).includes(preferred)) {
      add('preferredContactsMethod', 'field_invalid');
    }
  }
  return problems;
}

/** A fleet size is required, whole and greater than 0 (spec §5 "Number must be greater than 0"). */
export function fleetSizeProblem(totalVehicles: number | null): MessageCode | null {
  if (totalVehicles === null || Number.isNaN(totalVehicles)) return 'field_required';
  if (!(totalVehicles > 0)) return 'number_not_positive';
  return Number.isInteger(totalVehicles) ? null : 'field_invalid';
}

/** Whether a lead form has no problem under its rules. */
export function isLeadFormValid(state: LeadFormState, rules: LeadFormRules): boolean {
  return validateLeadForm(state, rules).length === 0;
}
