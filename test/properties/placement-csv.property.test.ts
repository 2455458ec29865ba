// The bulk import's own files (Download corrected CSV, Download Updated CSV) are written with the
// report export's formula neutralising (src/lib/csv/csv-export.ts) and read back by the import
// exactly: one round trip changes no value, whichever parser reads the file.
// Requirements checked here: BATCH-FORMULAS, BATCH-DOWNLOAD-UPDATED.
import fc from 'fast-check';
import Papa from 'papaparse';
import { updatedCsv } from '@/features/placements/import/batch-rows';
import { CSV_COLUMNS, type CsvColumn } from '@/features/placements/import/columns';
import { linesCsv } from '@/features/placements/import/csv-write';
import { runImportEngine } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import type { CsvLine, LineCells } from '@/features/placements/import/validate';
import { neutraliseFormula, restoreFormula } from '@/lib/csv/csv-export';
import { validateText } from '../features/placements/import/helpers';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * Values made of what trips spreadsheets and CSV readers up: formula starters, quotes of both
 * kinds, commas, line feeds, blanks. No carriage return: the parser reads one inside a value as
 * a line break (LF), a rule of its own (docs/decisions.md, "The Upload step and the CSV").
 */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    'é',
    '€',
    '7',
    '.',
    '-',
    '=',
    '+',
    '@',
    "'",
    '"',
    ',',
    ' ',
    '\t',
    '\n',
  ),
  maxLength: 8,
});

const filled = tricky.filter((value) => value.trim() !== '');

/** Any values at all (the name filled: a line of empty values is skipped like a blank one). */
const anyLine = fc.record(
  Object.fromEntries(
    CSV_COLUMNS.map((column) => [column, column === 'name' ? filled : tricky]),
  ) as Record<CsvColumn, fc.Arbitrary<string>>,
);

/**
 * A line with no issue but in its free text (an edge blank, a neutralised formula): the engine
 * packs its values as the checker read them.
 */
const validLine = fc.record({
  name: filled,
  external_id: filled,
  venue_type: fc.constant('701'),
  bid_floor_cpm: fc.constantFrom('', '4.50'),
  address_line1: fc.constant(''),
  address_line2: tricky,
  city: fc.constant(''),
  state: fc.constant(''),
  zip: fc.constant(''),
  latitude: fc.constantFrom('40.7', '-33.86'),
  longitude: fc.constantFrom('-73.9', '151.2'),
});

const line = fc.oneof(validLine, anyLine);

function trimmed(cells: LineCells): LineCells {
  return Object.fromEntries(
    CSV_COLUMNS.map((column) => [column, cells[column].trim()]),
  ) as LineCells;
}

function engineRead(text: string, sliceSize: number): CsvImport {
  const events: ImportEvent[] = [];
  runImportEngine(text, (event) => void events.push(event), { sliceSize });
  const assembler = new ImportAssembler('round-trip.csv');
  let value: CsvImport | null = null;
  for (const event of events) value = assembler.take(event) ?? value;
  return value!;
}

describe('formula neutralising', () => {
  it('is undone exactly by restoreFormula, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ unit: 'binary' })), (text) => {
        expect(restoreFormula(neutraliseFormula(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves a formula start, but for a plain negative number', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const written = neutraliseFormula(text);
        expect(!FORMULA_START.test(written) || PLAIN_NEGATIVE_NUMBER.test(written)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the import reads back what it wrote', () => {
  it('Download corrected CSV: the same values, through both parsers (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 40, max: 3000 }),
        (cellsList, sliceSize) => {
          const lines: CsvLine[] = cellsList.map((cells, index) => ({ line: index + 2, cells }));
          const text = linesCsv(lines);
          const expected = cellsList.map(trimmed);
          // Nothing a spreadsheet would run as a formula is written.
          for (const cell of Papa.parse<string[]>(text.trimEnd()).data.flat()) {
            expect(!FORMULA_START.test(cell) || PLAIN_NEGATIVE_NUMBER.test(cell)).toBe(true);
          }
          expect(validateText(text).lines.map((read) => read.cells)).toEqual(expected);
          const read = engineRead(text, sliceSize);
          expect(read.fileIssues).toEqual([]);
          expect(read.lines.map((each) => each.cells)).toEqual(expected);
          // And again: a second round trip changes nothing either.
          expect(linesCsv(read.lines)).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Download Updated CSV: the same values, its placement_key column aside (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (cellsList) => {
        const lines: CsvLine[] = cellsList.map((cells, index) => ({ line: index + 2, cells }));
        const text = updatedCsv(
          lines,
          lines.map((each) => ({ line: each.line, placementKey: `pk_${each.line}`, id: 'p' })),
        );
        expect(validateText(text).lines.map((read) => read.cells)).toEqual(cellsList.map(trimmed));
      }),
      { numRuns: 200 },
    );
  });
});
