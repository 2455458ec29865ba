// What the batch wizard takes from the Upload step: whether it may move on, the lines that need the
// default location, the request rows, the skipped lines' external IDs (BATCH-SKIP) and the
// `Download Updated CSV` file (the Full DB Sync counts: ./sync-diff.ts).
import { cleanText, needsMoneyConfirmation } from '@/rules/field-bounds';
import {
  LOCATION_COLUMNS,
  PLACEMENT_KEY_COLUMN,
  PLACEMENT_VERSION_COLUMN,
} from '@/rules/placement-csv';
import { CSV_COLUMNS } from './columns';
import { linesCsv } from './csv-write';
import { cellOf, summarize, type CsvImport } from './import-model';
import { READINESS_MESSAGES } from './messages';
import type { CsvLine } from './csv-issues';
import { parseDecimal } from './decimal';

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

/**
 * Whether a line gives any location of its own: it then keeps it and takes none of the
 * Verification step's default location (the mock's hasOwnLocation() is the same rule).
 */
export function lineHasLocation(line: CsvLine): boolean {
  return LOCATION_COLUMNS.some((column) => cellOf(line, column).trim() !== '');
}

/** How many of a list of lines pass `test`, counted once per list (the wizard asks on every render). */
function countedOnce(test: (line: CsvLine) => boolean) {
  const counts = new WeakMap<readonly CsvLine[], number>();
  return (lines: readonly CsvLine[]): number => {
    let count = counts.get(lines);
    if (count === undefined) {
      count = 0;
      for (const line of lines) if (test(line)) count += 1;
      counts.set(lines, count);
    }
    return count;
  };
}

/** How many lines give no location of their own. */
export const linesWithoutLocation = countedOnce((line) => !lineHasLocation(line));

/** How many lines leave bid_floor_cpm empty (they take the General step's default). */
export const linesWithoutBidFloor = countedOnce(
  (line) => cellOf(line, 'bid_floor_cpm').trim() === '',
);

/** Text columns saved without invisible format characters (cleanText; BATCH-LINE-BOUNDS). */
const CLEANED: ReadonlySet<string> = new Set(['name', 'external_id']);

/**
 * The body rows of POST /placements/batch: one Record per line keyed by CSV_COLUMNS, plus `line`
 * (the file line number as a string) and the line's `placement_version` when it has one (the job
 * merges from it: BATCH-MERGE); empty cells left out; names and IDs cleaned (cleanText).
 */
export function toBatchRows(lines: readonly CsvLine[]): Record<string, string>[] {
  return lines.map((line) => {
    const row: Record<string, string> = { line: String(line.line) };
    const version = line.version;
    if (version) row[PLACEMENT_VERSION_COLUMN] = String(version);
    for (const column of CSV_COLUMNS) {
      const value = CLEANED.has(column)
        ? cleanText(cellOf(line, column))
        : cellOf(line, column).trim();
      if (value) row[column] = value;
    }
    return row;
  });
}

/** At most this many lines are named in the high bid floor question. */
const HIGH_FLOOR_LISTED = 5;

export interface HighBidFloors {
  /** How many lines have a bid floor CPM over MONEY_BOUNDS.cpm.confirmAbove. */
  count: number;
  /** The first few of them, in file order. */
  first: { line: number; name: string; bidFloor: string }[];
}

/**
 * The lines to import whose bid floor CPM needs a confirmation before launch (BATCH-HIGH-FLOOR):
 * over $1,000 (needsMoneyConfirmation), a `$5000` typed for `$5.000` being the usual cause.
 */
export function highBidFloors(lines: readonly CsvLine[]): HighBidFloors {
  const found: HighBidFloors = { count: 0, first: [] };
  for (const line of lines) {
    const text = cellOf(line, 'bid_floor_cpm').trim();
    // Fewer than four characters is under $1,000: most lines stop here.
    if (text.length < 4) continue;
    const value = parseDecimal(text);
    if (value === null || !needsMoneyConfirmation(value, 'cpm')) continue;
    found.count += 1;
    if (found.first.length < HIGH_FLOOR_LISTED) {
      found.first.push({ line: line.line, name: cellOf(line, 'name').trim(), bidFloor: text });
    }
  }
  return found;
}

/** The lines' external IDs (trimmed), empty ones left out. */
function externalIdsOf(lines: readonly CsvLine[]): Set<string> {
  const ids = new Set<string>();
  for (const line of lines) {
    const id = cellOf(line, 'external_id').trim();
    if (id) ids.add(id);
  }
  return ids;
}

const skippedIds = new WeakMap<CsvImport, string[]>();

/**
 * The external IDs of the lines left out with `Skip the N lines with issues`, each once, but for
 * those an imported line also holds (that line updates the placement). Full DB Sync keeps their
 * placements as they are: a line skipped for a typo is no request to delete its screen. A line
 * with more values than the header gives every value that may be its ID (CsvImport.possibleIds).
 * The request sends them as `skippedExternalIds`; computed once per CsvImport.
 */
export function skippedExternalIds(value: CsvImport | null): string[] {
  if (!value) return [];
  const known = skippedIds.get(value);
  if (known) return known;
  const readiness = uploadReadiness(value);
  let ids: string[] = [];
  if (readiness.ready && readiness.lines.length < value.lines.length) {
    const { issueLineSet } = summarize(value);
    const imported = externalIdsOf(readiness.lines);
    const skipped = new Set<string>();
    for (const line of value.lines) {
      if (!issueLineSet.has(line.line)) continue;
      const possible = value.possibleIds.get(line.line);
      if (possible) for (const id of possible) skipped.add(id);
      const id = possible ? '' : cellOf(line, 'external_id').trim();
      if (id) skipped.add(id);
    }
    ids = [...skipped].filter((id) => !imported.has(id));
  }
  skippedIds.set(value, ids);
  return ids;
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
    header: [PLACEMENT_KEY_COLUMN],
    values: (line) => [keys.get(line.line) ?? ''],
  });
}
