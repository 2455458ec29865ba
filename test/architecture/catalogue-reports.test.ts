// The bad-input catalogue's run check (scripts/catalogue.mjs --reports, issue 30): a named test
// counts only when the Vitest or Playwright JSON report holds it and it passed. Small made-up
// reports show each way a named test can fall short: failed, skipped, absent.
import path from 'node:path';
import {
  checkAgainstReports,
  playwrightCases,
  titleMatcher,
  vitestCases,
} from '../../scripts/catalogue-reports.mjs';
import { checkDeclared, closingLine, readCatalogue } from '../../scripts/catalogue.mjs';
import { ciSteps } from '../../.ci/steps.js';

const ROOT = '/repo';

const DOC = [
  '# Quality',
  '',
  '## Bad-input catalogue',
  '',
  'Intro, and a list that is not the catalogue:',
  '',
  '- `npm run catalogue`: the fast check',
  '',
  '- **Long names**. Enters: forms. Sees: a message.',
  '  - `test/a.test.ts`: refuses a long name',
  '  - `test/e2e/b.spec.ts`: shows a long name',
  '- **Odd numbers**. Enters: fields. Sees: a message.',
  '  - `test/a.test.ts`: reads %s as no number',
  '',
  '## Next section',
].join('\n');

function vitestReport(tests: { title: string; status: string }[], file = 'test/a.test.ts') {
  return {
    testResults: [
      {
        name: path.join(ROOT, file),
        status: 'passed',
        assertionResults: tests.map((test) => ({ ancestorTitles: ['group'], ...test })),
      },
    ],
  };
}

function playwrightReport(status: string, title = 'shows a long name') {
  return {
    config: { rootDir: path.join(ROOT, 'test/e2e') },
    suites: [
      {
        title: 'b.spec.ts',
        file: 'b.spec.ts',
        specs: [],
        suites: [
          {
            title: 'a describe',
            file: 'b.spec.ts',
            specs: [{ title, file: 'b.spec.ts', tests: [{ projectName: 'desktop', status }] }],
          },
        ],
      },
    ],
  };
}

const PASSING = [
  { title: 'refuses a long name', status: 'passed' },
  { title: 'reads "1e3" as no number', status: 'passed' },
  { title: 'reads "0x10" as no number', status: 'passed' },
];

function check(vitest: object | null, playwright: object | null) {
  const rows = readCatalogue(DOC);
  const result = checkAgainstReports(rows, {
    vitest: vitest && vitestCases(vitest, ROOT),
    playwright: playwright && playwrightCases(playwright, ROOT),
  });
  return { ...result, line: closingLine(rows, result) };
}

