/**
 * The lead form of spec document 1 §3 ("Lead form state", "Contact channels", "Person types",
 * "User attributes read") and its pre-filling from the signed-in user (§4 "Behaviours").
 */

/** Who the lead is for: a person (CPF) or a company (CNPJ). */
export const LEAD_PERSON_TYPES = ['physicalPerson', 'legalPerson'] as const;
export type LeadPersonType = (typeof LEAD_PERSON_TYPES)[number];

/** The contact channels a buyer may prefer (spec §3 "Contact channels"). */
export const CONTACT_CHANNELS = ['EMAIL', 'MAILING', 'SMS', 'WHATSAPP', 'PHONE'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export function isContactChannel(value: string): value is ContactChannel {
  return (CONTACT_CHANNELS as readonly string[]).includes(value);
}

/** State of the lead form, field for field as spec §3 "Lead form state" names it. */
export interface LeadFormState {
  leadPersonType: LeadPersonType;
  /** The buyer's name (a person lead). */
  name: string;
  /** The person to talk to (a company lead). */
  contactName: string;
  corporateName: string;
  email: string;
  /**
   * The CPF; in company CPF/CNPJ mode the same field may hold the company's CNPJ, so it is read as
   * a CPF-or-CNPJ there.
   */
  cpf: string;
  cnpj: string;
  phone: string;
  dealerCode: string;
  allowSMS: boolean;
  allowWhatsApp: boolean;
  allowEmail: boolean;
  /** Size of the company fleet; `null` until typed. */
  totalVehicles: number | null;
  /** Whether the company's CNPJ is at least two years old. */
  hasTwoYearCnpj: boolean;
  /** The one channel the buyer prefers; `null` when none was chosen. */
  preferredContactsMethod: ContactChannel | null;
}

/** An empty form: a person lead, every consent off, no fleet size (spec §3 defaults). */
export function initialLeadFormState(leadPersonType: LeadPersonType = 'physicalPerson'): LeadFormState {
  return {
    leadPersonType,
    name: '',
    contactName: '',
    corporateName: '',
    email: '',
    cpf: '',
    cnpj: '',
    phone: '',
    dealerCode: '',
    allowSMS: false,
    allowWhatsApp: false,
    allowEmail: false,
    totalVehicles: null,
    hasTwoYearCnpj: false,
    preferredContactsMethod: null,
  };
}

/** One e-mail of the user's list (spec §3 "User attributes read"). */
export interface LeadUserEmail {
  email: string;
  preferred?: boolean | null;
}

/** The signed-in user's attributes a lead form reads (spec §3 "User attributes read"). */
export interface LeadUser {
  nickname?: string | null;
  name?: string | null;
  emails?: readonly LeadUserEmail[] | null;
  emailPreferred?: string | null;
  phone?: string | null;
  cpf?: string | null;
  companyCnpj?: string | null;
}

export interface PrefillOptions {
  /** The page setting that lets a company's CNPJ stand in the CPF field. */
  companyMode: boolean;
}

function present(value: string | null | undefined): value is string {
  return value != null && value.trim() !== '';
}

/**
 * The user's e-mail to offer: `emailPreferred`, else the address flagged preferred in the list,
 * else the first address of the list (a user with one address rarely flags it).
 */
export function preferredEmailOf(user: LeadUser): string | null {
  if (present(user.emailPreferred)) return user.emailPreferred.trim();
  const emails = (user.emails ?? []).filter((entry) => present(entry.email));
  const chosen = emails.find((entry) => entry.preferred === true) ?? emails[0];
  return chosen ? chosen.email.trim() : null;
}

/**
 * The form pre-filled from the signed-in user (spec §4): name (also as the company contact), the
 * preferred e-mail, phone and CPF. When company CPF/CNPJ mode is on and the user has a company
 * CNPJ, that CNPJ goes into the CPF field. Attributes the user lacks leave their field as it was,
 * so the caller may run this on load and again whenever the user data changes.
 */
export function prefillLeadForm(
  state: LeadFormState,
  user: LeadUser,
  options: PrefillOptions,
): LeadFormState {
  const next: LeadFormState = { ...state };
  if (present(user.name)) {
    next.name = user.name.trim();
    next.contactName = user.name.trim();
  }
  const email = preferredEmailOf(user);
  if (email !== null) next.email = email;
  if (present(user.phone)) next.phone = user.phone.trim();
  if (options.companyMode && present(user.companyCnpj)) next.cpf = user.companyCnpj.trim();
  else if (present(user.cpf)) next.cpf = user.cpf.trim();
  return next;
}
