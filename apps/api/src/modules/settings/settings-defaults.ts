import { type CurrentCarModel, SERVICE_FAMILIES } from '@autohub/contract';
import { BRAND_SLUGS, type BrandSlug, type FuelCode, LOCALES, type Locale, MARKETS } from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageSettings } from './settings.schema.js';

// Reference data of the settings module: every brand has page settings in both markets from the
// first start, production included, so the pages work on an empty database.

/** Spec document 1 §9: stored car and location live 4 hours unless page settings say otherwise. */
export const DEFAULT_LOCATION_TTL_MS = 14_400_000;

const FUEL_LABELS: Readonly<Record<Locale, Readonly<Record<FuelCode, string>>>> = {
  'pt-BR': {
    diesel: 'Diesel',
    flex: 'Flex',
    tetrafuel: 'Tetrafuel',
    // 'Gas' of the spec's fuel names is gasoline: the fuel of every Argentine petrol version.
    gas: 'Gasolina',
    electric: 'Elétrico',
    hybrid: 'Híbrido',
    'flex hybrid': 'Flex Híbrido',
  },
  'es-AR': {
    diesel: 'Diésel',
    flex: 'Flex',
    tetrafuel: 'Tetrafuel',
    gas: 'Nafta',
    electric: 'Eléctrico',
    hybrid: 'Híbrido',
    'flex hybrid': 'Flex Híbrido',
  },
};

/** Every service family served by this api under its own path. */
function ownServiceBaseUrls(): Record<string, string> {
  return Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `/api/${family}`]));
}

/**
 * The page settings a brand starts with in a market (see docs/decisions for the choices); the home
 * page's line-up is empty until staff (or the demo data) fill it.
 */
export function defaultPageSettingsRow(
  brand: BrandSlug,
  locale: Locale,
  currentCarModels: CurrentCarModel[] = [],
): typeof pageSettings.$inferInsert {
  const market = MARKETS[locale];
  const brazil = market.country === 'BR';
  return {
    brand,
    locale,
    skin: brand,
    phoneCode: market.phoneCode,
    assetPaths: { images: `/media/${brand}/`, fallbackImages: '/media/default/' },
    fuelLabels: { ...FUEL_LABELS[locale] },
    currentCarModels,
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

/**
 * Fills the page settings of every brand in every market with their defaults when the table is
 * empty (the settings module's reference seed; the demo data, loaded first, fills it with the demo
 * line-up instead).
 */
export async function seedDefaultPageSettings(db: Db): Promise<{ pageSettings: number }> {
  const [existing] = await db.select({ rows: count() }).from(pageSettings);
  if ((existing?.rows ?? 0) > 0) return { pageSettings: 0 };
  const rows = BRAND_SLUGS.flatMap((brand) => LOCALES.map((locale) => defaultPageSettingsRow(brand, locale)));
  await db.insert(pageSettings).values(rows);
  return { pageSettings: rows.length };
}
