// The run half of the bad-input catalogue (issue 30): what the Vitest and Playwright JSON reports
// say about each test a row names. A named test counts only when the reports hold it and every
// run of it passed; absent, skipped or failed, it is a gap. `npm run catalogue` reads titles
// from the code (scripts/catalogue.mjs); CI's `catalogue:reports` step runs this after both
// suites, so the closing count is what ran, not what is written.
import path from 'node:path';

/**
 * One entry per test case a report holds: { file (relative to root, `/`-separated), title,
 * status: 'passed' | 'failed' | 'skipped', flaky }. A Playwright test runs once per project
 * that picks it; each run is an entry.
 */
export function vitestCases(report, root) {
  const cases = [];
  for (const file of report?.testResults ?? []) {
    const relative = toRelative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      cases.push({ file: relative, title: test.title, status: vitestStatus(test.status) });
    }
    // A file that failed before its tests ran (an import error) holds no test to find: its
    // named tests are then absent, which is a gap with the file's own message beside it.
  }
  return cases;
}

function vitestStatus(status) {
  if (status === 'passed') return 'passed';
  if (status === 'failed') return 'failed';
  return 'skipped'; // skipped, pending, todo
}

export function playwrightCases(report, root) {
  const cases = [];
  const testDir = report?.config?.rootDir ?? root;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = toRelative(root, path.resolve(testDir, spec.file ?? suite.file));
      for (const test of spec.tests ?? []) {
        cases.push({ file, title: spec.title, ...playwrightStatus(test.status) });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return cases;
}

function playwrightStatus(status) {
  // `flaky`: failed, then passed on CI's one retry. It passed, and the report says so.
  if (status === 'expected') return { status: 'passed', flaky: false };
  if (status === 'flaky') return { status: 'passed', flaky: true };
  if (status === 'skipped') return { status: 'skipped', flaky: false };
  return { status: 'failed', flaky: false }; // unexpected
}

function toRelative(root, file) {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
}

/**
 * Whether a report's title is the title a row names. A title written with placeholders
 * (`%s`, `%j`, `$name`, `${kind.name}`: a test.each table or a loop) names every case it
 * expands to; any other title names exactly itself.
 */
export function titleMatcher(named) {
  const placeholder = /%[sdifjoO#%]|\$\{[^}]*\}|\$[A-Za-z_][\w.]*/g;
  if (named.search(placeholder) < 0) return (title) => title === named;
  let pattern = '';
  let last = 0;
  for (const match of named.matchAll(placeholder)) {
    pattern += escapeRegExp(named.slice(last, match.index));
    pattern += match[0] === '%%' ? '%' : '[\\s\\S]*?';
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(named.slice(last));
  const regex = new RegExp(`^${pattern}$`);
  return (title) => regex.test(title);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Which runner's report holds a test file: the end-to-end specs are Playwright's. */
export function runnerOf(file) {
  return file.startsWith('test/e2e/') ? 'playwright' : 'vitest';
}

/**
 * Checks every named test of the catalogue's rows against the reports' cases. Returns the gaps
 * (one line each) and how many named tests ran and passed. `cases` is { vitest, playwright },
 * each an array of vitestCases/playwrightCases, or null when that report is missing.
 */
export function checkAgainstReports(rows, cases) {
  const gaps = [];
  let passed = 0;
  let flaky = 0;
  for (const { klass, tests, problems } of rows) {
    for (const problem of problems) gaps.push(`${klass}: ${problem}`);
    for (const { file, title } of tests) {
      const runner = runnerOf(file);
      const pool = cases[runner];
      if (!pool) {
        gaps.push(`${klass}: no ${runner} report to find "${title}" (${file}) in`);
        continue;
      }
      const matches = titleMatcher(title);
      const runs = pool.filter((run) => run.file === file && matches(run.title));
      const failed = runs.filter((run) => run.status === 'failed').length;
      const skipped = runs.filter((run) => run.status === 'skipped').length;
      if (runs.length === 0) gaps.push(`${klass}: "${title}" (${file}) is not in the reports`);
      else if (failed > 0) gaps.push(`${klass}: "${title}" (${file}) failed`);
      else if (skipped > 0) gaps.push(`${klass}: "${title}" (${file}) was skipped`);
      else {
        passed += 1;
        if (runs.some((run) => run.flaky)) flaky += 1;
      }
    }
  }
  return { gaps, passed, flaky };
}
