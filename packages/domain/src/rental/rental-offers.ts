/**
 * Rental offers (spec document 1 §3 "Rental proposal": rental-offer brands and rental tag colours).
 * The spec names the colours in Portuguese; the hex values are ours, chosen for text contrast.
 */
import type { BrandSlug } from '../brands/brands.js';
import type { LocalizedText } from '../messages/messages.js';

export const RENTAL_OFFER_BRANDS = [
  'jeep',
  'fiat',
  'citroen',
  'peugeot',
  'ram',
] as const satisfies readonly BrandSlug[];
export type RentalOfferBrand = (typeof RENTAL_OFFER_BRANDS)[number];

export function isRentalOfferBrand(value: string): value is RentalOfferBrand {
  return (RENTAL_OFFER_BRANDS as readonly string[]).includes(value);
}

export const RENTAL_TAG_COLORS = [
  'preto',
  'vermelho',
  'amarelo',
  'azul',
  'verde escuro',
  'verde limão',
] as const;
export type RentalTagColor = (typeof RENTAL_TAG_COLORS)[number];

export interface RentalTagStyle {
  background: string;
  /** Text colour with a contrast of at least 4.5:1 on the background. */
  text: string;
  label: LocalizedText;
}

export const RENTAL_TAG_STYLES: Readonly<Record<RentalTagColor, RentalTagStyle>> = {
  preto: { background: '#1a1a1a', text: '#ffffff', label: { 'pt-BR': 'Preto', 'es-AR': 'Negro' } },
  vermelho: { background: '#b3261e', text: '#ffffff', label: { 'pt-BR': 'Vermelho', 'es-AR': 'Rojo' } },
  amarelo: { background: '#f2c200', text: '#1a1a1a', label: { 'pt-BR': 'Amarelo', 'es-AR': 'Amarillo' } },
  azul: { background: '#0b4f9c', text: '#ffffff', label: { 'pt-BR': 'Azul', 'es-AR': 'Azul' } },
  'verde escuro': {
    background: '#1e5631',
    text: '#ffffff',
    label: { 'pt-BR': 'Verde escuro', 'es-AR': 'Verde oscuro' },
  },
  'verde limão': {
    background: '#a4de02',
    text: '#1a1a1a',
    label: { 'pt-BR': 'Verde limão', 'es-AR': 'Verde lima' },
  },
};

export function isRentalTagColor(value: string): value is RentalTagColor {
  return (RENTAL_TAG_COLORS as readonly string[]).includes(value);
}

/** Relative luminance contrast of two #rrggbb colours (WCAG 2), to hold the tag styles to 4.5:1. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, bl] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Rental dealer lookups (spec document 2 "Rental and timeline"). */
export const RENTAL_DEALER_TYPE = 'RENTAL';
export const RENTAL_DEALER_FULFILLMENT = 'LAX';

/** The query a rental dealer list sends: type RENTAL always, fulfillment LAX when a dealer group is given. */
export function rentalDealerQuery(dealerGroup?: string | null): {
  type: 'RENTAL';
  dealerGroup?: string;
  fulfillment?: 'LAX';
} {
  const group = dealerGroup?.trim();
  return group
    ? { type: RENTAL_DEALER_TYPE, dealerGroup: group, fulfillment: RENTAL_DEALER_FULFILLMENT }
    : { type: RENTAL_DEALER_TYPE };
}

/** Default language of rental calls (spec document 1 §9, document 2 §6). */
export const RENTAL_DEFAULT_LANGUAGE = 'pt-BR';

/** What a rental includes, shown as featured items of offers and proposals. */
export const RENTAL_FEATURED_ITEMS = {
  MAINTENANCE: { 'pt-BR': 'Manutenção preventiva inclusa', 'es-AR': 'Mantenimiento preventivo incluido' },
  INSURANCE: { 'pt-BR': 'Proteção contra roubo e colisão', 'es-AR': 'Cobertura contra robo y choque' },
  ASSISTANCE_24H: { 'pt-BR': 'Assistência 24 horas', 'es-AR': 'Asistencia 24 horas' },
  TAXES: { 'pt-BR': 'IPVA e licenciamento pagos', 'es-AR': 'Patentes e impuestos pagos' },
  REPLACEMENT_CAR: { 'pt-BR': 'Carro reserva', 'es-AR': 'Auto de reemplazo' },
  FLEET_MANAGEMENT: { 'pt-BR': 'Gestão de frota on-line', 'es-AR': 'Gestión de flota en línea' },
} as const satisfies Record<string, LocalizedText>;
export type RentalFeaturedItemCode = keyof typeof RENTAL_FEATURED_ITEMS;

export function isRentalFeaturedItem(code: string): code is RentalFeaturedItemCode {
  return Object.hasOwn(RENTAL_FEATURED_ITEMS, code);
}

/** Every proposal includes these; an offer may add more. */
export const RENTAL_STANDARD_ITEMS: readonly RentalFeaturedItemCode[] = [
  'MAINTENANCE',
  'INSURANCE',
  'ASSISTANCE_24H',
  'TAXES',
];
