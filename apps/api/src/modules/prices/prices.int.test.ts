import {
  BatchPrices,
  ConfiguratorVersion,
  ReservationPrice,
  VersionPrice,
  bonificationFor,
} from '@autohub/contract';
import { computeTotals, formatPrice, optionalCodesForPrice } from '@autohub/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { CATALOGUE, LARGEST_MODEL, PRICE_GAPS, priceRows } from '../catalogue/demo/data/index.js';

// Generated once: the demo price list is large.
const PRICE_ROWS = priceRows();

describe('prices', () => {
  const t = useTestApp();

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const toro = CATALOGUE.fiat.find((model) => model.code === LARGEST_MODEL.modelCode);
  const toroVersion = toro?.versions.find((v) => v.parts.some((p) => p.id === 'acc-capota-retratil'));
  if (!toroVersion) throw new Error('the demo Toro lost its retractable cover');
  const mvsCode = toroVersion.mvs.code;
  const year = toroVersion.mvs.year;

  const configurator = async (code: string) =>
    ConfiguratorVersion.parse((await get(`/api/catalogue/mvs?mvsCode=${code}`)).json());
  const batch = async (code: string, y: number, country: string, state: string) => {
    const response = await get(
      `/api/prices/batchPrices?mvsCode=${code}&year=${y}&country=${country}&state=${state}`,
    );
    expect(response.statusCode).toBe(200);
    return BatchPrices.parse(response.json());
  };

  describe('GET /api/prices/batchPrices', () => {
    it('prices the version, every part by code and every service of the version for the state', async () => {
      const version = await configurator(mvsCode);
      const prices = await batch(mvsCode, year, 'BR', 'SP');
      const rows = PRICE_ROWS.filter((r) => r.country === 'BR' && r.state === 'SP' && r.modelYear === year);
      const versionRow = rows.find((r) => r.kind === 'VERSION' && r.mvsCode === mvsCode);
      expect(prices.priceList.base).toBe(versionRow?.ecommercePrice);
      expect(prices.customPrices.base).toBe(versionRow?.customPrice ?? null);
      expect(Object.keys(prices.priceList.parts).sort()).toEqual(
        [...new Set(version.parts.map((p) => p.code))].sort(),
      );
      for (const part of version.parts) {
        const row = rows.find((r) => r.kind === 'PART' && r.modelCode === toro?.code && r.partId === part.id);
        expect(prices.priceList.parts[part.code], part.id).toBe(row?.ecommercePrice);
      }
      expect(Object.keys(prices.priceList.services).sort()).toEqual(version.services.map((s) => s.id).sort());
      expect(prices).toMatchObject({
        currency: 'BRL',
        missingCodes: [],
        missingServices: [],
        unavailable: false,
      });
    });

    it('prices the same version differently in another state and in pesos in Argentina', async () => {
      const sp = await batch(mvsCode, year, 'BR', 'SP');
      const am = await batch(mvsCode, year, 'BR', 'AM');
      const cordoba = await batch(mvsCode, year, 'AR', 'X');
      expect(am.priceList.base).not.toBe(sp.priceList.base);
      expect(cordoba.currency).toBe('ARS');
      expect(cordoba.priceList.base).toBeGreaterThan((sp.priceList.base ?? 0) * 100);
    });

    it('leaves the parts of a price gap out and names them (the screen shows the missing-price label)', async () => {
      const gap = PRICE_GAPS.find((g) => g.partId === 'acc-capota-retratil');
      const cover = toroVersion.parts.find((p) => p.id === 'acc-capota-retratil');
      const prices = await batch(mvsCode, year, 'BR', gap?.state ?? 'AC');
      expect(prices.missingCodes).toEqual([cover?.code]);
      expect(prices.priceList.parts[cover?.code ?? '']).toBeUndefined();
      expect(formatPrice(prices.priceList.parts[cover?.code ?? ''], 'BRL', 'pt-BR')).toBe(
        'Valor não disponível no momento',
      );
    });

    it('answers 404 for a year the version is not sold in and 400 for a state of another country', async () => {
      const wrongYear = await get(`/api/prices/batchPrices?mvsCode=${mvsCode}&year=2015&country=BR&state=SP`);
      expect(wrongYear.statusCode).toBe(404);
      const wrongState = await get(
        `/api/prices/batchPrices?mvsCode=${mvsCode}&year=${year}&country=BR&state=X`,
      );
      expect(wrongState.statusCode).toBe(400);
      expect(wrongState.json()).toMatchObject({ code: 'state_invalid' });
      const noYear = await get(`/api/prices/batchPrices?mvsCode=${mvsCode}&country=BR`);
      expect(noYear.statusCode).toBe(400);
    });
  });

  describe('GET /api/prices/price', () => {
    it('answers the ecommerce price of a version (type EC) with both sources', async () => {
      const response = await get(
        `/api/prices/price?mvsCode=${mvsCode}&year=${year}&country=BR&type=EC&state=RJ`,
      );
      expect(response.statusCode).toBe(200);
      const price = VersionPrice.parse(response.json());
      const row = PRICE_ROWS.find(
        (r) => r.kind === 'VERSION' && r.mvsCode === mvsCode && r.state === 'RJ' && r.modelYear === year,
      );
      expect(price).toMatchObject({
        type: 'EC',
        state: 'RJ',
        price: row?.ecommercePrice,
        unavailable: false,
      });
      expect(price.sources).toEqual({
        ecommercePrice: row?.ecommercePrice,
        customPrice: row?.customPrice ?? null,
      });
    });

    it('uses the country reference state when none is given', async () => {
      const price = VersionPrice.parse(
        (await get(`/api/prices/price?mvsCode=${mvsCode}&year=${year}&country=AR`)).json(),
      );
      expect(price.state).toBe('C');
      expect(price.currency).toBe('ARS');
    });

    it('answers null for a version the gap leaves unpriced, and a price for the other year', async () => {
      const gap = PRICE_GAPS.find((g) => g.mvsCode === '551L272');
      const unpriced = VersionPrice.parse(
        (
          await get(`/api/prices/price?mvsCode=551L272&year=${gap?.modelYear}&country=BR&state=${gap?.state}`)
        ).json(),
      );
      expect(unpriced).toMatchObject({ price: null, sources: null, unavailable: false });
      const elsewhere = VersionPrice.parse(
        (await get(`/api/prices/price?mvsCode=551L272&year=${gap?.modelYear}&country=BR&state=PA`)).json(),
      );
      expect(elsewhere.price).toBeGreaterThan(0);
    });

    it('refuses another price type', async () => {
      expect(
        (await get(`/api/prices/price?mvsCode=${mvsCode}&year=${year}&country=BR&type=XX`)).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/prices/price/reservation', () => {
    const color = toroVersion.parts.find((p) => p.id === toroVersion.defaultColorId);
    const coating = toroVersion.parts.find((p) => p.id === toroVersion.defaultCoatingId);
    const items = toroVersion.parts.filter((p) => p.type === 'ITEM').slice(0, 3);
    const reservationUrl = (state: string, extra = '') =>
      `/api/prices/price/reservation?mvsCode=${mvsCode}&year=${year}&colorCode=${color?.code}` +
      `&country=BR&state=${state}&coatingCode=${coating?.code}` +
      `&optionalCode=${encodeURIComponent(optionalCodesForPrice(items))}${extra}`;

    it.each(['SP', 'BA', 'RS'])(
      'totals in %s equal the sum of the parts priced for the state, as computeTotals gives them',
      async (state) => {
        const response = await get(reservationUrl(state));
        expect(response.statusCode).toBe(200);
        const answer = ReservationPrice.parse(response.json());
        const version = await configurator(mvsCode);
        const prices = await batch(mvsCode, year, 'BR', state);
        const expected = computeTotals(
          version,
          {
            colorId: color?.id ?? null,
            coatingId: coating?.id ?? null,
            selected: items.map((i) => i.id),
            services: [],
          },
          { ...prices.priceList, bonification: 0 },
        );
        // What a chosen pack includes is priced once, in the pack.
        const inPack = (id: string) => items.some((other) => other.id !== id && other.inclusive.includes(id));
        expect(items.some((item) => inPack(item.id))).toBe(true);
        const sum = [color, coating, ...items.filter((item) => !inPack(item.id))].reduce(
          (acc, part) => acc + (prices.priceList.parts[part?.code ?? ''] ?? NaN),
          0,
        );
        expect(answer.totals.total).toBe(expected.total);
        expect(answer.totals.total).toBe((prices.priceList.base ?? NaN) + sum);
        expect(answer.totals.optionalsTotal).toBe(expected.optionalsTotal);
        expect(answer.optionals.map((o) => o.code)).toEqual(items.map((i) => i.code));
        expect(answer.totals.hasPriceBonification).toBe(false);
        expect(answer.missingCodes).toEqual([]);
      },
    );

    it('with the custom price source shows the campaign savings as bonification', async () => {
      const plain = ReservationPrice.parse((await get(reservationUrl('SP'))).json());
      const custom = ReservationPrice.parse(
        (await get(reservationUrl('SP', '&priceSource=customPrice'))).json(),
      );
      const prices = await batch(mvsCode, year, 'BR', 'SP');
      const saved = bonificationFor(
        prices,
        [color, coating, ...items].map((p) => p?.code ?? ''),
      );
      expect(custom.priceSource).toBe('customPrice');
      expect(custom.totals.bonificationTotal).toBe(saved);
      expect(custom.totals.hasPriceBonification).toBe(saved > 0);
      expect(custom.totals.total).toBe((plain.totals.total ?? 0) - saved);
    });

    it('makes the total null and names the code when the colour has no price in the state', async () => {
      const gap = PRICE_GAPS.find((g) => g.partId === 'color-branco-nacre');
      const peugeot = CATALOGUE.peugeot.find((m) => m.code === gap?.modelCode);
      const version = peugeot?.versions.find((v) => v.parts.some((p) => p.id === gap?.partId));
      const pearl = version?.parts.find((p) => p.id === gap?.partId);
      const url =
        `/api/prices/price/reservation?mvsCode=${version?.mvs.code}&year=${version?.mvs.year}` +
        `&colorCode=${pearl?.code}&country=BR&state=${gap?.state}`;
      const answer = ReservationPrice.parse((await get(url)).json());
      expect(answer.color).toMatchObject({ code: pearl?.code, price: null });
      expect(answer.totals).toMatchObject({ colorPrice: null, total: null });
      expect(answer.totals.basePrice).toBeGreaterThan(0);
      expect(answer.missingCodes).toEqual([pearl?.code]);
    });

    it('makes the total null and names the version when the version has no price', async () => {
      const v = CATALOGUE.jeep.flatMap((m) => m.versions).find((x) => x.mvs.code === '551L272');
      const paint = v?.parts.find((p) => p.id === v.defaultColorId);
      const url = `/api/prices/price/reservation?mvsCode=551L272&year=2027&colorCode=${paint?.code}&country=BR&state=AP`;
      const answer = ReservationPrice.parse((await get(url)).json());
      expect(answer.base).toMatchObject({ type: 'VERSION', price: null });
      expect(answer.totals.total).toBeNull();
      expect(answer.missingCodes).toContain('551L272');
    });

    it('refuses codes the version does not offer as that part type', async () => {
      const accessory = toroVersion.parts.find((p) => p.type === 'ACCESSORY');
      const response = await get(
        `/api/prices/price/reservation?mvsCode=${mvsCode}&year=${year}&colorCode=${color?.code}&country=BR` +
          `&optionalCode=${accessory?.code},NOPE`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'part_not_in_version' });
      expect(response.json().message).toContain('NOPE');
      const noColor = await get(`/api/prices/price/reservation?mvsCode=${mvsCode}&year=${year}&country=BR`);
      expect(noColor.statusCode).toBe(400);
    });
  });

  // Last: breaks the prices table of this file's database.
  describe('when the price service fails', () => {
    beforeAll(async () => {
      await t.db.execute(sql`alter table prices rename to prices_out_of_service`);
    });

    it('answers 200 with empty data and the unavailable flag, never a 500', async () => {
      const prices = await batch(mvsCode, year, 'BR', 'SP');
      expect(prices).toMatchObject({ unavailable: true, priceList: { base: null, parts: {}, services: {} } });
      const version = VersionPrice.parse(
        (await get(`/api/prices/price?mvsCode=${mvsCode}&year=${year}&country=BR`)).json(),
      );
      expect(version).toMatchObject({ price: null, unavailable: true });
      const color = toroVersion.parts.find((p) => p.id === toroVersion.defaultColorId);
      const reservation = ReservationPrice.parse(
        (
          await get(
            `/api/prices/price/reservation?mvsCode=${mvsCode}&year=${year}&colorCode=${color?.code}&country=BR`,
          )
        ).json(),
      );
      expect(reservation).toMatchObject({ unavailable: true, base: null, totals: { total: null } });
    });

    it('still lists the models, without starting prices', async () => {
      const response = await get('/api/catalogue/model?brand=fiat&country=BR');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { models: { startingPrice: number | null }[] };
      expect(body.models.every((m) => m.startingPrice === null)).toBe(true);
    });
  });
});
