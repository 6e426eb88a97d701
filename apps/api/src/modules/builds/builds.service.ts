import { randomInt } from 'node:crypto';
import {
  type ConfiguratorVersion,
  type SharedBuild,
  type SharedBuildInput,
  type SharedBuildLine,
  sharedBuildPath,
} from '@autohub/contract';
import { type CarState, checkState, DomainError } from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { assertRegion, regionName, toMvsRecord } from '../catalogue/catalogue.service.js';
import {
  buildModelOf,
  createPricesService,
  foreignIds,
  pricedChoices,
  totalsDto,
} from '../prices/prices.service.js';
import { type SharedBuildRow, createBuildsStore } from './builds.store.js';

// No look-alike characters (0/o, 1/l/i): codes are read aloud and typed from paper.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function stateOf(build: SharedBuildInput): CarState {
  return {
    colorId: build.colorId,
    coatingId: build.coatingId,
    selected: build.selected,
    services: build.services,
  };
}

/** A shared build with its summary priced at today's prices. */
export interface PricedBuild {
  shared: SharedBuild;
  version: ConfiguratorVersion;
}

/** Short links that reopen a build, and their summary. */
export function createBuildsService(db: Db) {
  const store = createBuildsStore(db);
  const catalogue = createCatalogueReader(db);
  const prices = createPricesService(db);

  /** Refuses a build the builder could never have produced (spec: no impossible car). */
  function assertBuildable(version: ConfiguratorVersion, build: SharedBuildInput): void {
    const wrong = foreignIds(version, build);
    if (wrong.length > 0) {
      throw new DomainError(
        'part_not_in_version',
        { parts: wrong.join(', ') },
        { detail: `Not offered by ${build.mvsCode}: ${wrong.join(', ')}` },
      );
    }
    const violations = checkState(buildModelOf(version), stateOf(build));
    if (violations.length > 0) {
      throw new DomainError(
        'build_invalid',
        {},
        { detail: `The build breaks the version rules (${violations.length})` },
      );
    }
  }

  async function priced(row: SharedBuildRow, log: FastifyBaseLogger): Promise<PricedBuild> {
    const build = row.build;
    // Named as the catalogue names it in the build's market (an Argentine build in es-AR).
    const version = await catalogue.version({
      mvsCode: build.mvsCode,
      year: build.year,
      country: build.country,
    });
    const batch = await prices.batch(
      version,
      { year: build.year, country: build.country, state: build.state },
      log,
    );
    const { lines: priced, totals } = pricedChoices(version, batch, stateOf(build), build.priceSource);
    // The shared summary keeps its own line shape; a part inside a pack shows no price of its own.
    const lines: SharedBuildLine[] = priced.map((line) => ({
      id: line.id,
      code: line.code,
      name: line.name,
      type: line.type,
      price: line.includedInPack ? 0 : line.price,
    }));
    const entry = await catalogue.versionEntry({ mvsCode: build.mvsCode, country: build.country });
    return {
      version,
      shared: {
        code: row.code,
        path: sharedBuildPath(build.locale, build.brand, row.code),
        pdfPath: `/api/builds/${row.code}/pdf`,
        createdAt: row.createdAt.toISOString(),
        build,
        stateName: regionName(build.country, build.state),
        mvs: toMvsRecord(entry, build.year, batch.priceList.base),
        lines,
        totals: totalsDto(totals),
        currency: batch.currency,
        pricesUnavailable: batch.unavailable,
      },
    };
  }

  return {
    async create(build: SharedBuildInput, log: FastifyBaseLogger): Promise<SharedBuild> {
      assertRegion(build.country, build.state);
      const version = await catalogue.version({
        mvsCode: build.mvsCode,
        brand: build.brand,
        year: build.year,
        country: build.country,
      });
      if (!version.model.markets.includes(build.country)) {
        throw new DomainError(
          'not_sold_in_country',
          {},
          { detail: `${version.model.name} is not sold in ${build.country}` },
        );
      }
      assertBuildable(version, build);
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await store.insert(newCode(), build);
        if (row) return (await priced(row, log)).shared;
      }
      throw new DomainError('service_unavailable', {}, { detail: 'No free share code, try again' });
    },

    async find(code: string, log: FastifyBaseLogger): Promise<PricedBuild> {
      const row = await store.find(code);
      if (!row) throw new DomainError('build_not_found', {}, { detail: `Shared build ${code} not found` });
      return priced(row, log);
    },
  };
}

export type BuildsService = ReturnType<typeof createBuildsService>;
