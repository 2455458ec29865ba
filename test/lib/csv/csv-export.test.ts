import Papa from 'papaparse';
import {
  csvCell,
  csvLine,
  neutraliseFormula,
  quoteCsv,
  restoreFormula,
  safeFileName,
  toCsv,
} from '@/lib/csv/csv-export';

/** Read a file back as a spreadsheet would (RFC 4180). */
const parse = (text: string) => Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;

describe('quoteCsv (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('%j -> %j', (value, written) => {
    expect(quoteCsv(value)).toBe(written);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    '=1+2',
    '+1',
    '-2+3',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    '=HYPERLINK("http://x")',
    '-',
    '-1e3',
    '-1,5',
  ])('prefixes %j with a single quote', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(['-12', '-0.5', '-1234.50', 'Plain text', '1+1', 'a=b', '', "'already", "'", "' =x"])(
    'keeps %j as it is',
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );

  // Quotes already before a formula character get one more, so restoreFormula can tell a
  // neutralised cell from one that was typed with its quote: the mapping is undone exactly.
  it.each(["'=1+2", "''@x", "'-12", "'\tcmd"])('prefixes %j, quotes and all', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
});

describe('restoreFormula', () => {
  it.each([
    ["'=1+2", '=1+2'],
    ["''=1+2", "'=1+2"],
    ["'-2+3", '-2+3'],
    ["'@SUM(A1)", '@SUM(A1)'],
    ["'-12", '-12'],
    ["'already", "'already"],
    ["'", "'"],
    ['=1+2', '=1+2'],
    ['-12', '-12'],
    ['', ''],
  ])('reads %j as %j', (written, value) => {
    expect(restoreFormula(written)).toBe(value);
  });

  it.each(['=1+2', "'=1+2", "''=x", '-12', "'-12", '-1e3', "'tis", 'plain', "'\t", '@'])(
    'gives back %j from what neutraliseFormula wrote',
    (value) => {
      expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    },
  );
});

describe('csvCell', () => {
  it('writes numbers as numbers, and nothing for missing or non-finite values', () => {
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('neutralises first, then quotes', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('@"x"')).toBe(`"'@""x"""`);
    expect(csvCell('-\nx')).toBe(`"'-\nx"`);
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF, writes [] as an empty line, and reads back cell for cell', () => {
    const rows = [
      ['Name', 'Note'],
      [],
      ['Comma, Inc.', 'He said "no"\nthen left'],
      ['=cmd|"/C calc"!A0', '-5'],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'Name,Note\r\n\r\n"Comma, Inc.","He said ""no""\nthen left"\r\n"\'=cmd|""/C calc""!A0",-5\r\n',
    );
    expect(parse(text)).toEqual([
      ['Name', 'Note'],
      [''],
      ['Comma, Inc.', 'He said "no"\nthen left'],
      [`'=cmd|"/C calc"!A0`, '-5'],
    ]);
    expect(csvLine(['a', 1, null])).toBe('a,1,');
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits, - and _; folds the rest; falls back when nothing is left', () => {
    expect(safeFileName('All campaigns', 'report')).toBe('All-campaigns');
    expect(safeFileName('<img src=x onerror=alert(1)>', 'report')).toBe(
      'img-src-x-onerror-alert-1',
    );
    expect(safeFileName('../../etc/passwd', 'report')).toBe('etc-passwd');
    expect(safeFileName('Café crème', 'report')).toBe('Cafe-creme');
    expect(safeFileName('حملة', 'report')).toBe('report');
    expect(safeFileName('x'.repeat(100), 'report')).toHaveLength(60);
  });
});
