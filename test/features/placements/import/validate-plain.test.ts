// The fast check of plain lines (src/features/placements/import/validate-plain.ts) is a filter in
// front of LineChecker: it may decline any line, but must never clear one LineChecker faults.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, SAMPLE_LINE, type CsvColumn } from '@/features/placements/import/columns';
import { plainSlice } from '@/features/placements/import/csv-plain';
import { matchHeaders } from '@/features/placements/import/header-match';
import { LineChecker, type CsvIssue } from '@/features/placements/import/validate';
import { PlainLineReader } from '@/features/placements/import/validate-plain';

const HEADER = CSV_COLUMNS.join(',');

/** The fast verdict and LineChecker's issues for one line of values (no quotes, no commas). */
function judge(values: readonly string[]) {
  const text = `${HEADER}\n${values.join(',')}\n`;
  const from = HEADER.length + 1;
  const plain = plainSlice(text, from, text.length, CSV_COLUMNS.length, false, 2);
  if (!plain) throw new Error('not a plain slice');
  const { mapping } = matchHeaders([...CSV_COLUMNS]);
  const checker = new LineChecker(mapping, CSV_COLUMNS.length, false);
  const reader = new PlainLineReader(checker.at, CSV_COLUMNS.length);
  reader.locate(plain.cuts, 0);
  const issues: CsvIssue[] = [];
  checker.check(2, values, issues);
  return { clean: reader.isClean(plain.text), issues };
}

const sample = (overrides: Partial<Record<CsvColumn, string>> = {}) =>
  CSV_COLUMNS.map((column) => overrides[column] ?? SAMPLE_LINE[column]);

// Values near every rule's edge, for every column, plus arbitrary text without quotes or commas.
const TRICKY = [
  '',
  ' ',
  ' 7',
  '7 ',
  '0',
  '-0',
  '+1',
  '-1',
  '1.',
  '.5',
  '1.2.3',
  '1e3',
  '0x1',
  '89.99999',
  '90',
  '90.0',
  '-90.000001',
  '179.9',
  '180',
  '-180.5',
  '0090.1',
  '12345',
  '1234',
  '123456',
  '12a45',
  'NY',
  'ny',
  'Ny',
  'ZZ',
  'N',
  'NYC',
  '701',
  '10101',
  '9999',
  '007',
  '701.0',
  'Lobby',
  '\t',
  '\u00a0x',
  'x\u00a0',
];
const value = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ unit: fc.constantFrom('1', '0', '9', '.', '-', '+', ' ', 'a', 'N', 'Y', '\t') }),
);

describe('PlainLineReader.isClean', () => {
  const noAddress = { address_line1: '', address_line2: '', city: '', state: '', zip: '' };

  it('clears the usual lines: by coordinates, by address, or without a location (the default’s)', () => {
    expect(judge(sample())).toEqual({ clean: true, issues: [] });
    expect(judge(sample({ latitude: '', longitude: '' }))).toEqual({ clean: true, issues: [] });
    expect(judge(sample(noAddress))).toEqual({ clean: true, issues: [] });
    expect(judge(sample({ ...noAddress, latitude: '', longitude: '' }))).toEqual({
      clean: true,
      issues: [],
    });
  });

  it('declines lines with an issue, a blank edge or a value it cannot read at a glance', () => {
    for (const overrides of [
      { name: '' },
      { venue_type: '99999' },
      { bid_floor_cpm: '-1' },
      { state: 'ny' },
      { zip: '1234' },
      { latitude: '91' },
      { name: ' Lobby' },
      { ...noAddress, address_line2: 'Suite 4', latitude: '', longitude: '' },
    ]) {
      expect(judge(sample(overrides)).clean).toBe(false);
    }
  });

  it('never clears a line LineChecker faults (property)', () => {
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 11, maxLength: 11 }),
        fc.boolean(),
        (cells, keep) => {
          // Half the lines keep a valid name, ID and venue so the later rules are reached.
          const values = keep ? [SAMPLE_LINE.name, 'ID-1', '701', ...cells.slice(3)] : cells;
          const { clean, issues } = judge(values);
          if (clean) expect(issues).toEqual([]);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
