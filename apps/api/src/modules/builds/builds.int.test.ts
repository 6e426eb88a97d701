import {
  BatchPrices,
  ConfiguratorVersion,
  SharedBuild,
  type SharedBuildInputIn,
  sharedBuildPath,
} from '@autohub/contract';
import { EMPTY_CAR_STATE, type Resolution, computeTotals, resolveAdd, resolveColor } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { CATALOGUE, LARGEST_MODEL } from '../catalogue/demo/data/index.js';

function adopt(resolution: Resolution) {
  if (resolution.kind !== 'ok') throw new Error(`unexpected ${resolution.kind}`);
  return resolution.next;
}

describe('shared builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const toro = CATALOGUE.fiat.find((model) => model.code === LARGEST_MODEL.modelCode);
  const data = toro?.versions[toro.versions.length - 1];
  if (!toro || !data) throw new Error('the demo catalogue lost the Toro');

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/builds', payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** A build the engine itself produced: default colour and coating, two optionals, an accessory, a service. */
  async function validBuild(): Promise<SharedBuildInputIn> {
    const version = ConfiguratorVersion.parse(
      (await get(`/api/catalogue/mvs?mvsCode=${data?.mvs.code}`)).json(),
    );
    let state = adopt(resolveColor(version, EMPTY_CAR_STATE, version.defaultColorId));
    state = { ...state, coatingId: version.defaultCoatingId };
    for (const part of version.parts.filter((p) => p.type === 'ITEM' || p.type === 'ACCESSORY')) {
      const resolution = resolveAdd(version, state, part.id);
      if (resolution.kind === 'ok' && resolution.changes.length === 1) state = resolution.next;
      if (state.selected.length >= 3) break;
    }
    return {
      brand: 'fiat',
      locale: 'pt-BR',
      country: 'BR',
      state: 'MG',
      mvsCode: version.mvs.code,
      year: version.mvs.year,
      colorId: state.colorId ?? '',
      coatingId: state.coatingId,
      selected: [...state.selected],
      services: [version.services[0]?.id ?? ''],
    };
  }

  it('shares a build under a short code and reopens the same build, priced for its state', async () => {
    const build = await validBuild();
    const created = await post(build);
    expect(created.statusCode).toBe(201);
    const shared = SharedBuild.parse(created.json());
    expect(shared.code).toMatch(/^[23456789a-hjkmnp-z]{8}$/);
    expect(created.headers.location).toBe(`/api/builds/${shared.code}`);
    expect(shared.path).toBe(sharedBuildPath('pt-BR', 'fiat', shared.code));

    const read = await get(`/api/builds/${shared.code}`);
    expect(read.statusCode).toBe(200);
    const reopened = SharedBuild.parse(read.json());
    expect(reopened.build).toEqual({ ...build, priceSource: 'ecommercePrice' });
    expect(reopened.mvs.code).toBe(build.mvsCode);
    // The page shows the build's location by name, without a table of its own.
    expect(reopened.stateName).toBe('Minas Gerais');

    const version = ConfiguratorVersion.parse(
      (await get(`/api/catalogue/mvs?mvsCode=${build.mvsCode}`)).json(),
    );
    const prices = BatchPrices.parse(
      (
        await get(`/api/prices/batchPrices?mvsCode=${build.mvsCode}&year=${build.year}&country=BR&state=MG`)
      ).json(),
    );
    const totals = computeTotals(
      version,
      {
        colorId: build.colorId,
        coatingId: build.coatingId,
        selected: build.selected,
        services: build.services,
      },
      { ...prices.priceList, bonification: 0 },
    );
    expect(reopened.totals.total).toBe(totals.total);
    expect(reopened.totals.total).toBeGreaterThan(0);
    expect(reopened.lines.map((l) => l.id)).toEqual([
      build.colorId,
      build.coatingId,
      ...(build.selected ?? []),
      ...(build.services ?? []),
    ]);
  });

  it('refuses a build the version rules forbid, and parts of another version', async () => {
    const build = await validBuild();
    const version = ConfiguratorVersion.parse(
      (await get(`/api/catalogue/mvs?mvsCode=${build.mvsCode}`)).json(),
    );
    const includes = version.parts.find((p) => p.type === 'ITEM' && p.inclusive.length > 0);
    const missingInclusive = await post({ ...build, selected: [includes?.id] });
    expect(missingInclusive.statusCode).toBe(422);
    expect(missingInclusive.json()).toMatchObject({ code: 'build_invalid' });
    const foreign = await post({ ...build, selected: ['item-that-does-not-exist'] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'part_not_in_version' });
    const badState = await post({ ...build, state: 'ZZ' });
    expect(badState.statusCode).toBe(400);
    const extra = await post({ ...build, total: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await get('/api/builds/abcdefgh')).statusCode).toBe(404);
    expect((await get('/api/builds/nope')).statusCode).toBe(400);
    expect((await get('/api/builds/abcdefgh/pdf')).statusCode).toBe(404);
  });

  it('downloads a PDF summary with the model, version, colour, prices and the link', async () => {
    const build = await validBuild();
    const shared = SharedBuild.parse((await post(build)).json());
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/builds/${shared.code}/pdf`,
      headers: { host: 'autohub.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${shared.code}.pdf`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(toro.name);
    expect(text).toContain(data.mvs.versionName);
    const color = shared.lines.find((l) => l.type === 'COLOR');
    expect(text).toContain(color?.name);
    expect(text).toContain('Total');
    expect(text).toContain(`autohub.test${shared.path}`);
    // Priced for the state by its name, not its code.
    expect(text).toContain(shared.stateName);
    expect(text).not.toContain(`${shared.build.state} / ${shared.build.country}`);
    // The QR code of the link is drawn as an image.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('names an Argentine build as the Argentine catalogue does, in its answer and its PDF', async () => {
    const detail = (
      await get('/api/catalogue/model/latest?brand=peugeot&country=AR&modelCode=P24A')
    ).json() as {
      year: number;
      versions: { mvs: { code: string }; defaultColorId: string | null; colors: { id: string }[] }[];
    };
    const first = detail.versions[0];
    if (!first) throw new Error('the demo catalogue lost the Peugeot 2008 in Argentina');
    const colorId = first.defaultColorId ?? first.colors[0]?.id ?? '';
    const version = (market: 'AR' | 'BR') =>
      get(`/api/catalogue/mvs?mvsCode=${first.mvs.code}&year=${detail.year}&country=${market}`).then((r) =>
        ConfiguratorVersion.parse(r.json()),
      );
    const [argentine, brazilian] = await Promise.all([version('AR'), version('BR')]);
    const colorIn = (v: ConfiguratorVersion) => v.parts.find((part) => part.id === colorId)?.name;
    // The demo data is kept in Portuguese: the names differ between the markets.
    expect(colorIn(argentine)).not.toBe(colorIn(brazilian));

    const answer = await post({
      brand: 'peugeot',
      locale: 'es-AR',
      country: 'AR',
      state: 'B',
      mvsCode: first.mvs.code,
      year: detail.year,
      colorId,
      coatingId: null,
      selected: [],
      services: [],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const shared = SharedBuild.parse(answer.json());
    expect(shared.lines.find((line) => line.id === colorId)?.name).toBe(colorIn(argentine));
    expect(shared.mvs.versionName).toBe(argentine.mvs.versionName);
    expect(shared.mvs.fuel).toBe(argentine.mvs.fuel);
    expect(shared.mvs.fuel).not.toBe('Flex');
    expect(shared.stateName).toBe('Buenos Aires');
    const text = pdfText((await get(`/api/builds/${shared.code}/pdf`)).rawPayload);
    expect(text).toContain(colorIn(argentine));
    expect(text).not.toContain(colorIn(brazilian));
    expect(text).toContain('Buenos Aires');
    expect(text).not.toContain('B / AR');
  });

  it('draws the car of a build as a 1200×630 PNG for link previews, kept with an ETag', async () => {
    const shared = SharedBuild.parse((await post(await validBuild())).json());
    const url = `/api/builds/${shared.code}/preview.png`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk comes first: width and height, big-endian, after its length and type.
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    const etag = response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    expect((await get('/api/builds/abcdefgh/preview.png')).statusCode).toBe(404);
    expect((await get('/api/builds/nope/preview.png')).statusCode).toBe(400);
  });
});
