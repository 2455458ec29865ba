// What an import will do to the account's placements, keyed on external_id: the Launch step's
// counts and the Full DB Sync confirmation. The mock's job applies the same rules
// (src/mocks/placement-batch/jobs.ts), unchanged lines included (src/lib/placement-csv-values.ts).
import { LOCATION_COLUMNS } from '@/config/placement-csv';
import {
  locationCsvValues,
  sameCsvValues,
  decimalText,
  type CsvPlacement,
  type LocationColumn,
} from '@/lib/placement-csv-values';
import type { BatchDefaults } from '@/types/api';
import type { CsvColumn } from './columns';
import { lineHasLocation } from './batch-rows';
import { cellOf } from './import-model';
import type { CsvLine } from './validate';

export interface SyncCounts {
  created: number;
  /** Lines whose placement exists and whose values differ from it. */
  updated: number;
  /** Lines whose placement exists and already holds every value of the line: not saved. */
  unchanged: number;
  deleted: number;
  /** Placements left as they are because their lines were skipped for issues. */
  kept: number;
}

/** What the General and Verification steps give a line that leaves it empty, as CSV text. */
export interface LineDefaults {
  bidFloorCpm: string;
  location: Record<LocationColumn, string>;
}

export function lineDefaultsOf(defaults: Pick<BatchDefaults, 'bidFloorCpm' | 'location'>) {
  return {
    bidFloorCpm: decimalText(defaults.bidFloorCpm),
    location: locationCsvValues(defaults.location),
  } satisfies LineDefaults;
}

const NO_DEFAULTS: LineDefaults = lineDefaultsOf({ location: { exampleSceneUrl: '' } });

const LOCATION: ReadonlySet<CsvColumn> = new Set(LOCATION_COLUMNS);
const isLocationColumn = (column: CsvColumn): column is LocationColumn => LOCATION.has(column);

/**
 * A line's value in each column as the job reads it: its own, else the default bid floor, and
 * for a line with no location of its own the default location (never a mix of the two).
 */
function cellsWithDefaults(line: CsvLine, defaults: LineDefaults): (column: CsvColumn) => string {
  let located: boolean | undefined;
  return (column) => {
    const own = cellOf(line, column).trim();
    if (own) return own;
    if (column === 'bid_floor_cpm') return defaults.bidFloorCpm;
    if (!isLocationColumn(column)) return '';
    located ??= lineHasLocation(line);
    return located ? '' : defaults.location[column];
  };
}

/**
 * The lines against the account's current placements: a line whose external ID exists updates
 * its placement, or leaves it unchanged when every value is already the placement's; any other
 * line creates one (a repeated ID counts once). Under Full DB Sync a placement of a skipped line
 * (skippedExternalIds) is kept, and every other current placement whose external ID is not in
 * the file (one without an external ID included) is deleted.
 */
export function syncDiff(
  lines: readonly CsvLine[],
  existing: readonly CsvPlacement[],
  skipped: readonly string[] = [],
  defaults: LineDefaults = NO_DEFAULTS,
): SyncCounts {
  const current = new Map<string, CsvPlacement>();
  for (const placement of existing) {
    if (placement.externalId) current.set(placement.externalId, placement);
  }
  const inFile = new Set<string>();
  const counts: SyncCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, kept: 0 };
  for (const line of lines) {
    const id = cellOf(line, 'external_id').trim();
    if (!id || inFile.has(id)) continue;
    inFile.add(id);
    const placement = current.get(id);
    if (!placement) counts.created += 1;
    else if (sameCsvValues(cellsWithDefaults(line, defaults), placement)) {
      counts.unchanged += 1;
    } else counts.updated += 1;
  }
  const keep = new Set(skipped.filter((id) => id && !inFile.has(id)));
  for (const { externalId } of existing) {
    if (inFile.has(externalId)) continue;
    if (keep.has(externalId)) counts.kept += 1;
    else counts.deleted += 1;
  }
  return counts;
}
