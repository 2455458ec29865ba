// The one line checker (src/features/placements/import/validate.ts) as the worker runs it (parse,
// check, pack into columnar chunks: ./import-engine.ts), as the one-shot validation runs it and as
// an in-place edit runs it (checkCells): the same issues and the same values, for lines near
// every rule's edge (BATCH-LINE-BOUNDS, BATCH-LINE-COORDINATES).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, SAMPLE_LINE, type CsvColumn } from '@/features/placements/import/columns';
import { runImportEngine } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import { checkCells } from '@/features/placements/import/validate';
import { validateText } from './helpers';

const HEADER = CSV_COLUMNS.join(',');

/** One line of values (no quotes, no commas) through the worker's engine and the other paths. */
function judge(values: readonly string[]) {
  const text = `${HEADER}\n${values.join(',')}\n`;
  const events: ImportEvent[] = [];
  runImportEngine(text, (event) => void events.push(event));
  const assembler = new ImportAssembler('f.csv');
  let value: CsvImport | null = null;
  for (const event of events) value = assembler.take(event) ?? value;
  if (!value) throw new Error('no result');
  const oneShot = validateText(text);
  const [line] = value.lines;
  if (!line) throw new Error('no line');
  expect(value.issues).toEqual(oneShot.issues);
  expect(line.cells).toEqual(oneShot.lines[0]?.cells);
  const edited = checkCells(line.cells).map((issue) => ({ line: 2, ...issue }));
  expect(value.issues).toEqual(edited);
  return { issues: value.issues, cells: line.cells };
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

describe('LineChecker, wherever it runs', () => {
  const noAddress = { address_line1: '', address_line2: '', city: '', state: '', zip: '' };

  it('finds no issue in the usual lines: by coordinates, by address, or without a location (the default’s)', () => {
    expect(judge(sample()).issues).toEqual([]);
    expect(judge(sample({ latitude: '', longitude: '' })).issues).toEqual([]);
    expect(judge(sample(noAddress)).issues).toEqual([]);
    expect(judge(sample({ ...noAddress, latitude: '', longitude: '' })).issues).toEqual([]);
  });

  it('trims a blank at a value’s edge', () => {
    expect(judge(sample({ name: ' Lobby' }))).toEqual({
      issues: [],
      cells: { ...SAMPLE_LINE, name: 'Lobby' },
    });
  });

  it('faults a line with an issue, on its column', () => {
    for (const [overrides, column] of [
      [{ name: '' }, 'name'],
      [{ venue_type: '99999' }, 'venue_type'],
      [{ bid_floor_cpm: '-1' }, 'bid_floor_cpm'],
      [{ zip: '1234' }, 'zip'],
      [{ latitude: '91' }, 'latitude'],
      // BATCH-LINE-BOUNDS
      [{ name: 'N'.repeat(201) }, 'name'],
      [{ name: 'Lobby\u0000' }, 'name'],
      [{ external_id: 'EXT\u0007' }, 'external_id'],
      [{ name: 'Lobby\tNorth' }, 'name'],
      [{ external_id: 'E'.repeat(201) }, 'external_id'],
      [{ bid_floor_cpm: '10000.01' }, 'bid_floor_cpm'],
      [{ bid_floor_cpm: '5.001' }, 'bid_floor_cpm'],
      // BATCH-LINE-COORDINATES
      [{ latitude: '0', longitude: '0', state: '' }, 'latitude'],
      [{ latitude: '-73.9855', longitude: '40.7580' }, 'latitude'],
      [{ latitude: '34.0522', longitude: '-118.2437', state: 'NY' }, 'latitude'],
      [{ ...noAddress, address_line2: 'Suite 4', latitude: '', longitude: '' }, 'address_line1'],
    ] as const) {
      expect(judge(sample(overrides)).issues.map((issue) => issue.column)).toContain(column);
    }
  });

  it('reads a lower-case state as its code', () => {
    expect(judge(sample({ state: 'ny' })).issues).toEqual([]);
  });

  it('finds the same issues and values in the worker, the one-shot check and an edit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 11, maxLength: 11 }),
        fc.boolean(),
        (cells, keep) => {
          // Half the lines keep a valid name, ID and venue so the later rules are reached.
          const values = keep ? [SAMPLE_LINE.name, 'ID-1', '701', ...cells.slice(3)] : cells;
          judge(values);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees on located lines too: 0, 0, swapped, outside the state (property)', () => {
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
        judge(sample({ latitude, longitude, state: code }));
      }),
      { numRuns: 3000 },
    );
  });
});
