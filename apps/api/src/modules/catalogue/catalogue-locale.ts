import type { CountryCode } from '@autohub/domain';
import type { CatalogueService } from './catalogue.service.js';
import { toEsAr } from './data/locales/es-ar.js';

/*
 * The catalogue in the language and the facts of a market (docs/decisions/017-catalogue-per-market.md).
 * The data is kept once, in pt-BR; an answer for Argentina is translated on the way out and its
 * versions are the Argentine ones: no ethanol there, so a flex engine runs on nafta ('Gas' of the
 * spec's fuel names) and its ethanol figures are left out of the datasheet.
 */

/** Keys whose string values (or arrays of strings) are buyer-facing text. */
const TEXT_KEYS = new Set([
  'name',
  'description',
  'label',
  'tagline',
  'fullDescription',
  'gear',
  'engine',
  'versionName',
  'serialItems',
  'highlights',
  // A comparison's items common to every version and those that set them apart.
  'commonItems',
  'item',
]);

/** What a flex or flex-hybrid version is where no ethanol is sold (spec §9 fuel names). */
const ARGENTINE_FUEL: Readonly<Record<string, string>> = { Flex: 'Gas', 'Flex Hybrid': 'Hybrid' };

function isEthanolFigure(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { fuel?: unknown }).fuel === 'ethanol';
}

function toArgentina(value: unknown, key: string | null): unknown {
  if (typeof value === 'string') {
    if (key === 'fuel') return ARGENTINE_FUEL[value] ?? value;
    return key !== null && TEXT_KEYS.has(key) ? toEsAr(value) : value;
  }
  if (Array.isArray(value)) {
    return value.filter((item) => !isEthanolFigure(item)).map((item) => toArgentina(item, key));
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, toArgentina(inner, name)]));
  }
  return value;
}

/** A catalogue answer for the market: unchanged for Brazil, in es-AR for Argentina. */
export function forMarket<T>(answer: T, country: CountryCode | undefined): T {
  return country === 'AR' ? (toArgentina(answer, null) as T) : answer;
}

/** The catalogue service whose public answers speak the market of each query. */
export function marketCatalogue(service: CatalogueService): CatalogueService {
  return {
    ...service,
    configuratorVersion: async (query) => forMarket(await service.configuratorVersion(query), query.country),
    models: async (query, log) => forMarket(await service.models(query, log), query.country),
    modelDetail: async (query) => forMarket(await service.modelDetail(query), query.country),
    mvsList: async (query) => forMarket(await service.mvsList(query), query.country),
    datasheet: async (query) => forMarket(await service.datasheet(query), query.country),
    partsOfType: async (query, type) => forMarket(await service.partsOfType(query, type), query.country),
    comparison: async (query, log) => forMarket(await service.comparison(query, log), query.country),
  };
}
