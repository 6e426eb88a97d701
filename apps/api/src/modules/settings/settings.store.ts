import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, markets } from '../../db/schema/reference.js';
import { pageSettings } from './settings.schema.js';

export type PageSettingsRow = typeof pageSettings.$inferSelect;

export interface PageSettingsRecord {
  settings: PageSettingsRow;
  brandName: string;
  country: string;
  currency: string;
}

export type PageSettingsChanges = Partial<
  Omit<typeof pageSettings.$inferInsert, 'brand' | 'locale' | 'updatedAt'>
>;

/** The page settings of a brand and locale with the brand's and market's reference data. */
export async function findPageSettings(
  db: Db,
  brand: string,
  locale: string,
): Promise<PageSettingsRecord | undefined> {
  const [row] = await db
    .select({
      settings: pageSettings,
      brandName: brands.name,
      country: markets.country,
      currency: markets.currency,
    })
    .from(pageSettings)
    .innerJoin(brands, eq(brands.slug, pageSettings.brand))
    .innerJoin(markets, eq(markets.locale, pageSettings.locale))
    .where(and(eq(pageSettings.brand, brand), eq(pageSettings.locale, locale)))
    .limit(1);
  return row;
}

/** Applies changes; resolves to whether a row was there to change. */
export async function updatePageSettings(
  db: Db,
  brand: string,
  locale: string,
  changes: PageSettingsChanges,
): Promise<boolean> {
  const updated = await db
    .update(pageSettings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(pageSettings.brand, brand), eq(pageSettings.locale, locale)))
    .returning({ brand: pageSettings.brand });
  return updated.length > 0;
}
