import { BRANDS, type BrandSlug } from '../brands/brands.js';
import { COUNTRIES_WITHOUT_STATE_CODE, type CountryCode } from '../markets/markets.js';
import { type AddressInput, isAddressSectionValid } from '../validation/address.js';
import { normalizeCnpj } from '../validation/cnpj.js';
import { phoneDigitsForMarket } from '../validation/phone.js';
import { normalizePostalCode } from '../validation/postal-code.js';
import type { ContactChannel, LeadFormState } from './lead-form.js';

/**
 * The payload a lead carries to the CRM (spec document 1 §3 "Lead payload, physical person",
 * "legal person", "Common lead payload fields", "Full lead form"; document 2 §3).
 *
 * Every key the spec lists is always present, `null` when the buyer or the page has no value, so
 * the CRM mapping never meets a missing column. Tax ids and phones go unmasked.
 */

/** The value a form sends when nothing else is said (spec §3: "form (default Proposal)"). */
export const DEFAULT_LEAD_FORM_NAME = 'Proposal';

/** Digits of the cache-buster: enough that two leads of one second never share it by chance. */
export const CACHE_BUSTER_DIGITS = 12;

/** Attribution ids the page collected (spec §3 "Common lead payload fields", first line). */
export interface LeadTracking {
  /** The analytics client id of the browser. */
  analyticsClientId?: string | null;
  trackId?: string | null;
  /** Our user id when signed in. */
  userId?: string | null;
  /** The paid-click id kept in the `gclid` cookie. */
  gclid?: string | null;
  callback?: string | null;
}

/** Where the lead was sent from, as the page settings describe it. */
export interface LeadSource {
  /** The form name; `Proposal` when not given. */
  form?: string | null;
  origin?: string | null;
  /** Sent as `SubOrigem__c`. */
  subOrigin?: string | null;
  productGroup?: string | null;
  retUrl?: string | null;
  referer?: string | null;
}

/** The buyer's location as the location selector keeps it. */
export interface LeadLocation {
  stateCode?: string | null;
  /** Used instead of the code in countries without state codes (AR, CL). */
  stateName?: string | null;
  cityName?: string | null;
  countryCode?: string | null;
  /** Country name, e.g. `Brasil`. */
  country?: string | null;
}

/** The campaign parameters kept from the landing address. */
export interface LeadUtm {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  utm_term?: string | null;
}

/** Everything about a lead that does not come from the form itself. */
export interface LeadContext {
  tracking?: LeadTracking;
  source?: LeadSource;
  location?: LeadLocation;
  utm?: LeadUtm;
}

/** One free description of the car-purchase form, sent as `name: value`. */
export interface LeadDescription {
  name: string;
  value: string;
}

/** What the full car-purchase form adds to a lead (spec §3 "Full lead form"). */
export interface CarPurchaseDetails {
  address: AddressInput;
  car: { mvs: string; year: number | null };
  dealer: { id: string; dealerCode: string };
  descriptions: readonly LeadDescription[];
}

export interface LeadPayloadInput {
  brand: BrandSlug;
  form: LeadFormState;
  context?: LeadContext;
  /** Present for the full car-purchase form only. */
  purchase?: CarPurchaseDetails;
  /** Source of the cache-buster, `Math.random` in production; returns a number in [0, 1). */
  random: () => number;
  /** The market of the page: the phone is sent as its national number there (default BR). */
  country?: CountryCode;
}

/** Fields every lead carries. */
export interface LeadCommonFields {
  cacheBuster: string;
  /** The brand's id for leads (fiat 0, Jeep 57, Dodge/Chrysler/Ram 55; see decision 007). */
  brandId: number;
  analyticsClientId: string | null;
  trackId: string | null;
  userId: string | null;
  gclid: string | null;
  callback: string | null;
  form: string;
  origin: string | null;
  SubOrigem__c: string | null;
  productGroup: string | null;
  retUrl: string | null;
  referer: string | null;
  /** State code, or state name in countries without one; from a valid address when there is one. */
  uf: string | null;
  /** City name; from a valid address when there is one. */
  cidade: string | null;
  countryCode: string | null;
  country: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
  /** From the SMS consent. */
  indSmsContact: boolean;
  /** Also from the SMS consent: the CRM reaches a phone only where SMS was allowed. */
  indPhoneContact: boolean;
  indEmailContact: boolean;
  indWhatsappContact: boolean;
}

