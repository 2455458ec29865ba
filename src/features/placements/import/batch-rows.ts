// What the batch wizard takes from the Upload step: whether it may move on, the lines that need
// the default location, the request rows, the Full DB Sync counts and the `Download Updated CSV`
// file.
import { CSV_COLUMNS } from './columns';
import { linesCsv } from './csv-write';
import { cellOf, summarize, type CsvImport } from './import-model';
import { READINESS_MESSAGES } from './messages';
import type { CsvLine } from './validate';

export type UploadReadiness = { ready: true; lines: CsvLine[] } | { ready: false; message: string };

const readiness = new WeakMap<CsvImport, UploadReadiness>();

/** Whether the wizard may leave the Upload step, and if not the message to show. */
export function uploadReadiness(value: CsvImport | null): UploadReadiness {
  if (!value) return { ready: false, message: READINESS_MESSAGES.noFile };
  const known = readiness.get(value);
  if (known) return known;
  const result = decide(value);
  readiness.set(value, result);
  return result;
}

function decide(value: CsvImport): UploadReadiness {
  const fileIssue = value.fileIssues[0];
  if (fileIssue) return { ready: false, message: fileIssue.message };
  const { issueLines, issueLineSet, valid } = summarize(value);
  if (issueLines.length === 0) return { ready: true, lines: value.lines };
  if (!value.skipInvalid) {
    return { ready: false, message: READINESS_MESSAGES.fixOrSkip(issueLines.length) };
  }
  if (valid === 0) return { ready: false, message: READINESS_MESSAGES.noValidLines };
  return { ready: true, lines: value.lines.filter((line) => !issueLineSet.has(line.line)) };
}

const LOCATION_COLUMNS = [
  'latitude',
  'longitude',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip',
] as const;

/**
 * Whether a line gives any location of its own: it then keeps it and takes none of the
 * Verification step's default location (the mock's hasOwnLocation() is the same rule).
 */
export function lineHasLocation(line: CsvLine): boolean {
  return LOCATION_COLUMNS.some((column) => cellOf(line, column).trim() !== '');
}

const unplacedCounts = new WeakMap<readonly CsvLine[], number>();

/** How many lines give no location of their own; counted once per list of lines. */
export function linesWithoutLocation(lines: readonly CsvLine[]): number {
  let count = unplacedCounts.get(lines);
  if (count === undefined) {
    count = 0;
    for (const line of lines) if (!lineHasLocation(line)) count += 1;
    unplacedCounts.set(lines, count);
  }
  return count;
}

/**
 * The body rows of POST /placements/batch: one Record per line keyed by CSV_COLUMNS, plus `line`
 * (the file line number as a string); empty cells left out.
 */
export function toBatchRows(lines: readonly CsvLine[]): Record<string, string>[] {
  return lines.map((line) => {
    const row: Record<string, string> = { line: String(line.line) };
    for (const column of CSV_COLUMNS) {
      const value = cellOf(line, column).trim();
      if (value) row[column] = value;
    }
    return row;
  });
}

/**
 * Full DB Sync against the account's current placements, keyed on external_id: a line whose ID
 * exists updates it, any other line creates one, and every current placement whose external ID
 * is not in the file (one without an external ID included) is deleted.
 */
export function syncDiff(
  lines: readonly CsvLine[],
  existing: readonly { externalId: string }[],
): { created: number; updated: number; deleted: number } {
  const current = new Set(existing.map((placement) => placement.externalId).filter(Boolean));
  const inFile = new Set<string>();
  for (const line of lines) {
    const id = cellOf(line, 'external_id').trim();
    if (id) inFile.add(id);
  }
  let updated = 0;
  for (const id of inFile) if (current.has(id)) updated += 1;
  const deleted = existing.filter((placement) => !inFile.has(placement.externalId)).length;
  return { created: inFile.size - updated, updated, deleted };
}

/**
 * `Download Updated CSV`: the uploaded lines with a placement_key column from the job results
 * [{line, id, placementKey, externalId}] (empty for a line the job did not save).
 */
export function updatedCsv(
  lines: readonly CsvLine[],
  results: readonly { line: number; placementKey: string; id: string }[],
): string {
  const keys = new Map(results.map((result) => [result.line, result.placementKey]));
  return linesCsv(lines, {
    header: ['placement_key'],
    values: (line) => [keys.get(line.line) ?? ''],
  });
}
