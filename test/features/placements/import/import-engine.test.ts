// Requirements checked here: BATCH-CSV-FILE-ISSUES, BATCH-LINE-NUMBERS, BATCH-EXTRA-CELLS,
// BATCH-ID-COMPARE.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { runImportEngine } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import { CSV_MESSAGES as M } from '@/features/placements/import/messages';
import { cellsOf, csvFile, validateText } from './helpers';

function engineRun(text: string, sliceSize?: number) {
  const events: ImportEvent[] = [];
  runImportEngine(text, (event) => void events.push(event), { sliceSize });
  const assembler = new ImportAssembler('f.csv');
  let value: CsvImport | null = null;
  for (const event of events) value = assembler.take(event) ?? value;
  return { events, value };
}

const plain = (value: CsvImport) =>
  value.lines.map((line) => ({ line: line.line, cells: line.cells }));

describe('runImportEngine', () => {
  it('sends the lines in columnar chunks with progress, then the end', () => {
    const rows = Array.from({ length: 40 }, (_, i) => cellsOf(i, i === 7 ? { zip: '1' } : {}));
    const { events, value } = engineRun(csvFile(rows), 300);
    const chunks = events.filter((event) => event.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(3);
    expect(events.at(-1)).toMatchObject({ type: 'done', fileIssues: [] });
    expect(value!.lines).toHaveLength(40);
    expect(value!.lines[39]!.cells).toEqual(cellsOf(39));
    expect(value!.issues).toEqual([{ line: 9, column: 'zip', message: M.zip }]);
  });

  it('asks for a mapping and sends no line when a required column is unknown', () => {
    const { events, value } = engineRun('Screen,Code,venue,lat,lng\nA,1,701,1,1\n');
    expect(events).toEqual([
      expect.objectContaining({ type: 'needs-mapping', unmatched: ['name', 'external_id'] }),
    ]);
    expect(value).toBeNull();
  });

  it('ends with a file issue for a missing header and keeps no line', () => {
    const { value } = engineRun('Screen 1,EXT-1,701,,,,,,,40.7,-73.9\n');
    expect(value!.fileIssues).toEqual([{ line: 1, column: null, message: M.missingHeader }]);
    expect(value!.lines).toEqual([]);
  });

  it('reports an unclosed quote on its line', () => {
    const text = `${CSV_COLUMNS.join(',')}\nA,A-1,701,,,,,,,40,-73\n"B,B-1,701,,,,,,,40,-73\n`;
    const { value } = engineRun(text);
    expect(value!.issues).toContainEqual({ line: 3, column: null, message: M.unclosedQuote });
  });

  describe('cell counts', () => {
    const header = CSV_COLUMNS.join(',');
    const ok = (n: number) => `Screen ${n},EXT-${n},701,,,,,,,40.7,-73.9`;
    const noAddress = { address_line1: '', address_line2: '', city: '', state: '', zip: '' };
    const okCells = (n: number) =>
      cellsOf(n, { ...noAddress, bid_floor_cpm: '', latitude: '40.7', longitude: '-73.9' });

    it('skips blank lines, lines of blanks and lines of empty values, counting them', () => {
      const text = [header, '', ok(3), '   ', ',,,,,,,,,,', ' , ,', ok(7), '', ''].join('\r\n');
      const { value } = engineRun(text, 64);
      expect(value!.issues).toEqual([]);
      expect(value!.lines.map((line) => line.line)).toEqual([3, 7]);
    });

    it('tolerates a trailing delimiter on the lines, the header or both', () => {
      for (const [head, tail] of [
        [header, ','],
        [`${header},`, ','],
        [`${header},`, ''],
      ]) {
        const text = [head, `${ok(2)}${tail}`, `${ok(3)}${tail}`].join('\n');
        const { value } = engineRun(text, 64);
        expect(value!.issues).toEqual([]);
        expect(value!.lines.map((line) => line.cells)).toEqual([okCells(2), okCells(3)]);
      }
    });

    it('reports a line with too many values, and only that line', () => {
      const text = [header, ok(2), 'Lobby, North,EXT-3,701,,,,,,,40.7,-73.9', ok(4)].join('\n');
      const { value } = engineRun(text, 64);
      expect(value!.issues).toContainEqual({
        line: 3,
        column: null,
        message: M.extraCells(12, 11),
      });
      expect(new Set(value!.issues.map((issue) => issue.line))).toEqual(new Set([3]));
      expect(value!.lines).toHaveLength(3);
    });
  });

  // The worker's columnar chunks carry exactly what the one-shot validation finds.
  it('agrees with validateRows on any mix of lines (property)', () => {
    const variant = fc.constantFrom<Partial<Record<(typeof CSV_COLUMNS)[number], string>>>(
      {},
      { name: '' },
      { name: 'Lobby, "North"' },
      { external_id: 'DUP' },
      { venue_type: '9' },
      { latitude: '', longitude: '' },
      { latitude: '', longitude: '', address_line1: '', city: '', state: '', zip: '' },
      { zip: '123' },
      { name: 'Two\nlines' },
      { name: '  Padded  ', city: ' Albany' },
      { external_id: ' DUP ' },
      { name: 'Say ""hi""' },
      { latitude: ' 40.5 ', longitude: '-73 ' },
    );
    const file = fc.record({
      lines: fc.array(variant, { maxLength: 25 }),
      eol: fc.constantFrom('\n', '\r\n'),
      slice: fc.integer({ min: 50, max: 2000 }),
    });
    fc.assert(
      fc.property(file, ({ lines, eol, slice }) => {
        const text = csvFile(
          lines.map((overrides, i) => cellsOf(i, overrides)),
          eol,
        );
        const expected = validateText(text);
        const { value } = engineRun(text, slice);
        expect(plain(value!)).toEqual(expected.lines);
        expect(value!.issues).toEqual(expected.issues);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with validateRows whatever the column order and the columns left out (property)', () => {
    const optional = ['bid_floor_cpm', 'address_line2', 'city'] as const;
    const file = fc.record({
      order: fc.shuffledSubarray([...CSV_COLUMNS], { minLength: CSV_COLUMNS.length }),
      dropped: fc.subarray([...optional]),
      extra: fc.boolean(),
      lines: fc.array(fc.constantFrom('ok', 'dup', 'bad', 'spaced'), { maxLength: 15 }),
    });
    fc.assert(
      fc.property(file, ({ order, dropped, extra, lines }) => {
        const columns = order.filter((column) => !(dropped as string[]).includes(column));
        const header = [...columns, ...(extra ? ['notes'] : [])];
        const body = lines.map((kind, i) => {
          const cells = cellsOf(i, {
            ...(kind === 'dup' ? { external_id: 'EXT-0' } : {}),
            ...(kind === 'bad' ? { zip: 'x', venue_type: '' } : {}),
            ...(kind === 'spaced' ? { name: ` N ${i} `, zip: ' 10001' } : {}),
          });
          return [...columns.map((column) => cells[column]), ...(extra ? ['memo'] : [])].join(',');
        });
        const text = [header.join(','), ...body].join('\n');
        const expected = validateText(text);
        const { value } = engineRun(text, 64);
        expect(plain(value!)).toEqual(expected.lines);
        expect(value!.issues).toEqual(expected.issues);
      }),
      { numRuns: 200 },
    );
  });

  it('reports an external ID repeated in another Unicode spelling (NFC), as the server compares them', () => {
    const text = csvFile([
      cellsOf(1, { external_id: 'Caf\u00e9-1' }),
      cellsOf(2, { external_id: 'Cafe\u0301-1' }),
      cellsOf(3, { external_id: '\u212a-3' }),
      cellsOf(4, { external_id: 'K-3' }),
      cellsOf(5, { external_id: 'Cafe-1' }),
    ]);
    const expected = [
      {
        line: 3,
        column: 'external_id',
        message: M.duplicateExternalId('Cafe\u0301-1', 2),
      },
      { line: 5, column: 'external_id', message: M.duplicateExternalId('K-3', 4) },
    ];
    expect(engineRun(text, 200).value!.issues).toEqual(expected);
    // The one-shot validation says the same.
    expect(validateText(text).issues).toEqual(expected);
  });
});
