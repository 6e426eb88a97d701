import type {
  CarMvsQuery,
  CataloguePartDto,
  CatalogueServiceDto,
  ColorSwatch,
  Comparison,
  ComparisonQuery,
  ConfiguratorVersion,
  DatasheetDto,
  ModelCategory,
  ModelDetail,
  ModelDetailQuery,
  ModelList,
  ModelDimensions,
  ModelListQuery,
  ModelSummary,
  MvsList,
  MvsListQuery,
  MvsRecord,
  PartGroupDto,
  VersionDatasheet,
  VersionParts,
  VersionQuery,
  VersionSummary,
} from '@autohub/contract';
import {
  type BrandSlug,
  type CountryCode,
  currencyForCountry,
  DomainError,
  type PartType,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  type GroupRow,
  type ModelRow,
  type PartRow,
  type ServiceRow,
  type VersionRow,
  createCatalogueStore,
} from './catalogue.store.js';
import type { CarDrawing } from './car-image.svg.js';
import { regionsOf } from './data/regions.js';

export type Paint = NonNullable<CataloguePartDto['paint']>;

/** A version with its model as read from the store. */
export interface VersionEntry {
  version: VersionRow;
  model: ModelRow;
}

/** The Mvs record of a catalogue version; `price` is filled by the caller that knows the location. */
export function toMvsRecord(entry: VersionEntry, year?: number, price: number | null = null): MvsRecord {
  const { version, model } = entry;
  return {
    code: version.mvsCode,
    modelCode: version.modelCode,
    modelName: model.name,
    modelShortName: model.shortName,
    versionName: version.versionName,
    versionCode: version.versionCode,
    seriesCode: version.seriesCode,
    year: year ?? version.year,
    gear: version.gear,
    engine: version.engine,
    doors: version.doors,
    fuel: version.fuel,
    chassis: '',
    plateNumber: '',
    price,
    fullDescription: version.fullDescription,
  };
}

export function toPart(row: PartRow): CataloguePartDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as PartType,
    behavior: row.behavior as CataloguePartDto['behavior'],
    price: row.price,
    inclusive: row.inclusive,
    exclusive: row.exclusive,
    optionalColors: row.optionalColors,
    ...(row.paint ? { paint: row.paint as Paint } : {}),
    ...(row.colorValue ? { colorValue: row.colorValue } : {}),
    ...(row.secondaryColorValue ? { secondaryColorValue: row.secondaryColorValue } : {}),
    ...(row.description ? { description: row.description } : {}),
  };
}

function toGroup(row: GroupRow): PartGroupDto {
  return {
    id: row.id,
    kind: row.kind as PartGroupDto['kind'],
    members: row.members,
    ...(row.owner ? { owner: row.owner } : {}),
    label: row.label,
  };
}

function toService(row: ServiceRow): CatalogueServiceDto {
  return {
    id: row.id,
    name: row.name,
    category: row.category as CatalogueServiceDto['category'],
    serviceName: row.serviceName,
    price: row.price,
    description: row.description,
  };
}

function toSwatch(row: PartRow): ColorSwatch {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    paint: (row.paint ?? 'solid') as Paint,
    colorValue: row.colorValue ?? '#8a8d91',
    ...(row.secondaryColorValue ? { secondaryColorValue: row.secondaryColorValue } : {}),
  };
}

/**
 * The figures a model is drawn from: the datasheet of its first version of the newest year (the
 * builder's first), so the home's cards, the hero and the comparator read one truth.
 */
function dimensionsOf(model: ModelRow, own: readonly VersionEntry[]): ModelDimensions {
  const latest = Math.max(...model.modelYears);
  const lead = own.find((entry) => entry.version.modelYears.includes(latest)) ?? own[0];
  const sheet = lead?.version.datasheet.dimensions;
  if (!sheet) throw new Error(`Model ${model.code} has no version to take its dimensions from`);
  return {
    lengthMm: sheet.lengthMm,
    heightMm: sheet.heightMm,
    wheelbaseMm: sheet.wheelbaseMm,
    widthMm: sheet.widthMm,
  };
}

/** A model's summary from its row and its own versions. */
function modelBase(
  model: ModelRow,
  own: readonly VersionEntry[],
): Omit<ModelSummary, 'startingPrice' | 'startingPrices'> {
  return {
    brand: model.brand as BrandSlug,
    code: model.code,
    name: model.name,
    shortName: model.shortName,
    category: model.category as ModelCategory,
    tagline: model.tagline,
    modelYears: [...model.modelYears].sort((a, b) => a - b),
    latestYear: Math.max(...model.modelYears),
    color: model.color,
    dimensions: dimensionsOf(model, own),
    ...(model.signature ? { signature: model.signature } : {}),
    versionCount: own.length,
  };
}

