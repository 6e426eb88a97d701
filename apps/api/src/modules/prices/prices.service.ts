import {
  type BatchPrices,
  type BatchPricesQuery,
  type ConfiguratorVersion,
  type PriceLine,
  type PriceSource,
  type PriceTotals,
  type ReservationPrice,
  type ReservationPriceQuery,
  type VersionPrice,
  type VersionPriceQuery,
  bonificationFor,
} from '@autohub/contract';
import {
  type CarState,
  type ConfiguratorModel,
  type CountryCode,
  type PriceList,
  computeTotals,
  currencyForCountry,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import {
  type CataloguePricing,
  assertRegion,
  createCatalogueService,
  defaultState,
} from '../catalogue/catalogue.service.js';
import { type PriceRowRecord, createPricesStore } from './prices.store.js';

const EMPTY_TOTALS: PriceTotals = {
  basePrice: null,
  colorPrice: null,
  coatingPrice: null,
  optionalsTotal: null,
  accessoriesTotal: null,
  servicesTotal: null,
  bonificationTotal: 0,
  hasPriceBonification: false,
  total: null,
};

/** The price list of a version at a location, built from its price rows. */
export function batchFromRows(
  version: ConfiguratorVersion,
  rows: readonly PriceRowRecord[],
  location: { year: number; country: CountryCode; state: string },
): BatchPrices {
  const versionRow = rows.find((row) => row.kind === 'VERSION' && row.itemKey === version.mvs.code);
  const partRows = new Map(rows.filter((row) => row.kind === 'PART').map((row) => [row.itemKey, row]));
  const serviceRows = new Map(rows.filter((row) => row.kind === 'SERVICE').map((row) => [row.itemKey, row]));
  const parts: Record<string, number> = {};
  const customParts: Record<string, number> = {};
  const missingCodes: string[] = [];
  for (const part of version.parts) {
    const row = partRows.get(part.code);
    if (!row) {
      if (!missingCodes.includes(part.code)) missingCodes.push(part.code);
      continue;
    }
    parts[part.code] = row.ecommercePrice;
    if (row.customPrice !== null) customParts[part.code] = row.customPrice;
  }
  const services: Record<string, number> = {};
  const missingServices: string[] = [];
  for (const service of version.services) {
    const row = serviceRows.get(service.id);
    if (row) services[service.id] = row.ecommercePrice;
    else missingServices.push(service.id);
  }
  return {
    mvsCode: version.mvs.code,
    year: location.year,
    country: location.country,
    state: location.state,
    currency: currencyForCountry(location.country),
    priceList: { base: versionRow?.ecommercePrice ?? null, parts, services },
    customPrices: { base: versionRow?.customPrice ?? null, parts: customParts },
    missingCodes,
    missingServices,
    unavailable: false,
  };
}

/** A failed price service: nothing priced, flagged so the screen can say so. */
function emptyBatch(
  version: ConfiguratorVersion,
  location: { year: number; country: CountryCode; state: string },
): BatchPrices {
  return {
    ...batchFromRows(version, [], location),
    missingCodes: [],
    missingServices: [],
    unavailable: true,
  };
}

/** The domain price list of a batch; the customPrice source turns campaign savings into bonification. */
export function priceListOf(
  batch: BatchPrices,
  source: PriceSource,
  partCodes: readonly string[],
): PriceList {
  return {
    base: batch.priceList.base,
    parts: batch.priceList.parts,
    services: batch.priceList.services,
    bonification: source === 'customPrice' ? bonificationFor(batch, partCodes) : 0,
  };
}

export function configuratorModelOf(version: ConfiguratorVersion): ConfiguratorModel {
  return { parts: version.parts, groups: version.groups, services: version.services };
}

/** The prices the catalogue shows on model cards and in the comparator. */
export function createCataloguePricing(db: Db): CataloguePricing {
  const store = createPricesStore(db);
  return {
    startingPrices: (country, modelCodes) => store.startingPrices(country, modelCodes),
    async versionPrice({ country, state, modelCode, year, mvsCode }) {
      const rows = await store.atLocation(country, state, modelCode, year);
      return rows.find((row) => row.kind === 'VERSION' && row.itemKey === mvsCode)?.ecommercePrice ?? null;
    },
  };
}

/** Prices of versions, builds and every part of a version, per state or province. */
export function createPricesService(db: Db) {
  const store = createPricesStore(db);
  const catalogue = createCatalogueService(db);

  async function batch(
    version: ConfiguratorVersion,
    location: { year: number; country: CountryCode; state: string },
    log: FastifyBaseLogger,
  ): Promise<BatchPrices> {
    try {
      const rows = await store.atLocation(
        location.country,
        location.state,
        version.model.code,
        location.year,
      );
      return batchFromRows(version, rows, location);
    } catch (error) {
      // Spec document 2 §4: a price failure is logged and replaced by empty data.
      log.error({ err: error, mvsCode: version.mvs.code, ...location }, 'prices unavailable');
      return emptyBatch(version, location);
    }
  }

  function location(query: { year: number; country: CountryCode; state?: string | undefined }) {
    const state = query.state ?? defaultState(query.country);
    assertRegion(query.country, state);
    return { year: query.year, country: query.country, state };
  }

  return {
    batch,

    async batchPrices(query: BatchPricesQuery, log: FastifyBaseLogger): Promise<BatchPrices> {
      const where = location(query);
      const version = await catalogue.configuratorVersion({ mvsCode: query.mvsCode, year: query.year });
      return batch(version, where, log);
    },

    async versionPrice(query: VersionPriceQuery, log: FastifyBaseLogger): Promise<VersionPrice> {
      const where = location(query);
      const version = await catalogue.configuratorVersion({ mvsCode: query.mvsCode, year: query.year });
      const prices = await batch(version, where, log);
      const { base } = prices.priceList;
      return {
        mvsCode: version.mvs.code,
        year: query.year,
        country: where.country,
        state: where.state,
        currency: prices.currency,
        type: 'EC',
        price: base,
        sources: base === null ? null : { ecommercePrice: base, customPrice: prices.customPrices.base },
        unavailable: prices.unavailable,
      };
    },

    async reservation(query: ReservationPriceQuery, log: FastifyBaseLogger): Promise<ReservationPrice> {
      const where = location(query);
      const version = await catalogue.configuratorVersion({ mvsCode: query.mvsCode, year: query.year });
      const byCode = (code: string, type: string) =>
        version.parts.find((part) => part.code === code && part.type === type);
      const color = byCode(query.colorCode, 'COLOR');
      const coating = query.coatingCode === undefined ? undefined : byCode(query.coatingCode, 'COATING');
      const optionalCodes = [
        ...new Set(
          query.optionalCode
            .split(',')
            .map((code) => code.trim())
            .filter((code) => code.length > 0),
        ),
      ];
      const optionals = optionalCodes.map((code) => byCode(code, 'ITEM'));
      const unknown = [
        ...(color ? [] : [query.colorCode]),
        ...(query.coatingCode !== undefined && !coating ? [query.coatingCode] : []),
        ...optionalCodes.filter((_, i) => optionals[i] === undefined),
      ];
      if (unknown.length > 0) {
        throw new HttpError(
          422,
          'part_not_in_version',
          `Codes not offered as the asked part type by ${version.mvs.code}: ${unknown.join(', ')}`,
        );
      }
      const chosen = [color, coating, ...optionals].filter((part) => part !== undefined);
      const prices = await batch(version, where, log);
      const state: CarState = {
        colorId: color?.id ?? null,
        coatingId: coating?.id ?? null,
        selected: chosen.filter((part) => part.type === 'ITEM').map((part) => part.id),
        services: [],
      };
      const list = priceListOf(
        prices,
        query.priceSource,
        chosen.map((part) => part.code),
      );
      const totals = computeTotals(configuratorModelOf(version), state, list);
      const line = (part: (typeof chosen)[number]): PriceLine => ({
        code: part.code,
        partId: part.id,
        name: part.name,
        type: part.type,
        price: prices.priceList.parts[part.code] ?? null,
        customPrice: prices.customPrices.parts[part.code] ?? null,
      });
      const missingCodes = [...(list.base === null ? [version.mvs.code] : []), ...totals.missingCodes];
      return {
        mvsCode: version.mvs.code,
        year: query.year,
        country: where.country,
        state: where.state,
        currency: prices.currency,
        priceSource: query.priceSource,
        base: prices.unavailable
          ? null
          : {
              code: version.mvs.code,
              partId: null,
              name: `${version.model.name} ${version.mvs.versionName}`,
              type: 'VERSION',
              price: prices.priceList.base,
              customPrice: prices.customPrices.base,
            },
        color: color ? line(color) : null,
        coating: coating ? line(coating) : null,
        optionals: chosen.filter((part) => part.type === 'ITEM').map(line),
        totals: prices.unavailable
          ? EMPTY_TOTALS
          : {
              basePrice: totals.basePrice,
              colorPrice: totals.colorPrice,
              coatingPrice: totals.coatingPrice,
              optionalsTotal: totals.optionalsTotal,
              accessoriesTotal: totals.accessoriesTotal,
              servicesTotal: totals.servicesTotal,
              bonificationTotal: totals.bonificationTotal,
              hasPriceBonification: totals.hasPriceBonification,
              total: totals.total,
            },
        missingCodes: prices.unavailable ? [] : missingCodes,
        unavailable: prices.unavailable,
      };
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
