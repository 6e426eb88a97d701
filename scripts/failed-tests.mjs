// Names every failed test found in the run's reports (.data/reports/*.json, Vitest's and
// Playwright's JSON), each with the first line of its error, so the end of a long CI log says
// what failed without scrolling back through thousands of lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data', 'reports');

const firstLine = (text) =>
  // Reports keep the terminal's colour codes; the log reader wants plain text.
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300) ?? '';

/** Vitest's JSON: testResults[] per file, assertionResults[] per test. */
function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      out.push({ where, title: test.fullName ?? test.title, error: firstLine(test.failureMessages?.[0]) });
    }
    // A file that failed to load has no failed test of its own but a message.
    if (failedTests.length === 0 && file.status === 'failed') {
      out.push({ where, title: '(the file itself)', error: firstLine(file.message) });
    }
  }
  return out;
}

/** Playwright's JSON: nested suites with specs, each spec's tests with their results. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const last = test.results?.at(-1);
        out.push({
          where: spec.file ?? suite.file ?? '',
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          error: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) out.push({ where: '', title: '(the run)', error: firstLine(error.message) });
  return out;
}

if (!existsSync(reports)) process.exit(0);
const lines = [];
for (const name of readdirSync(reports).filter((file) => file.endsWith('.json')).sort()) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    lines.push(`${name}: unreadable report`);
    continue;
  }
  const failures = Array.isArray(report.testResults) ? vitestFailures(report) : playwrightFailures(report);
  for (const failure of failures) {
    lines.push(`${name}: ${failure.where} › ${failure.title}${failure.error ? `\n    ${failure.error}` : ''}`);
  }
}
if (lines.length > 0) {
  console.log('\nFailed tests:');
  for (const line of lines) console.log(`  ${line}`);
}
