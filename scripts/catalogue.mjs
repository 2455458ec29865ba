// `npm run catalogue`: the bad-input catalogue of docs/quality.md (issue 20) holds one row per
// class of bad input, each naming the tests behind it as `path`: title. This checks that every
// row names at least one test and that each named test exists (its title is in its file), then
// prints `N classes of bad input, M tests, K known gaps` and exits 1 on any gap. A named test
// exists when its file declares a running test of exactly that title (scripts/test-titles.mjs):
// a title in a comment, a longer title containing it, or a skipped test does not count.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testTitles } from './test-titles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/quality.md');
const HEADING = '## Bad-input catalogue';

const text = readFileSync(DOC, 'utf8');
const start = text.indexOf(HEADING);
if (start < 0) {
  console.error(`catalogue: no "${HEADING}" section in docs/quality.md`);
  process.exit(1);
}
const end = text.indexOf('\n## ', start + HEADING.length);
const section = text.slice(start, end < 0 ? undefined : end);
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
  .slice(1) // the header row
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

const gaps = [];
let tests = 0;
for (const [klass, , , named = ''] of rows) {
  const items = named
    .split('<br>')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) gaps.push(`${klass}: names no test`);
  for (const item of items) {
    const match = /^`([^`]+)`: (.+)$/.exec(item);
    if (!match) {
      gaps.push(`${klass}: cannot read "${item}" (write \`path\`: title)`);
      continue;
    }
    const [, file, title] = match;
    const full = path.join(ROOT, file);
    if (!existsSync(full)) gaps.push(`${klass}: ${file} does not exist`);
    else if (!testTitles(readFileSync(full, 'utf8')).includes(title)) {
      gaps.push(`${klass}: no test "${title}" in ${file}`);
    } else tests += 1;
  }
}
for (const gap of gaps) console.error(`  gap: ${gap}`);
console.log(`${rows.length} classes of bad input, ${tests} tests, ${gaps.length} known gaps`);
process.exit(gaps.length === 0 && rows.length > 0 ? 0 : 1);
