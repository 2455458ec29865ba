// Requirements checked here: BATCH-REVIEW.
import { describe, expect, it } from 'vitest';
import { uploadReadiness } from '@/features/placements/import/batch-rows';
import { editCell } from '@/features/placements/import/import-edit';
import { summarize, type CsvImport } from '@/features/placements/import/import-model';
import { CSV_MESSAGES as M } from '@/features/placements/import/messages';
import { cellsOf, csvFile, validateText } from './helpers';

function importOfText(text: string): CsvImport {
  const result = validateText(text);
  return {
    fileName: 'f.csv',
    lines: result.lines,
    issues: result.issues,
    fileIssues: result.fileIssues,
    headers: result.headers,
    mapping: result.mapping,
    skipInvalid: false,
    encoding: 'utf-8',
    delimiter: ',',
    possibleIds: new Map(),
    exported: null,
  };
}

describe('editCell', () => {
  it('checks the line again at once', () => {
    const value = importOfText(csvFile([cellsOf(1), cellsOf(2, { zip: '1', venue_type: '' })]));
    expect(summarize(value).issueLines).toEqual([3]);
    const half = editCell(value, 3, 'zip', '10001');
    expect(half.issues).toEqual([{ line: 3, column: 'venue_type', message: M.venueTypeRequired }]);
    const fixed = editCell(half, 3, 'venue_type', '701');
    expect(fixed.issues).toEqual([]);
    expect(fixed.lines[1]!.cells.zip).toBe('10001');
    expect(uploadReadiness(fixed)).toEqual({ ready: true, lines: fixed.lines });
    // The original stays as it was (each edit is a new value).
    expect(summarize(value).issueLines).toEqual([3]);
  });

  it('checks repeated external IDs again on every line holding the old or the new one', () => {
    const value = importOfText(
      csvFile([
        cellsOf(1),
        cellsOf(2, { external_id: 'EXT-1' }),
        cellsOf(3, { external_id: 'EXT-1' }),
      ]),
    );
    expect(value.issues.map((issue) => issue.message)).toEqual([
      'External ID EXT-1 is already on line 2',
      'External ID EXT-1 is already on line 2',
    ]);
    // The first holder takes another ID: line 3 is now first, line 4 repeats line 3.
    const moved = editCell(value, 2, 'external_id', 'EXT-9');
    expect(moved.issues).toEqual([
      { line: 4, column: 'external_id', message: 'External ID EXT-1 is already on line 3' },
    ]);
    // Line 4 takes line 2's new ID: now it repeats line 2.
    const clash = editCell(moved, 4, 'external_id', ' EXT-9 ');
    expect(clash.issues).toEqual([
      { line: 4, column: 'external_id', message: 'External ID EXT-9 is already on line 2' },
    ]);
    const clear = editCell(clash, 4, 'external_id', 'EXT-4');
    expect(clear.issues).toEqual([]);
  });

  it('drops a line-wide issue once the line is edited, and keeps other lines’ issues', () => {
    const value = importOfText(
      `${csvFile([cellsOf(1, { name: '' })])}Screen 2, Lobby,EXT-2,701,,,,,,,40.7,-73.9\r\n`,
    );
    expect(value.issues.map((issue) => [issue.line, issue.column])).toEqual([
      [2, 'name'],
      [3, null],
      [3, 'venue_type'],
      [3, 'latitude'],
    ]);
    const edited = editCell(value, 3, 'name', 'Screen 2, Lobby');
    expect(edited.issues.map((issue) => [issue.line, issue.column])).toEqual([
      [2, 'name'],
      [3, 'venue_type'],
      [3, 'latitude'],
    ]);
  });

  it('finds a repeated external ID typed in another Unicode spelling when a line is edited', () => {
    const value = importOfText(
      csvFile([cellsOf(1, { external_id: 'Caf\u00e9-1' }), cellsOf(2, { external_id: 'X-2' })]),
    );
    expect(value.issues).toEqual([]);
    const clash = editCell(value, 3, 'external_id', 'Cafe\u0301-1');
    expect(clash.issues).toEqual([
      { line: 3, column: 'external_id', message: M.duplicateExternalId('Cafe\u0301-1', 2) },
    ]);
    // The first holder takes another ID: the clash is gone.
    expect(editCell(clash, 2, 'external_id', 'Y-1').issues).toEqual([]);
  });
});
