/**
 * Employee purchase (B2E) eligibility per buyer type and market. The spec lists the buyer types
 * (document 1 §1, §6) and the calls; who may buy, at what discount and how often is ours
 * (docs/decisions/, "rental, B2E and discount club"), kept in one configurable table a car maker edits.
 */
import { B2E_BUYER_TYPES, type B2EBuyerType } from '../access/roles.js';
import type { CountryCode } from '../markets/markets.js';
import type { LocalizedText } from '../messages/messages.js';
import type { BasisPoints } from './program-discount.js';

/** How a partner company lists a person: its own employee, or a contracted collaborator. */
export type PartnerPersonKind = 'employee' | 'collaborator';

export interface B2EMarketProgram {
  /** Buyer types this market's program serves. */
  buyerTypes: readonly B2EBuyerType[];
  /** Discount of each buyer type off the build price. */
  discount: Readonly<Partial<Record<B2EBuyerType, BasisPoints>>>;
  /** Buyer types who buy through an employee (the holder), named by the holder's document. */
  throughHolder: readonly B2EBuyerType[];
  /** Days a person must have been with the partner before buying (employee or holder). */
  minDaysWithPartner: number;
  /**
   * Cars one holder's circle (the holder and everyone buying through them) may reserve through the
   * program in a calendar year of the market's time zone, unless the partner company sets its own.
   */
  carsPerYear: number;
  /** The time zone the calendar year is counted in. */
  timeZone: string;
  /** Days a validation stays good before the buyer validates again. */
  validationDays: number;
  /**
   * Days the partner company's approver has to decide a program reservation; the car stays held
   * meanwhile and the reservation ends when nobody decides.
   */
  approvalDays: number;
}

export const B2E_PROGRAMS: Readonly<Record<CountryCode, B2EMarketProgram>> = {
  BR: {
    buyerTypes: B2E_BUYER_TYPES,
    discount: { employee: 1200, collaborator: 800, family_member: 1000, dependent: 1000, assignee: 600 },
    throughHolder: ['family_member', 'dependent', 'assignee'],
    minDaysWithPartner: 90,
    carsPerYear: 2,
    timeZone: 'America/Sao_Paulo',
    validationDays: 30,
    approvalDays: 5,
  },
  // Argentine variant: the program serves staff and their immediate family; no assignees.
  AR: {
    buyerTypes: ['employee', 'collaborator', 'family_member', 'dependent'],
    discount: { employee: 1000, collaborator: 600, family_member: 800, dependent: 800 },
    throughHolder: ['family_member', 'dependent'],
    minDaysWithPartner: 180,
    carsPerYear: 1,
    timeZone: 'America/Argentina/Buenos_Aires',
    validationDays: 30,
    approvalDays: 5,
  },
};

/** One person on a partner company's list, as the registry holds them. */
export interface PartnerPerson {
  kind: PartnerPersonKind;
  active: boolean;
  /** YYYY-MM-DD. */
  since: string;
}

export const B2E_IMPEDIMENTS = [
  'BUYER_TYPE_NOT_IN_MARKET',
  'NOT_ON_PARTNER_LIST',
  'WRONG_PERSON_KIND',
  'INACTIVE_AT_PARTNER',
  'TOO_RECENT_AT_PARTNER',
  'PURCHASE_LIMIT_REACHED',
  'NOT_VALIDATED',
  'VALIDATION_EXPIRED',
] as const;
export type B2EImpediment = (typeof B2E_IMPEDIMENTS)[number];

export const B2E_IMPEDIMENT_TEXTS: Readonly<Record<B2EImpediment, LocalizedText>> = {
  BUYER_TYPE_NOT_IN_MARKET: {
    'pt-BR': 'Este tipo de comprador não participa do programa neste país',
    'es-AR': 'Este tipo de comprador no participa del programa en este país',
  },
  NOT_ON_PARTNER_LIST: {
    'pt-BR': 'Não encontramos este documento e matrícula na empresa parceira',
    'es-AR': 'No encontramos este documento y legajo en la empresa asociada',
  },
  WRONG_PERSON_KIND: {
    'pt-BR': 'O vínculo com a empresa parceira não corresponde ao tipo de comprador escolhido',
    'es-AR': 'El vínculo con la empresa asociada no corresponde al tipo de comprador elegido',
  },
  INACTIVE_AT_PARTNER: {
    'pt-BR': 'O vínculo com a empresa parceira não está ativo',
    'es-AR': 'El vínculo con la empresa asociada no está activo',
  },
  TOO_RECENT_AT_PARTNER: {
    'pt-BR': 'O programa vale após {days} dias de vínculo com a empresa parceira',
    'es-AR': 'El programa rige después de {days} días de vínculo con la empresa asociada',
  },
  PURCHASE_LIMIT_REACHED: {
    'pt-BR': 'O limite de {limit} carro(s) por ano do programa já foi atingido neste ano',
    'es-AR': 'Ya se alcanzó el límite de {limit} auto(s) por año del programa en este año',
  },
  NOT_VALIDATED: {
    'pt-BR': 'Valide seu vínculo com a empresa parceira para ver o preço do programa',
    'es-AR': 'Validá tu vínculo con la empresa asociada para ver el precio del programa',
  },
  VALIDATION_EXPIRED: {
    'pt-BR': 'Sua validação venceu; valide de novo para continuar',
    'es-AR': 'Tu validación venció; validá de nuevo para continuar',
  },
};

