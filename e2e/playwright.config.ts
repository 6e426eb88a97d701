import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';

const root = path.resolve(import.meta.dirname, '..');

// One server for the run, on a free port with a fresh embedded database. Workers inherit these
// variables from the runner, so they agree on the address.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
if (!process.env.E2E_PGLITE_DIR) {
  process.env.E2E_PGLITE_DIR = mkdtempSync(path.join(os.tmpdir(), 'autohub-e2e-'));
}
process.env.E2E_STAFF_TOKEN ??= 'e2e-staff-token-0123456789abcdef';

const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;


export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A part of a sharded run (scripts/test.mjs) keeps its failure artefacts apart from the others'.
  outputDir: path.join(root, 'test-results', process.env.E2E_PART ?? ''),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Two parts run at once on a two-core machine, each with its server and browser: a journey of
  // twenty steps that takes 20 s alone can take twice that in a full run.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      // The journeys run on the demo catalogue, dealers, prices and accounts.
      DEMO_DATA: 'on',
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      STAFF_API_TOKEN: process.env.E2E_STAFF_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // A CRM outage turns into a journey error within a second, so the back office can be tried.
      OUTBOX_MAX_ATTEMPTS: '2',
      OUTBOX_BASE_DELAY_MS: '200',
      OUTBOX_POLL_MS: '200',
    },
  },
});
