import {
  CAR_IMAGE_BASE_URL,
  CAR_IMAGE_RENDITIONS,
  Comparison,
  ConfiguratorVersion,
  ErrorResponse,
  ModelDetail,
  ModelList,
  MvsList,
  MvsRecord,
  VersionDatasheet,
  VersionParts,
} from '@autohub/contract';
import { buildCarImageUrl, parseMvs, validateModel } from '@autohub/domain';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { CATALOGUE, LARGEST_MODEL, allVersions } from './demo/data/index.js';

describe('catalogue', () => {
  const t = useTestApp();

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const toro = CATALOGUE.fiat.find((model) => model.code === LARGEST_MODEL.modelCode);
  if (!toro) throw new Error('the demo catalogue lost the Toro');
  const toroVersion = toro.versions[toro.versions.length - 1];
  if (!toroVersion) throw new Error('the Toro has no versions');

  describe('GET /api/catalogue/model', () => {
    it('lists at least three models for the main brands in Brazil, with a drawing colour and prices per state', async () => {
      for (const brand of ['fiat', 'jeep', 'peugeot', 'citroen']) {
        const response = await get(`/api/catalogue/model?brand=${brand}&country=BR`);
        expect(response.statusCode).toBe(200);
        const list = ModelList.parse(response.json());
        expect(list.currency).toBe('BRL');
        expect(list.models.length, brand).toBeGreaterThanOrEqual(3);
        for (const model of list.models) {
          expect(model.brand).toBe(brand);
          expect(Object.keys(model.startingPrices)).toHaveLength(27);
          // Without a state, the country reference's figure: what the builder shows before a location.
          expect(model.startingPrice).toBe(model.startingPrices.SP);
        }
      }
    });

    it('gives the starting price of the asked state, which differs between far-apart states', async () => {
      const sp = ModelList.parse((await get('/api/catalogue/model?brand=fiat&country=BR&state=SP')).json());
      const ac = ModelList.parse((await get('/api/catalogue/model?brand=fiat&country=BR&state=AC')).json());
      const spToro = sp.models.find((m) => m.code === '226');
      const acToro = ac.models.find((m) => m.code === '226');
      expect(spToro?.startingPrice).toBe(spToro?.startingPrices.SP);
      expect(acToro?.startingPrice).toBeGreaterThan(spToro?.startingPrice ?? Infinity);
    });

    it('lists only the models sold in the country, priced in pesos in Argentina', async () => {
      const list = ModelList.parse((await get('/api/catalogue/model?brand=fiat&country=AR')).json());
      expect(list.currency).toBe('ARS');
      const soldThere = CATALOGUE.fiat.filter((m) => m.markets.includes('AR')).map((m) => m.code);
      expect(list.models.map((m) => m.code)).toEqual(soldThere);
      expect(list.models.map((m) => m.code)).not.toContain('341');
    });

    it("carries each model's datasheet figures, the same as its first version's datasheet", async () => {
      const list = ModelList.parse((await get('/api/catalogue/model?brand=jeep&country=BR')).json());
      for (const model of list.models) {
        const detail = ModelDetail.parse(
          (await get(`/api/catalogue/model/latest?brand=jeep&country=BR&modelCode=${model.code}`)).json(),
        );
        const first = detail.versions[0]?.mvs.code ?? '';
        const { datasheet } = VersionDatasheet.parse(
          (await get(`/api/catalogue/datasheet?mvsCode=${first}`)).json(),
        );
        const { lengthMm, heightMm, wheelbaseMm, widthMm } = datasheet.dimensions;
        expect(model.dimensions, model.name).toEqual({ lengthMm, heightMm, wheelbaseMm, widthMm });
        expect(detail.model.dimensions).toEqual(model.dimensions);
      }
      // Renegade, Compass, Commander and Wrangler: no two drawn from the same figures.
      const lengths = new Set(list.models.map((model) => model.dimensions.lengthMm));
      expect(lengths.size).toBe(list.models.length);
    });

    it("carries each model's drawing signature from the catalogue to the list, the model and the builder", async () => {
      const list = ModelList.parse((await get('/api/catalogue/model?brand=jeep&country=BR')).json());
      const byName = new Map(list.models.map((model) => [model.shortName, model]));
      expect(byName.get('Wrangler')?.signature).toEqual({ lamps: 'round', spareWheel: true, upright: true });
      expect(byName.get('Renegade')?.signature).toEqual({ lamps: 'round' });
      expect(byName.get('Compass')?.signature).toEqual({ lamps: 'slim' });
      const wrangler = byName.get('Wrangler');
      const detail = ModelDetail.parse(
        (await get(`/api/catalogue/model/latest?brand=jeep&country=BR&modelCode=${wrangler?.code}`)).json(),
      );
      expect(detail.model.signature).toEqual(wrangler?.signature);
      const version = ConfiguratorVersion.parse(
        (await get(`/api/catalogue/mvs?mvsCode=${detail.versions[0]?.mvs.code}`)).json(),
      );
      expect(version.model.signature).toEqual(wrangler?.signature);
      // A model without a signature of its own is drawn with its brand's and body style's defaults.
      const fiat = ModelList.parse((await get('/api/catalogue/model?brand=fiat&country=BR')).json());
      expect(fiat.models.find((model) => model.shortName === 'Strada')?.signature).toBeUndefined();
    });

    it('rejects an unknown brand, country or state', async () => {
      for (const url of [
        '/api/catalogue/model?brand=ferrari&country=BR',
        '/api/catalogue/model?brand=fiat&country=US',
        '/api/catalogue/model?brand=fiat',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(ErrorResponse.parse(response.json()).code).toBe('validation_error');
      }
      const state = await get('/api/catalogue/model?brand=fiat&country=BR&state=B');
      expect(state.statusCode).toBe(400);
      expect(state.json()).toMatchObject({ code: 'state_invalid' });
    });
  });

  describe('GET /api/catalogue/model/latest', () => {
    it('answers the versions of the newest model year with their colours', async () => {
      const response = await get(`/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=226`);
      expect(response.statusCode).toBe(200);
      const detail = ModelDetail.parse(response.json());
      expect(detail.year).toBe(Math.max(...toro.modelYears));
      expect(detail.model.name).toBe(toro.name);
      const expected = toro.versions.filter((v) => v.modelYears.includes(detail.year));
      expect(detail.versions.map((v) => v.mvs.code)).toEqual(expected.map((v) => v.mvs.code));
      for (const version of detail.versions) {
        expect(version.colors.length).toBeGreaterThan(0);
        expect(version.colors.map((c) => c.id)).toContain(version.defaultColorId);
      }
    });

    it('answers 404 for a model of another brand or a year not on sale', async () => {
      expect(
        (await get('/api/catalogue/model/latest?brand=jeep&country=BR&modelCode=226')).json(),
      ).toMatchObject({
        code: 'model_not_found',
      });
      const year = await get('/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=226&year=2019');
      expect(year.statusCode).toBe(404);
      expect(year.json()).toMatchObject({ code: 'model_year_not_found' });
    });
  });

  describe('GET /api/catalogue/mvs and /mvs/all', () => {
    it('answers a version with a configurator model the conflict engine accepts', async () => {
      const response = await get(`/api/catalogue/mvs?mvsCode=${toroVersion.mvs.code}&brand=fiat`);
      expect(response.statusCode).toBe(200);
      const version = ConfiguratorVersion.parse(response.json());
      expect(version.mvs).toMatchObject({ ...toroVersion.mvs, chassis: '', plateNumber: '', price: null });
      expect(version.parts).toHaveLength(toroVersion.parts.length);
      expect(version.groups).toHaveLength(toroVersion.groups.length);
      expect(version.services.length).toBeGreaterThan(0);
      expect(validateModel(version)).toEqual([]);
      const color = version.parts.find((p) => p.type === 'COLOR');
      expect(color?.colorValue).toMatch(/^#[0-9a-f]{6}$/i);
      expect(['solid', 'metallic', 'pearly']).toContain(color?.paint);
      expect(version.groupedMvs.map((m) => m.code)).toContain(toroVersion.mvs.code);
      expect(version.datasheet).toEqual(toroVersion.datasheet);
    });

    it('reads a 16-character Peugeot code in the segments of spec document 1 §3', async () => {
      const peugeot = allVersions().find((v) => v.brand === 'peugeot');
      const code = peugeot?.version.mvs.code ?? '';
      const version = ConfiguratorVersion.parse((await get(`/api/catalogue/mvs?mvsCode=${code}`)).json());
      const parsed = parseMvs(code, 'peugeot');
      expect(version.mvs).toMatchObject({
        modelCode: parsed?.segments.model,
        versionCode: parsed?.segments.version,
        seriesCode: parsed?.segments.series,
      });
    });

    it('refuses malformed codes and answers 404 for unknown ones or another brand', async () => {
      expect((await get('/api/catalogue/mvs?mvsCode=22612')).statusCode).toBe(400);
      expect((await get('/api/catalogue/mvs?mvsCode=ZZZZZZZ')).json()).toMatchObject({
        code: 'mvs_not_found',
      });
      expect((await get(`/api/catalogue/mvs?mvsCode=${toroVersion.mvs.code}&brand=jeep`)).statusCode).toBe(
        404,
      );
    });

    it('lists every version of a brand in a country, optionally of one model and year', async () => {
      const all = MvsList.parse((await get('/api/catalogue/mvs/all?brand=jeep&country=BR')).json());
      const expected = allVersions().filter((v) => v.brand === 'jeep');
      expect(all.items.map((m) => m.code)).toEqual(expected.map((v) => v.version.mvs.code));
      const one = MvsList.parse(
        (await get('/api/catalogue/mvs/all?brand=fiat&country=BR&modelCode=226&year=2026')).json(),
      );
      expect(one.items.length).toBeGreaterThan(0);
      expect(one.items.every((m) => m.modelCode === '226' && m.year === 2026)).toBe(true);
    });
  });

  describe('datasheet, color, coating, item, accessory', () => {
    it('answers the datasheet and serial items of a version', async () => {
      const sheet = VersionDatasheet.parse(
        (await get(`/api/catalogue/datasheet?mvsCode=${toroVersion.mvs.code}`)).json(),
      );
      expect(sheet.serialItems).toEqual(toroVersion.serialItems);
      expect(sheet.datasheet.dimensions.lengthMm).toBe(toroVersion.datasheet.dimensions.lengthMm);
    });

    it.each([
      ['color', 'COLOR'],
      ['coating', 'COATING'],
      ['item', 'ITEM'],
      ['accessory', 'ACCESSORY'],
    ] as const)('GET /api/catalogue/%s answers only the %s parts of the version', async (path, type) => {
      const response = await get(`/api/catalogue/${path}?mvsCode=${toroVersion.mvs.code}`);
      expect(response.statusCode).toBe(200);
      const parts = VersionParts.parse(response.json());
      expect(parts.type).toBe(type);
      expect(parts.parts.map((p) => p.id)).toEqual(
        toroVersion.parts.filter((p) => p.type === type).map((p) => p.id),
      );
    });
  });

  describe('GET /api/car/mvs', () => {
    it('finds the Mvs record by model, version and series in either reading of the code', async () => {
      const { modelCode, versionCode, seriesCode, code } = toroVersion.mvs;
      const segments = await get(
        `/api/car/mvs?modelCode=${modelCode}&versionCode=${versionCode}&seriesCode=${seriesCode}&brand=fiat`,
      );
      expect(segments.statusCode).toBe(200);
      expect(MvsRecord.parse(segments.json()).code).toBe(code);
      const brandSizes = await get(
        `/api/car/mvs?modelCode=${modelCode}&versionCode=${code.slice(0, 6)}&seriesCode=${code}&brand=fiat&year=2026`,
      );
      expect(MvsRecord.parse(brandSizes.json())).toMatchObject({ code, year: 2026 });
    });

    it('answers 404 for a code of another brand and 400 without the series', async () => {
      const { modelCode, versionCode, seriesCode } = toroVersion.mvs;
      const other = await get(
        `/api/car/mvs?modelCode=${modelCode}&versionCode=${versionCode}&seriesCode=${seriesCode}&brand=ram`,
      );
      expect(other.statusCode).toBe(404);
      expect(
        (await get(`/api/car/mvs?modelCode=${modelCode}&versionCode=${versionCode}&brand=fiat`)).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/catalogue/comparisons', () => {
    const [first, second, third] = toro.versions;

    it('compares two or three versions: highlights, colours, common items and differences', async () => {
      const codes = [first, second, third].map((v) => v?.mvs.code ?? '');
      const response = await get(
        `/api/catalogue/comparisons?mvsCode=${codes[0]}&mvsCode=${codes[1]}&mvsCode=${codes[2]}&country=BR&state=SP`,
      );
      expect(response.statusCode).toBe(200);
      const comparison = Comparison.parse(response.json());
      expect(comparison.versions.map((v) => v.mvs.code)).toEqual(codes);
      for (const version of comparison.versions) {
        expect(version.highlights.length).toBeGreaterThan(0);
        expect(version.mvs.price).toBeGreaterThan(0);
        for (const item of comparison.commonItems) expect(version.serialItems).toContain(item);
      }
      for (const difference of comparison.differences) {
        expect(difference.presentIn.length).toBeGreaterThan(0);
        expect(difference.presentIn.length).toBeLessThan(codes.length);
      }
      // The versions of a model differ in equipment, or comparing them would say nothing.
      expect(comparison.differences.length).toBeGreaterThan(0);
    });

    it('speaks the market of the query in the items it lists, differences included', async () => {
      const peugeot = CATALOGUE.peugeot.find((m) => m.code === 'P24A');
      const codes = (peugeot?.versions ?? []).slice(0, 3).map((v) => v.mvs.code);
      const comparison = Comparison.parse(
        (await get(`/api/catalogue/comparisons?mvsCode=${codes.join(',')}&country=AR`)).json(),
      );
      const items = [
        ...comparison.commonItems,
        ...comparison.differences.map((d) => d.item),
        ...comparison.versions.flatMap((v) => v.serialItems),
      ];
      expect(items).toContain('Grip Control con cinco modos');
      expect(items).not.toContain('Grip Control com cinco modos');
      // Each difference names an item of the versions it says have it, in the same words.
      for (const difference of comparison.differences) {
        for (const code of difference.presentIn) {
          expect(comparison.versions.find((v) => v.mvs.code === code)?.serialItems).toContain(
            difference.item,
          );
        }
      }
    });

    it('also reads comma-joined codes and needs two or three of the same model', async () => {
      const pair = `${first?.mvs.code},${second?.mvs.code}`;
      expect((await get(`/api/catalogue/comparisons?mvsCode=${pair}`)).statusCode).toBe(200);
      expect((await get(`/api/catalogue/comparisons?mvsCode=${first?.mvs.code}`)).statusCode).toBe(400);
      const jeep = allVersions().find((v) => v.brand === 'jeep')?.version.mvs.code;
      const mixed = await get(`/api/catalogue/comparisons?mvsCode=${first?.mvs.code}&mvsCode=${jeep}`);
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json()).toMatchObject({ code: 'compare_same_model' });
    });
  });

  describe('GET /api/catalogue/image', () => {
    const colors = toroVersion.parts.filter((p) => p.type === 'COLOR');
    const imageUrl = (color?: string) =>
      buildCarImageUrl({
        baseUrl: CAR_IMAGE_BASE_URL,
        model: toroVersion.mvs.modelCode,
        version: toroVersion.mvs.versionCode,
        series: toroVersion.mvs.seriesCode,
        year: toroVersion.mvs.year,
        color: color ?? null,
      });

    it.each(CAR_IMAGE_RENDITIONS)('draws the car in the chosen colour at %s', async (size) => {
      const color = colors[1] ?? colors[0];
      const response = await get(`${imageUrl(color?.code)}?size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const [width, height] = size.split('x');
      expect(response.body).toContain(`width="${width}" height="${height}"`);
      expect(response.body).toContain(`fill="${color?.colorValue}"`);
      expect(response.body).toContain(color?.name);
    });

    it('uses the default paint without a colour and answers 404 for a colour the version lacks', async () => {
      const fallback = colors.find((c) => c.id === toroVersion.defaultColorId);
      const response = await get(imageUrl());
      expect(response.body).toContain(`fill="${fallback?.colorValue}"`);
      expect((await get(imageUrl('NOPE'))).statusCode).toBe(404);
    });

    it('draws each model as the site does: a Wrangler upright with its spare wheel, a Renegade without', async () => {
      const picture = async (code: string) => {
        const model = CATALOGUE.jeep.find((m) => m.code === code);
        const version = model?.versions[0];
        if (!version) throw new Error(`no ${code} version in the demo catalogue`);
        const { mvs } = version;
        const url = buildCarImageUrl({
          baseUrl: CAR_IMAGE_BASE_URL,
          model: mvs.modelCode,
          version: mvs.versionCode,
          series: mvs.seriesCode,
          year: mvs.year,
          color: null,
        });
        const response = await get(`${url}?size=319x319`);
        expect(response.statusCode).toBe(200);
        return response.body;
      };
      const wrangler = await picture('JL4');
      const renegade = await picture('552');
      expect(wrangler).toContain('data-part="spare-wheel"');
      expect(wrangler).toContain('data-part="fender-flare"');
      expect(wrangler).toContain('data-lamp="round"');
      expect(renegade).not.toContain('data-part="spare-wheel"');
      expect(renegade).not.toContain('data-part="fender-flare"');
      // Drawn to their own datasheets: the body outlines differ, not only the extras.
      const body = (svg: string) => /data-part="body" d="([^"]+)"/.exec(svg)?.[1];
      expect(body(wrangler)).toBeDefined();
      expect(body(wrangler)).not.toBe(body(renegade));
    });

    it('draws every view the site shows, the side by default, each a picture of its own', async () => {
      const color = colors[1] ?? colors[0];
      const url = (view?: string) =>
        `${imageUrl(color?.code)}?size=319x319${view === undefined ? '' : `&view=${view}`}`;
      const side = (await get(url())).body;
      expect(side).toBe((await get(url('side'))).body);
      // What each view shows that the side does not: the nose, the tail, the cabin.
      const shows = { front34: 'nose', rear34: 'tail', interior: 'interior' } as const;
      for (const [view, part] of Object.entries(shows)) {
        const response = await get(url(view));
        expect(response.statusCode, view).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        const svg = response.body;
        // A picture resvg (the link preview's renderer) reads and paints at the rendition's size.
        const png = new Resvg(svg).render();
        expect([png.width, png.height], view).toEqual([319, 319]);
        expect(svg).toContain(`data-view="${view}"`);
        expect(svg).toContain(`data-view-part="${part}"`);
        expect(svg).toContain(`, ${color?.name}</title>`);
        expect(svg).not.toBe(side);
      }
      expect(side).toContain('data-view="side"');
      expect(side).not.toContain('data-view-part="nose"');
    });

    it('answers 400 naming the view and the ones there are for a view it does not draw', async () => {
      for (const [locale, text] of [
        ['pt-BR', 'use side, front34, rear34 ou interior'],
        ['es-AR', 'usá side, front34, rear34 o interior'],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${imageUrl()}?view=top`,
          headers: { 'accept-language': locale },
        });
        expect(response.statusCode).toBe(400);
        const answer = response.json();
        expect(answer.code).toBe('validation_error');
        expect(answer.details).toEqual([
          expect.objectContaining({ path: 'querystring.view', code: 'car_view_invalid' }),
        ]);
        expect(answer.details[0].message).toContain(text);
      }
    });

    it('draws the cabin in the upholstery asked for, the default one without, and 404 for one the version lacks', async () => {
      const coatings = toroVersion.parts.filter((p) => p.type === 'COATING' && p.colorValue);
      const fallback = coatings.find((c) => c.id === toroVersion.defaultCoatingId);
      const other = coatings.find(
        (c) => c.id !== toroVersion.defaultCoatingId && c.colorValue !== fallback?.colorValue,
      );
      if (!fallback?.colorValue || !other?.colorValue)
        throw new Error('the Toro needs two upholsteries of their own colours');
      const seats = (svg: string) =>
        [...svg.matchAll(/data-part="seat"[^>]*>\s*<rect[^>]*fill="([^"]+)"/g)].map((m) => m[1]);
      const inside = async (coating?: string) => {
        const response = await get(`${imageUrl()}?view=interior${coating ? `&coating=${coating}` : ''}`);
        expect(response.statusCode).toBe(200);
        return response.body;
      };
      const asked = seats(await inside(other.code));
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked)).toEqual(new Set([other.colorValue]));
      expect(new Set(seats(await inside()))).toEqual(new Set([fallback.colorValue]));
      for (const [locale, text] of [
        ['pt-BR', 'Revestimento não encontrado'],
        ['es-AR', 'Tapizado no encontrado'],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${imageUrl()}?view=interior&coating=NOPE`,
          headers: { 'accept-language': locale },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'coating_not_found' });
        expect(response.json().message).toContain(text);
      }
    });
  });
});