function notFound(
  code:
    'mvs_not_found' | 'model_not_found' | 'model_year_not_found' | 'color_not_found' | 'coating_not_found',
  detail: string,
): DomainError {
  return new DomainError(code, {}, { detail });
}

/** Checks a state or province code against the country's list. */
export function assertRegion(country: CountryCode, state: string): void {
  if (!regionsOf(country).some((region) => region.code === state)) {
    throw new DomainError(
      'state_invalid',
      {},
      { detail: `Unknown state or province ${state} for ${country}` },
    );
  }
}

/** The name of a state (BR) or province (AR) by its code; the code itself when unknown. */
export function regionName(country: CountryCode, state: string): string {
  return regionsOf(country).find((region) => region.code === state)?.name ?? state;
}

/** The reference location of a country when the buyer has not chosen one yet. */
export function defaultState(country: CountryCode): string {
  return country === 'BR' ? 'SP' : 'C';
}

/** The prices the catalogue shows (model cards, comparator), provided by the prices module. */
export interface CataloguePricing {
  /** Lowest version price per model, model year and state. */
  startingPrices(
    country: CountryCode,
    modelCodes: readonly string[],
  ): Promise<{ modelCode: string; modelYear: number; state: string; price: number }[]>;
  /** Ecommerce price of a version at a location; null when it has none. */
  versionPrice(location: {
    country: CountryCode;
    state: string;
    modelCode: string;
    year: number;
    mvsCode: string;
  }): Promise<number | null>;
}

declare module '../manifest.js' {
  interface ModuleServices {
    /** The catalogue's prices, provided by the prices module (which reads the catalogue itself). */
    cataloguePricing: (db: Db) => CataloguePricing;
  }
}

const NO_PRICING: CataloguePricing = {
  startingPrices: async () => [],
  versionPrice: async () => null,
};

