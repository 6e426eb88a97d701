import { type CurrentCarModel, SERVICE_FAMILIES } from '@autohub/contract';
import {
  BRAND_SLUGS,
  type BrandSlug,
  type CountryCode,
  type FuelCode,
  LOCALES,
  type Locale,
  MARKETS,
} from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CATALOGUE, type VersionPriceRow, priceRows } from '../catalogue/data/index.js';
import { pageSettings } from './settings.schema.js';

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

/** The state (BR) or province (AR) whose price list stands for the country on the home page. */
const REFERENCE_STATE: Readonly<Record<CountryCode, string>> = { BR: 'SP', AR: 'C' };

let versionRows: VersionPriceRow[] | undefined;

/** The version prices of the catalogue, read once (the whole list also prices every part). */
function versionPriceRows(): VersionPriceRow[] {
  return (versionRows ??= priceRows().filter((row): row is VersionPriceRow => row.kind === 'VERSION'));
}

/**
 * The models a brand shows on its home page in a market: the catalogue's models sold in that
 * country, so every model listed there can be built and financed (a data check in the suite
 * proves it). A brand with no model in a market lists none, and its home page says so.
 */
export function currentModelsOf(brand: BrandSlug, locale: Locale): CurrentCarModel[] {
  const country = MARKETS[locale].country;
  const rows = versionPriceRows();
  return CATALOGUE[brand]
    .filter((model) => model.markets.includes(country))
    .map((model) => {
      const first = model.versions[0];
      const color = first?.parts.find((part) => part.id === first.defaultColorId)?.colorValue ?? '#808080';
      const prices = rows
        .filter(
          (row) =>
            row.brand === brand &&
            row.country === country &&
            row.state === REFERENCE_STATE[country] &&
            row.modelCode === model.code,
        )
        .map((row) => row.customPrice ?? row.ecommercePrice);
      return {
        code: model.code,
        name: model.shortName,
        category: model.category,
        color,
        startingPrice: prices.length > 0 ? Math.min(...prices) : null,
      };
    });
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
