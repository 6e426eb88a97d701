// The whole test suite: unit, property and api integration tests (Vitest), then the e2e journeys in
// Chromium (Playwright) against the built platform. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data', 'reports');
const args = new Set(process.argv.slice(2));
const only = args.has('--unit') ? 'unit' : args.has('--e2e') ? 'e2e' : 'all';

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let chromium = null;
if (only !== 'unit') {
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (only !== 'e2e') {
  const vitestJson = path.join(reports, 'vitest.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (code !== 0 && (report.numFailedTests ?? 0) === 0) broken = true;
  } else if (code !== 0) {
    broken = true;
  }
}

if (only !== 'unit') {
  console.log('\nBuilding the platform for the e2e journeys...');
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('The build failed: the e2e journeys cannot run.');
    broken = true;
  } else {
    const e2eJson = path.join(reports, 'e2e.json');
    const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    });
    const report = readJson(e2eJson);
    if (report?.stats) {
      passed += report.stats.expected ?? 0;
      failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
      skipped += report.stats.skipped ?? 0;
      if (code !== 0 && (report.stats.unexpected ?? 0) === 0) broken = true;
    } else if (code !== 0 || !existsSync(e2eJson)) {
      broken = true;
    }
  }
}

if (broken) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
