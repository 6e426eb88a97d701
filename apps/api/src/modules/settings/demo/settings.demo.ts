import type { CurrentCarModel } from '@autohub/contract';
import {
  BRAND_SLUGS,
  type BrandSlug,
  type CountryCode,
  LOCALES,
  type Locale,
  MARKETS,
} from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { CATALOGUE, type VersionPriceRow, priceRows } from '../../catalogue/demo/data/index.js';
import { defaultPageSettingsRow } from '../settings-defaults.js';
import { pageSettings } from '../settings.schema.js';

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

/** Fills the page settings of every brand in every market, with the demo line-up, when the table is empty. */
export async function seedPageSettings(db: Db): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(pageSettings);
  if ((existing?.rows ?? 0) > 0) return 0;
  const rows = BRAND_SLUGS.flatMap((brand) =>
    LOCALES.map((locale) => defaultPageSettingsRow(brand, locale, currentModelsOf(brand, locale))),
  );
  await db.insert(pageSettings).values(rows);
  return rows.length;
}
