// Requirements checked here: PLC-LATLNG-RANGE, PLC-SERVER-RULES, BATCH-CSV-COLUMNS,
// BATCH-CSV-HEADERS, BATCH-CSV-FORMAT, BATCH-CSV-MAX-LINES, BATCH-CSV-FILE-ISSUES,
// BATCH-LINE-NUMBERS, BATCH-LINE-REQUIRED, BATCH-LINE-LOCATION, BATCH-LINE-BID-FLOOR,
// BATCH-DUPLICATE-ID, BATCH-EXTRA-CELLS.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, MAX_CSV_LINES, SAMPLE_LINE } from '@/features/placements/import/columns';
import { CSV_MESSAGES as M } from '@/features/placements/import/messages';
import type { ParsedRow } from '@/features/placements/import/csv-parse';
import { checkCells, type LineCells } from '@/features/placements/import/validate';
import { validateRows } from '@/features/placements/import/validate-file';
import { cellsOf, csvFile, HEADER, validateText } from './helpers';

const issuesOf = (overrides: Partial<LineCells>) => checkCells(cellsOf(1, overrides));
const noAddress = { address_line1: '', address_line2: '', city: '', state: '', zip: '' };

describe('checkCells: one line’s rules', () => {
  it('passes the sample line, and lines with only coordinates or only an address', () => {
    expect(checkCells(SAMPLE_LINE)).toEqual([]);
    expect(issuesOf(noAddress)).toEqual([]);
    expect(issuesOf({ latitude: '', longitude: '' })).toEqual([]);
    expect(issuesOf({ bid_floor_cpm: '' })).toEqual([]);
    expect(issuesOf({ bid_floor_cpm: '0', state: 'ny' })).toEqual([]);
  });

  it('requires name, external_id and venue_type, with the server’s words where it has them', () => {
    expect(issuesOf({ name: '', external_id: '', venue_type: '' })).toEqual([
      { column: 'name', message: 'Placement must have a name' },
      { column: 'external_id', message: M.externalIdRequired },
      { column: 'venue_type', message: 'Placement must have a type' },
    ]);
  });

  it('takes only OpenOOH venue type IDs', () => {
    for (const venue of ['99', 'retail', '1.5', '-1', '101 01']) {
      expect(issuesOf({ venue_type: venue })).toEqual([
        { column: 'venue_type', message: M.venueTypeUnknown(venue) },
      ]);
    }
    for (const venue of ['1', '101', '10101']) expect(issuesOf({ venue_type: venue })).toEqual([]);
  });

  it('takes a bid floor CPM of at least 0 when there is one', () => {
    for (const floor of ['-0.01', 'five', '$5', '1e3']) {
      expect(issuesOf({ bid_floor_cpm: floor })).toEqual([
        { column: 'bid_floor_cpm', message: 'Bid floor CPM must be at least $0' },
      ]);
    }
    expect(issuesOf({ bid_floor_cpm: '12.5' })).toEqual([]);
  });

  it('checks the coordinates’ ranges and asks for both', () => {
    expect(issuesOf({ latitude: '90.01', longitude: '-180.5' })).toEqual([
      { column: 'latitude', message: 'Latitude must be between -90 and 90' },
      { column: 'longitude', message: 'Longitude must be between -180 and 180' },
    ]);
    expect(issuesOf({ latitude: 'north' })).toEqual([
      { column: 'latitude', message: 'Latitude must be between -90 and 90' },
    ]);
    expect(issuesOf({ ...noAddress, longitude: '' })).toEqual([
      { column: 'longitude', message: 'Lat/Lng are required' },
    ]);
    // Without a state: the range's edges are in range (where they are is not the US: no issue).
    expect(issuesOf({ state: '', latitude: '-90', longitude: '180' })).toEqual([]);
  });

  it('takes a line with neither coordinates nor an address (it takes the default location), and needs a started address complete', () => {
    expect(issuesOf({ ...noAddress, latitude: '', longitude: '' })).toEqual([]);
    expect(issuesOf({ latitude: '', longitude: '', city: '', zip: '' })).toEqual([
      { column: 'city', message: 'City is required when Lat/Lng are empty' },
      { column: 'zip', message: 'Zip code is required when Lat/Lng are empty' },
    ]);
    expect(
      issuesOf({ ...noAddress, address_line2: 'Suite 4', latitude: '', longitude: '' }).map(
        (issue) => issue.column,
      ),
    ).toEqual(['address_line1', 'city', 'state', 'zip']);
  });

  it('checks the state code and the zip code', () => {
    expect(issuesOf({ state: 'DC', zip: '1234' })).toEqual([
      { column: 'state', message: 'State must be a US state code' },
      { column: 'zip', message: 'Zip code must be 5 digits' },
    ]);
    expect(issuesOf({ zip: '10036-1234' })).toEqual([
      { column: 'zip', message: 'Zip code must be 5 digits' },
    ]);
  });
});

