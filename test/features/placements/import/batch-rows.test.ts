// Requirements checked here: BATCH-READY, BATCH-SKIP, BATCH-DOWNLOAD-UPDATED.
import { describe, expect, it } from 'vitest';
import {
  lineHasLocation,
  linesWithoutLocation,
  skippedExternalIds,
  toBatchRows,
  updatedCsv,
  uploadReadiness,
} from '@/features/placements/import/batch-rows';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { templateCsv } from '@/features/placements/import/csv-write';
import { editCell, setSkipInvalid } from '@/features/placements/import/import-edit';
import { runImportEngine } from '@/features/placements/import/import-engine';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import { CSV_MESSAGES, READINESS_MESSAGES } from '@/features/placements/import/messages';
import { cellsOf, lineOf, validateText } from './helpers';

function importOf(partial: Partial<CsvImport>): CsvImport {
  return {
    fileName: 'screens.csv',
    lines: [],
    issues: [],
    fileIssues: [],
    headers: [...CSV_COLUMNS],
    mapping: null,
    skipInvalid: false,
    encoding: 'utf-8',
    delimiter: ',',
    possibleIds: new Map(),
    exported: null,
    ...partial,
  };
}

describe('lineHasLocation and linesWithoutLocation: who takes the default location', () => {
  const noLocation = {
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    zip: '',
    latitude: '',
    longitude: '',
  };

  it('counts a line with any coordinate or address cell as placed by itself', () => {
    expect(lineHasLocation(lineOf(2, noLocation))).toBe(false);
    expect(lineHasLocation(lineOf(2, { ...noLocation, latitude: '1', longitude: '2' }))).toBe(true);
    expect(lineHasLocation(lineOf(2, { ...noLocation, address_line2: 'Suite 4' }))).toBe(true);
    expect(lineHasLocation(lineOf(2, { ...noLocation, zip: '10036' }))).toBe(true);
  });

  it('counts the lines without a location of their own', () => {
    const text = templateCsv() + ['A,A-1,701,,,,,,,,', 'B,B-1,701,,,,,,,,'].join('\r\n');
    const { lines } = validateText(text);
    expect(linesWithoutLocation(lines)).toBe(2);
    expect(linesWithoutLocation([lineOf(2), lineOf(3, noLocation)])).toBe(1);
  });
});

describe('uploadReadiness', () => {
  const lines = [lineOf(2), lineOf(3), lineOf(4)];
  const issue = { line: 3, column: 'name' as const, message: CSV_MESSAGES.nameRequired };

  it('waits for a file, and refuses a file with a file issue', () => {
    expect(uploadReadiness(null)).toEqual({ ready: false, message: READINESS_MESSAGES.noFile });
    const missing = { line: 1, column: null, message: CSV_MESSAGES.missingHeader };
    expect(uploadReadiness(importOf({ issues: [missing], fileIssues: [missing] }))).toEqual({
      ready: false,
      message: CSV_MESSAGES.missingHeader,
    });
  });

  it('is ready with every line when none has issues', () => {
    expect(uploadReadiness(importOf({ lines }))).toEqual({ ready: true, lines });
  });

  it('asks to fix or skip the lines with issues, then continues with the valid ones', () => {
    const value = importOf({ lines, issues: [issue, { ...issue, column: 'zip' }] });
    expect(uploadReadiness(value)).toEqual({
      ready: false,
      message: 'Fix the 1 line with issues, or choose to skip it',
    });
    expect(uploadReadiness(setSkipInvalid(value, true))).toEqual({
      ready: true,
      lines: [lines[0], lines[2]],
    });
  });

  it('refuses to skip every line', () => {
    const value = importOf({
      lines: [lineOf(2)],
      issues: [{ ...issue, line: 2 }],
      skipInvalid: true,
    });
    expect(uploadReadiness(value)).toEqual({
      ready: false,
      message: READINESS_MESSAGES.noValidLines,
    });
  });
});

describe('toBatchRows', () => {
  it('keys each line by column, adds its line number and leaves empty cells out', () => {
    const rows = toBatchRows([
      lineOf(2, { address_line2: '', bid_floor_cpm: '' }),
      lineOf(7, { name: ' Padded ', latitude: '', longitude: '' }),
    ]);
    expect(rows[0]).toEqual({
      line: '2',
      name: 'Screen 2',
      external_id: 'EXT-2',
      venue_type: '701',
      address_line1: '1500 Broadway',
      city: 'New York',
      state: 'NY',
      zip: '10036',
      latitude: '40.7580',
      longitude: '-73.9855',
    });
    expect(rows[1]).toMatchObject({ line: '7', name: 'Padded', address_line2: 'Lobby' });
    expect(rows[1]).not.toHaveProperty('latitude');
  });
});

