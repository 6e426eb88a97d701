import { currencyForCountry, type CountryCode } from '@autohub/domain';
import { allModels } from './catalogue.js';
import { stableHash } from '../../data/hash.js';
import { regionsOf, type PriceRegion } from '../../data/regions.js';
import type { CatalogueModel, PriceGap, PriceRow, PriceSources } from '../../data/types.js';

/**
 * Combinations left unpriced on purpose so the screens can show 'Valor não disponível no
 * momento'. Every other version, part and service of a model is priced in every state or
 * province of the countries the model is sold in.
 */
export const PRICE_GAPS: readonly PriceGap[] = [
  {
    brand: 'fiat',
    country: 'BR',
    state: 'AC',
    modelCode: '226',
    partId: 'acc-capota-retratil',
    reason: 'The retractable hard cover is not distributed in Acre.',
  },
  {
    brand: 'peugeot',
    country: 'BR',
    state: 'RR',
    modelCode: 'P21A',
    partId: 'color-branco-nacre',
    reason: 'The pearl white paint has no price published for Roraima.',
  },
  {
    brand: 'jeep',
    country: 'BR',
    state: 'AP',
    modelCode: '551',
    modelYear: 2027,
    mvsCode: '551L272',
    reason: 'The 2027 Compass Longitude is not yet priced in Amapá.',
  },
  {
    brand: 'ram',
    country: 'AR',
    state: 'V',
    modelCode: 'D8K',
    mvsCode: 'D8KLM82',
    reason: 'The Dakota Laramie is not sold in Tierra del Fuego.',
  },
];

/** Older model years still on sale are sold a little below the newest one. */
const PREVIOUS_YEAR_FACTOR_BPS = 9_650;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Cars round to R$ 10 / $ 1.000; parts and services to R$ 1 / $ 100. */
function step(country: CountryCode, kind: 'car' | 'item'): number {
  if (country === 'BR') return kind === 'car' ? 10_00 : 1_00;
  return kind === 'car' ? 1_000_00 : 100_00;
}

function nationalPrice(model: CatalogueModel, brlCents: number, country: CountryCode): number {
  return country === 'BR' ? brlCents : brlCents * model.arsPerBrl;
}

function regional(national: number, region: PriceRegion, kind: 'car' | 'item'): number {
  const factor = 10_000 + region.taxBps + region.freightBps;
  return roundTo((national * factor) / 10_000, step(region.country, kind));
}

/**
 * The custom price (a dealer network campaign) exists for part of the combinations and is 1.5%
 * to 4.5% below the ecommerce price.
 */
function withCustom(
  ecommercePrice: number,
  seed: string,
  country: CountryCode,
  kind: 'car' | 'item',
  sharePct: number,
): PriceSources {
  const h = stableHash(seed);
  if (ecommercePrice === 0 || h % 100 >= sharePct) return { ecommercePrice };
  const discountBps = 150 + ((h >>> 7) % 301);
  return {
    ecommercePrice,
    customPrice: roundTo((ecommercePrice * (10_000 - discountBps)) / 10_000, step(country, kind)),
  };
}

function isGap(row: PriceRow): boolean {
  return PRICE_GAPS.some(
    (gap) =>
      gap.brand === row.brand &&
      gap.country === row.country &&
      gap.state === row.state &&
      gap.modelCode === row.modelCode &&
      (gap.modelYear === undefined || gap.modelYear === row.modelYear) &&
      (gap.mvsCode === undefined || (row.kind === 'VERSION' && row.mvsCode === gap.mvsCode)) &&
      (gap.partId === undefined || (row.kind === 'PART' && row.partId === gap.partId)),
  );
}

function modelRows(model: CatalogueModel): PriceRow[] {
  const rows: PriceRow[] = [];
  const newest = Math.max(...model.modelYears);
  for (const country of model.markets) {
    const currency = currencyForCountry(country);
    for (const region of regionsOf(country)) {
      const base = { brand: model.brand, country, state: region.code, currency, modelCode: model.code };
      for (const modelYear of model.modelYears) {
        const yearFactor = modelYear === newest ? 10_000 : PREVIOUS_YEAR_FACTOR_BPS;
        for (const version of model.versions) {
          if (!version.modelYears.includes(modelYear)) continue;
          const national = (nationalPrice(model, version.basePrice, country) * yearFactor) / 10_000;
          const ecommercePrice = regional(national, region, 'car');
          const seed = `${version.mvs.code}|${modelYear}|${region.code}`;
          rows.push({
            ...base,
            modelYear,
            kind: 'VERSION',
            mvsCode: version.mvs.code,
            ...withCustom(ecommercePrice, seed, country, 'car', 60),
          });
        }
        for (const part of model.parts) {
          const ecommercePrice = regional(nationalPrice(model, part.price, country), region, 'item');
          const seed = `${model.code}|${part.id}|${modelYear}|${region.code}`;
          rows.push({
            ...base,
            modelYear,
            kind: 'PART',
            partId: part.id,
            partCode: part.code,
            partType: part.type,
            ...withCustom(ecommercePrice, seed, country, 'item', part.type === 'ACCESSORY' ? 30 : 0),
          });
        }
        for (const service of model.services) {
          // Services are sold at one national price per country.
          const ecommercePrice = roundTo(nationalPrice(model, service.price, country), step(country, 'item'));
          rows.push({ ...base, modelYear, kind: 'SERVICE', serviceId: service.id, ecommercePrice });
        }
      }
    }
  }
  return rows.filter((row) => !isGap(row));
}

/**
 * Every price of the demo catalogue: version base prices, part prices and service prices per
 * state (BR) or province (AR) and model year, both price sources, minus PRICE_GAPS.
 * Deterministic: the same catalogue always yields the same rows.
 */
export function priceRows(): PriceRow[] {
  return allModels().flatMap(({ model }) => modelRows(model));
}
