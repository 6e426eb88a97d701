import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModelDetail, ModelList, ModelOffers, PageSettings, SharedBuild } from '@autohub/contract';
import { formatPrice } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';
import { allVersions, regionsOf } from '../modules/catalogue/demo/data/index.js';
import { serverEntryOf } from './web-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta name="description" content="Autohub: carros novos." />' +
  '<meta name="theme-color" content="#1a1a1a" /><title>Autohub</title>' +
  '<link rel="stylesheet" href="/assets/index-Ab12Cd34.css">' +
  '<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body data-hub-page><div id="root"></div></body></html>';
const WEB_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');

/**
 * The scripts a rendered page loads after its first paint, from its boot script's element; fails
 * when the page still links a script or a module preload of its own.
 */
function scriptsOf(html: string): { entry: string; preloads: string[] } {
  expect(html).not.toContain('rel="modulepreload"');
  const boot =
    /<script type="module" src="\/assets\/boot-B1\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
      html,
    );
  expect(boot, 'the boot script').not.toBeNull();
  return { entry: boot?.[1] ?? '', preloads: (boot?.[2] ?? '').split(' ').filter(Boolean) };
}

/**
 * A web build with its server renderer: the renderer is the web app's own entry, wrapped so an
 * address with `explode` in it fails the way a broken render would.
 */
function writeWebBuild(folder: string): void {
  mkdirSync(path.join(folder, '.vite'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(folder, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Ab12Cd34.js', css: ['assets/index-Ab12Cd34.css'] },
      'src/boot/after-paint.ts': { file: 'assets/boot-B1.js', isEntry: true },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-X1.js',
        css: ['assets/home-page-X1.css'],
        imports: ['index.html'],
      },
      'src/features/financing/funding-flow-page.tsx': {
        file: 'assets/funding-flow-page-F1.js',
        css: ['assets/funding-flow-page-F1.css'],
        imports: ['index.html'],
      },
      'src/lib/i18n/locales/pt-br/common.ts': { file: 'assets/common-T1.js', isDynamicEntry: true },
      'src/lib/i18n/locales/pt-br/home.ts': { file: 'assets/home-T3.js', isDynamicEntry: true },
      'src/lib/i18n/locales/pt-br/builder.ts': { file: 'assets/builder-T5.js', isDynamicEntry: true },
      'src/lib/i18n/locales/es-ar/common.ts': { file: 'assets/common-T2.js', isDynamicEntry: true },
      'src/lib/i18n/locales/es-ar/home.ts': { file: 'assets/home-T4.js', isDynamicEntry: true },
      'src/lib/i18n/locales/es-ar/builder.ts': { file: 'assets/builder-T6.js', isDynamicEntry: true },
      'src/lib/i18n/locales/pt-br/financing.ts': { file: 'assets/financing-T7.js', isDynamicEntry: true },
      'src/lib/i18n/locales/es-ar/financing.ts': { file: 'assets/financing-T8.js', isDynamicEntry: true },
    }),
  );
  const entry = serverEntryOf(folder);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    `import { render as renderPage } from ${JSON.stringify(WEB_ENTRY)};\n` +
      `export { brandHead } from ${JSON.stringify(WEB_ENTRY)};\n` +
      'export async function render(url, api) {\n' +
      "  if (url.includes('explode')) throw new Error('render exploded');\n" +
      '  return renderPage(url, api);\n' +
      '}\n',
  );
}

/** The JSON the page carries for hydration, read back the way the browser reads it. */
function pageData(html: string): { queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script type="application\/json" id="autohub-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page data in the page');
  return JSON.parse(match[1]) as { queries: { queries: { queryKey: unknown[] }[] }; router: unknown };
}

/** The `<head>` texts of the served page: title, description and theme colour. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]),
    themeColor: /<meta name="theme-color" content="([^"]*)"/.exec(head)?.[1],
  };
}

/** The rendered markup of the page, without the separators React puts between adjacent texts. */
const root = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');

