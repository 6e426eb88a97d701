// The car builder's speed, printed and never asserted:
// 1. the builder route's own JavaScript, gzipped: its lazy chunk and the chunks only it pulls in,
//    read from the built manifest (what the shell already loaded is not counted);
// 2. in Chromium, on the largest model (Fiat Toro, model code 226), the time from clicking a part
//    to the new total on screen (next frame after the total changed), p50/p95 over 30 clicks.
/* global document, MutationObserver, requestAnimationFrame -- used inside page.evaluate, which runs in the browser */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium.mjs';
import { root, startPlatform } from './lib.mjs';

const dist = path.join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const shell = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const builderKey = Object.keys(manifest).find((key) => key.endsWith('features/builds/builder-page.tsx'));
if (!builderKey) throw new Error('the builder route is not in the manifest: run the build first');
const own = [...closure([builderKey])].filter((key) => !shell.has(key));
let raw = 0;
let gz = 0;
for (const key of own) {
  const content = readFileSync(path.join(dist, manifest[key].file));
  raw += content.length;
  gz += gzipSync(content, { level: 9 }).length;
}
console.log(
  `builder route JS on top of the shell: ${own.length} chunks, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (budget 50 KB)`,
);

const MODEL = '226';
const platform = await startPlatform();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const api = (p) => fetch(`${platform.url}/api${p}`).then((r) => r.json());
  const detail = await api(`/catalogue/model/latest?brand=fiat&country=BR&modelCode=${MODEL}`);
  // The version with the most parts is the heaviest for the engine and the screen.
  const versions = await Promise.all(
    detail.versions.map((v) => api(`/catalogue/mvs?brand=fiat&mvsCode=${v.mvs.code}`)),
  );
  const version = versions.sort((a, b) => b.parts.length - a.parts.length)[0];
  const grouped = new Set(version.groups.flatMap((g) => [...g.members, g.owner]));
  const included = new Set(version.parts.flatMap((p) => p.inclusive));
  // Parts whose click never opens the conflicts modal, so each click is one re-price.
  const free = version.parts
    .filter((p) => p.type === 'ACCESSORY' || p.type === 'ITEM')
    .filter((p) => p.inclusive.length === 0 && p.exclusive.length === 0 && p.optionalColors.length === 0)
    .filter((p) => !grouped.has(p.id) && !included.has(p.id))
    .filter((p) => !version.parts.some((q) => q.exclusive.includes(p.id)));

  const context = await browser.newContext();
  await context.addCookies([
    {
      name: 'location',
      value: encodeURIComponent(
        JSON.stringify({ countryCode: 'BR', stateCode: 'SP', isoCode: 'SP', stateName: 'São Paulo' }),
      ),
      url: platform.url,
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${platform.url}/pt-BR/fiat/builder/${MODEL}`);
  await page.locator(`button[data-mvs="${version.mvs.code}"]`).click();
  await page.locator('[data-testid="builder-total"][data-cents]').waitFor();

  const times = [];
  const clicks = 30;
  for (let i = 0; i < clicks; i++) {
    const part = free[Math.floor(i / 2) % free.length];
    const step = part.type === 'ITEM' ? 'optionals' : 'accessories';
    if (!(await page.locator(`button[data-part="${part.id}"]`).count())) {
      await page.locator(`.builder-stepper a[data-step="${step}"]`).click();
      await page.locator(`button[data-part="${part.id}"]`).waitFor();
    }
    const ms = await page.evaluate(
      (id) =>
        new Promise((resolve, reject) => {
          const totals = document.querySelector('.builder-totals');
          const read = () =>
            document.querySelector('[data-testid="builder-total"]')?.getAttribute('data-cents');
          const before = read();
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (read() === before) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(totals, { subtree: true, attributes: true, childList: true, characterData: true });
          setTimeout(() => reject(new Error('the total did not change within 5 s')), 5000);
          document.querySelector(`button[data-part="${id}"]`).click();
        }),
      part.id,
    );
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    `click to new total (${version.mvs.modelName} ${version.mvs.versionName}, ${version.parts.length} parts, ${clicks} clicks): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (target 100 ms)`,
  );
  await context.close();
} finally {
  await browser.close();
  await platform.stop();
}
