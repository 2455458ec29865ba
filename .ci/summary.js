// Adds up the test counts of a CI run: Vitest from its log (its "Tests" summary line; a line may
// carry .ci/parallel.js's `name | ` prefix), Playwright from its JSON report. Prints one line per
// runner, then `N passed, N failed`. The end-to-end tests and the Prism check are each a
// Playwright run with its own report.
// Usage: node .ci/summary.js <vitest log> <e2e.json> [<prism-routes.json> <prism-requests.json>]
import { existsSync, readFileSync } from 'node:fs';

const [vitestLog, playwrightJson, ...prismJsons] = process.argv.slice(2);

function count(line, word) {
  const match = new RegExp(`(\\d+) ${word}`).exec(line ?? '');
  return match ? Number(match[1]) : 0;
}

function vitest(file) {
  if (!file || !existsSync(file)) return null;
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^[\w:.-]+\s*\| /, ''));
  const tests = lines.filter((line) => /^\s*Tests\s+\d/.test(line)).at(-1);
  if (!tests) return null;
  const files = lines.filter((line) => /^\s*Test Files\s+\d/.test(line)).at(-1);
  const errors = lines.filter((line) => /^\s*Errors\s+\d/.test(line)).at(-1);
  let failed = count(tests, 'failed');
  // A file that fails before its tests run, or an unhandled error, is a failure too.
  if (failed === 0) failed = count(files, 'failed');
  failed += count(errors, 'errors?');
  return { passed: count(tests, 'passed'), failed };
}

function playwright(file) {
  if (!file || !existsSync(file)) return null;
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (stats.interrupted ?? 0) + errors.length,
    flaky: stats.flaky ?? 0,
  };
}

/** The Prism check's runs added up; null when none ran. */
function prism(files) {
  const ran = files.map(playwright).filter((run) => run !== null);
  if (ran.length === 0) return null;
  const sum = (key) => ran.reduce((total, run) => total + run[key], 0);
  return { passed: sum('passed'), failed: sum('failed'), flaky: sum('flaky') };
}

const runs = {
  Vitest: vitest(vitestLog),
  Playwright: playwright(playwrightJson),
  Prism: prism(prismJsons),
};
let passed = 0;
let failed = 0;
const parts = [];
for (const [name, run] of Object.entries(runs)) {
  if (!run) {
    parts.push(`${name}: not run`);
    continue;
  }
  passed += run.passed;
  failed += run.failed;
  parts.push(
    `${name}: ${run.passed} passed, ${run.failed} failed${run.flaky ? ` (${run.flaky} flaky)` : ''}`,
  );
}
console.log(parts.join('; '));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