describe('skippedExternalIds', () => {
  const issue = (line: number, column: 'name' | 'external_id' = 'name') => ({
    line,
    column,
    message: CSV_MESSAGES.nameRequired,
  });

  it('lists the external IDs of the lines skipped for issues, once, and not those imported', () => {
    const value = importOf({
      lines: [
        lineOf(2, { external_id: 'A' }),
        lineOf(3, { external_id: ' S ', name: '' }),
        lineOf(4, { external_id: 'A', venue_type: 'lobby' }),
        lineOf(5, { external_id: '', name: '' }),
        lineOf(6, { external_id: 'S', zip: 'x' }),
      ],
      issues: [issue(3), issue(4, 'external_id'), issue(5), issue(6)],
      skipInvalid: true,
    });
    expect(skippedExternalIds(value)).toEqual(['S']);
  });

  it('keeps every ID a line with extra values may hold: an unquoted comma shifts its values', () => {
    const header = CSV_COLUMNS.join(',');
    const text = [
      header,
      'Lobby, North,NW-1,701,,,,,,,40.7,-73.9',
      'Gate A,EXT-2,701,,,,,,,40.7,-73.9',
      'Food, Court, East,NW-3,701,,,,,,,40.7,-73.9',
    ].join('\n');
    const events: ImportEvent[] = [];
    runImportEngine(text, (event) => void events.push(event));
    const assembler = new ImportAssembler('shifted.csv');
    let value: CsvImport | null = null;
    for (const event of events) value = assembler.take(event) ?? value;
    const skipping = setSkipInvalid(value!, true);
    expect(uploadReadiness(skipping)).toMatchObject({ ready: true });
    // Line 2 reads its ID as "North", line 4 as "Court": the real ones are further right.
    expect(skippedExternalIds(skipping)).toEqual(['North', 'NW-1', 'Court', 'East', 'NW-3']);

    // Once such a line is edited, its cells are what the user made them: its ID is its cell's.
    const edited = setSkipInvalid(editCell(value!, 2, 'external_id', 'NW-1'), true);
    expect(skippedExternalIds(edited)).toEqual(['NW-1', 'Court', 'East', 'NW-3']);
    const renamed = setSkipInvalid(editCell(value!, 2, 'name', 'Lobby North'), true);
    expect(skippedExternalIds(renamed)).toEqual(['North', 'Court', 'East', 'NW-3']);
  });

  it('is empty unless lines are skipped', () => {
    expect(skippedExternalIds(null)).toEqual([]);
    const value = importOf({ lines: [lineOf(2), lineOf(3)], issues: [issue(3)] });
    expect(skippedExternalIds(value)).toEqual([]);
    expect(skippedExternalIds(setSkipInvalid(value, true))).toEqual(['EXT-3']);
  });
});

describe('updatedCsv', () => {
  it('adds the placement keys to the uploaded lines, quoting where needed', () => {
    const lines = [lineOf(2, { name: 'Lobby, "North"' }), lineOf(3)];
    const text = updatedCsv(lines, [{ line: 2, placementKey: 'pk_1', id: 'p1' }]);
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(`${CSV_COLUMNS.join(',')},placement_key`);
    expect(rows[1]).toBe(
      '"Lobby, ""North""",EXT-2,701,4.50,1500 Broadway,Lobby,New York,NY,10036,40.7580,-73.9855,pk_1',
    );
    expect(rows[2]?.endsWith(',-73.9855,')).toBe(true);
    // It reads back through the import: the same lines, placement_key ignored.
    const back = validateText(text);
    expect(back.issues).toEqual([]);
    expect(back.lines.map((line) => line.cells)).toEqual([
      cellsOf(2, { name: 'Lobby, "North"' }),
      cellsOf(3),
    ]);
  });

  it('works on lines still in their worker chunks', () => {
    const assembler = new ImportAssembler('x.csv');
    const values = CSV_COLUMNS.map((column) => cellsOf(5)[column]);
    const bounds = new Uint32Array(22);
    let at = 0;
    values.forEach((value, i) => {
      bounds[i * 2] = at;
      bounds[i * 2 + 1] = at += value.length;
    });
    assembler.take({
      type: 'chunk',
      chunk: { text: values.join(''), bounds, lines: Uint32Array.of(5) },
      issues: [],
      possibleIds: [],
      progress: 1,
    });
    const value = assembler.take({
      type: 'done',
      headers: [],
      mapping: null,
      fileIssues: [],
      lateIssues: [],
      encoding: 'utf-8',
      delimiter: ',',
      exported: null,
      timings: { readMs: 0, checkMs: 0, parseMs: 0, postMs: 0 },
    });
    expect(updatedCsv(value!.lines, [{ line: 5, placementKey: 'k5', id: 'p5' }])).toContain(
      ',-73.9855,k5\r\n',
    );
    expect(toBatchRows(value!.lines)[0]).toMatchObject({ line: '5', name: 'Screen 5' });
  });
});

describe('the template', () => {
  it('is the header and a sample line that passes the check', () => {
    const result = validateText(templateCsv());
    expect(result.issues).toEqual([]);
    expect(result.lines).toHaveLength(1);
    expect(templateCsv().split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });
});
