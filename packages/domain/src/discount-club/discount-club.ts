/**
 * The discount club (spec document 1 §1: "open to registered CPF holders or their dependents";
 * document 2: auth/discountclub/{id}, partnership token decrypt, family income). Who joins, the
 * discount, the dependents and the Argentine variant are ours (docs/decisions/, "rental, B2E and
 * discount club"), in one table a car maker edits.
 */
import type { CountryCode } from '../markets/markets.js';
import type { LocalizedText, MessageCode } from '../messages/messages.js';
import { isValidName, isValidFullName } from '../validation/name.js';
import type { BasisPoints } from '../b2e/program-discount.js';
import { personalDocumentKey, personalDocumentProblem } from '../b2e/personal-document.js';

export interface DiscountClub {
  /** The `{id}` of auth/discountclub/{id}. */
  id: string;
  country: CountryCode;
  name: LocalizedText;
  /** Off a built car's price. */
  buildDiscount: BasisPoints;
  /** Off a revision or service at a dealer. */
  serviceDiscount: BasisPoints;
  maxDependents: number;
  /** Months a member's coupon stays good; renewed when they visit the member's page. */
  couponMonths: number;
}

export const DISCOUNT_CLUBS: readonly DiscountClub[] = [
  {
    id: 'clube-br',
    country: 'BR',
    name: { 'pt-BR': 'Clube de Descontos', 'es-AR': 'Club de Descuentos (Brasil)' },
    buildDiscount: 500,
    serviceDiscount: 1000,
    maxDependents: 4,
    couponMonths: 12,
  },
  // Argentine variant: same club, DNI or CUIL instead of CPF, a smaller car discount.
  {
    id: 'club-ar',
    country: 'AR',
    name: { 'pt-BR': 'Clube de Descontos (Argentina)', 'es-AR': 'Club de Descuentos' },
    buildDiscount: 400,
    serviceDiscount: 1000,
    maxDependents: 4,
    couponMonths: 12,
  },
];

export function discountClubById(id: string): DiscountClub | undefined {
  return DISCOUNT_CLUBS.find((club) => club.id === id);
}

export function discountClubOf(country: CountryCode): DiscountClub {
  const club = DISCOUNT_CLUBS.find((c) => c.country === country);
  if (!club) throw new Error(`No discount club in ${country}`);
  return club;
}

export const DEPENDENT_RELATIONSHIPS = ['SPOUSE', 'CHILD', 'PARENT', 'SIBLING'] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

export const DEPENDENT_RELATIONSHIP_LABELS: Readonly<Record<DependentRelationship, LocalizedText>> = {
  SPOUSE: { 'pt-BR': 'Cônjuge ou companheiro(a)', 'es-AR': 'Cónyuge o pareja' },
  CHILD: { 'pt-BR': 'Filho(a)', 'es-AR': 'Hijo/a' },
  PARENT: { 'pt-BR': 'Pai ou mãe', 'es-AR': 'Padre o madre' },
  SIBLING: { 'pt-BR': 'Irmão(ã)', 'es-AR': 'Hermano/a' },
};

/** Family income bands, in minimum wages of the market (asked, never required to be exact). */
export const FAMILY_INCOME_BANDS = [
  'UP_TO_3',
  'FROM_3_TO_6',
  'FROM_6_TO_10',
  'ABOVE_10',
  'NOT_INFORMED',
] as const;
export type FamilyIncomeBand = (typeof FAMILY_INCOME_BANDS)[number];

export const FAMILY_INCOME_LABELS: Readonly<Record<FamilyIncomeBand, LocalizedText>> = {
  UP_TO_3: { 'pt-BR': 'Até 3 salários mínimos', 'es-AR': 'Hasta 3 salarios mínimos' },
  FROM_3_TO_6: { 'pt-BR': 'De 3 a 6 salários mínimos', 'es-AR': 'De 3 a 6 salarios mínimos' },
  FROM_6_TO_10: { 'pt-BR': 'De 6 a 10 salários mínimos', 'es-AR': 'De 6 a 10 salarios mínimos' },
  ABOVE_10: { 'pt-BR': 'Acima de 10 salários mínimos', 'es-AR': 'Más de 10 salarios mínimos' },
  NOT_INFORMED: { 'pt-BR': 'Prefiro não informar', 'es-AR': 'Prefiero no informarlo' },
};

export interface DependentInput {
  name: string;
  document: string;
  relationship: DependentRelationship | '';
}

export interface DependentProblem {
  field: 'name' | 'document' | 'relationship';
  code: MessageCode;
}

/**
 * Problems of a dependent the member adds: full name, a valid document that is not the holder's
 * nor one already listed, a relationship, and room under the club's limit.
 */
export function validateDependent(
  input: DependentInput,
  context: {
    club: DiscountClub;
    holderKey: string;
    existingKeys: readonly string[];
    /** How stored keys were made from document keys (a keyed digest); the key itself when absent. */
    keyOf?: (documentKey: string) => string;
  },
): DependentProblem[] {
  const problems: DependentProblem[] = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', code: 'name_required' });
  else if (!isValidName(name)) problems.push({ field: 'name', code: 'name_invalid' });
  else if (!isValidFullName(name)) problems.push({ field: 'name', code: 'surname_required' });
  const documentProblem = personalDocumentProblem(input.document, context.club.country);
  if (documentProblem !== null) problems.push({ field: 'document', code: documentProblem });
  else {
    const documentKey = personalDocumentKey(input.document, context.club.country);
    const key = documentKey === null ? null : (context.keyOf ?? ((k: string) => k))(documentKey);
    if (key === context.holderKey) problems.push({ field: 'document', code: 'dependent_same_as_holder' });
    else if (key !== null && context.existingKeys.includes(key))
      problems.push({ field: 'document', code: 'dependent_duplicate' });
  }
  if (input.relationship === '') problems.push({ field: 'relationship', code: 'field_required' });
  if (problems.length === 0 && context.existingKeys.length >= context.club.maxDependents) {
    problems.push({ field: 'document', code: 'dependents_limit' });
  }
  return problems;
}

/** A member's coupon code: the club's prefix and eight characters a person can read out. */
export function clubCouponCode(club: DiscountClub, random: () => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 8; i++) tail += alphabet[Math.floor(random() * alphabet.length)] ?? 'A';
  return `${club.country === 'AR' ? 'CLUB' : 'CLUBE'}-${tail}`;
}

/** How a person stands in a club: holder, dependent of a holder, or outside it. */
export type ClubStanding = 'MEMBER' | 'DEPENDENT' | 'NOT_MEMBER';
