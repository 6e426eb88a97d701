import { type CurrentCarModel, SERVICE_FAMILIES } from '@autohub/contract';
import { BRAND_SLUGS, type BrandSlug, type FuelCode, LOCALES, type Locale, MARKETS } from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageSettings } from './settings.schema.js';

/** Spec document 1 §9: stored car and location live 4 hours unless page settings say otherwise. */
export const DEFAULT_LOCATION_TTL_MS = 14_400_000;

const FUEL_LABELS: Readonly<Record<Locale, Readonly<Record<FuelCode, string>>>> = {
  'pt-BR': {
    diesel: 'Diesel',
    flex: 'Flex',
    tetrafuel: 'Tetrafuel',
    gas: 'GNV',
    electric: 'Elétrico',
    hybrid: 'Híbrido',
    'flex hybrid': 'Flex Híbrido',
  },
  'es-AR': {
    diesel: 'Diésel',
    flex: 'Flex',
    tetrafuel: 'Tetrafuel',
    gas: 'GNC',
    electric: 'Eléctrico',
    hybrid: 'Híbrido',
    'flex hybrid': 'Flex Híbrido',
  },
};

interface DemoModel {
  code: string;
  name: string;
  category: CurrentCarModel['category'];
  color: string;
  /** Starting price in minor units per market; `null` when not published; absent when not sold there. */
  prices: Partial<Record<Locale, number | null>>;
}

// Current line-ups as the brands publish them, with rounded starting prices (demo data).
// Model codes follow the vehicle code sizes: 3 characters, 4 for Citroën and Peugeot.
const CURRENT_MODELS: Readonly<Record<BrandSlug, readonly DemoModel[]>> = {
  fiat: [
    {
      code: '341',
      name: 'Mobi',
      category: 'hatch',
      color: '#C8102E',
      prices: { 'pt-BR': 7_599_000, 'es-AR': 2_390_000_000 },
    },
    { code: '358', name: 'Argo', category: 'hatch', color: '#1F4E79', prices: { 'pt-BR': 8_999_000 } },
    {
      code: '359',
      name: 'Cronos',
      category: 'sedan',
      color: '#6B6E70',
      prices: { 'pt-BR': 9_999_000, 'es-AR': 2_999_000_000 },
    },
    {
      code: '363',
      name: 'Pulse',
      category: 'suv',
      color: '#D4A017',
      prices: { 'pt-BR': 10_499_000, 'es-AR': 3_150_000_000 },
    },
    {
      code: '376',
      name: 'Fastback',
      category: 'suv',
      color: '#8B0000',
      prices: { 'pt-BR': 12_499_000, 'es-AR': 3_890_000_000 },
    },
    {
      code: '281',
      name: 'Strada',
      category: 'pickup',
      color: '#9EA3A8',
      prices: { 'pt-BR': 10_499_000, 'es-AR': 3_090_000_000 },
    },
    {
      code: '226',
      name: 'Toro',
      category: 'pickup',
      color: '#2E3B4E',
      prices: { 'pt-BR': 15_999_000, 'es-AR': 4_890_000_000 },
    },
    {
      code: '380',
      name: 'Titano',
      category: 'pickup',
      color: '#4A4A4A',
      prices: { 'pt-BR': 21_999_000, 'es-AR': 5_790_000_000 },
    },
  ],
  'fiat-abarth': [
    {
      code: 'A63',
      name: 'Pulse Abarth',
      category: 'suv',
      color: '#E30613',
      prices: { 'pt-BR': 15_499_000, 'es-AR': 4_590_000_000 },
    },
    {
      code: 'A76',
      name: 'Fastback Abarth',
      category: 'suv',
      color: '#1B1B1B',
      prices: { 'pt-BR': 16_999_000 },
    },
  ],
  jeep: [
    {
      code: '551',
      name: 'Renegade',
      category: 'suv',
      color: '#4B5320',
      prices: { 'pt-BR': 12_599_000, 'es-AR': 4_190_000_000 },
    },
    {
      code: '552',
      name: 'Compass',
      category: 'suv',
      color: '#1C2841',
      prices: { 'pt-BR': 18_999_000, 'es-AR': 5_890_000_000 },
    },
    {
      code: '553',
      name: 'Commander',
      category: 'suv',
      color: '#5C4033',
      prices: { 'pt-BR': 23_999_000, 'es-AR': 7_390_000_000 },
    },
    {
      code: '554',
      name: 'Wrangler',
      category: 'suv',
      color: '#B5121B',
      prices: { 'pt-BR': 44_999_000, 'es-AR': null },
    },
  ],
  ram: [
    {
      code: '620',
      name: 'Rampage',
      category: 'pickup',
      color: '#7A0019',
      prices: { 'pt-BR': 23_999_000, 'es-AR': 7_490_000_000 },
    },
    {
      code: '622',
      name: 'Ram 1500',
      category: 'pickup',
      color: '#202020',
      prices: { 'pt-BR': 44_999_000, 'es-AR': null },
    },
  ],
  dodge: [
    {
      code: 'D10',
      name: 'Durango',
      category: 'suv',
      color: '#3C3C3C',
      prices: { 'pt-BR': null, 'es-AR': null },
    },
  ],
  chrysler: [
    {
      code: 'C10',
      name: 'Pacifica',
      category: 'van',
      color: '#5B6770',
      prices: { 'pt-BR': null, 'es-AR': null },
    },
  ],
  citroen: [
    {
      code: '1C3A',
      name: 'C3',
      category: 'hatch',
      color: '#E4572E',
      prices: { 'pt-BR': 7_499_000, 'es-AR': 2_690_000_000 },
    },
    {
      code: '1C3X',
      name: 'C3 Aircross',
      category: 'suv',
      color: '#2D6A4F',
      prices: { 'pt-BR': 11_499_000, 'es-AR': 3_590_000_000 },
    },
    {
      code: '1BSL',
      name: 'Basalt',
      category: 'suv',
      color: '#3A506B',
      prices: { 'pt-BR': 9_999_000, 'es-AR': 3_290_000_000 },
    },
    { code: '1JMP', name: 'Jumpy', category: 'van', color: '#8A9099', prices: { 'pt-BR': 21_999_000 } },
  ],
  peugeot: [
    {
      code: '2208',
      name: '208',
      category: 'hatch',
      color: '#0B3D91',
      prices: { 'pt-BR': 9_499_000, 'es-AR': 3_190_000_000 },
    },
    {
      code: '2008',
      name: '2008',
      category: 'suv',
      color: '#5E2750',
      prices: { 'pt-BR': 13_999_000, 'es-AR': 4_590_000_000 },
    },
    {
      code: '3008',
      name: '3008',
      category: 'suv',
      color: '#1F1F1F',
      prices: { 'pt-BR': 23_999_000, 'es-AR': 7_090_000_000 },
    },
    {
      code: '2PRT',
      name: 'Partner Rapid',
      category: 'van',
      color: '#7D8288',
      prices: { 'pt-BR': 12_999_000, 'es-AR': 3_490_000_000 },
    },
  ],
  leapmotor: [
    {
      code: 'C10',
      name: 'C10',
      category: 'suv',
      color: '#4F7CAC',
      prices: { 'pt-BR': 18_999_000, 'es-AR': null },
    },
    { code: 'B10', name: 'B10', category: 'suv', color: '#6C8EAD', prices: { 'pt-BR': 17_299_000 } },
  ],
};

