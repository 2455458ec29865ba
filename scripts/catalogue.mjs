// The bad-input catalogue of docs/quality.md (issues 20 and 30): one list item per class of bad
// input, the tests behind it indented under it as `path`: title. Two checks, one closing line
// each, `N classes of bad input, M tests, K known gaps`, exit 1 on any gap:
//
// - `npm run catalogue` (part of `npm run check`, fast): every row names a test, and each named
//   test is declared in its file as a running test of exactly that title
//   (scripts/test-titles.mjs): a title in a comment, a longer title containing it, or a skipped
//   test does not count.
// - `npm run catalogue:reports -- --vitest <vitest.json> --playwright <e2e.json>` (CI's
//   `catalogue:reports` step, after Vitest and the end-to-end tests): each named test is in the
//   JSON reports and passed there (scripts/catalogue-reports.mjs); M counts those.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkAgainstReports, playwrightCases, vitestCases } from './catalogue-reports.mjs';
import { testTitles } from './test-titles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADING = '## Bad-input catalogue';

/** A class of bad input: `- **Class**. Enters: where. Sees: what.` */
const CLASS_LINE = /^- \*\*(.+?)\*\*/;
/** A test it names, indented under it: `  - \`path\`: title`. */
const TEST_LINE = /^\s+-(?:\s+(.*))?$/;

/**
 * The classes of the catalogue section of `text` (docs/quality.md): { klass, tests: [{ file,
 * title }], problems } where problems are the class's own (no test named, an unreadable item).
 * Throws when the section is missing.
 */
export function readCatalogue(text) {
  const start = text.indexOf(HEADING);
  if (start < 0) throw new Error(`no "${HEADING}" section in docs/quality.md`);
  const end = text.indexOf('\n## ', start + HEADING.length);
  const rows = [];
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n')) {
    const heading = CLASS_LINE.exec(line);
    if (heading) {
      rows.push({ klass: heading[1], tests: [], problems: [] });
      continue;
    }
    const item = TEST_LINE.exec(line);
    const row = rows[rows.length - 1];
    if (!item || !row || !item[1]?.trim()) continue;
    const match = /^`([^`]+)`: (.+)$/.exec(item[1].trim());
    if (match) row.tests.push({ file: match[1], title: match[2] });
    else row.problems.push(`cannot read "${item[1].trim()}" (write \`path\`: title)`);
  }
  for (const row of rows)
    if (row.tests.length === 0 && row.problems.length === 0) row.problems.push('names no test');
  return rows;
}

/** The fast check: each named test is declared, running, in its file. */
export function checkDeclared(rows, { root = ROOT, exists = existsSync, read } = {}) {
  const readText = read ?? ((file) => readFileSync(file, 'utf8'));
  const gaps = [];
  let declared = 0;
  for (const { klass, tests, problems } of rows) {
    for (const problem of problems) gaps.push(`${klass}: ${problem}`);
    for (const { file, title } of tests) {
      const full = path.join(root, file);
      if (!exists(full)) gaps.push(`${klass}: ${file} does not exist`);
      else if (!testTitles(readText(full)).includes(title)) {
        gaps.push(`${klass}: no test "${title}" in ${file}`);
      } else declared += 1;
    }
  }
  return { gaps, passed: declared };
}

export function closingLine(rows, { gaps, passed }) {
  return `${rows.length} classes of bad input, ${passed} tests, ${gaps.length} known gaps`;
}

function readJson(file) {
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

function main(argv) {
  const option = (name) => {
    const index = argv.indexOf(name);
    return index < 0 ? undefined : argv[index + 1];
  };
  const rows = readCatalogue(readFileSync(path.join(ROOT, 'docs/quality.md'), 'utf8'));
  let result;
  if (argv.includes('--reports')) {
    const vitest = readJson(option('--vitest'));
    const playwright = readJson(option('--playwright'));
    result = checkAgainstReports(rows, {
      vitest: vitest && vitestCases(vitest, ROOT),
      playwright: playwright && playwrightCases(playwright, ROOT),
    });
    if (result.flaky > 0) {
      console.log(`  note: ${result.flaky} named tests passed only on their retry (flaky)`);
    }
  } else {
    result = checkDeclared(rows);
  }
  for (const gap of result.gaps) console.error(`  gap: ${gap}`);
  console.log(closingLine(rows, result));
  return result.gaps.length === 0 && rows.length > 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
