import { BRAND_SLUGS, LOCALES, MARKETS } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, priceRows } from '../catalogue/demo/data/index.js';
import { planSeedsOf } from '../financing/demo/financing.demo.js';
import { currentModelsOf } from './demo/settings.demo.js';

describe('home page line-ups', () => {
  const rows = priceRows();

  it('list in each market only models that can be built and financed there', () => {
    const problems: string[] = [];
    for (const brand of BRAND_SLUGS) {
      for (const locale of LOCALES) {
        const country = MARKETS[locale].country;
        for (const listed of currentModelsOf(brand, locale)) {
          const model = CATALOGUE[brand].find((candidate) => candidate.code === listed.code);
          const where = `${brand} ${locale} ${listed.code}`;
          if (!model) problems.push(`${where}: not in the catalogue`);
          else if (!model.markets.includes(country)) problems.push(`${where}: not sold in ${country}`);
          const priced = rows.some(
            (row) =>
              row.kind === 'VERSION' &&
              row.brand === brand &&
              row.country === country &&
              row.modelCode === listed.code,
          );
          if (!priced) problems.push(`${where}: no version priced in ${country}`);
          if (planSeedsOf(brand).length === 0) problems.push(`${where}: no financing plan`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('list every model a brand sells in the market, and none where it sells none', () => {
    for (const brand of BRAND_SLUGS) {
      for (const locale of LOCALES) {
        const sold = CATALOGUE[brand].filter((model) => model.markets.includes(MARKETS[locale].country));
        expect(currentModelsOf(brand, locale).map((model) => model.code)).toEqual(
          sold.map((model) => model.code),
        );
      }
    }
    // Dodge and Chrysler are not sold in Argentina: their Argentine home pages list no model.
    expect(currentModelsOf('dodge', 'es-AR')).toEqual([]);
    expect(currentModelsOf('chrysler', 'es-AR')).toEqual([]);
    expect(currentModelsOf('peugeot', 'es-AR').map((model) => model.name)).toEqual(['208', '2008', '3008']);
  });
});
