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
  reader.scan(plain.text, plain.delimiter);
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
  // Bounds (BATCH-LINE-BOUNDS) and coordinates (BATCH-LINE-COORDINATES).
  'N'.repeat(200),
  'N'.repeat(201),
  'Lobby\u200b',
  'Lobby\u0001x',
  'x\u007f',
  '999.99',
  '1000.01',
  '9999.99',
  '10000',
  '10000.01',
  '5.001',
  '5.000',
  '40.7580',
  '-73.9855',
  '-87.6298',
  '41.8781',
  '34.0522',
  '-118.2437',
  '21.3069',
  '-157.8583',
  '0.0',
  'CA',
  'HI',
  'AK',
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
      // BATCH-LINE-BOUNDS
      { name: 'N'.repeat(201) },
      { name: 'Lobby\u0000' },
      { external_id: 'EXT\u0007' },
      { name: 'Lobby\tNorth' },
      { external_id: 'E'.repeat(201) },
      { bid_floor_cpm: '10000.01' },
      { bid_floor_cpm: '5.001' },
      // BATCH-LINE-COORDINATES
      { latitude: '0', longitude: '0', state: '' },
      { latitude: '-73.9855', longitude: '40.7580' },
      { latitude: '34.0522', longitude: '-118.2437', state: 'NY' },
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

  it('never clears a located line LineChecker faults: 0, 0, swapped, outside the state (property)', () => {
    const coordinate = fc.oneof(
      fc.constantFrom(
        '0',
        '0.0',
        '-0',
        '40.7580',
        '-73.9855',
        '41.8781',
        '-87.6298',
        '34.05',
        '-118.24',
        '21.3',
        '-157.8',
        '64.8',
        '-147.7',
      ),
      fc.double({ min: -90, max: 90, noNaN: true }).map((n) => n.toFixed(4)),
    );
    const state = fc.constantFrom('', 'NY', 'CA', 'HI', 'AK', 'IL', 'TX', 'FL');
    fc.assert(
      fc.property(coordinate, coordinate, state, (latitude, longitude, code) => {
        const { clean, issues } = judge(sample({ latitude, longitude, state: code }));
        if (clean) expect(issues).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
});
