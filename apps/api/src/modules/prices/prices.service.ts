import {
  type BatchPrices,
  type BatchPricesQuery,
  type BuildPriceAnswer,
  type BuildPriceLine,
  type BuildPriceRequest,
  type ConfiguratorVersion,
  type ModelOffer,
  type ModelOffers,
  type ModelOffersQuery,
  type PriceLine,
  type PriceSource,
  type PriceTotals,
  type ReservationPrice,
  type ReservationPriceQuery,
  type VersionPrice,
  type VersionPriceQuery,
} from '@autohub/contract';
import {
  campaignSavings,
  type CarState,
  type CarTotals,
  checkState,
  type BuildModel,
  type CountryCode,
  currencyForCountry,
  DomainError,
  EMPTY_CAR_STATE,
  priceBuild,
  resolveCoating,
  resolveColor,
  type PriceList,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { type CataloguePricing, assertRegion, defaultState } from '../catalogue/catalogue.service.js';
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
    bonification: source === 'customPrice' ? campaignSavings(batch, partCodes) : 0,
  };
}

/** Totals as the contract carries them. */
export function totalsDto(totals: CarTotals, unavailable = false): PriceTotals {
  if (unavailable) return EMPTY_TOTALS;
  return {
    basePrice: totals.basePrice,
    colorPrice: totals.colorPrice,
    coatingPrice: totals.coatingPrice,
    optionalsTotal: totals.optionalsTotal,
    accessoriesTotal: totals.accessoriesTotal,
    servicesTotal: totals.servicesTotal,
    bonificationTotal: totals.bonificationTotal,
    hasPriceBonification: totals.hasPriceBonification,
    total: totals.total,
  };
}

/**
 * A build priced with the one price function of the domain, with its named lines: the shared
 * build, its PDF, financing and the purchase lead all show these figures.
 */
export function pricedChoices(
  version: ConfiguratorVersion,
  batch: BatchPrices,
  car: CarState,
  source: PriceSource,
): { lines: BuildPriceLine[]; totals: CarTotals } {
  const model = buildModelOf(version);
  const totals = priceBuild(model, car, batch, source);
  const inPacks = new Set(totals.includedInPacks);
  const byId = new Map(version.parts.map((part) => [part.id, part]));
  const parts = [car.colorId, car.coatingId, ...car.selected]
    .filter((id): id is string => id !== null)
    .map((id) => byId.get(id))
    .filter((part) => part !== undefined);
  const lines: BuildPriceLine[] = [
    ...parts.map((part): BuildPriceLine => ({
      id: part.id,
      code: part.code,
      name: part.name,
      type: part.type,
      price: batch.priceList.parts[part.code] ?? null,
      includedInPack: inPacks.has(part.id),
    })),
    ...car.services.flatMap((id): BuildPriceLine[] => {
      const service = version.services.find((s) => s.id === id);
      return service
        ? [
            {
              id,
              code: service.serviceName,
              name: service.name,
              type: 'SERVICE',
              price: batch.priceList.services[id] ?? null,
              includedInPack: false,
            },
          ]
        : [];
    }),
  ];
  return { lines, totals };
}

/** Ids of a build that the version does not offer as the right kind of part or service. */
export function foreignIds(
  version: ConfiguratorVersion,
  build: {
    colorId: string | null;
    coatingId: string | null;
    selected: readonly string[];
    services: readonly string[];
  },
): string[] {
  const byId = new Map(version.parts.map((part) => [part.id, part]));
  const wrong: string[] = [];
  if (build.colorId !== null && byId.get(build.colorId)?.type !== 'COLOR') wrong.push(build.colorId);
  if (build.coatingId !== null && byId.get(build.coatingId)?.type !== 'COATING') wrong.push(build.coatingId);
  for (const id of build.selected) {
    const type = byId.get(id)?.type;
    if (type !== 'ITEM' && type !== 'ACCESSORY') wrong.push(id);
  }
  for (const id of build.services) {
    if (!version.services.some((service) => service.id === id)) wrong.push(id);
  }
  return wrong;
}

/** The builder's first build of a version: its default colour and coating, nothing else. */
export function firstBuildOf(
  version: ConfiguratorVersion,
  defaults: { colorId: string; coatingId: string },
): CarState {
  const model = buildModelOf(version);
  let car = EMPTY_CAR_STATE;
  const color = resolveColor(model, car, defaults.colorId);
  if (color.kind === 'ok') car = color.next;
  const coating = resolveCoating(model, car, defaults.coatingId);
  if (coating.kind === 'ok') car = coating.next;
  return car;
}