/** The models a brand shows on its home page in a market. */
export function currentModelsOf(brand: BrandSlug, locale: Locale): CurrentCarModel[] {
  return CURRENT_MODELS[brand]
    .filter((model) => locale in model.prices)
    .map((model) => ({
      code: model.code,
      name: model.name,
      category: model.category,
      color: model.color,
      startingPrice: model.prices[locale] ?? null,
    }));
}

/** Every service family served by this api under its own path. */
function ownServiceBaseUrls(): Record<string, string> {
  return Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `/api/${family}`]));
}

/** The page settings a brand starts with in a market (see docs/decisions for the choices). */
export function defaultPageSettingsRow(brand: BrandSlug, locale: Locale): typeof pageSettings.$inferInsert {
  const market = MARKETS[locale];
  const brazil = market.country === 'BR';
  return {
    brand,
    locale,
    skin: brand,
    phoneCode: market.phoneCode,
    assetPaths: { images: `/media/${brand}/`, fallbackImages: '/media/default/' },
    fuelLabels: { ...FUEL_LABELS[locale] },
    currentCarModels: currentModelsOf(brand, locale),
    locationTtlMs: DEFAULT_LOCATION_TTL_MS,
    // The messaging-app bot runs for the Brazilian market; Argentina starts without it.
    chatBotEnabled: brazil,
    subsidizedPriceEnabled: false,
    showDictionaryTips: false,
    // CPF and CNPJ are Brazilian documents: Argentine lead forms neither show nor require them.
    showCpfCnpjOnLeadForm: brazil,
    // Ram's pick-ups are often bought in a company's name: its Brazilian lead form takes a CPF or a
    // CNPJ in the document field (docs/decisions/008-lead-company-cpf-cnpj-mode.md).
    leadCompanyCpfCnpjMode: brazil && brand === 'ram',
    allowLeadsWithoutCpf: !brazil,
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: !brazil,
    allowedCitiesWithoutCpf: [],
    allowedDealersWithoutCpf: [],
    serviceBaseUrls: ownServiceBaseUrls(),
  };
}

/** Fills the page settings of every brand in every market when the table is empty. */
export async function seedPageSettings(db: Db): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(pageSettings);
  if ((existing?.rows ?? 0) > 0) return 0;
  const rows = BRAND_SLUGS.flatMap((brand) => LOCALES.map((locale) => defaultPageSettingsRow(brand, locale)));
  await db.insert(pageSettings).values(rows);
  return rows.length;
}
