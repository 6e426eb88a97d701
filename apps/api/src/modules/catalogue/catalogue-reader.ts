import type {
  ConfiguratorVersion,
  ModelDetail,
  ModelDetailQuery,
  ModelList,
  ModelListQuery,
  MvsList,
  MvsListQuery,
  VersionQuery,
} from '@autohub/contract';
import type { BrandSlug, CountryCode } from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { forMarket, marketCatalogue } from './catalogue-locale.js';
import { type VersionEntry, createCatalogueService } from './catalogue.service.js';

/** A question about one version, always asked for a market. */
export type MarketVersionQuery = Omit<VersionQuery, 'country'> & { country: CountryCode };

/**
 * What other modules read of the catalogue (docs/decisions/017-catalogue-per-market.md): every
 * answer in the language and the facts of the market the question names. The market is part of
 * each question, so a module cannot read a Brazilian name for an Argentine car by leaving it out.
 */
export interface CatalogueReader {
  /** A version with its parts, groups and services; `mvs_not_found` or `model_year_not_found`. */
  version(query: MarketVersionQuery): Promise<ConfiguratorVersion>;
  /** A version's row and its model's; `mvs_not_found` when unknown or of another brand. */
  versionEntry(query: {
    mvsCode: string;
    country: CountryCode;
    brand?: string;
    year?: number;
  }): Promise<VersionEntry>;
  /**
   * The brand of a version, the same in every market: `mvs_not_found` when unknown or, with
   * `brand`, of another brand.
   */
  brandOf(mvsCode: string, brand?: string): Promise<BrandSlug>;
  models(query: ModelListQuery, log: FastifyBaseLogger): Promise<ModelList>;
  modelDetail(query: ModelDetailQuery): Promise<ModelDetail>;
  mvsList(query: MvsListQuery): Promise<MvsList>;
}

export function createCatalogueReader(db: Db): CatalogueReader {
  const service = createCatalogueService(db);
  // The routes' translation, so each catalogue answer is put in its market in one place.
  const market = marketCatalogue(service);
  return {
    version: (query) => market.configuratorVersion(query),
    versionEntry: async ({ mvsCode, brand, year, country }) =>
      forMarket(await service.versionEntry(mvsCode, brand, year), country),
    brandOf: async (mvsCode, brand) =>
      (await service.versionEntry(mvsCode, brand)).version.brand as BrandSlug,
    models: (query, log) => market.models(query, log),
    modelDetail: (query) => market.modelDetail(query),
    mvsList: (query) => market.mvsList(query),
  };
}
