// Builders for the CSV import tests: valid lines with overrides, files from rows, and the
// parse + validate pipeline run on a string.
import { CSV_COLUMNS, SAMPLE_LINE, type CsvColumn } from '@/features/placements/import/columns';
import { parseCsv, type ParsedRow } from '@/features/placements/import/csv-parse';
import type { ColumnMapping } from '@/features/placements/import/header-match';
import type { CsvLine, LineCells } from '@/features/placements/import/validate';
import { validateRows } from '@/features/placements/import/validate-file';

export const HEADER = CSV_COLUMNS.join(',');

/** A valid line's cells (the sample line with its own external ID), with overrides. */
export function cellsOf(n: number, overrides: Partial<LineCells> = {}): LineCells {
  return { ...SAMPLE_LINE, name: `Screen ${n}`, external_id: `EXT-${n}`, ...overrides };
}

export function lineOf(line: number, overrides: Partial<LineCells> = {}): CsvLine {
  return { line, cells: cellsOf(line, overrides) };
}

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** A CSV file: the header and one line per cells object, CRLF by default. */
export function csvFile(rows: readonly Partial<Record<CsvColumn, string>>[], eol = '\r\n'): string {
  const body = rows.map((cells) =>
    CSV_COLUMNS.map((column) => quote(cells[column] ?? '')).join(','),
  );
  return [HEADER, ...body].join(eol) + eol;
}

export function parseAll(text: string): ParsedRow[] {
  const rows: ParsedRow[] = [];
  parseCsv(text, (batch) => void rows.push(...batch.rows));
  return rows;
}

export function validateText(text: string, mapping?: ColumnMapping) {
  return validateRows(parseAll(text), mapping);
}

/** UTF-16 bytes of text, with the byte order mark, little- or big-endian. */
export function utf16(text: string, endian: 'le' | 'be' = 'le'): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((text.length + 1) * 2);
  const units = [0xfeff];
  for (let i = 0; i < text.length; i += 1) units.push(text.charCodeAt(i));
  units.forEach((unit, i) => {
    const high = unit >> 8;
    const low = unit & 0xff;
    bytes[i * 2] = endian === 'le' ? low : high;
    bytes[i * 2 + 1] = endian === 'le' ? high : low;
  });
  return bytes;
}