export interface PhysicalPersonLeadFields {
  firstName: string;
  email: string;
  /** Unmasked; `null` for a lead sent without CPF. In company mode it may hold a CNPJ. */
  cpf: string | null;
  phone: string;
  dealersCode: string | null;
  preferred_contact_method: ContactChannel | null;
}

export interface LegalPersonLeadFields {
  corporateName: string;
  contactName: string;
  email: string;
  /** Unmasked, upper case (the alphanumeric CNPJ has letters). */
  cnpj: string;
  phone: string;
  totalVehicles: number | null;
  hasTwoYearCnpj: boolean;
  preferred_contact_method: ContactChannel | null;
}

/** The address part, sent only when the address section is valid (spec §5). */
export interface LeadAddressFields {
  userPostalCode: string;
  /** Street and number, `Rua X, 123`. */
  street: string;
  homeNumber: string;
  complement: string | null;
  neighborhood: string;
}

export interface CarPurchaseLeadFields {
  /** The free descriptions as `name: value` pairs joined by `, `. */
  description: string | null;
  dealersCode: string | null;
  /** The MVS code of the car. */
  productCode: string | null;
  /** The model year. */
  msc_ano_modelo: number | null;
}

export type LeadPersonFields = PhysicalPersonLeadFields | LegalPersonLeadFields;

/** A lead as the CRM receives it. */
export type LeadPayload = LeadCommonFields &
  LeadPersonFields &
  Partial<LeadAddressFields> &
  Partial<CarPurchaseLeadFields>;

/** The keys of the address part, which are present together or not at all. */
export const LEAD_ADDRESS_KEYS = [
  'userPostalCode',
  'street',
  'homeNumber',
  'complement',
  'neighborhood',
] as const satisfies readonly (keyof LeadAddressFields)[];

