// docs/requirements.md (product rules), docs/decisions.md (implementation choices) and the
// comments that cite them agree (scripts/requirements.mjs): every id is named by a comment, a test
// or a doc, every id a comment cites is defined in one of the two, every path a comment or a
// definition names exists, and no comment cites a section of a document outside the repository. The repository is checked as it is, then each kind of mistake is planted in a
// small made-up repository to show that the check catches it.
import path from 'node:path';
import { checkRepository, findProblems } from '../../scripts/requirements.mjs';

const ROOT = path.resolve(__dirname, '../..');

const CATALOGUE = [
  '# Requirements',
  '',
  '## Bidders (`BID`)',
  '',
  '- `BID-TIMEOUT`: Timeout: 20 to 7500 ms.',
  '- `BID-SEND-RATE`: Send rate: 0 to 1, `a | b`.',
].join('\n');

const CHOICES = [
  '# Project decisions',
  '',
  'Prose citing BID-TIMEOUT.',
  '',
  '## Implementation choices by id',
  '',
  '- `BID-LIMITS-ONCE`: the limits have one source (`src/rules.ts`).',
].join('\n');

const RULES =
  '// BID-TIMEOUT, BID-LIMITS-ONCE: the one source of the limits.\nexport const MAX = 7500;\n';
const TESTS = "it('refuses 7501 ms (BID-SEND-RATE too)', () => {});\n";
const EXISTING = new Set(['src/rules.ts', 'test/rules.test.ts', 'src', 'test']);

function problemsWith(
  files: Record<string, string>,
  catalogue = CATALOGUE,
  choices = CHOICES,
): string[] {
  const all = {
    'src/rules.ts': RULES,
    'test/rules.test.ts': TESTS,
    'docs/decisions.md': choices,
    ...files,
  };
  return findProblems({
    catalogue,
    choices,
    files: Object.entries(all).map(([file, text]) => ({ path: file, text })),
    exists: (file: string) => EXISTING.has(file.replace(/\/$/, '')),
  }).problems;
}

describe('the requirement catalogue', () => {
  it('agrees with every comment, test and path of the repository', () => {
    const { problems, counts } = checkRepository(ROOT);
    expect(problems).toEqual([]);
    expect(counts.ids).toBeGreaterThan(100);
  });

  it('finds nothing wrong in a made-up repository that agrees with its catalogue', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('fails on a requirement id that no comment or test names', () => {
    expect(problemsWith({ 'test/rules.test.ts': "it('refuses 7501 ms', () => {});" })).toEqual([
      'docs/requirements.md:6: BID-SEND-RATE is named by no comment or test',
    ]);
  });

  it('does not count an id in code outside a comment as named', () => {
    const code = "export const RULE = 'BID-SEND-RATE';\n";
    const files = { 'src/other.ts': code, 'test/rules.test.ts': '' };
    expect(problemsWith(files)).toContain(
      'docs/requirements.md:6: BID-SEND-RATE is named by no comment or test',
    );
  });

  it('fails on a comment citing an id the catalogue lacks', () => {
    const code = 'const a = 1;\n/* The limits of\n   BID-TIMEOUTS. */\n';
    expect(problemsWith({ 'src/other.ts': code })).toEqual([
      'src/other.ts:3: cites BID-TIMEOUTS, which neither docs/requirements.md nor docs/decisions.md defines',
    ]);
  });

  it('fails on a path in a comment that does not exist, and not on a pattern or an output', () => {
    const code = [
      '// Mirrors src/rules.ts and test/rules.test.ts, like src/features/<area>/ does.',
      '// Writes to bench/out/traces/ when asked.',
      '// Moved from src/old-rules.ts.',
    ].join('\n');
    expect(problemsWith({ 'src/other.ts': code })).toEqual([
      'src/other.ts:3: names src/old-rules.ts, which does not exist',
    ]);
  });

  it('fails on a comment that cites a section of a document outside the repository', () => {
    const code =
      "// Spec section 5: the timeout.\n# decisions.md section 8\n// the spec's section 2\n";
    expect(problemsWith({ 'src/other.ts': code, 'deploy/serve.sh': code })).toEqual([
      'src/other.ts:1: cites a section of a document outside the repository',
      'src/other.ts:3: cites a section of a document outside the repository',
      'deploy/serve.sh:2: cites a section of a document outside the repository',
    ]);
  });

  it('fails on a rule naming a file or an id that does not exist, or another area’s id', () => {
    const catalogue = CATALOGUE.replace('0 to 1,', 'see `src/gone.ts`, BID-RATE,').concat(
      '\n- `CMP-NAME`: Name required.',
    );
    // CMP is no area's prefix here, so a comment naming CMP-NAME names no requirement.
    const files = { 'src/other.ts': '// CMP-NAME\n' };
    expect(problemsWith(files, catalogue)).toEqual([
      'docs/requirements.md:6: BID-SEND-RATE names src/gone.ts, which does not exist',
      'docs/requirements.md:7: CMP-NAME is not an id of its area (BID)',
      'docs/requirements.md:6: BID-SEND-RATE names BID-RATE, which is not defined',
      'docs/requirements.md:7: CMP-NAME is named by no comment or test',
    ]);
  });

  it('reads implementation choices from decisions.md; a definition names no id', () => {
    const choices = CHOICES.concat(
      '\n- `BID-TIMEOUT`: again, beside BID-RETRY (`src/rules.ts`).',
      '\n- `BID-CACHE`: cached.',
      '\n- `XYZ-THING`: elsewhere (`src/rules.ts`).',
    );
    const rules = '// BID-TIMEOUT: the limits.\n';
    expect(problemsWith({ 'src/rules.ts': rules }, CATALOGUE, choices)).toEqual([
      'docs/decisions.md:9: BID-CACHE names no file under src/ it lives in',
      'docs/decisions.md:10: XYZ-THING is not an id of any area of docs/requirements.md',
      'docs/decisions.md:8: BID-TIMEOUT is defined twice (also docs/requirements.md:5)',
      'docs/decisions.md:8: cites BID-RETRY, which neither docs/requirements.md nor docs/decisions.md defines',
      'docs/decisions.md:7: BID-LIMITS-ONCE is named by no comment or test',
      'docs/decisions.md:9: BID-CACHE is named by no comment or test',
      'docs/decisions.md:10: XYZ-THING is named by no comment or test',
    ]);
  });
});
