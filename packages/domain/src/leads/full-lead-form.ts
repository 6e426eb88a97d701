import type { BrandSlug } from '../brands/brands.js';
import type { CountryCode } from '../markets/markets.js';
import { type AddressInput, validateAddress } from '../validation/address.js';
import { isRequired } from '../validation/text.js';
import { type ContactChannel, type LeadFormState, initialLeadFormState } from './lead-form.js';
import {
  type LeadContext,
  type LeadDescription,
  type LeadPayload,
  buildLeadPayload,
} from './lead-payload.js';
import {
  type CpfRequirement,
  type FormProblem,
  freeTextProblem,
  validateLeadForm,
} from './lead-validation.js';

/** The full car-purchase lead form (spec document 1 §3 "Full lead form (car purchase)"). */
export interface FullLeadForm {
  personal: { name: string; cpf: string; phone: string; email: string };
  address: {
    postalCode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  car: { mvs: string; year: number | null };
  /** The chosen dealer; its id decides the lead-without-CPF rule, its code goes to the CRM. */
  dealer: { id: string; dealerCode: string };
  descriptions: LeadDescription[];
  allowSMS: boolean;
  allowWhatsApp: boolean;
  allowEmail: boolean;
  preferredContactsMethod: ContactChannel | null;
}

export function initialFullLeadForm(): FullLeadForm {
  return {
    personal: { name: '', cpf: '', phone: '', email: '' },
    address: {
      postalCode: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
    },
    car: { mvs: '', year: null },
    dealer: { id: '', dealerCode: '' },
    descriptions: [],
    allowSMS: false,
    allowWhatsApp: false,
    allowEmail: false,
    preferredContactsMethod: null,
  };
}

/** The person part of a full form as a lead form state (a purchase lead is a person lead). */
export function fullLeadFormState(form: FullLeadForm): LeadFormState {
  return {
    ...initialLeadFormState('physicalPerson'),
    name: form.personal.name,
    email: form.personal.email,
    cpf: form.personal.cpf,
    phone: form.personal.phone,
    dealerCode: form.dealer.dealerCode,
    allowSMS: form.allowSMS,
    allowWhatsApp: form.allowWhatsApp,
    allowEmail: form.allowEmail,
    preferredContactsMethod: form.preferredContactsMethod,
  };
}

/** Whether the buyer typed anything in the address section. */
export function isAddressStarted(address: AddressInput): boolean {
  return Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');
}

export interface FullLeadFormRules {
  cpf: CpfRequirement;
  askContactOptIn?: boolean;
  /**
   * Whether the address is mandatory (default false). An optional address that was started must
   * still be complete: otherwise the buyer would believe it was sent while the lead leaves it out.
   */
  requireAddress?: boolean;
  /** The market of the page: phone, document and postal code follow it (default BR). */
  country?: CountryCode;
}

const PERSONAL_FIELD = {
  name: 'personal.name',
  email: 'personal.email',
  cpf: 'personal.cpf',
  phone: 'personal.phone',
  dealerCode: 'dealer',
} as const;

/**
 * The problems of a full car-purchase form, with dotted field paths (`personal.cpf`,
 * `address.street`, `car.year`, `descriptions.0`…): the person rules of {@link validateLeadForm},
 * the address section (see {@link FullLeadFormRules.requireAddress}), the car's MVS code and model
 * year, the dealer, and the free-text rules on each description.
 */
export function validateFullLeadForm(form: FullLeadForm, rules: FullLeadFormRules): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const problem of validateLeadForm(fullLeadFormState(form), {
    cpf: rules.cpf,
    askContactOptIn: rules.askContactOptIn,
    requireDealer: true,
    country: rules.country,
  })) {
    const field =
      problem.field in PERSONAL_FIELD
        ? PERSONAL_FIELD[problem.field as keyof typeof PERSONAL_FIELD]
        : problem.field;
    problems.push({ field, code: problem.code });
  }
  if ((rules.requireAddress ?? false) || isAddressStarted(form.address)) {
    for (const problem of validateAddress(form.address, rules.country)) {
      problems.push({ field: `address.${problem.field}`, code: problem.code });
    }
  }
  if (!isRequired(form.car.mvs)) problems.push({ field: 'car.mvs', code: 'version_required' });
  if (form.car.year === null) problems.push({ field: 'car.year', code: 'year_required' });
  form.descriptions.forEach((entry, index) => {
    const code = freeTextProblem(entry.value, false);
    if (code !== null) problems.push({ field: `descriptions.${index}`, code });
  });
  return problems;
}

export interface FullLeadPayloadInput {
  brand: BrandSlug;
  form: FullLeadForm;
  context?: LeadContext;
  random: () => number;
  country?: CountryCode;
}

/** The CRM payload of a full car-purchase form (see {@link buildLeadPayload}). */
export function buildFullLeadPayload(input: FullLeadPayloadInput): LeadPayload {
  const { form } = input;
  return buildLeadPayload({
    brand: input.brand,
    form: fullLeadFormState(form),
    context: input.context,
    purchase: {
      address: form.address,
      car: form.car,
      dealer: form.dealer,
      descriptions: form.descriptions,
    },
    random: input.random,
    country: input.country,
  });
}
