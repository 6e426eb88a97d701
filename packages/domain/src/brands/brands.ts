/**
 * The brands the platform serves (spec document 1 §1 and §3).
 *
 * Two id mappings exist in the spec: the site id of each brand, and the id a lead carries to the
 * CRM, where Dodge, Chrysler and Ram share one code. Both are kept; see docs/decisions.
 */
export const BRAND_SLUGS = [
  'fiat',
  'fiat-abarth',
  'jeep',
  'ram',
  'dodge',
  'chrysler',
  'citroen',
  'peugeot',
  'leapmotor',
] as const;

export type BrandSlug = (typeof BRAND_SLUGS)[number];

export interface Brand {
  slug: BrandSlug;
  /** Display name as the brand writes it. */
  name: string;
  /** Site id of spec document 1 §3 "Brand ids". */
  siteId: number;
  /** Id sent to the CRM on a lead (spec "For leads": fiat 0, Jeep 57, Dodge/Chrysler/Ram 55). */
  leadId: number;
  /** Whether the brand may use single sign-on (spec §1). */
  singleSignOn: boolean;
  /** Brand group used by helpers that treat some brands together (Citroën and Peugeot). */
  group: 'stellantis-psa' | 'stellantis-fca' | 'leapmotor';
}

export const BRANDS: Readonly<Record<BrandSlug, Brand>> = {
  fiat: { slug: 'fiat', name: 'Fiat', siteId: 0, leadId: 0, singleSignOn: true, group: 'stellantis-fca' },
  'fiat-abarth': {
    slug: 'fiat-abarth',
    name: 'Abarth',
    siteId: 0,
    leadId: 0,
    singleSignOn: false,
    group: 'stellantis-fca',
  },
  jeep: { slug: 'jeep', name: 'Jeep', siteId: 57, leadId: 57, singleSignOn: true, group: 'stellantis-fca' },
  ram: { slug: 'ram', name: 'Ram', siteId: 58, leadId: 55, singleSignOn: true, group: 'stellantis-fca' },
  dodge: { slug: 'dodge', name: 'Dodge', siteId: 55, leadId: 55, singleSignOn: true, group: 'stellantis-fca' },
  chrysler: {
    slug: 'chrysler',
    name: 'Chrysler',
    siteId: 55,
    leadId: 55,
    singleSignOn: true,
    group: 'stellantis-fca',
  },
  citroen: { slug: 'citroen', name: 'Citroën', siteId: 59, leadId: 59, singleSignOn: true, group: 'stellantis-psa' },
  peugeot: { slug: 'peugeot', name: 'Peugeot', siteId: 60, leadId: 60, singleSignOn: false, group: 'stellantis-psa' },
  leapmotor: {
    slug: 'leapmotor',
    name: 'Leapmotor',
    siteId: 82,
    leadId: 82,
    singleSignOn: true,
    group: 'leapmotor',
  },
};

export function isBrandSlug(value: string): value is BrandSlug {
  return (BRAND_SLUGS as readonly string[]).includes(value);
}

/** Brands that may use single sign-on (spec §1: fiat, jeep, dodge, chrysler, ram, citroen, leapmotor). */
export const SSO_BRANDS: readonly BrandSlug[] = BRAND_SLUGS.filter((slug) => BRANDS[slug].singleSignOn);

/** Citroën and Peugeot are grouped together by a helper of the spec (§9). */
export function isCitroenPeugeotGroup(slug: BrandSlug | 'ds'): boolean {
  return slug === 'citroen' || slug === 'peugeot' || slug === 'ds';
}
