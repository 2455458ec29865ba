// Spreadsheets as people save them (issue 30 item 3): the delimiter read from the header line
// (`,`, `;` from a European Excel, a tab from Excel's "Unicode Text"), UTF-16 by its byte order
// mark, and the import saying what it read.
// Requirements checked here: BATCH-CSV-DELIMITER, BATCH-CSV-UTF16.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@/features/placements/import/columns';
import { detectDelimiter, parseCsv } from '@/features/placements/import/csv-parse';
import { decodeCsvBytes } from '@/features/placements/import/decode';
import { importFile } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import { HEADER_TEXT } from '@/features/placements/import/messages';
import { utf16 } from './helpers';

async function importBytes(bytes: Uint8Array<ArrayBuffer>): Promise<CsvImport> {
  const events: ImportEvent[] = [];
  await importFile(new Blob([bytes]), (event) => void events.push(event));
  const assembler = new ImportAssembler('screens.csv');
  let value: CsvImport | null = null;
  for (const event of events) value = assembler.take(event) ?? value;
  return value!;
}

const LINE = ['Café Nord', 'EXT-1', '701', '4.50', '', '', '', '', '', '40.7', '-73.9'];
const LINE_2 = ['Gare 2', 'EXT-2', '701', '', '1 Main St', '', 'Albany', 'NY', '12207', '', ''];

/** A file of the header and the two lines, with this delimiter and line end. */
const fileWith = (delimiter: string, eol = '\r\n') =>
  [CSV_COLUMNS, LINE, LINE_2].map((cells) => cells.join(delimiter)).join(eol) + eol;

describe('detectDelimiter', () => {
  it('reads the delimiter the header line holds most of: comma, semicolon or tab', () => {
    expect(detectDelimiter('name,external_id,venue_type')).toBe(',');
    expect(detectDelimiter('name;external_id;venue_type')).toBe(';');
    expect(detectDelimiter('name\texternal_id\tvenue;type')).toBe('\t');
    // A header naming a column with a semicolon in it stays comma-separated.
    expect(detectDelimiter('name,external_id,venue;type')).toBe(',');
    // One column: a comma, as before.
    expect(detectDelimiter('name')).toBe(',');
  });
});

describe('parseCsv with the detected delimiter', () => {
  it('reads a semicolon file and a tab file as it reads a comma file, quoted values included', () => {
    for (const delimiter of [',', ';', '\t']) {
      const text =
        fileWith(delimiter) +
        `"Quai ${delimiter} Est"${delimiter}EXT-3${delimiter}701${delimiter.repeat(8)}\r\n`;
      const rows: string[][] = [];
      const outcome = parseCsv(text, (batch) => {
        for (const row of batch.rows) rows.push([...row.cells]);
      });
      expect(outcome.delimiter).toBe(delimiter);
      expect(rows).toEqual([
        [...CSV_COLUMNS],
        LINE,
        LINE_2,
        [`Quai ${delimiter} Est`, 'EXT-3', '701', '', '', '', '', '', '', '', ''],
      ]);
    }
  });

  it('reads an irregular semicolon file with the same delimiter', () => {
    // A short line: read as it is, the delimiter kept.
    const text = fileWith(';') + 'Short;EXT-9\r\n';
    const rows: string[][] = [];
    const outcome = parseCsv(text, (batch) => {
      for (const row of batch.rows) rows.push([...row.cells]);
    });
    expect(outcome).toMatchObject({ delimiter: ';' });
    expect(rows.at(-1)).toEqual(['Short', 'EXT-9']);
    expect(rows.at(-2)).toEqual(LINE_2);
  });
});

describe('decodeCsvBytes: UTF-16', () => {
  it('reads UTF-16 little- and big-endian by the byte order mark', () => {
    expect(decodeCsvBytes(utf16('name\nCafé €'))).toEqual({
      text: 'name\nCafé €',
      encoding: 'utf-16le',
    });
    expect(decodeCsvBytes(utf16('name\nCafé €', 'be'))).toEqual({
      text: 'name\nCafé €',
      encoding: 'utf-16be',
    });
  });
});

describe('importFile: what was read, said', () => {
  it('reads Excel’s “Unicode Text” (UTF-16 LE, tabs) and says so', async () => {
    const value = await importBytes(utf16(fileWith('\t')));
    expect(value).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', fileIssues: [] });
    expect(value.issues).toEqual([]);
    expect(value.lines.map((line) => line.cells.name)).toEqual(['Café Nord', 'Gare 2']);
    expect(HEADER_TEXT.readAs(value.encoding, value.delimiter)).toBe(
      'Read as UTF-16 text, tab-separated',
    );
  });

  it('reads a European Excel’s semicolon CSV (UTF-8) and says so', async () => {
    const value = await importBytes(new TextEncoder().encode(fileWith(';')));
    expect(value).toMatchObject({ encoding: 'utf-8', delimiter: ';', issues: [] });
    expect(value.lines[1]?.cells).toMatchObject({ city: 'Albany', state: 'NY', zip: '12207' });
    expect(HEADER_TEXT.readAs(value.encoding, value.delimiter)).toBe(
      'Read as UTF-8 text, semicolon-separated',
    );
    expect(HEADER_TEXT.readAs('windows-1252', ',')).toBe(
      'Read as Windows-1252 text, comma-separated',
    );
  });

  it('reads a UTF-16 big-endian comma file', async () => {
    const value = await importBytes(utf16(fileWith(',', '\n'), 'be'));
    expect(value).toMatchObject({ encoding: 'utf-16be', delimiter: ',', issues: [] });
    expect(value.lines).toHaveLength(2);
  });
});