describe('the bad-input catalogue against the test reports', () => {
  it('passes when every named test ran and passed, and counts them from the reports', () => {
    const result = check(vitestReport(PASSING), playwrightReport('expected'));
    expect(result.gaps).toEqual([]);
    expect(result.line).toBe('2 classes of bad input, 3 tests, 0 known gaps');
  });

  it('a named test that failed in the Vitest report is a gap', () => {
    const tests = [{ title: 'refuses a long name', status: 'failed' }, ...PASSING.slice(1)];
    const result = check(vitestReport(tests), playwrightReport('expected'));
    expect(result.gaps).toEqual(['Long names: "refuses a long name" (test/a.test.ts) failed']);
    expect(result.line).toBe('2 classes of bad input, 2 tests, 1 known gaps');
  });

  it('a named test that was skipped (skip, todo) is a gap', () => {
    const tests = [{ title: 'refuses a long name', status: 'skipped' }, ...PASSING.slice(1)];
    expect(check(vitestReport(tests), playwrightReport('expected')).gaps).toEqual([
      'Long names: "refuses a long name" (test/a.test.ts) was skipped',
    ]);
    expect(check(vitestReport(PASSING), playwrightReport('skipped')).gaps).toEqual([
      'Long names: "shows a long name" (test/e2e/b.spec.ts) was skipped',
    ]);
  });

  it('a named test absent from the reports (renamed, another file, no report) is a gap', () => {
    const renamed = [{ title: 'refuses a longer name', status: 'passed' }, ...PASSING.slice(1)];
    expect(check(vitestReport(renamed), playwrightReport('expected')).gaps).toEqual([
      'Long names: "refuses a long name" (test/a.test.ts) is not in the reports',
    ]);
    expect(check(vitestReport(PASSING, 'test/other.test.ts'), null).gaps).toEqual([
      'Long names: "refuses a long name" (test/a.test.ts) is not in the reports',
      'Long names: no playwright report to find "shows a long name" (test/e2e/b.spec.ts) in',
      'Odd numbers: "reads %s as no number" (test/a.test.ts) is not in the reports',
    ]);
  });

  it('an end-to-end test that failed, or passed only on its retry, is told apart', () => {
    expect(check(vitestReport(PASSING), playwrightReport('unexpected')).gaps).toEqual([
      'Long names: "shows a long name" (test/e2e/b.spec.ts) failed',
    ]);
    const flaky = check(vitestReport(PASSING), playwrightReport('flaky'));
    expect(flaky.gaps).toEqual([]);
    expect(flaky.flaky).toBe(1);
  });

  it('a title with placeholders names every case of its table: one failed case is a gap', () => {
    const tests = [
      ...PASSING.slice(0, 2),
      { title: 'reads "0x10" as no number', status: 'failed' },
    ];
    expect(check(vitestReport(tests), playwrightReport('expected')).gaps).toEqual([
      'Odd numbers: "reads %s as no number" (test/a.test.ts) failed',
    ]);
    const matches = titleMatcher('answers 412 to the ${kind.name} update, $name and 100%%');
    expect(matches('answers 412 to the bidder update, x and 100%')).toBe(true);
    expect(matches('answers 412 to the bidder update')).toBe(false);
    expect(titleMatcher('costs $0.50 (a+b)')('costs $0.50 (a+b)')).toBe(true);
  });

  it('a row that names no test, or an item it cannot read, is a gap in both checks', () => {
    const doc = DOC.replace(
      '`test/a.test.ts`: reads %s as no number',
      'test/a.test.ts reads %s as no number',
    ).replace('\n  - `test/e2e/b.spec.ts`: shows a long name', '');
    const rows = readCatalogue(doc.replace('`test/a.test.ts`: refuses a long name', ''));
    const reports = { vitest: vitestCases(vitestReport(PASSING), ROOT), playwright: [] };
    const expected = [
      'Long names: names no test',
      'Odd numbers: cannot read "test/a.test.ts reads %s as no number" (write `path`: title)',
    ];
    expect(checkAgainstReports(rows, reports).gaps).toEqual(expected);
    expect(checkDeclared(rows, { root: ROOT, exists: () => true, read: () => '' }).gaps).toEqual(
      expected,
    );
  });

  it('the fast check finds a title only as a running test of its file', () => {
    const rows = readCatalogue(DOC);
    const files: Record<string, string> = {
      [path.join(ROOT, 'test/a.test.ts')]:
        "// it('refuses a long name')\nit.skip('reads %s as no number', () => {});",
      [path.join(ROOT, 'test/e2e/b.spec.ts')]: "test('shows a long name', async () => {});",
    };
    const result = checkDeclared(rows, {
      root: ROOT,
      exists: (file) => file in files,
      read: (file) => files[file] ?? '',
    });
    expect(result.gaps).toEqual([
      'Long names: no test "refuses a long name" in test/a.test.ts',
      'Odd numbers: no test "reads %s as no number" in test/a.test.ts',
    ]);
    expect(result.passed).toBe(1);
  });
});

describe('the catalogue in CI', () => {
  it('Vitest writes its JSON report, and catalogue:reports reads it and e2e.json after both ran', () => {
    const steps = ciSteps({ logDir: '/ci-logs' });
    const step = (name: string) => steps.find((candidate) => candidate.name === name);
    expect(step('test')?.command).toContain(
      '--reporter=json --outputFile.json=/ci-logs/vitest.json',
    );
    expect(step('e2e')?.env.PLAYWRIGHT_JSON_OUTPUT_FILE).toBe('/ci-logs/e2e.json');
    expect(step('catalogue:reports')).toEqual({
      name: 'catalogue:reports',
      command:
        'npm run catalogue:reports -- --vitest /ci-logs/vitest.json --playwright /ci-logs/e2e.json',
      env: {},
      needs: ['test', 'e2e'],
    });
    // The fast check stays a part of `npm run check`.
    expect(step('catalogue')?.command).toBe('npm run catalogue');
  });
});