/** Catalogue look-ups and the answers of the catalogue routes. */
export function createCatalogueService(db: Db, pricing: CataloguePricing = NO_PRICING) {
  const store = createCatalogueStore(db);

  async function versionEntry(mvsCode: string, brand?: string, year?: number): Promise<VersionEntry> {
    const entry = await store.version(mvsCode);
    if (!entry || (brand !== undefined && entry.version.brand !== brand)) {
      throw notFound('mvs_not_found', `Version ${mvsCode} not found`);
    }
    if (year !== undefined && !entry.version.modelYears.includes(year)) {
      throw notFound('model_year_not_found', `Version ${mvsCode} is not sold as model year ${year}`);
    }
    return entry;
  }

  async function startingPrices(
    log: FastifyBaseLogger,
    country: CountryCode,
    models: readonly ModelRow[],
  ): Promise<Map<string, Record<string, number | null>>> {
    const byModel = new Map<string, Record<string, number | null>>();
    const regions = regionsOf(country);
    for (const model of models) {
      byModel.set(model.code, Object.fromEntries(regions.map((region) => [region.code, null])));
    }
    try {
      const rows = await pricing.startingPrices(
        country,
        models.map((model) => model.code),
      );
      const latest = new Map(models.map((model) => [model.code, Math.max(...model.modelYears)]));
      for (const row of rows) {
        const states = byModel.get(row.modelCode);
        if (states && latest.get(row.modelCode) === row.modelYear) states[row.state] = row.price;
      }
    } catch (error) {
      // Spec document 2 §4: a price failure is logged and replaced by empty data.
      log.error({ err: error }, 'starting prices unavailable');
    }
    return byModel;
  }

  async function configuratorVersion(query: VersionQuery): Promise<ConfiguratorVersion> {
    const entry = await versionEntry(query.mvsCode, query.brand, query.year);
    const [parts, groups, services, siblings] = await Promise.all([
      store.parts([entry.version.mvsCode]),
      store.groups(entry.version.mvsCode),
      store.services(entry.version.modelCode),
      store.versions({ modelCode: entry.version.modelCode }),
    ]);
    return {
      brand: entry.version.brand as BrandSlug,
      model: {
        code: entry.model.code,
        name: entry.model.name,
        shortName: entry.model.shortName,
        category: entry.model.category as ModelCategory,
        markets: entry.model.markets as CountryCode[],
        ...(entry.model.signature ? { signature: entry.model.signature } : {}),
      },
      mvs: toMvsRecord(entry, query.year),
      modelYears: entry.version.modelYears,
      highlights: entry.version.highlights,
      serialItems: entry.version.serialItems,
      datasheet: entry.version.datasheet as DatasheetDto,
      parts: parts.map(toPart),
      groups: groups.map(toGroup),
      services: services.map(toService),
      defaultColorId: entry.version.defaultColorId,
      defaultCoatingId: entry.version.defaultCoatingId,
      groupedMvs: siblings
        .filter((sibling) => query.year === undefined || sibling.version.modelYears.includes(query.year))
        .map((sibling) => toMvsRecord(sibling, query.year)),
    };
  }

  return {
    versionEntry,
    configuratorVersion,

    async models(query: ModelListQuery, log: FastifyBaseLogger): Promise<ModelList> {
      if (query.state !== undefined) assertRegion(query.country, query.state);
      const models = await store.models(query.brand, query.country);
      const versions = await store.versions({ brand: query.brand, country: query.country });
      const prices = await startingPrices(log, query.country, models);
      return {
        brand: query.brand,
        country: query.country,
        currency: currencyForCountry(query.country),
        models: models.map((model): ModelSummary => {
          const byState = prices.get(model.code) ?? {};
          // The figure of the buyer's state (the country reference until they choose one): never
          // the cheapest state's, which the builder would not show them.
          const startingPrice = byState[query.state ?? defaultState(query.country)] ?? null;
          return {
            ...modelBase(
              model,
              versions.filter((entry) => entry.model.code === model.code),
            ),
            startingPrice,
            startingPrices: byState,
          };
        }),
      };
    },

    async modelDetail(query: ModelDetailQuery): Promise<ModelDetail> {
      const model = await store.model(query.modelCode);
      if (!model || model.brand !== query.brand || !model.markets.includes(query.country)) {
        throw notFound('model_not_found', `Model ${query.modelCode} not found`);
      }
      const year = query.year ?? Math.max(...model.modelYears);
      if (!model.modelYears.includes(year)) {
        throw notFound('model_year_not_found', `Model ${query.modelCode} is not sold as model year ${year}`);
      }
      const versions = await store.versions({ modelCode: model.code, year });
      const colors = await store.parts(
        versions.map((entry) => entry.version.mvsCode),
        'COLOR',
      );
      return {
        model: modelBase(model, versions),
        year,
        versions: versions.map((entry): VersionSummary => ({
          mvs: toMvsRecord(entry, year),
          modelYears: entry.version.modelYears,
          highlights: entry.version.highlights,
          serialItems: entry.version.serialItems,
          colors: colors.filter((part) => part.mvsCode === entry.version.mvsCode).map(toSwatch),
          defaultColorId: entry.version.defaultColorId,
          defaultCoatingId: entry.version.defaultCoatingId,
        })),
      };
    },

    async mvsList(query: MvsListQuery): Promise<MvsList> {
      const versions = await store.versions({
        brand: query.brand,
        country: query.country,
        ...(query.modelCode === undefined ? {} : { modelCode: query.modelCode }),
        ...(query.year === undefined ? {} : { year: query.year }),
      });
      return { items: versions.map((entry) => toMvsRecord(entry, query.year)) };
    },

    async datasheet(query: VersionQuery): Promise<VersionDatasheet> {
      const entry = await versionEntry(query.mvsCode, query.brand, query.year);
      return {
        mvsCode: entry.version.mvsCode,
        serialItems: entry.version.serialItems,
        datasheet: entry.version.datasheet as DatasheetDto,
      };
    },

    async partsOfType(query: VersionQuery, type: PartType): Promise<VersionParts> {
      const entry = await versionEntry(query.mvsCode, query.brand, query.year);
      const parts = await store.parts([entry.version.mvsCode], type);
      return { mvsCode: entry.version.mvsCode, type, parts: parts.map(toPart) };
    },

    async carMvs(query: CarMvsQuery): Promise<MvsRecord> {
      // Both readings of spec document 1 §3: segments (version 3/11, series 1) or brand sizes
      // (version code includes the model, series code is the whole code).
      const code =
        query.seriesCode.length > 1
          ? query.seriesCode
          : query.versionCode.startsWith(query.modelCode) &&
              query.versionCode.length > query.modelCode.length + 1
            ? `${query.versionCode}${query.seriesCode}`
            : `${query.modelCode}${query.versionCode}${query.seriesCode}`;
      if (!code.startsWith(query.modelCode)) throw notFound('mvs_not_found', `Version ${code} not found`);
      const entry = await versionEntry(code, query.brand, query.year);
      return toMvsRecord(entry, query.year);
    },

    async comparison(query: ComparisonQuery, log: FastifyBaseLogger): Promise<Comparison> {
      const codes = [...new Set(query.mvsCode)];
      if (codes.length < 2)
        throw new DomainError('compare_min', {}, { detail: 'Compare at least two different versions' });
      const entries = await Promise.all(codes.map((code) => versionEntry(code)));
      const modelCode = entries[0]?.version.modelCode ?? '';
      if (entries.some((entry) => entry.version.modelCode !== modelCode)) {
        throw new DomainError(
          'compare_same_model',
          {},
          { detail: 'Only versions of the same model can be compared' },
        );
      }
      const parts = await store.parts(codes);
      const prices = new Map<string, number | null>();
      if (query.country !== undefined) {
        const state = query.state ?? defaultState(query.country);
        assertRegion(query.country, state);
        try {
          for (const entry of entries) {
            const price = await pricing.versionPrice({
              country: query.country,
              state,
              modelCode,
              year: entry.version.year,
              mvsCode: entry.version.mvsCode,
            });
            prices.set(entry.version.mvsCode, price);
          }
        } catch (error) {
          log.error({ err: error }, 'comparison prices unavailable');
        }
      }
      const itemsOf = (entry: VersionEntry) => new Set(entry.version.serialItems);
      const allItems = [...new Set(entries.flatMap((entry) => entry.version.serialItems))];
      const colorsOf = (code: string) => parts.filter((p) => p.mvsCode === code && p.type === 'COLOR');
      const colorIds = [...new Set(parts.filter((p) => p.type === 'COLOR').map((p) => p.id))];
      return {
        modelCode,
        modelName: entries[0]?.model.name ?? '',
        versions: entries.map((entry) => ({
          mvs: toMvsRecord(entry, undefined, prices.get(entry.version.mvsCode) ?? null),
          highlights: entry.version.highlights,
          colors: colorsOf(entry.version.mvsCode).map(toSwatch),
          serialItems: entry.version.serialItems,
          optionalCount: parts.filter(
            (p) => p.mvsCode === entry.version.mvsCode && (p.type === 'ITEM' || p.type === 'ACCESSORY'),
          ).length,
          datasheet: entry.version.datasheet as DatasheetDto,
        })),
        commonItems: allItems.filter((item) => entries.every((entry) => itemsOf(entry).has(item))),
        differences: allItems
          .filter((item) => !entries.every((entry) => itemsOf(entry).has(item)))
          .map((item) => ({
            item,
            presentIn: entries
              .filter((entry) => itemsOf(entry).has(item))
              .map((entry) => entry.version.mvsCode),
          })),
        colorDifferences: colorIds.flatMap((colorId) => {
          const presentIn = codes.filter((code) => colorsOf(code).some((p) => p.id === colorId));
          const name = parts.find((p) => p.id === colorId)?.name ?? colorId;
          return presentIn.length === codes.length ? [] : [{ colorId, name, presentIn }];
        }),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Every model of every brand and market, as other modules' seeds read them. */
export async function listAllModels(db: Db): Promise<ModelRow[]> {
  return createCatalogueStore(db).allModels();
}

/** The picture of a version in a colour (its default paint when no colour code is given). */
export async function carImage(
  catalogue: CatalogueService,
  params: {
    model: string;
    versionSeries: string;
    year: number;
    color?: string | undefined;
    coating?: string | undefined;
  },
): Promise<Omit<CarDrawing, 'size'>> {
  const version = await catalogue.configuratorVersion({
    mvsCode: `${params.model}${params.versionSeries}`,
    year: params.year,
  });
  const colors = version.parts.filter((part) => part.type === 'COLOR');
  const color =
    params.color === undefined
      ? colors.find((part) => part.id === version.defaultColorId)
      : colors.find((part) => part.code === params.color);
  if (!color)
    throw notFound('color_not_found', `Colour ${params.color ?? ''} not offered by ${version.mvs.code}`);
  const coatings = version.parts.filter((part) => part.type === 'COATING');
  const coating =
    params.coating === undefined
      ? coatings.find((part) => part.id === version.defaultCoatingId)
      : coatings.find((part) => part.code === params.coating);
  if (params.coating !== undefined && !coating)
    throw notFound('coating_not_found', `Upholstery ${params.coating} not offered by ${version.mvs.code}`);
  return {
    brand: version.brand,
    category: version.model.category,
    dimensions: version.datasheet.dimensions,
    signature: version.model.signature,
    colorValue: color.colorValue ?? '#8a8d91',
    ...(color.secondaryColorValue ? { secondaryColorValue: color.secondaryColorValue } : {}),
    ...(coating?.colorValue ? { coatingColorValue: coating.colorValue } : {}),
    title: `${version.model.name} ${version.mvs.versionName}, ${color.name}`,
  };
}
