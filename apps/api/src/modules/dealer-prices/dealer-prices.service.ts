import type {
  BatchCustomPrice,
  ConfiguratorVersion,
  DealerPrice,
  PriceVisualizer,
  WorkingPrice,
  WorkingPriceCsvReport,
} from '@autohub/contract';
import {
  type BrandSlug,
  type CountryCode,
  currencyForCountry,
  DomainError,
  type Locale,
  WORKING_PRICE_CSV_MAX_ROWS,
  parseWorkingPriceCsv,
  workingPriceRejectionText,
  writeWorkingPriceCsv,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { regionsOf } from '../catalogue/data/regions.js';
import { createDealersService } from '../dealers/dealers.service.js';
import { createPricesService } from '../prices/prices.service.js';
import type { WorkingPriceRow } from './dealer-prices.schema.js';
import { type WorkingPriceInput, createDealerPricesStore } from './dealer-prices.store.js';

/** Whom a dealer-desk call acts for: every dealer (staff) or the account's dealer codes. */
export type DeskScope = 'any' | { dealerCodes: readonly string[] };

/** A dealer as prices need it: brand, market and the state or province its prices are in. */
export interface PricedDealer {
  dealerCode: string;
  name: string;
  brand: BrandSlug;
  country: CountryCode;
  /** Price region: UF (BR) or ISO 3166-2:AR letter (AR). */
  state: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The price region of a dealer's address: the UF, or the Argentine province by code or name. */
export function priceRegionOf(country: CountryCode, stateCode: string): string | null {
  const wanted = fold(stateCode);
  const region = regionsOf(country).find((r) => fold(r.code) === wanted || fold(r.name) === wanted);
  return region?.code ?? null;
}

export function presentWorkingPrice(row: WorkingPriceRow): WorkingPrice {
  return {
    dealerCode: row.dealerCode,
    mvsCode: row.mvsCode,
    modelYear: row.modelYear,
    price: row.price,
    specialDiscount: row.specialDiscount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Dealer prices (spec document 2 "Prices"): working prices and their CSV, the price a dealer sells
 * at, the special discount, the dealer's whole price list of a version and the visualizer.
 */
export function createDealerPricesService(db: Db, clock: () => Date = () => new Date()) {
  const store = createDealerPricesStore(db);
  const dealers = createDealersService(db);
  const catalogue = createCatalogueReader(db);
  const prices = createPricesService(db);

  /**
   * The dealer with this code, as the caller may see it: a dealer account reaches only its own
   * dealers; another dealer answers 404, as if it did not exist.
   */
  async function dealer(scope: DeskScope, dealerCode: string, brand?: BrandSlug): Promise<PricedDealer> {
    if (scope !== 'any' && !scope.dealerCodes.includes(dealerCode)) {
      throw new DomainError('not_found', {}, { detail: 'No such dealer' });
    }
    // A dealer group may use one code for each brand it sells: the brand picks the dealer.
    const found = (await dealers.dealersWithCodes([dealerCode]))
      .filter((candidate) => brand === undefined || candidate.brand === brand)
      .sort((a, b) => a.id - b.id)[0];
    if (!found) throw new DomainError('not_found', {}, { detail: 'No such dealer' });
    const full = await dealers.dealerById(found.id);
    const country = full.address.countryCode === 'AR' ? 'AR' : 'BR';
    const state = priceRegionOf(country, full.address.stateCode) ?? (country === 'BR' ? 'SP' : 'C');
    return { dealerCode, name: full.name, brand: full.brand, country, state };
  }

  async function version(priced: PricedDealer, mvsCode: string, year: number) {
    // The seller and the customer read the catalogue of the dealer's market (names, fuel, items).
    const found = await catalogue.version({ mvsCode, year, country: priced.country });
    // A dealer quotes its own brand in its own market only.
    if (found.brand !== priced.brand || !found.model.markets.includes(priced.country)) {
      throw new DomainError('mvs_not_found', {}, { detail: `Version ${mvsCode} is not sold by this dealer` });
    }
    return found;
  }

  async function batchCustomPrice(
    scope: DeskScope,
    query: { dealerCode: string; mvsCode: string; year: number },
    log: FastifyBaseLogger,
  ): Promise<
    BatchCustomPrice & { priced: PricedDealer; version: ConfiguratorVersion; publicBase: number | null }
  > {
    if (scope !== 'any' && !scope.dealerCodes.includes(query.dealerCode)) {
      throw new DomainError('not_found', {}, { detail: 'No such dealer' });
    }
    const priced = await dealer(scope, query.dealerCode, await catalogue.brandOf(query.mvsCode));
    const found = await version(priced, query.mvsCode, query.year);
    const [batch, working] = await Promise.all([
      prices.batch(found, { year: query.year, country: priced.country, state: priced.state }, log),
      store.find(priced.dealerCode, found.mvs.code, query.year),
    ]);
    const base = working?.price ?? batch.priceList.base;
    return {
      priced,
      version: found,
      publicBase: batch.priceList.base,
      dealerCode: priced.dealerCode,
      mvsCode: found.mvs.code,
      year: query.year,
      currency: currencyForCountry(priced.country),
      base,
      source: working ? 'WORKING' : base === null ? 'NONE' : 'EC',
      parts: batch.priceList.parts,
      specialDiscount: working?.specialDiscount ?? null,
    };
  }

  async function versionsOnSale(priced: PricedDealer, years: readonly number[]): Promise<Set<string>> {
    const onSale = new Set<string>();
    for (const year of years) {
      const list = await catalogue.mvsList({ brand: priced.brand, country: priced.country, year });
      for (const item of list.items) onSale.add(`${item.code}|${year}`);
    }
    return onSale;
  }

  return {
    dealer,
    batchCustomPrice,

    async dealerPrice(
      scope: DeskScope,
      query: { dealerCode: string; mvsCode: string; year: number },
      log: FastifyBaseLogger,
    ): Promise<DealerPrice> {
      const batch = await batchCustomPrice(scope, query, log);
      return {
        dealerCode: batch.dealerCode,
        mvsCode: batch.mvsCode,
        year: batch.year,
        country: batch.priced.country,
        state: batch.priced.state,
        currency: batch.currency,
        publicPrice: batch.publicBase,
        workingPrice: batch.source === 'WORKING' ? batch.base : null,
        price: batch.base,
        source: batch.source,
        specialDiscount: batch.specialDiscount,
      };
    },

    async list(scope: DeskScope, dealerCode: string): Promise<WorkingPrice[]> {
      await dealer(scope, dealerCode);
      return (await store.list(dealerCode)).map(presentWorkingPrice);
    },

    async create(scope: DeskScope, input: WorkingPriceInput): Promise<WorkingPrice> {
      const priced = await dealer(scope, input.dealerCode, await catalogue.brandOf(input.mvsCode));
      await version(priced, input.mvsCode, input.modelYear);
      checkDiscount(input);
      const row = await store.insert(input);
      if (!row) {
        throw new DomainError(
          'working_price_exists',
          {},
          { detail: 'The dealer has a working price for this version and year; change it with PUT' },
        );
      }
      return presentWorkingPrice(row);
    },

    async update(scope: DeskScope, input: WorkingPriceInput): Promise<WorkingPrice> {
      await dealer(scope, input.dealerCode);
      checkDiscount(input);
      const row = await store.update(input, clock());
      if (!row)
        throw new DomainError('not_found', {}, { detail: 'No working price for this version and year' });
      return presentWorkingPrice(row);
    },

    async exportCsv(scope: DeskScope, dealerCode: string): Promise<string> {
      await dealer(scope, dealerCode);
      return writeWorkingPriceCsv(await store.list(dealerCode));
    },

    /**
     * Imports a CSV: every good row is written (new or replacing the dealer's price for that
     * version and year); each bad row is reported with its line and reason, in the caller's language.
     */
    async importCsv(
      scope: DeskScope,
      input: { dealerCode: string; brand?: BrandSlug | undefined; csv: string },
      locale: Locale,
    ): Promise<WorkingPriceCsvReport> {
      const priced = await dealer(scope, input.dealerCode, input.brand);
      const parsed = parseWorkingPriceCsv(input.csv);
      if (parsed.fileProblem !== null) {
        throw new DomainError(`working_price_csv_${parsed.fileProblem}`, { max: WORKING_PRICE_CSV_MAX_ROWS });
      }
      const years = [...new Set(parsed.rows.map((row) => row.modelYear))];
      const onSale = await versionsOnSale(priced, years);
      const rejected: WorkingPriceCsvReport['rejected'] = parsed.rejected.map((row) => ({
        ...row,
        message: workingPriceRejectionText(row.reason, locale),
      }));
      const good: WorkingPriceInput[] = [];
      for (const row of parsed.rows) {
        if (!onSale.has(`${row.mvsCode}|${row.modelYear}`)) {
          rejected.push({
            line: row.line,
            reason: 'unknown_version',
            message: workingPriceRejectionText('unknown_version', locale),
            text: `${row.mvsCode};${row.modelYear}`,
          });
          continue;
        }
        good.push({
          dealerCode: priced.dealerCode,
          mvsCode: row.mvsCode,
          modelYear: row.modelYear,
          price: row.price,
          specialDiscount: row.specialDiscount,
        });
      }
      rejected.sort((a, b) => a.line - b.line);
      const imported = good.length > 0 ? await store.upsertMany(good, clock()) : 0;
      return { imported, rejected };
    },

    async specialDiscount(scope: DeskScope, query: { dealerCode: string; mvsCode: string; year: number }) {
      await dealer(scope, query.dealerCode);
      const row = await store.find(query.dealerCode, query.mvsCode, query.year);
      return {
        dealerCode: query.dealerCode,
        mvsCode: query.mvsCode,
        year: query.year,
        specialDiscount: row?.specialDiscount ?? null,
      };
    },

    async visualizer(
      scope: DeskScope,
      query: { dealerCode: string; modelCode?: string | undefined },
      log: FastifyBaseLogger,
    ): Promise<PriceVisualizer> {
      const priced = await dealer(scope, query.dealerCode);
      const list = await catalogue.mvsList({
        brand: priced.brand,
        country: priced.country,
        ...(query.modelCode ? { modelCode: query.modelCode.toUpperCase() } : {}),
      });
      const working = new Map(
        (await store.list(priced.dealerCode)).map((row) => [`${row.mvsCode}|${row.modelYear}`, row]),
      );
      const rows: PriceVisualizer['rows'] = [];
      for (const item of list.items) {
        const found = await catalogue.version({
          mvsCode: item.code,
          year: item.year,
          country: priced.country,
        });
        const batch = await prices.batch(
          found,
          { year: item.year, country: priced.country, state: priced.state },
          log,
        );
        const own = working.get(`${item.code}|${item.year}`);
        const publicPrice = batch.priceList.base;
        rows.push({
          modelCode: item.modelCode,
          modelName: item.modelName,
          mvsCode: item.code,
          versionName: item.versionName,
          year: item.year,
          publicPrice,
          workingPrice: own?.price ?? null,
          difference: own && publicPrice !== null ? own.price - publicPrice : null,
          specialDiscount: own?.specialDiscount ?? null,
        });
      }
      return { dealerCode: priced.dealerCode, currency: currencyForCountry(priced.country), rows };
    },
  };
}

function checkDiscount(input: WorkingPriceInput): void {
  if (input.specialDiscount > input.price) {
    throw new DomainError(
      'working_price_discount_above_price',
      {},
      { detail: 'The special discount is above the price' },
    );
  }
}

export type DealerPricesService = ReturnType<typeof createDealerPricesService>;
