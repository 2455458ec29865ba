// The three-way merge of an imported line (BATCH-MERGE): what the export wrote (the placement at
// the line's `placement_version`, "Original"), what the server holds now ("Theirs") and the
// line ("Yours"), column by column in the bulk CSV's text. The file's unchanged columns take
// the server's value, so a colleague's change since the export is kept; a column changed on both
// sides to different values is a conflict the user decides. One rule for the Launch step and
// the mock's batch job, which merges again when a placement changed after Launch.
import { CSV_COLUMNS, type CsvColumn } from '@/rules/placement-csv';
import { parseNumberText } from '@/lib/text/number-text';
import {
  placementCsvValues,
  type CsvPlacement,
  type PlacementCsvValues,
} from '@/lib/csv/placement-csv-values';

const NUMBER_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  'venue_type',
  'bid_floor_cpm',
  'latitude',
  'longitude',
]);

/** Two cells of one column alike: numbers by value (`4.50` is 4.5), the state in any case. */
export function sameCell(column: CsvColumn, a: string, b: string): boolean {
  if (a === b) return true;
  if (column === 'state') return a.toUpperCase() === b.toUpperCase();
  if (!NUMBER_COLUMNS.has(column) || a === '' || b === '') return false;
  const x = parseNumberText(a);
  return x !== null && !Number.isNaN(x) && x === parseNumberText(b);
}

export interface CsvFieldConflict {
  column: CsvColumn;
  original: string;
  theirs: string;
  yours: string;
}

export interface CsvLineMerge {
  /** Every column's merged value; a conflict holds Yours until the user decides. */
  values: PlacementCsvValues;
  conflicts: CsvFieldConflict[];
  /** Columns the file changed and the server did not: the line's own changes. */
  changed: CsvColumn[];
}

/**
 * `yours` gives each column's value as the line says it (trimmed, with the wizard's defaults
 * filled in); `original` is the placement at the line's version, `theirs` as it is now.
 */
export function mergeCsvLine(
  yours: (column: CsvColumn) => string,
  original: CsvPlacement,
  theirs: CsvPlacement,
): CsvLineMerge {
  const base = placementCsvValues(original);
  const now = placementCsvValues(theirs);
  const values = { ...now };
  const conflicts: CsvFieldConflict[] = [];
  const changed: CsvColumn[] = [];
  for (const column of CSV_COLUMNS) {
    const mine = yours(column);
    if (sameCell(column, mine, base[column])) continue;
    if (sameCell(column, base[column], now[column])) changed.push(column);
    else if (!sameCell(column, mine, now[column])) {
      conflicts.push({ column, original: base[column], theirs: now[column], yours: mine });
    }
    values[column] = mine;
  }
  return { values, conflicts, changed };
}

export type ConflictChoice = 'mine' | 'theirs';

/** The merged values once each conflict is decided (`theirs` puts the server's value back). */
export function resolveCsvLine(
  merge: CsvLineMerge,
  choice: (conflict: CsvFieldConflict) => ConflictChoice,
): PlacementCsvValues {
  if (merge.conflicts.length === 0) return merge.values;
  const values = { ...merge.values };
  for (const conflict of merge.conflicts) {
    values[conflict.column] = choice(conflict) === 'theirs' ? conflict.theirs : conflict.yours;
  }
  return values;
}

/** A `placement_version` cell as a version (a whole number from 1), or null. */
export function parsePlacementVersion(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const version = Number(trimmed);
  return version >= 1 ? version : null;
}
