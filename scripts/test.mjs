// The whole test suite: unit, property and api integration tests (Vitest), then the e2e journeys in
// Chromium (Playwright) against the built platform. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

/**
 * The e2e journeys in E2E_SHARDS parts (default: one per core, at least two), each a Playwright
 * run of its own with its own server and embedded database, run side by side. A journey waits on
 * the browser, the server and its timers much of its time, so two parts on two cores take little
 * more than half the time of one; each part still runs its journeys one after the other on a
 * database no other part touches. The parts' output is kept apart and printed when each ends.
 */
async function runE2eShards(chromium) {
  const shards = Math.max(Number(process.env.E2E_SHARDS) || Math.max(os.availableParallelism(), 2), 1);
  const ports = await freePorts(shards);
  const runs = Array.from({ length: shards }, (_, index) => {
    const json = path.join(reports, `e2e-${index + 1}.json`);
    const log = path.join(reports, `e2e-${index + 1}.log`);
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
    if (shards > 1) args.push(`--shard=${index + 1}/${shards}`);
    return new Promise((resolve) => {
      const out = createWriteStream(log);
      const child = spawn('npx', args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: json,
          E2E_PORT: String(ports[index]),
          E2E_PART: shards > 1 ? `part-${index + 1}` : '',
        },
      });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('close', (code) => {
        out.end(() => {
          console.log(`\n== e2e part ${index + 1} of ${shards}\n${readFileSync(log, 'utf8')}`);
          resolve({ code: code ?? 1, report: existsSync(json) ? readJson(json) : null });
        });
      });
    });
  });
  return Promise.all(runs);
}

/** n distinct free loopback ports: all held open together, then released. */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
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
    const results = await runE2eShards(chromium);
    for (const { code, report } of results) {
      if (report?.stats) {
        passed += report.stats.expected ?? 0;
        failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
        skipped += report.stats.skipped ?? 0;
        if (code !== 0 && (report.stats.unexpected ?? 0) === 0) broken = true;
      } else {
        broken = true;
      }
    }
  }
}

if (broken) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