describe('validateRows: a whole file', () => {
  it('reads a file with a BOM, CRLF, quoted commas and new lines (in an address: a name holds none) and blank lines', () => {
    const text =
      '\ufeff' +
      `${HEADER}\r\n` +
      '"Lobby, North",EXT-1,701,,,,,,,40.7,-73.9\r\n' +
      '\r\n' +
      'Second,EXT-2,701,,,"Two\r\nline suite",,,,40.7,-73.9\r\n' +
      ',,,,,,,,,,\r\n' +
      'Third,EXT-3,701,,,,,,,40.7,-73.9\r\n';
    const result = validateText(text);
    expect(result.issues).toEqual([]);
    expect(result.lines.map(({ line, cells }) => [line, cells.name, cells.address_line2])).toEqual([
      [2, 'Lobby, North', ''],
      [4, 'Second', 'Two\nline suite'],
      [7, 'Third', ''],
    ]);
  });

  it('reports every bad line with its line number and column', () => {
    const result = validateText(
      csvFile([
        cellsOf(1),
        cellsOf(2, { venue_type: '424242' }),
        cellsOf(3),
        cellsOf(4, { latitude: '123', zip: 'abc' }),
      ]),
    );
    expect(result.lines).toHaveLength(4);
    expect(result.issues).toEqual([
      { line: 3, column: 'venue_type', message: M.venueTypeUnknown('424242') },
      { line: 5, column: 'zip', message: 'Zip code must be 5 digits' },
      { line: 5, column: 'latitude', message: 'Latitude must be between -90 and 90' },
    ]);
  });

  it('reports a repeated external ID on the later lines, naming the first', () => {
    const result = validateText(
      csvFile([
        cellsOf(1),
        cellsOf(2, { external_id: 'EXT-1' }),
        cellsOf(3, { external_id: 'EXT-1' }),
      ]),
    );
    expect(result.issues).toEqual([
      { line: 3, column: 'external_id', message: 'External ID EXT-1 is already on line 2' },
      { line: 4, column: 'external_id', message: 'External ID EXT-1 is already on line 2' },
    ]);
  });

  it('matches aliased headers and trims the values', () => {
    const text =
      'Placement Name, External-ID ,VENUE,floor,Street,City,Province,Postal Code,Lat,Lng\n' +
      ' Screen A ,A-1, 701 ,3,1 Main St,Albany,ny,12207,42.65,-73.75\n';
    const result = validateText(text);
    expect(result.unmatched).toEqual([]);
    expect(result.issues).toEqual([]);
    expect(result.lines[0]?.cells).toMatchObject({
      name: 'Screen A',
      external_id: 'A-1',
      venue_type: '701',
      bid_floor_cpm: '3',
      address_line1: '1 Main St',
      address_line2: '',
      state: 'ny',
      zip: '12207',
      latitude: '42.65',
      longitude: '-73.75',
    });
  });

  it('flags a line with more values than the header', () => {
    const text = `${HEADER}\nScreen 1, Lobby,EXT-1,701,,,,,,,40.7,-73.9\n`;
    const result = validateText(text);
    expect(result.issues[0]).toEqual({ line: 2, column: null, message: M.extraCells(12, 11) });
  });

  it('stops at a missing header, an empty file or a file without lines: a file issue on line 1', () => {
    const missing = validateText('Screen 1,EXT-1,701,,,,,,,40.7,-73.9\n');
    expect(missing.fileIssues).toEqual([{ line: 1, column: null, message: M.missingHeader }]);
    expect(missing.issues).toEqual(missing.fileIssues);
    expect(missing.lines).toEqual([]);
    expect(validateText('').fileIssues).toEqual([{ line: 1, column: null, message: M.emptyFile }]);
    expect(validateText('\ufeff\r\n').fileIssues[0]?.message).toBe(M.emptyFile);
    expect(validateText(`${HEADER}\r\n\r\n`).fileIssues[0]?.message).toBe(M.noLines);
  });

  it('asks for a mapping when a required column is not recognised, then uses it', () => {
    const text = 'Screen,Code,Venue,Lat,Lng\nA,A-1,701,40,-73\n';
    const first = validateText(text);
    expect(first.unmatched).toEqual(['name', 'external_id']);
    expect(first.lines).toEqual([]);
    const mapping = { ...first.mapping!, name: 0, external_id: 1 };
    const second = validateText(text, mapping);
    expect(second.issues).toEqual([]);
    expect(second.lines[0]?.cells).toMatchObject({ name: 'A', external_id: 'A-1' });
  });

  it('asks for the location columns when neither coordinates nor an address are there', () => {
    const result = validateText('name,external_id,venue_type,city\nA,A-1,701,Albany\n');
    expect(result.unmatched).toEqual(['latitude', 'longitude', 'address_line1', 'state', 'zip']);
  });

  it(`accepts ${MAX_CSV_LINES} lines and no more`, () => {
    const header: ParsedRow = { line: 1, cells: [...CSV_COLUMNS] };
    const row = CSV_COLUMNS.map((column) => SAMPLE_LINE[column]);
    const rows = (n: number) => [
      header,
      ...Array.from({ length: n }, (_, i) => ({ line: i + 2, cells: row })),
    ];
    expect(validateRows(rows(MAX_CSV_LINES)).fileIssues).toEqual([]);
    expect(validateRows(rows(MAX_CSV_LINES + 1)).fileIssues).toEqual([
      { line: 1, column: null, message: M.tooManyLines },
    ]);
  });
});

