// Mobile Lighthouse (performance category, Debian's Chromium) of the pages issue 15 sets speed
// targets for: the Fiat home, a Fiat model's builder, the financing page and a shared build created
// through the api. Each page is measured BENCH_LH_RUNS times (default 3) and the median printed next
// to its target, with the JavaScript the page loaded (gzipped) and, from the median run, what held it
// back. Then the web-font bytes each brand's pages load. BENCH_LH_KEEP=<folder> keeps the JSON reports;
// BENCH_LH_PAGES=builder,financing measures only those pages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { root, sharedBuildPath, startPlatform } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const KEEP = process.env.BENCH_LH_KEEP ? path.resolve(process.env.BENCH_LH_KEEP) : null;
const TARGET = { score: 98, lcpMs: 1500, cls: 0.02, tbtMs: 100, jsKb: 120, fontKb: 60 };
const BRANDS = ['fiat', 'fiat-abarth', 'jeep', 'ram', 'dodge', 'chrysler', 'citroen', 'peugeot', 'leapmotor'];
const dist = path.join(root, 'apps', 'web', 'dist');

/** One Lighthouse run; a run the browser spoiled (a trace without navigation on a busy machine) is retried. */
function lighthouse(pageUrl, report, attempt = 1) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      pageUrl,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (result.status !== 0) {
    if (attempt < 3) return lighthouse(pageUrl, report, attempt + 1);
    throw new Error(`lighthouse failed on ${pageUrl}`);
  }
  return JSON.parse(readFileSync(report, 'utf8'));
}

/** Gzipped size of the built file behind a same-origin script address (as the server would send it). */
function gzippedKb(url) {
  const file = path.join(dist, new URL(url).pathname.replace(/^\//, ''));
  if (!existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

function figures(json, origin) {
  const num = (id) => json.audits[id]?.numericValue ?? NaN;
  const requests = json.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  return {
    score: Math.round((json.categories.performance.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    jsKb: scripts.reduce((sum, r) => sum + gzippedKb(r.url), 0),
    jsFiles: scripts.length,
    json,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One line of what held the page back, from Lighthouse's own audits of the median run. */
function diagnosis(json) {
  const lines = [];
  const lcpItems = json.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpItems[0]?.items?.[0]?.node;
  const phases = lcpItems[1]?.items ?? [];
  if (element) {
    const phaseText = phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
    lines.push(`LCP element ${element.selector ?? element.snippet}${phaseText ? ` (${phaseText})` : ''}`);
  }
  const blocking = json.audits['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length) {
    lines.push(
      `render-blocking: ${blocking.map((b) => `${new URL(b.url).pathname} ${Math.round(b.wastedMs)} ms`).join(', ')}`,
    );
  }
  const unused = json.audits['unused-javascript']?.details?.items ?? [];
  if (unused.length) {
    lines.push(
      `unused JS: ${unused.map((u) => `${new URL(u.url).pathname.replace('/assets/', '')} ${Math.round(u.wastedBytes / 1024)} KB`).join(', ')}`,
    );
  }
  const shifts = json.audits['layout-shifts']?.details?.items ?? [];
  if (shifts.length) {
    lines.push(
      `layout shifts: ${shifts.map((s) => `${s.node?.selector ?? s.node?.snippet ?? '?'} ${s.score.toFixed(3)}`).join(', ')}`,
    );
  }
  const mainThread = json.audits['mainthread-work-breakdown']?.numericValue;
  if (mainThread) lines.push(`main-thread work ${Math.round(mainThread)} ms`);
  return lines;
}

const mark = (ok) => (ok ? 'ok' : 'SHORT');

/** Font bytes each brand's home, builder and financing pages load, on a phone, in one visit. */
async function fontBytesPerBrand(url) {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: CHROMIUM_ARGS });
  try {
    for (const brand of BRANDS) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const fonts = new Map();
      // woff2 files are sent as built (already compressed), so their size is the built file's.
      page.on('request', (request) => {
        if (request.resourceType() !== 'font') return;
        const file = path.join(dist, new URL(request.url()).pathname.replace(/^\//, ''));
        fonts.set(file, existsSync(file) ? statSync(file).size : 0);
      });
      for (const suffix of ['', '/builder', '/financing']) {
        await page.goto(`${url}/pt-BR/${brand}${suffix}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // eslint-disable-next-line no-undef -- runs in the page
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
      }
      const kb = [...fonts.values()].reduce((a, b) => a + b, 0) / 1024;
      console.log(
        `fonts ${brand.padEnd(12)} ${kb.toFixed(1).padStart(5)} KB in ${fonts.size} files (target ≤ ${TARGET.fontKb} KB) ${mark(kb <= TARGET.fontKb)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const chromium = ensureChromium();
const platform = await startPlatform();
const out = mkdtempSync(path.join(os.tmpdir(), 'autohub-lh-'));
if (KEEP) mkdirSync(KEEP, { recursive: true });
try {
  const only = process.env.BENCH_LH_PAGES?.split(',');
  const pages = [
    ['home', '/pt-BR/fiat'],
    ['builder', '/pt-BR/fiat/builder/226'],
    ['financing', '/pt-BR/fiat/financing'],
    ['shared build', await sharedBuildPath(platform.url)],
  ].filter(([name]) => !only || only.includes(name));
  console.log(
    `mobile Lighthouse, median of ${RUNS} (targets: performance ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}, TBT ≤ ${TARGET.tbtMs} ms, initial JS ≤ ${TARGET.jsKb} KB gzipped)`,
  );
  for (const [name, pagePath] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const report = path.join(KEEP ?? out, `${name.replace(/\s/g, '-')}-${i + 1}.json`);
      runs.push(figures(lighthouse(`${platform.url}${pagePath}`, report), platform.url));
    }
    const m = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      jsKb: median(runs.map((r) => r.jsKb)),
    };
    const mid = runs.find((r) => r.score === m.score) ?? runs[0];
    console.log(`\n${name} (${pagePath}), runs: ${runs.map((r) => r.score).join(' / ')}`);
    console.log(`  performance ${m.score} (≥ ${TARGET.score}) ${mark(m.score >= TARGET.score)}`);
    console.log(
      `  LCP ${(m.lcpMs / 1000).toFixed(2)} s (≤ 1.5 s) ${mark(m.lcpMs <= TARGET.lcpMs)}   FCP ${(m.fcpMs / 1000).toFixed(2)} s`,
    );
    console.log(`  CLS ${m.cls.toFixed(3)} (≤ ${TARGET.cls}) ${mark(m.cls <= TARGET.cls)}`);
    console.log(`  TBT ${Math.round(m.tbtMs)} ms (≤ ${TARGET.tbtMs} ms) ${mark(m.tbtMs <= TARGET.tbtMs)}`);
    console.log(
      `  initial JS ${m.jsKb.toFixed(1)} KB gzipped in ${mid.jsFiles} files (≤ ${TARGET.jsKb} KB) ${mark(m.jsKb <= TARGET.jsKb)}`,
    );
    for (const line of diagnosis(mid.json)) console.log(`  · ${line}`);
  }
  console.log('');
  await fontBytesPerBrand(platform.url);
} finally {
  await platform.stop();
  rmSync(out, { recursive: true, force: true });
}
