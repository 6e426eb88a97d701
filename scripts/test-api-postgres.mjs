// Runs the api integration suite against the PostgreSQL server named by DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: nothing to run against.');
  process.exit(1);
}
const out = path.resolve('.data/reports/vitest-postgres.json');
mkdirSync(path.dirname(out), { recursive: true });
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
  { stdio: 'inherit', env: process.env },
);
let passed = 0;
let failed = result.status === 0 ? 0 : 1;
try {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = Math.max(report.numFailedTests ?? 0, result.status === 0 ? 0 : 1);
} catch {
  // no report: the run failed before writing it
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
