// Requirements checked here: BATCH-CSV-FORMAT.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseCsv,
  type ParseOptions,
  type ParsedRow,
} from '@/features/placements/import/csv-parse';

function readAll(text: string, options?: ParseOptions) {
  const rows: ParsedRow[] = [];
  const progress: number[] = [];
  const outcome = parseCsv(
    text,
    (batch) => {
      rows.push(...batch.rows);
      progress.push(batch.progress);
    },
    options,
  );
  return {
    rows: rows.map((row) => ({ line: row.line, cells: [...row.cells] })),
    outcome,
    progress,
  };
}

describe('parseCsv', () => {
  it('strips the BOM and reads CRLF lines', () => {
    const { rows } = readAll('\ufeffname,zip\r\nA,10001\r\nB,10002\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'zip'] },
      { line: 2, cells: ['A', '10001'] },
      { line: 3, cells: ['B', '10002'] },
    ]);
  });

  it('reads quoted commas, quotes and new lines, counting lines', () => {
    const text = 'name,city\n"Lobby, North","New\nYork"\n"Say ""hi""",Boston\n';
    const { rows } = readAll(text);
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'city'] },
      { line: 2, cells: ['Lobby, North', 'New\nYork'] },
      { line: 4, cells: ['Say "hi"', 'Boston'] },
    ]);
  });

  it('skips blank lines but counts them', () => {
    const { rows } = readAll('\n\nname,zip\n\nA,1\n\r\n\nB,2\n\n');
    expect(rows).toEqual([
      { line: 3, cells: ['name', 'zip'] },
      { line: 5, cells: ['A', '1'] },
      { line: 8, cells: ['B', '2'] },
    ]);
  });

  it('reads short and long rows cell by cell (uDSV would merge a short row with the next)', () => {
    const { rows } = readAll('a,b,c\n1,2\n3,4,5\n6,7,8,9\n10,11,12');
    expect(rows.map((row) => row.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['3', '4', '5'],
      ['6', '7', '8', '9'],
      ['10', '11', '12'],
    ]);
  });

  it('reads a regular file in slices and reports progress up to 1', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `Screen ${i},"a, ${i}",${i}`);
    const { rows, progress } = readAll(`n,q,v\r\n${lines.join('\r\n')}\r\n`, {
      sliceSize: 256,
    });
    expect(rows).toHaveLength(501);
    expect(rows[500]).toEqual({ line: 501, cells: ['Screen 499', 'a, 499', '499'] });
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
  });

  it('reads mixed line endings and lone spaces lines without losing a row', () => {
    const { rows } = readAll('a,b\r\n1,2\n3,4\r\n   \r\n5,6');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', '4'] },
      { line: 4, cells: ['   '] },
      { line: 5, cells: ['5', '6'] },
    ]);
  });

  it('reports a quote that is never closed', () => {
    const { rows, outcome } = readAll('a,b\n1,"open\n2,3\n');
    expect(rows.at(-1)?.line).toBe(2);
    expect(outcome.unclosedQuoteLines).toEqual([2]);
  });

  it('reads a header-only file and an empty one', () => {
    expect(readAll('name,zip').rows).toEqual([{ line: 1, cells: ['name', 'zip'] }]);
    expect(readAll('').rows).toEqual([]);
    expect(readAll('\r\n \n').rows).toEqual([]);
  });

  // A CSV written from random records (ragged, quoted, blank lines, CRLF or LF or mixed) reads
  // back as exactly those records with their line numbers, in small slices. A short row may
  // come back padded with empty values: they read the same.
  it('reads back any well-formed CSV exactly (property)', () => {
    const cell = fc.stringMatching(/^[a-z0-9 ,"\né]{0,6}$/);
    const record = fc
      .array(cell, { minLength: 1, maxLength: 5 })
      .filter((cells) => cells.length > 1 || cells[0] !== '');
    const file = fc.record({
      columns: fc.integer({ min: 1, max: 4 }),
      records: fc.array(
        fc.record({
          cells: record,
          blanksBefore: fc.integer({ min: 0, max: 2 }),
          crlf: fc.boolean(),
        }),
        { maxLength: 12 },
      ),
      quoteAll: fc.boolean(),
      allCrlf: fc.constantFrom('lf', 'crlf', 'mixed'),
      slice: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(file, ({ columns, records, quoteAll, allCrlf, slice }) => {
        const end = (crlf: boolean) =>
          allCrlf === 'crlf' || (allCrlf === 'mixed' && crlf) ? '\r\n' : '\n';
        const quote = (value: string) =>
          quoteAll || /[,"\n]/.test(value) || value.trim() !== value
            ? `"${value.replaceAll('"', '""')}"`
            : value;
        const header = Array.from({ length: columns }, (_, i) => `c${i}`);
        let text = header.join(',') + end(false);
        let line = 2;
        const expected: { line: number; cells: string[] }[] = [{ line: 1, cells: header }];
        for (const { cells, blanksBefore, crlf } of records) {
          text += end(crlf).repeat(blanksBefore);
          line += blanksBefore;
          expected.push({ line, cells });
          text += cells.map(quote).join(',') + end(crlf);
          line += 1 + cells.join('').split('\n').length - 1;
        }
        const padded = (rows: { line: number; cells: string[] }[]) =>
          rows.map(({ line, cells }) => ({
            line,
            cells: [...cells, ...Array<string>(Math.max(0, columns - cells.length)).fill('')],
          }));
        const { rows } = readAll(text, { sliceSize: slice });
        expect(padded(rows)).toEqual(padded(expected));
      }),
      { numRuns: 400 },
    );
  });

  // A rectangular file of one-line records (values quoted where needed) reads back as its
  // records, on their lines.
  it('reads rectangular files exactly (property)', () => {
    const cell = fc.stringMatching(/^[a-z0-9 ,"é]{0,6}$/);
    const file = fc.integer({ min: 2, max: 5 }).chain((columns) =>
      fc.record({
        columns: fc.constant(columns),
        records: fc.array(
          fc.tuple(
            fc.array(cell, { minLength: columns - 1, maxLength: columns - 1 }),
            cell.map((c) => c.replaceAll(',', ';')),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        crlf: fc.boolean(),
        slice: fc.integer({ min: 1, max: 60 }),
      }),
    );
    fc.assert(
      fc.property(file, ({ columns, records, crlf, slice }) => {
        const end = crlf ? '\r\n' : '\n';
        const quote = (value: string) =>
          /[,"]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
        const header = Array.from({ length: columns }, (_, i) => `c${i}`);
        const body = records.map(([first, last]) => [...first, last]);
        const text = [header, ...body].map((cells) => cells.map(quote).join(',') + end).join('');
        // papaparse reads `""` alone on a line like a blank line: such rows are left aside.
        const filled = <T extends { cells: readonly string[] }>(rows: T[]) =>
          rows.filter((row) => row.cells.some((value) => value !== ''));
        const expected = [header, ...body].map((cells, index) => ({ line: index + 1, cells }));
        expect(filled(readAll(text, { sliceSize: slice }).rows)).toEqual(filled(expected));
      }),
      { numRuns: 300 },
    );
  });
});
