// Requirements checked here: BATCH-CSV-FORMAT.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchRows, parseCsv, type ParseOptions } from '@/features/placements/import/csv-parse';
import type { ParsedRow } from '@/features/placements/import/validate';

function readAll(text: string, options?: ParseOptions) {
  const rows: ParsedRow[] = [];
  const progress: number[] = [];
  const outcome = parseCsv(
    text,
    (batch) => {
      rows.push(...batchRows(batch));
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

const both = [{ engine: 'auto' }, { engine: 'papaparse' }] as const;

describe('parseCsv', () => {
  it.each(both)('strips the BOM and reads CRLF lines ($engine)', ({ engine }) => {
    const { rows } = readAll('\ufeffname,zip\r\nA,10001\r\nB,10002\r\n', { engine });
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'zip'] },
      { line: 2, cells: ['A', '10001'] },
      { line: 3, cells: ['B', '10002'] },
    ]);
  });

  it.each(both)(
    'reads quoted commas, quotes and new lines, counting lines ($engine)',
    ({ engine }) => {
      const text = 'name,city\n"Lobby, North","New\nYork"\n"Say ""hi""",Boston\n';
      const { rows } = readAll(text, { engine });
      expect(rows).toEqual([
        { line: 1, cells: ['name', 'city'] },
        { line: 2, cells: ['Lobby, North', 'New\nYork'] },
        { line: 4, cells: ['Say "hi"', 'Boston'] },
      ]);
    },
  );

  it.each(both)('skips blank lines but counts them ($engine)', ({ engine }) => {
    const { rows } = readAll('\n\nname,zip\n\nA,1\n\r\n\nB,2\n\n', { engine });
    expect(rows).toEqual([
      { line: 3, cells: ['name', 'zip'] },
      { line: 5, cells: ['A', '1'] },
      { line: 8, cells: ['B', '2'] },
    ]);
  });

  it('reads short and long rows cell by cell (uDSV alone would merge them)', () => {
    const { rows, outcome } = readAll('a,b,c\n1,2\n3,4,5\n6,7,8,9\n10,11,12');
    expect(rows.map((row) => row.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['3', '4', '5'],
      ['6', '7', '8', '9'],
      ['10', '11', '12'],
    ]);
    expect(outcome.engine).toBe('mixed');
  });

  it('keeps the fast parser for a regular file and reports progress up to 1', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `Screen ${i},"a, ${i}",${i}`);
    const { rows, outcome, progress } = readAll(`n,q,v\r\n${lines.join('\r\n')}\r\n`, {
      sliceSize: 256,
    });
    expect(outcome.engine).toBe('udsv');
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
  // back as exactly those records with their line numbers, in small slices, by both paths. A
  // short row may come back padded with empty values (uDSV pads): they read the same.
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
        for (const { engine } of both) {
          const { rows } = readAll(text, { engine, sliceSize: slice });
          expect(padded(rows)).toEqual(padded(expected));
        }
      }),
      { numRuns: 400 },
    );
  });

  // The fast path's own check: a rectangular file of one-line records stays with uDSV and reads
  // the same as papaparse reads it.
  it('reads rectangular files with uDSV, exactly as papaparse does (property)', () => {
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
        // papaparse reads `""` alone on a line like a blank line: both skip such rows.
        const filled = <T extends { cells: readonly string[] }>(rows: T[]) =>
          rows.filter((row) => row.cells.some((value) => value !== ''));
        const fast = readAll(text, { sliceSize: slice });
        expect(fast.outcome.engine).toBe('udsv');
        const slow = readAll(text, { engine: 'papaparse', sliceSize: slice });
        expect(filled(fast.rows)).toEqual(filled(slow.rows));
        expect(filled(fast.rows).map((row) => row.cells)).toEqual(
          filled([header, ...body].map((cells) => ({ cells }))).map((row) => row.cells),
        );
      }),
      { numRuns: 300 },
    );
  });
});
