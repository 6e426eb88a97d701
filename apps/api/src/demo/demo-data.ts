import { seedCatalogue } from '../modules/catalogue/demo/catalogue.demo.js';
import { seedFinancing } from '../modules/financing/demo/financing.demo.js';
import { seedPrices } from '../modules/prices/demo/prices.demo.js';
import { seedRatings, type DemoRatedDealer } from '../modules/ratings/demo/ratings.demo.js';
import { seedRecalls } from '../modules/recalls/demo/recalls.demo.js';
import { seedMaintenance } from '../modules/maintenance/demo/maintenance.demo.js';
import { seedPageSettings } from '../modules/settings/demo/settings.demo.js';
import { seedDemoAccounts } from '../modules/users/demo/users.demo.js';
import { seedStock } from '../modules/stock/demo/stock.demo.js';
import { seedReservationCampaigns } from '../modules/reservations/demo/reservations.demo.js';
import { seedRentalOffers } from '../modules/rental/demo/rental.demo.js';
import { seedB2EPartners } from '../modules/b2e/demo/b2e.demo.js';
import { seedDealers } from '../modules/dealers/demo/dealers.demo.js';
import { and, asc, eq } from 'drizzle-orm';
import { dealers } from '../modules/dealers/dealers.schema.js';
import type { Db } from '../db/client.js';
import type { DemoDataOptions } from '../db/seed/seed.js';
import type { SeedCounts } from '../modules/manifest.js';

/**
 * Fills the empty tables of every module with demo data, in the order they depend on each other
 * (dealers before the accounts that work at them, the catalogue before its prices and stock).
 * Loaded only with DEMO_DATA=on, which production refuses (docs/decisions/030-demo-data-switch.md),
 * and by the tests. Idempotent: a table that already has rows is left alone.
 */
export async function seedDemoData(db: Db, options: DemoDataOptions = {}): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const dealerRows = await seedDealers(tx, { dealerCount: options.dealerCount });
    const pageSettingsRows = await seedPageSettings(tx);
    const financing = await seedFinancing(tx);
    const catalogueVersions = await seedCatalogue(tx);
    const priceRows = await seedPrices(tx);
    const stockRows = await seedStock(tx);
    await seedReservationCampaigns(tx);
    const ratingRows = await seedRatings(tx, await demoRatedDealers(tx));
    const recallCampaignRows = await seedRecalls(tx);
    const maintenancePriceRows = await seedMaintenance(tx);
    const rentalOffers = await seedRentalOffers(tx);
    const b2ePartners = await seedB2EPartners(tx);
    const demoAccounts = await seedDemoAccounts(tx, {
      dealerCodes: await demoDealerCodes(tx),
      argentineDealerCodes: await demoArgentineDealerCodes(tx),
    });
    return { demoAccounts, dealers: dealerRows, pageSettings: pageSettingsRows, ...financing, catalogueVersions, prices: priceRows, stock: stockRows, ratings: ratingRows, recallCampaigns: recallCampaignRows, maintenancePrices: maintenancePriceRows, rentalOffers, b2ePartners };
  });
}

/**
 * The dealers the demo opinions are about: the first two of each brand in each market, in the
 * network's order (the ratings' demo picks among them).
 */
async function demoRatedDealers(db: Db): Promise<DemoRatedDealer[]> {
  const network = await db
    .select({ id: dealers.id, name: dealers.name, brand: dealers.brand, country: dealers.country })
    .from(dealers)
    .where(eq(dealers.blocked, false))
    .orderBy(asc(dealers.id));
  const taken = new Map<string, number>();
  return network.filter((dealer) => {
    const key = `${dealer.brand}/${dealer.country}`;
    const count = taken.get(key) ?? 0;
    taken.set(key, count + 1);
    return count < 2;
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
