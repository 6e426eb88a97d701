// Lighthouse (mobile, performance category) score of a brand home page, with Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { root, startPlatform } from './lib.mjs';

const chromium = ensureChromium();
const platform = await startPlatform();
const out = mkdtempSync(path.join(os.tmpdir(), 'autohub-lh-'));
try {
  const report = path.join(out, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      `${platform.url}/pt-BR/fiat`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (result.status !== 0) throw new Error('lighthouse failed');
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const score = Math.round((json.categories.performance.score ?? 0) * 100);
  const metric = (id) => json.audits[id]?.displayValue ?? 'n/a';
  console.log(
    `lighthouse mobile performance: ${score}/100 (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
  );
} finally {
  await platform.stop();
  rmSync(out, { recursive: true, force: true });
}