export function buildModelOf(version: ConfiguratorVersion): BuildModel {
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
  const catalogue = createCatalogueReader(db);

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

  /** The version, market and currency every price answer opens with. */
  function answerHead(version: ConfiguratorVersion, where: ReturnType<typeof location>, prices: BatchPrices) {
    return {
      mvsCode: version.mvs.code,
      year: where.year,
      country: where.country,
      state: where.state,
      currency: prices.currency,
    };
  }

  return {
    batch,

    /** `POST /prices/build`: a whole build priced as every surface shows it. */
    async buildPrice(request: BuildPriceRequest, log: FastifyBaseLogger): Promise<BuildPriceAnswer> {
      const where = location(request);
      const version = await catalogue.version({
        mvsCode: request.mvsCode,
        year: request.year,
        country: where.country,
      });
      if (!version.model.markets.includes(where.country)) {
        throw new DomainError(
          'not_sold_in_country',
          {},
          { detail: `${version.model.name} is not sold in ${where.country}` },
        );
      }
      const wrong = foreignIds(version, request);
      if (wrong.length > 0) {
        throw new DomainError(
          'part_not_in_version',
          { parts: wrong.join(', ') },
          { detail: `Not offered by ${version.mvs.code}: ${wrong.join(', ')}` },
        );
      }
      const car: CarState = {
        colorId: request.colorId,
        coatingId: request.coatingId,
        selected: [...new Set(request.selected)],
        services: [...new Set(request.services)],
      };
      if (checkState(buildModelOf(version), car).length > 0) {
        throw new DomainError('build_invalid', {}, { detail: 'The build breaks the version rules' });
      }
      const prices = await batch(version, where, log);
      const { lines, totals } = pricedChoices(version, prices, car, request.priceSource);
      return {
        mvsCode: version.mvs.code,
        modelCode: version.model.code,
        modelName: version.model.name,
        versionName: version.mvs.versionName,
        year: request.year,
        country: where.country,
        state: where.state,
        currency: prices.currency,
        priceSource: request.priceSource,
        lines,
        totals: totalsDto(totals, prices.unavailable),
        unavailable: prices.unavailable,
      };
    },

    /**
     * `GET /prices/offers`: per model of the brand, the version whose first build in the builder
     * (default colour and coating) has the largest campaign bonification, priced by priceBuild
     * under the customPrice source, the builder's own figure. Models without a campaign are left out.
     */
    async offers(query: ModelOffersQuery, log: FastifyBaseLogger): Promise<ModelOffers> {
      const state = query.state ?? defaultState(query.country);
      assertRegion(query.country, state);
      const list = await catalogue.models({ brand: query.brand, country: query.country }, log);
      let unavailable = false;
      const offers: ModelOffer[] = [];
      for (const model of list.models) {
        const detail = await catalogue.modelDetail({
          brand: query.brand,
          country: query.country,
          modelCode: model.code,
        });
        let best: ModelOffer | undefined;
        for (const summary of detail.versions) {
          const year = summary.mvs.year;
          const version = await catalogue.version({
            mvsCode: summary.mvs.code,
            year,
            country: query.country,
          });
          const prices = await batch(version, { year, country: query.country, state }, log);
          if (prices.unavailable) {
            unavailable = true;
            continue;
          }
          const car = firstBuildOf(version, {
            colorId: summary.defaultColorId,
            coatingId: summary.defaultCoatingId,
          });
          const totals = priceBuild(buildModelOf(version), car, prices, 'customPrice');
          if (totals.bonificationTotal <= 0 || (best && best.bonus >= totals.bonificationTotal)) continue;
          best = {
            modelCode: model.code,
            modelName: model.name,
            mvsCode: version.mvs.code,
            versionName: version.mvs.versionName,
            year,
            bonus: totals.bonificationTotal,
            price: totals.total,
          };
        }
        if (best) offers.push(best);
      }
      offers.sort((a, b) => b.bonus - a.bonus);
      return {
        brand: query.brand,
        country: query.country,
        state,
        currency: currencyForCountry(query.country),
        offers,
        unavailable,
      };
    },

    async batchPrices(query: BatchPricesQuery, log: FastifyBaseLogger): Promise<BatchPrices> {
      const where = location(query);
      const version = await catalogue.version({
        mvsCode: query.mvsCode,
        year: query.year,
        country: where.country,
      });
      return batch(version, where, log);
    },

    async versionPrice(query: VersionPriceQuery, log: FastifyBaseLogger): Promise<VersionPrice> {
      const where = location(query);
      const version = await catalogue.version({
        mvsCode: query.mvsCode,
        year: query.year,
        country: where.country,
      });
      const prices = await batch(version, where, log);
      const { base } = prices.priceList;
      return {
        ...answerHead(version, where, prices),
        type: 'EC',
        price: base,
        sources: base === null ? null : { ecommercePrice: base, customPrice: prices.customPrices.base },
        unavailable: prices.unavailable,
      };
    },

    async reservation(query: ReservationPriceQuery, log: FastifyBaseLogger): Promise<ReservationPrice> {
      const where = location(query);
      const version = await catalogue.version({
        mvsCode: query.mvsCode,
        year: query.year,
        country: where.country,
      });
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
        throw new DomainError(
          'part_not_in_version',
          { parts: unknown.join(', ') },
          {
            detail: `Codes not offered as the asked part type by ${version.mvs.code}: ${unknown.join(', ')}`,
          },
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
      const totals = priceBuild(buildModelOf(version), state, prices, query.priceSource);
      const line = (part: (typeof chosen)[number]): PriceLine => ({
        code: part.code,
        partId: part.id,
        name: part.name,
        type: part.type,
        price: prices.priceList.parts[part.code] ?? null,
        customPrice: prices.customPrices.parts[part.code] ?? null,
      });
      const missingCodes = [...(totals.basePrice === null ? [version.mvs.code] : []), ...totals.missingCodes];
      return {
        ...answerHead(version, where, prices),
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
        totals: totalsDto(totals, prices.unavailable),
        missingCodes: prices.unavailable ? [] : missingCodes,
        unavailable: prices.unavailable,
      };
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
