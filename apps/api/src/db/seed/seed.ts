import { seedCatalogue } from '../../modules/catalogue/catalogue.seed.js';
import { seedFinancing } from '../../modules/financing/financing.seed.js';
import { seedPrices } from '../../modules/prices/prices.seed.js';
import { seedRatings } from '../../modules/ratings/ratings.seed.js';
import { seedRecalls } from '../../modules/recalls/recalls.seed.js';
import { seedMaintenance } from '../../modules/maintenance/maintenance.seed.js';
import { seedPageSettings } from '../../modules/settings/settings.seed.js';
import { seedDemoAccounts } from '../../modules/users/users.seed.js';
import { seedStock } from '../../modules/stock/stock.seed.js';
import { seedReservationCampaigns } from '../../modules/reservations/reservations.seed.js';
import { seedRentalOffers } from '../../modules/rental/rental.seed.js';
import { seedB2EPartners } from '../../modules/b2e/b2e.seed.js';
import { seedDealers } from '../../modules/dealers/dealers.seed.js';
import { and, asc, eq } from 'drizzle-orm';
import { dealers } from '../../modules/dealers/dealers.schema.js';
import type { Db } from '../client.js';
import { type SeedReport, seedReference } from './reference.seed.js';

export interface SeedOptions {
  /** Total dealers of the demo network (DEMO_DEALER_COUNT); the base network when unset. */
  demoDealerCount?: number;
}

/**
 * Fills an empty database with the reference and demo data. Idempotent: a table that already
 * has rows is left alone, so staff changes survive restarts.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const reference = await seedReference(tx);
    const dealerRows = await seedDealers(tx, { dealerCount: options.demoDealerCount });
    const pageSettingsRows = await seedPageSettings(tx);
    const financing = await seedFinancing(tx);
    const catalogueVersions = await seedCatalogue(tx);
    const priceRows = await seedPrices(tx);
    const stockRows = await seedStock(tx);
    await seedReservationCampaigns(tx);
    const ratingRows = await seedRatings(tx);
    const recallCampaignRows = await seedRecalls(tx);
    const maintenancePriceRows = await seedMaintenance(tx);
    const rentalOffers = await seedRentalOffers(tx);
    const b2ePartners = await seedB2EPartners(tx);
    const demoAccounts = await seedDemoAccounts(tx, {
      dealerCodes: await demoDealerCodes(tx),
      argentineDealerCodes: await demoArgentineDealerCodes(tx),
    });
    return { ...reference, demoAccounts, dealers: dealerRows, pageSettings: pageSettingsRows, ...financing, catalogueVersions, prices: priceRows, stock: stockRows, ratings: ratingRows, recallCampaigns: recallCampaignRows, maintenancePrices: maintenancePriceRows, rentalOffers, b2ePartners };
  });
}

/**
 * The dealer the Argentine demo seller works at: the first Fiat dealer of Argentina, so the
 * quotation simulator can be tried in es-AR with Argentine prices and stock.
 */
async function demoArgentineDealerCodes(db: Db): Promise<string[]> {
  const [dealer] = await db
    .select({ dealerCode: dealers.dealerCode })
    .from(dealers)
    .where(and(eq(dealers.brand, 'fiat'), eq(dealers.country, 'AR'), eq(dealers.blocked, false)))
    .orderBy(asc(dealers.id))
    .limit(1);
  return dealer ? [dealer.dealerCode] : [];
}

/** São Paulo's IBGE city code: the demo dealer desk answers for a Fiat dealer there. */
const DEMO_DEALER_CITY = '3550308';

/**
 * The dealer the demo seller and manager work at: the first Fiat dealer of São Paulo (the city of
 * the demo postal code 01310-100), so a test drive booked there reaches their desk. None when the
 * network has no such dealer.
 */
async function demoDealerCodes(db: Db): Promise<string[]> {
  const [dealer] = await db
    .select({ dealerCode: dealers.dealerCode })
    .from(dealers)
    .where(and(eq(dealers.brand, 'fiat'), eq(dealers.cityCode, DEMO_DEALER_CITY), eq(dealers.blocked, false)))
    .orderBy(asc(dealers.id))
    .limit(1);
  return dealer ? [dealer.dealerCode] : [];
}