function text(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A cache-buster: {@link CACHE_BUSTER_DIGITS} decimal digits drawn from `random`. It only defeats
 * caches on the way to the CRM; it is not unique and never serves as an idempotency key.
 */
export function leadCacheBuster(random: () => number): string {
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError('The random source must return a number in [0, 1)');
  return String(Math.floor(draw * 10 ** CACHE_BUSTER_DIGITS)).padStart(CACHE_BUSTER_DIGITS, '0');
}

/** The four consent flags (spec §3): SMS and phone both follow the SMS consent. */
export function leadConsentFlags(
  form: Pick<LeadFormState, 'allowSMS' | 'allowEmail' | 'allowWhatsApp'>,
): Pick<LeadCommonFields, 'indSmsContact' | 'indPhoneContact' | 'indEmailContact' | 'indWhatsappContact'> {
  return {
    indSmsContact: form.allowSMS,
    indPhoneContact: form.allowSMS,
    indEmailContact: form.allowEmail,
    indWhatsappContact: form.allowWhatsApp,
  };
}

/** The state as `uf`: its code, or its name where the country has no state codes (AR, CL). */
export function leadStateOf(location: LeadLocation): string | null {
  const country = text(location.countryCode)?.toUpperCase();
  if (country !== undefined && COUNTRIES_WITHOUT_STATE_CODE.includes(country)) {
    return text(location.stateName) ?? text(location.stateCode);
  }
  return text(location.stateCode) ?? text(location.stateName);
}

/** The free descriptions as `name: value` pairs joined by commas; empty values are left out. */
export function leadDescription(descriptions: readonly LeadDescription[]): string | null {
  const pairs = descriptions
    .filter((entry) => text(entry.value) !== null)
    .map((entry) => `${entry.name.trim()}: ${entry.value.trim()}`);
  return pairs.length === 0 ? null : pairs.join(', ');
}

/**
 * The address part of a lead, or `null` when the address section is not valid (postal code,
 * street, number, neighbourhood, city and state are required), in which case none of it is sent.
 */
export function leadAddressFields(
  address: AddressInput,
  country: CountryCode = 'BR',
): (LeadAddressFields & { uf: string; cidade: string }) | null {
  if (!isAddressSectionValid(address, country)) return null;
  // A valid section has every required field, so the fallbacks below never apply.
  const street = (address.street ?? '').trim();
  const number = (address.number ?? '').trim();
  return {
    userPostalCode: normalizePostalCode(address.postalCode ?? ''),
    street: `${street}, ${number}`,
    homeNumber: number,
    complement: text(address.complement),
    neighborhood: (address.neighborhood ?? '').trim(),
    uf: (address.state ?? '').trim(),
    cidade: (address.city ?? '').trim(),
  };
}

function personFields(form: LeadFormState, country: CountryCode): LeadPersonFields {
  if (form.leadPersonType === 'legalPerson') {
    return {
      corporateName: form.corporateName.trim(),
      contactName: form.contactName.trim(),
      email: form.email.trim(),
      cnpj: normalizeCnpj(form.cnpj),
      phone: phoneDigitsForMarket(form.phone, country),
      totalVehicles: form.totalVehicles,
      hasTwoYearCnpj: form.hasTwoYearCnpj,
      preferred_contact_method: form.preferredContactsMethod,
    };
  }
  const cpf = normalizeCnpj(form.cpf);
  return {
    firstName: form.name.trim(),
    email: form.email.trim(),
    cpf: cpf === '' ? null : cpf,
    phone: phoneDigitsForMarket(form.phone, country),
    dealersCode: text(form.dealerCode),
    preferred_contact_method: form.preferredContactsMethod,
  };
}

/**
 * Builds the lead the CRM receives, exactly as spec §3 lists it: the person or company fields, the
 * common fields (cache-buster, attribution ids, source, location, UTM values, consents) and the
 * brand's lead id. A car-purchase lead adds the description, dealer, MVS code and model year, and
 * its address part only when the address section is valid; a valid address also sets `uf` and
 * `cidade`, which otherwise come from the buyer's location.
 */
export function buildLeadPayload(input: LeadPayloadInput): LeadPayload {
  const { form, purchase } = input;
  const context = input.context ?? {};
  const tracking = context.tracking ?? {};
  const source = context.source ?? {};
  const location = context.location ?? {};
  const utm = context.utm ?? {};
  const address = purchase ? leadAddressFields(purchase.address, input.country) : null;

  const common: LeadCommonFields = {
    cacheBuster: leadCacheBuster(input.random),
    brandId: BRANDS[input.brand].leadId,
    analyticsClientId: text(tracking.analyticsClientId),
    trackId: text(tracking.trackId),
    userId: text(tracking.userId),
    gclid: text(tracking.gclid),
    callback: text(tracking.callback),
    form: text(source.form) ?? DEFAULT_LEAD_FORM_NAME,
    origin: text(source.origin),
    SubOrigem__c: text(source.subOrigin),
    productGroup: text(source.productGroup),
    retUrl: text(source.retUrl),
    referer: text(source.referer),
    uf: address ? address.uf : leadStateOf(location),
    cidade: address ? address.cidade : text(location.cityName),
    countryCode: text(location.countryCode),
    country: text(location.country),
    source: text(utm.utm_source),
    medium: text(utm.utm_medium),
    campaign: text(utm.utm_campaign),
    content: text(utm.utm_content),
    term: text(utm.utm_term),
    ...leadConsentFlags(form),
  };

  // Assigned into a new object, not spread into a literal: built as `{ ...common, ...person }`,
  // each lead left about 8 kB in the api's old generation until a full collection, and those
  // collections stalled the leads at 500 per second (bench/README.md, eleventh round).
  const payload: LeadPayload = Object.assign({}, common, personFields(form, input.country ?? 'BR'));
  if (!purchase) return payload;

  if (address) {
    payload.userPostalCode = address.userPostalCode;
    payload.street = address.street;
    payload.homeNumber = address.homeNumber;
    payload.complement = address.complement;
    payload.neighborhood = address.neighborhood;
  }
  payload.description = leadDescription(purchase.descriptions);
  payload.dealersCode = text(purchase.dealer.dealerCode);
  payload.productCode = text(purchase.car.mvs);
  payload.msc_ano_modelo = purchase.car.year;
  return payload;
}

/** Whether a payload is a company lead. */
export function isLegalPersonLead(payload: LeadPayload): payload is LeadCommonFields & LegalPersonLeadFields {
  return 'cnpj' in payload && 'corporateName' in payload;
}