export function b2eImpedimentText(
  code: B2EImpediment,
  country: CountryCode,
  locale: keyof LocalizedText,
  /** The yearly limit that applies (a partner company may set its own); the market's by default. */
  limit?: number,
): string {
  const program = B2E_PROGRAMS[country];
  return B2E_IMPEDIMENT_TEXTS[code][locale]
    .replace('{days}', String(program.minDaysWithPartner))
    .replace('{limit}', String(limit ?? program.carsPerYear));
}

/** The yearly limit of a partner company: its own when set, the market's otherwise. */
export function b2eYearlyLimit(country: CountryCode, companyLimit: number | null | undefined): number {
  return companyLimit ?? B2E_PROGRAMS[country].carsPerYear;
}

export function b2eBuysThroughHolder(country: CountryCode, buyerType: B2EBuyerType): boolean {
  return B2E_PROGRAMS[country].throughHolder.includes(buyerType);
}

const DAY_MS = 86_400_000;

export interface B2EEligibilityInput {
  country: CountryCode;
  buyerType: B2EBuyerType;
  /** The partner's record of the person (employee, collaborator) or of their holder; null when not listed. */
  partnerPerson: PartnerPerson | null;
  /** Cars the holder's circle reserved through the program this calendar year (cancelled ones not counted). */
  carsThisYear: number;
  /** The partner company's own yearly limit, when it set one. */
  yearlyLimit?: number | null;
  now: Date;
}

export interface B2EEligibility {
  eligible: boolean;
  impediments: B2EImpediment[];
  /** The discount the buyer type earns in the market; 0 when not in the program. */
  discount: BasisPoints;
}

/** Who may buy through the program, and why not. */
export function evaluateB2E(input: B2EEligibilityInput): B2EEligibility {
  const program = B2E_PROGRAMS[input.country];
  const impediments: B2EImpediment[] = [];
  if (!program.buyerTypes.includes(input.buyerType)) {
    return { eligible: false, impediments: ['BUYER_TYPE_NOT_IN_MARKET'], discount: 0 };
  }
  const person = input.partnerPerson;
  if (person === null) {
    impediments.push('NOT_ON_PARTNER_LIST');
  } else {
    // Only employees extend the program to family, dependents and assignees; collaborators buy for themselves.
    const expected: PartnerPersonKind = input.buyerType === 'collaborator' ? 'collaborator' : 'employee';
    if (person.kind !== expected) impediments.push('WRONG_PERSON_KIND');
    if (!person.active) impediments.push('INACTIVE_AT_PARTNER');
    const since = Date.parse(`${person.since}T00:00:00Z`);
    if (!Number.isFinite(since) || input.now.getTime() - since < program.minDaysWithPartner * DAY_MS) {
      impediments.push('TOO_RECENT_AT_PARTNER');
    }
  }
  if (input.carsThisYear >= b2eYearlyLimit(input.country, input.yearlyLimit))
    impediments.push('PURCHASE_LIMIT_REACHED');
  return {
    eligible: impediments.length === 0,
    impediments,
    discount: impediments.length === 0 ? (program.discount[input.buyerType] ?? 0) : 0,
  };
}

/** When a validation made at `validatedAt` stops being good. */
export function b2eValidationExpiresAt(country: CountryCode, validatedAt: Date): Date {
  return new Date(validatedAt.getTime() + B2E_PROGRAMS[country].validationDays * DAY_MS);
}

/** The calendar year (in the market's time zone) an instant falls in, which the yearly limit counts. */
export function b2eProgramYear(country: CountryCode, instant: Date): number {
  const year = new Intl.DateTimeFormat('en-CA', {
    timeZone: B2E_PROGRAMS[country].timeZone,
    year: 'numeric',
  }).format(instant);
  return Number(year);
}

/** Until when a program reservation waits for the partner company's decision. */
export function b2eApprovalDeadline(country: CountryCode, reservedAt: Date): Date {
  return new Date(reservedAt.getTime() + B2E_PROGRAMS[country].approvalDays * DAY_MS);
}
