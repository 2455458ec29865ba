// Writing CSV: the console's cells (src/lib/csv/csv-export.ts: formulas neutralised as in the report
// export, RFC 4180 quoting) and CRLF line ends. The template, the corrected file and the updated
// file all come out of here, and the import reads each back exactly as typed: it takes the
// neutralising quote off again (restoreFormula, in ./validate.ts; BATCH-FORMULAS).
import { csvLine } from '@/lib/csv/csv-export';
import { CSV_COLUMNS, SAMPLE_LINE } from './columns';
import { cellOf } from './import-model';
import type { CsvLine } from './validate';

export function csvRow(values: readonly string[]): string {
  return csvLine(values);
}

/** The template: the header row and the sample line. */
export function templateCsv(): string {
  return `${csvRow(CSV_COLUMNS)}\r\n${csvRow(CSV_COLUMNS.map((c) => SAMPLE_LINE[c]))}\r\n`;
}

function lineRow(line: CsvLine, extra: readonly string[] = []): string {
  return csvRow([...CSV_COLUMNS.map((column) => cellOf(line, column).trim()), ...extra]);
}

/** The lines as a CSV file with the CSV_COLUMNS header (and extra columns after them). */
export function linesCsv(
  lines: readonly CsvLine[],
  extra?: { header: readonly string[]; values: (line: CsvLine) => readonly string[] },
): string {
  const rows = [csvRow([...CSV_COLUMNS, ...(extra?.header ?? [])])];
  for (const line of lines) rows.push(lineRow(line, extra?.values(line)));
  return `${rows.join('\r\n')}\r\n`;
}

const SLICE = 5000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** linesCsv for big files without a long task: 5,000 lines per task. */
export async function linesCsvInSlices(lines: readonly CsvLine[]): Promise<string> {
  const parts = [csvRow(CSV_COLUMNS)];
  for (let start = 0; start < lines.length; start += SLICE) {
    if (start > 0) await nextTask();
    const end = Math.min(lines.length, start + SLICE);
    for (let at = start; at < end; at += 1) parts.push(lineRow(lines[at]!));
  }
  return `${parts.join('\r\n')}\r\n`;
}