describe('server-rendered pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'autohub-web-'));
    writeWebBuild(webDist);
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '0' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(path.dirname(serverEntryOf(webDist)), { recursive: true, force: true });
  });

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
  const api = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

  for (const [locale, country, brand, title, description, primary] of [
    ['pt-BR', 'BR', 'fiat', 'Fiat: modelos e preços | Autohub', 'Modelos Fiat 0 km com preços', '#a6192e'],
    [
      'es-AR',
      'AR',
      'peugeot',
      'Peugeot: modelos y precios | Autohub',
      'Modelos Peugeot 0 km con precios',
      '#0067b8',
    ],
  ] as const) {
    it(`answers the home (${locale}) with the lead model, its price and the data it was rendered from`, async () => {
      const settings = PageSettings.parse(await api(`/api/settings/${brand}/${locale}`));
      const list = ModelList.parse(await api(`/api/catalogue/model?brand=${brand}&country=${country}`));
      const lead = settings.currentCarModels[0];
      const startingPrice = list.models.find((model) => model.code === lead?.code)?.startingPrice;
      if (!lead || !startingPrice) throw new Error(`no priced ${brand} model in ${country}`);
      const response = await page(`/${locale}/${brand}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const html = response.body;
      // Language, brand and skin before any script runs: the skins' style sheet paints the brand.
      expect(html).toContain(`<html lang="${locale}" data-brand="${brand}" data-skin="${brand}">`);
      // The title the page's screen sets, in its language, with the brand's description and colour.
      const head = headOf(html);
      expect(head.titles).toEqual([title]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]).toContain(description);
      expect(head.themeColor).toBe(primary);
      const markup = root(html);
      expect(markup).toContain(`<p class="hero__model">${lead.name}</p>`);
      // The figure as the page formats it (non-breaking spaces aside).
      const price = formatPrice(startingPrice, list.currency, locale).replace(/\s/g, ' ');
      expect(markup.replace(/\s|&nbsp;/g, ' ')).toContain(price);
      // The page's own style sheet is linked, so it paints styled before any script runs.
      expect(html).toContain('<link rel="stylesheet" href="/assets/home-page-X1.css">');
      // Its scripts hydrate a page already readable: none is linked, the boot script adds them
      // once the page has painted.
      const scripts = scriptsOf(html);
      expect(scripts.entry).toBe('/assets/index-Ab12Cd34.js');
      expect(scripts.preloads).toContain('/assets/home-page-X1.js');
      // The page's texts (the common ones and the home's) download beside the entry (the browser needs
      // them to hydrate), not the other language's nor another area's (the builder's).
      const [texts, otherTexts] =
        locale === 'pt-BR'
          ? [
              ['common-T1', 'home-T3'],
              ['common-T2', 'home-T4'],
            ]
          : [
              ['common-T2', 'home-T4'],
              ['common-T1', 'home-T3'],
            ];
      for (const file of texts) expect(scripts.preloads).toContain(`/assets/${file}.js`);
      for (const file of otherTexts) expect(html).not.toContain(file);
      expect(html).not.toContain('builder-T');
      // The page's sheet comes after the entry's (the cascade of the app) and before any script.
      const at = (needle: string) => html.indexOf(needle);
      expect(at('/assets/index-Ab12Cd34.css')).toBeLessThan(at('/assets/home-page-X1.css'));
      expect(at('/assets/home-page-X1.css')).toBeLessThan(at('<script'));
      // The entry the shell already loads is not linked a second time.
      expect(html.split('/assets/index-Ab12Cd34.css').length).toBe(2);
      expect(html.split('/assets/index-Ab12Cd34.js').length).toBe(2);
      const keys = pageData(html).queries.queries.map((query) =>
        query.queryKey[0] === 'prices' ? query.queryKey.slice(0, 2) : query.queryKey[0],
      );
      expect(keys).toEqual(expect.arrayContaining(['page-settings', 'catalogue', ['prices', 'offers']]));
      // No script runs from the page itself: the data is JSON, not code the policy would have to allow.
      for (const tag of html.match(/<script[^>]*>/g) ?? []) {
        expect(tag).toMatch(/type="application\/json"|type="module" src="\/assets\/boot-B1.js"/);
      }
    });
  }

  it('renders the offers strip from the one offers answer', async () => {
    const offers = ModelOffers.parse(await api('/api/prices/offers?brand=fiat&country=BR'));
    const settings = PageSettings.parse(await api('/api/settings/fiat/pt-BR'));
    const shown = offers.offers.filter((offer) =>
      settings.currentCarModels.some((m) => m.code === offer.modelCode),
    );
    expect(shown.length).toBeGreaterThan(0);
    const html = root((await page('/pt-BR/fiat')).body);
    for (const offer of shown) {
      const name = settings.currentCarModels.find((m) => m.code === offer.modelCode)?.name;
      expect(html).toContain(`${name} ${offer.versionName}`);
    }
  });

  it("answers a model's page with its name and versions", async () => {
    const list = ModelList.parse(await api('/api/catalogue/model?brand=jeep&country=BR'));
    const model = list.models[0];
    if (!model) throw new Error('no Jeep model in Brazil');
    const detail = ModelDetail.parse(
      await api(`/api/catalogue/model/latest?brand=jeep&country=BR&modelCode=${model.code}`),
    );
    const html = (await page(`/pt-BR/jeep/builder/${model.code}`)).body;
    expect(root(html)).toContain(`<h1>${detail.model.name}</h1>`);
    expect(headOf(html).titles).toEqual([`Monte seu ${detail.model.name} | Jeep | Autohub`]);
    for (const version of detail.versions) expect(root(html)).toContain(version.mvs.versionName);
    expect(JSON.stringify(pageData(html).queries)).toContain(detail.versions[0]?.mvs.code ?? 'none');
  });

  for (const [locale, country, brand, title, heading, lead, chooseTitle, texts] of [
    [
      'pt-BR',
      'BR',
      'fiat',
      'Financiamento Fiat: simule e compare planos | Autohub',
      'Seu carro',
      'Compare os planos da Fiat lado a lado',
      'Escolha o carro',
      ['common-T1', 'home-T3', 'financing-T7'],
    ],
    [
      'es-AR',
      'AR',
      'peugeot',
      'Financiación Peugeot: simulá y compará planes | Autohub',
      'Tu auto',
      'Compará los planes de Peugeot lado a lado',
      'Elegí el auto',
      ['common-T2', 'home-T4', 'financing-T8'],
    ],
  ] as const) {
    it(`answers the financing page (${locale}) with its car step, the models to pick and their data`, async () => {
      const list = ModelList.parse(await api(`/api/catalogue/model?brand=${brand}&country=${country}`));
      const model = list.models[0];
      if (!model) throw new Error(`no ${brand} model in ${country}`);
      for (const url of [`/${locale}/${brand}/financing`, `/${locale}/${brand}/financing/`]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        const html = response.body;
        expect(html, url).toContain(`<html lang="${locale}" data-brand="${brand}" data-skin="${brand}">`);
        expect(headOf(html).titles, url).toEqual([title]);
        const markup = root(html);
        // The flow's first step: its heading and lead, and the model picker with the brand's models.
        expect(markup, url).toContain('data-step="page-initial-data"');
        expect(markup, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        expect(markup, url).toContain(lead);
        expect(markup, url).toContain(`<h3 id="pick-car-title">${chooseTitle}</h3>`);
        for (const { code, name } of list.models) {
          expect(markup, url).toContain(`<option value="${code}">${name}`);
        }
        // The model list it was rendered from goes along, under the key the car step asks.
        const keys = pageData(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
        expect(keys, url).toContain(JSON.stringify(['catalogue', 'models', brand, country, null]));
        // The flow's own chunk and style sheet, and its texts in the page's language only.
        expect(html, url).toContain('<link rel="stylesheet" href="/assets/funding-flow-page-F1.css">');
        expect(scriptsOf(html).preloads, url).toContain('/assets/funding-flow-page-F1.js');
        for (const file of texts) {
          expect(scriptsOf(html).preloads, url).toContain(`/assets/${file}.js`);
        }
        expect(html, url).not.toContain(locale === 'pt-BR' ? 'financing-T8' : 'financing-T7');
        expect(html, url).not.toContain('home-page-X1');
      }

      // A home page model card's `?model=` pre-fills the model and brings its versions along.
      const detail = ModelDetail.parse(
        await api(`/api/catalogue/model/latest?brand=${brand}&country=${country}&modelCode=${model.code}`),
      );
      const html = (await page(`/${locale}/${brand}/financing?model=${model.code}`)).body;
      expect(root(html)).toContain(`<option value="${model.code}" selected="">`);
      for (const version of detail.versions) {
        expect(root(html)).toContain(
          `<option value="${version.mvs.code}">${version.mvs.versionName}</option>`,
        );
      }
      expect(pageData(html).queries.queries.map((query) => JSON.stringify(query.queryKey))).toContain(
        JSON.stringify(['catalogue', 'model', brand, country, model.code]),
      );
    });
  }

  it("keeps the financing area's other pages unrendered", async () => {
    for (const url of ['/pt-BR/fiat/financing/calculator', '/pt-BR/fiat/financing/proposals']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(root(response.body), url).toBe('');
      expect(response.body, url).not.toContain('application/json');
    }
  });

  it('answers a shared build with the car and its price', async () => {
    const entry = allVersions().find(({ model }) => model.markets.includes('AR'));
    if (!entry) throw new Error('no demo version sold in Argentina');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/builds',
      payload: {
        brand: entry.brand,
        locale: 'es-AR',
        country: 'AR',
        state: regionsOf('AR')[0]?.code,
        mvsCode: entry.version.mvs.code,
        year: entry.version.mvs.year,
        colorId: entry.version.defaultColorId,
        coatingId: entry.version.defaultCoatingId,
        selected: [],
        services: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shared = SharedBuild.parse(created.json());
    const html = (await page(shared.path)).body;
    expect(root(html)).toContain(`${shared.mvs.modelName} ${shared.mvs.versionName}`);
    expect(root(html)).toContain(`data-cents="${shared.totals.total}"`);
    expect(pageData(html).queries.queries.some((query) => query.queryKey[1] === shared.code)).toBe(true);
    // The link preview's title and description, once each; the brand's colour and language.
    const head = headOf(html);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(shared.mvs.versionName);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^Mi auto armado/);
    expect(html).toContain(`<html lang="es-AR" data-brand="${entry.brand}"`);
  });

  it("gives every other page of a brand its language, brand and the brand's title in that language", async () => {
    for (const [url, locale, brand, title, description] of [
      ['/pt-BR/fiat/dealers', 'pt-BR', 'fiat', 'Fiat | Autohub', 'Modelos Fiat 0 km com preços'],
      ['/pt-BR/fiat/builder', 'pt-BR', 'fiat', 'Fiat | Autohub', 'Modelos Fiat 0 km com preços'],
      [
        '/es-AR/peugeot/contact?utm_source=x',
        'es-AR',
        'peugeot',
        'Peugeot | Autohub',
        'Modelos Peugeot 0 km con',
      ],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html, url).toContain(`<html lang="${locale}" data-brand="${brand}">`);
      const head = headOf(html);
      expect(head.titles, url).toEqual([title]);
      expect(head.descriptions[0], url).toContain(description);
      // Not rendered: the app draws it once its scripts run.
      expect(root(html), url).toBe('');
      expect(html, url).not.toContain('application/json');
    }
  });

  it('keeps the plain shell for an address of no brand', async () => {
    for (const url of ['/pt-BR/no-such-brand', '/en-US/fiat', '/pt-BR']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('falls back to the unrendered page when the render fails', async () => {
    const response = await page('/pt-BR/fiat?explode=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="pt-BR" data-brand="fiat">');
    expect(headOf(response.body).titles).toEqual(['Fiat | Autohub']);
    expect(root(response.body)).toBe('');
  });
});
