import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body data-hub-page><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A web build as Vite writes it: hashed assets, each with .br and .gz copies beside it. */
function writeWebBuild(folder: string): void {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': SCRIPT,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(folder, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'autohub-web-'));
    writeWebBuild(webDist);
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

  it('serves the home page, always revalidated so a release shows at once', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets pre-compressed and cached for good', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends a built file only the security headers a browser applies to it, the page keeping all of them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-request-id',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    expect(asset.headers.etag).toBeDefined();

    const shell = await page('/pt-BR/fiat');
    expect(shell.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(shell.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(shell.headers['x-request-id']).toBeDefined();
  });

  it("answers every page address of the app with index.html in the brand's language and palette, uncached", async () => {
    for (const [url, locale, brand] of [
      ['/pt-BR/fiat', 'pt-BR', 'fiat'],
      ['/es-AR/jeep/', 'es-AR', 'jeep'],
      ['/pt-BR/peugeot/financiamento?utm_source=x', 'pt-BR', 'peugeot'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      // Without the server renderer the address alone still gives the language and the brand.
      expect(response.body, url).toBe(
        INDEX_HTML.replace('<html>', `<html lang="${locale}" data-brand="${brand}">`),
      );
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not limit page loads and their files', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await page('/pt-BR/jeep', {}).then((r) => r.statusCode)).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' })).statusCode).toBe(200);
    }
  });

  it('limits requests for missing files and unknown api addresses', async () => {
    const ip = '198.51.100.20';
    const statuses: number[] = [];
    for (const url of ['/wp-login.php', '/.env', '/api/nope', '/admin.php']) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: '*/*' } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 429, 429]);
  });

  it('keeps unknown api addresses and missing files as JSON 404s', async () => {
    const api = await page('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const file = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-00000000.js',
      headers: { accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'not_found' });
  });
});
