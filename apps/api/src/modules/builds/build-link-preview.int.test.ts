import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfiguratorVersion, SharedBuild, sharedBuildPath } from '@autohub/contract';
import { type Locale, formatPrice } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { allVersions, regionsOf } from '../catalogue/demo/data/index.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>Autohub</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const BASE = 'https://carros.example.com';

/** The content of a `<meta property|name="key">` tag of a page. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

/** Decodes the numeric character references the page head writes. */
function unescape(text: string | undefined): string | undefined {
  return text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('link previews of shared builds', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'autohub-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '0', PUBLIC_BASE_URL: BASE } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  /** Shares the default build of the first version sold in the locale's country. */
  async function share(locale: Locale): Promise<{ shared: SharedBuild; version: ConfiguratorVersion }> {
    const country = locale === 'pt-BR' ? 'BR' : 'AR';
    const entry = allVersions().find(({ model }) => model.markets.includes(country));
    if (!entry) throw new Error(`no demo version sold in ${country}`);
    const version = ConfiguratorVersion.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/catalogue/mvs?mvsCode=${entry.version.mvs.code}&year=${entry.version.mvs.year}`,
        })
      ).json(),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/builds',
      payload: {
        brand: entry.brand,
        locale,
        country,
        state: regionsOf(country)[0]?.code,
        mvsCode: version.mvs.code,
        year: version.mvs.year,
        colorId: version.defaultColorId,
        coatingId: version.defaultCoatingId,
        selected: [],
        services: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { shared: SharedBuild.parse(created.json()), version };
  }

  for (const [locale, ogLocale] of [
    ['pt-BR', 'pt_BR'],
    ['es-AR', 'es_AR'],
  ] as const) {
    it(`puts the car, its price and its picture in the page head of a shared build (${locale})`, async () => {
      const { shared, version } = await share(locale);
      const response = await page(shared.path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html).toContain('<div id="root"></div>');
      expect(html.match(/<title>/g)).toHaveLength(1);

      const title = `${version.model.name} ${version.mvs.versionName}`;
      expect(unescape(meta(head, 'og:title'))).toBe(title);
      expect(unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1])).toContain(title);
      const price = formatPrice(shared.totals.total, shared.currency, locale);
      expect(shared.totals.total).toBeGreaterThan(0);
      expect(unescape(meta(head, 'og:description'))).toContain(price);
      expect(price).toContain(locale === 'pt-BR' ? 'R$' : '$');
      expect(meta(head, 'og:type')).toBe('website');
      expect(meta(head, 'og:locale')).toBe(ogLocale);
      expect(unescape(meta(head, 'og:url'))).toBe(
        `${BASE}${sharedBuildPath(locale, shared.build.brand, shared.code)}`,
      );
      const image = unescape(meta(head, 'og:image'));
      expect(image).toBe(`${BASE}/api/builds/${shared.code}/preview.png`);
      expect(meta(head, 'twitter:card')).toBe('summary_large_image');

      // The picture it names is a PNG the api answers.
      const png = await t.app.inject({ method: 'GET', url: new URL(image ?? '').pathname });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
    });
  }

  it('serves the shell without link-preview tags for an unknown or malformed code and for other pages', async () => {
    for (const [url, locale] of [
      ['/pt-BR/fiat/builder?build=abcdefgh', 'pt-BR'],
      ['/pt-BR/fiat/builder?build=nope', 'pt-BR'],
      ['/pt-BR/fiat/builder', 'pt-BR'],
      ['/es-AR/fiat/models', 'es-AR'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      // Only the page's language and brand (decision 054).
      expect(response.body, url).toBe(
        INDEX_HTML.replace('<html>', `<html lang="${locale}" data-brand="fiat">`),
      );
    }
  });
});
