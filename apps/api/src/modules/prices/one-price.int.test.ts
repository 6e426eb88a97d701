import {
  BatchPrices,
  BuildPriceAnswer,
  Comparison,
  ConfiguratorVersion,
  ModelDetail,
  ModelList,
  ReservationPrice,
  SharedBuild,
  VersionPrice,
} from '@autohub/contract';
import {
  type BuildStep,
  type Locale,
  buildFromSteps,
  formatPrice,
  optionalCodesForPrice,
  priceBuild,
  startingPriceOf,
} from '@autohub/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { allVersions, regionsOf } from '../catalogue/demo/data/index.js';

// Versions sold in each market, of brands with a page there: the random builds pick among them.
const SOLD = allVersions().flatMap(({ brand, model, version }) =>
  model.markets.map((country) => ({
    brand,
    country,
    modelCode: model.code,
    mvsCode: version.mvs.code,
    year: version.mvs.year,
  })),
);

const stepArb: fc.Arbitrary<BuildStep> = fc.record({
  kind: fc.constantFrom('add', 'add', 'add', 'remove', 'color', 'coating', 'service'),
  target: fc.nat(80),
  pick: fc.nat(5),
});

describe('one price for a build on every surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
    return response;
  };

  it('builder, price service, shared build, its PDF and the reservation price agree for random builds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(SOLD.length - 1),
        fc.nat(40),
        fc.array(stepArb, { maxLength: 20 }),
        fc.constantFrom('ecommercePrice' as const, 'customPrice' as const),
        async (which, regionIndex, steps, priceSource) => {
          const sold = SOLD[which];
          if (!sold) return;
          const regions = regionsOf(sold.country);
          const state = regions[regionIndex % regions.length]?.code ?? 'SP';
          const locale: Locale = sold.country === 'BR' ? 'pt-BR' : 'es-AR';
          const version = ConfiguratorVersion.parse(
            (await get(`/api/catalogue/mvs?mvsCode=${sold.mvsCode}&year=${sold.year}`)).json(),
          );
          const car = buildFromSteps(version, steps, {
            colorId: version.defaultColorId,
            coatingId: version.defaultCoatingId,
          });
          const where = `year=${sold.year}&country=${sold.country}&state=${state}`;

          // The builder prices in the browser with the batch of the location and the domain function.
          const batch = BatchPrices.parse(
            (await get(`/api/prices/batchPrices?mvsCode=${sold.mvsCode}&${where}`)).json(),
          );
          const builder = priceBuild(version, car, batch, priceSource);

          // Financing, the purchase lead and quotations ask the price service for the whole build.
          const priced = BuildPriceAnswer.parse(
            (
              await post('/api/prices/build', {
                mvsCode: sold.mvsCode,
                year: sold.year,
                country: sold.country,
                state,
                ...car,
                priceSource,
              })
            ).json(),
          );
          expect(priced.totals.total).toBe(builder.total);
          expect(priced.totals.bonificationTotal).toBe(builder.bonificationTotal);

          if (car.colorId === null) return;
          // The shared build and its PDF.
          const shared = SharedBuild.parse(
            (
              await post('/api/builds', {
                brand: sold.brand,
                locale,
                country: sold.country,
                state,
                mvsCode: sold.mvsCode,
                year: sold.year,
                colorId: car.colorId,
                coatingId: car.coatingId,
                selected: car.selected,
                services: car.services,
                priceSource,
              })
            ).json(),
          );
          expect(shared.totals.total).toBe(builder.total);
          const reopened = SharedBuild.parse((await get(`/api/builds/${shared.code}`)).json());
          expect(reopened.totals.total).toBe(builder.total);
          // The PDF lays words out in columns: a long text ("Valor não disponível no momento") may wrap.
          const pdf = pdfText((await get(`/api/builds/${shared.code}/pdf`)).rawPayload).replace(/\s+/g, ' ');
          expect(pdf).toContain(formatPrice(builder.total, batch.currency, locale).replace(/\s+/g, ' '));

          // The reservation price covers version, colour, coating and optionals: the same figure
          // whenever the build has nothing else.
          const items = car.selected
            .map((id) => version.parts.find((p) => p.id === id))
            .filter((p) => p !== undefined);
          if (items.every((p) => p.type === 'ITEM') && car.services.length === 0) {
            const color = version.parts.find((p) => p.id === car.colorId)?.code ?? '';
            const coating = version.parts.find((p) => p.id === car.coatingId)?.code;
            const reservation = ReservationPrice.parse(
              (
                await get(
                  `/api/prices/price/reservation?mvsCode=${sold.mvsCode}&${where}&colorCode=${encodeURIComponent(color)}` +
                    `&optionalCode=${encodeURIComponent(optionalCodesForPrice(items))}` +
                    `${coating ? `&coatingCode=${encodeURIComponent(coating)}` : ''}&priceSource=${priceSource}`,
                )
              ).json(),
            );
            expect(reservation.totals.total).toBe(builder.total);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);

  it('"a partir de" on the model list is the cheapest version the builder and the comparator show there', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(SOLD.length - 1),
        fc.nat(40),
        fc.boolean(),
        async (which, regionIndex, withState) => {
          const sold = SOLD[which];
          if (!sold) return;
          const regions = regionsOf(sold.country);
          const state = regions[regionIndex % regions.length]?.code ?? 'SP';
          const reference = sold.country === 'BR' ? 'SP' : 'C';
          const asked = withState ? state : reference;
          const list = ModelList.parse(
            (
              await get(
                `/api/catalogue/model?brand=${sold.brand}&country=${sold.country}${withState ? `&state=${state}` : ''}`,
              )
            ).json(),
          );
          const card = list.models.find((m) => m.code === sold.modelCode);
          expect(card).toBeDefined();
          const detail = ModelDetail.parse(
            (
              await get(
                `/api/catalogue/model/latest?brand=${sold.brand}&country=${sold.country}&modelCode=${sold.modelCode}`,
              )
            ).json(),
          );
          const versionPrices = await Promise.all(
            detail.versions.map(async (v) => {
              const price = VersionPrice.parse(
                (
                  await get(
                    `/api/prices/price?mvsCode=${v.mvs.code}&year=${detail.year}&country=${sold.country}&state=${asked}&type=EC`,
                  )
                ).json(),
              );
              return { code: v.mvs.code, price: price.price };
            }),
          );
          expect(card?.startingPrice).toBe(startingPriceOf(versionPrices.map((v) => v.price)));
          if (versionPrices.length >= 2) {
            const comparison = Comparison.parse(
              (
                await get(
                  `/api/catalogue/comparisons?${versionPrices
                    .slice(0, 3)
                    .map((v) => `mvsCode=${v.code}`)
                    .join('&')}&country=${sold.country}&state=${asked}`,
                )
              ).json(),
            );
            for (const column of comparison.versions) {
              expect(column.mvs.price).toBe(versionPrices.find((v) => v.code === column.mvs.code)?.price);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);
  it('names an Argentine build as the Argentine catalogue does: the version and every line', async () => {
    // A Strada whose Brazilian name says "Cabine Dupla": the Argentine catalogue says "Cabina Doble".
    const strada = allVersions().find(
      ({ model, version }) =>
        model.markets.includes('AR') && version.mvs.versionName.includes('Cabine Dupla'),
    );
    if (!strada) throw new Error('the demo catalogue lost the Strada double cab in Argentina');
    const sold = { mvsCode: strada.version.mvs.code, year: strada.version.mvs.year };
    const version = (country: 'AR' | 'BR') =>
      get(`/api/catalogue/mvs?mvsCode=${sold.mvsCode}&year=${sold.year}&country=${country}`).then((r) =>
        ConfiguratorVersion.parse(r.json()),
      );
    const [argentine, brazilian] = await Promise.all([version('AR'), version('BR')]);
    expect(argentine.mvs.versionName).not.toBe(brazilian.mvs.versionName);
    const priced = BuildPriceAnswer.parse(
      (
        await post('/api/prices/build', {
          mvsCode: sold.mvsCode,
          year: sold.year,
          country: 'AR',
          state: 'C',
          colorId: argentine.defaultColorId,
          coatingId: argentine.defaultCoatingId,
          selected: [],
          services: [],
        })
      ).json(),
    );
    expect(priced.versionName).toBe(argentine.mvs.versionName);
    const color = priced.lines.find((line) => line.type === 'COLOR');
    expect(color?.name).toBe(argentine.parts.find((part) => part.id === argentine.defaultColorId)?.name);
    expect(color?.name).not.toBe(brazilian.parts.find((part) => part.id === brazilian.defaultColorId)?.name);
  });
});