describe('validator properties', () => {
  it('never throws, whatever the file holds', () => {
    const noise = fc.stringMatching(/^[a-z0-9,"\r\n \ufeff.-]{0,80}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          noise,
          noise.map((text) => `${HEADER}\n${text}`),
        ),
        (text) => {
          const result = validateText(text);
          expect(Array.isArray(result.issues)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reports every bad line, with its line number, and no good one', () => {
    const breakers: Partial<LineCells>[] = [
      { name: '' },
      { venue_type: 'x' },
      { bid_floor_cpm: '-1' },
      { latitude: '91' },
      { longitude: '' },
      { zip: '1' },
      { state: 'ZZ' },
    ];
    const plan = fc.array(
      fc.record({
        bad: fc.option(fc.constantFrom(...breakers), { nil: null }),
        blankBefore: fc.boolean(),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(plan, (lines) => {
        let text = `${HEADER}\n`;
        let number = 2;
        const bad = new Set<number>();
        lines.forEach(({ bad: breaker, blankBefore }, i) => {
          if (blankBefore) {
            text += '\n';
            number += 1;
          }
          const cells = cellsOf(i, breaker ?? {});
          text += `${CSV_COLUMNS.map((column) => cells[column]).join(',')}\n`;
          if (breaker) bad.add(number);
          number += 1;
        });
        const reported = new Set(validateText(text).issues.map((issue) => issue.line));
        expect(reported).toEqual(bad);
      }),
      { numRuns: 300 },
    );
  });
});
