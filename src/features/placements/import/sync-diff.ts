// What an import will do to the account's placements, keyed on external_id: the Launch step's
// counts and the Full DB Sync confirmation (its list of placements to delete, whose ids the
// request sends as `deleteIds`). The mock's job applies the same rules
// (src/mocks/placement-batch/jobs.ts), unchanged lines included (src/lib/csv/placement-csv-values.ts).
// External IDs compare after trim() and NFC, as the server compares them (docs/api.md).
import { LOCATION_COLUMNS } from '@/rules/placement-csv';
import {
  locationCsvValues,
  sameCsvValues,
  decimalText,
  type CsvPlacement,
  type LocationColumn,
} from '@/lib/csv/placement-csv-values';
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
  /** Placements without an external ID: no file can name them, so a sync never deletes them. */
  noExternalId: number;
  /** Placements made after the file was exported: kept unless the user ticks them (BATCH-MERGE). */
  createdAfterExport: number;
}

/** A placement as the diff reads it: its id is what `deleteIds` sends. */
export type SyncPlacement = CsvPlacement & { id: string; createdAt?: string };

/**
 * A line whose ID is new but equals an existing placement's ID but for leading zeros (file `42`,
 * placement `0042`): a spreadsheet drops them from a number-like cell. Flagged, never silent.
 */
export interface LeadingZeroMatch<P extends SyncPlacement = SyncPlacement> {
  /** The line's number in the file. */
  line: number;
  /** The line's external ID, as the file has it (trimmed). */
  fileId: string;
  placement: P;
}

export interface SyncPlan<P extends SyncPlacement = SyncPlacement> {
  counts: SyncCounts;
  /** What Full DB Sync deletes, in the account's order. */
  deletions: P[];
  /** Kept by a sync whatever the file says: they have no external ID. */
  withoutExternalId: P[];
  /** Missing from the file because they were made after it was exported: not in `deletions`. */
  createdAfterExport: P[];
  leadingZeros: LeadingZeroMatch<P>[];
  /**
   * Lines of an exported file (they carry a placement_version) whose External ID no placement
   * has now: changed or deleted since the export. As the file stands they create placements.
   */
  goneSinceExport: { line: number; id: string }[];
  /** The external IDs the file creates (counted in `created`): the server is told (newExternalIds). */
  createdIds: string[];
}

/** An external ID as it is compared (the server's rule too): trimmed, Unicode NFC. */
export const externalIdKey = (id: string): string => id.trim().normalize('NFC');

const DIGITS = /^\d+$/;
/** A number-like ID without its leading zeros (`0042` -> `42`, `000` -> `0`); null otherwise. */
const withoutLeadingZeros = (id: string): string | null =>
  DIGITS.test(id) ? id.replace(/^0+(?=\d)/, '') : null;

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
export function cellsWithDefaults(
  line: CsvLine,
  defaults: LineDefaults,
): (column: CsvColumn) => string {
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
 * (skippedExternalIds) is kept, one without an external ID is kept (no file can name it), and
 * every other current placement whose external ID is not in the file is deleted, but for those
 * made after an exported file's `exportedAt` (BATCH-MERGE): the file could not name them, so they
 * are listed apart and kept unless the user ticks them.
 */
export function syncPlan<P extends SyncPlacement>(
  lines: readonly CsvLine[],
  existing: readonly P[],
  skipped: readonly string[] = [],
  defaults: LineDefaults = NO_DEFAULTS,
  exportedAt: string | null = null,
): SyncPlan<P> {
  const current = new Map<string, P>();
  for (const placement of existing) {
    const key = externalIdKey(placement.externalId);
    if (key) current.set(key, placement);
  }
  const inFile = new Set<string>();
  const created: { line: number; id: string }[] = [];
  const goneSinceExport: { line: number; id: string }[] = [];
  const counts: SyncCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    kept: 0,
    noExternalId: 0,
    createdAfterExport: 0,
  };
  for (const line of lines) {
    const id = externalIdKey(cellOf(line, 'external_id'));
    if (!id || inFile.has(id)) continue;
    inFile.add(id);
    const placement = current.get(id);
    if (!placement) {
      counts.created += 1;
      created.push({ line: line.line, id });
      if (line.version) goneSinceExport.push({ line: line.line, id });
    } else if (sameCsvValues(cellsWithDefaults(line, defaults), placement)) {
      counts.unchanged += 1;
    } else counts.updated += 1;
  }
  const keep = new Set(skipped.map(externalIdKey).filter((id) => id && !inFile.has(id)));
  const deletions: P[] = [];
  const withoutExternalId: P[] = [];
  const createdAfterExport: P[] = [];
  const exported = exportedAt === null ? null : Date.parse(exportedAt);
  for (const placement of existing) {
    const key = externalIdKey(placement.externalId);
    if (!key) withoutExternalId.push(placement);
    else if (inFile.has(key)) continue;
    else if (keep.has(key)) counts.kept += 1;
    else if (exported !== null && Date.parse(placement.createdAt ?? '') > exported) {
      createdAfterExport.push(placement);
    } else deletions.push(placement);
  }
  counts.deleted = deletions.length;
  counts.noExternalId = withoutExternalId.length;
  counts.createdAfterExport = createdAfterExport.length;
  return {
    counts,
    deletions,
    withoutExternalId,
    createdAfterExport,
    leadingZeros: leadingZeroMatches(created, current, inFile),
    goneSinceExport,
    createdIds: created.map(({ id }) => id),
  };
}

/** The created lines whose ID matches a placement the file does not name, but for leading zeros. */
function leadingZeroMatches<P extends SyncPlacement>(
  created: readonly { line: number; id: string }[],
  current: ReadonlyMap<string, P>,
  inFile: ReadonlySet<string>,
): LeadingZeroMatch<P>[] {
  if (created.length === 0) return [];
  const notInFile = new Map<string, P>();
  for (const [key, placement] of current) {
    const bare = withoutLeadingZeros(key);
    if (bare !== null && !inFile.has(key) && !notInFile.has(bare)) notInFile.set(bare, placement);
  }
  const found: LeadingZeroMatch<P>[] = [];
  if (notInFile.size === 0) return found;
  for (const { line, id } of created) {
    const bare = withoutLeadingZeros(id);
    const placement = bare === null ? undefined : notInFile.get(bare);
    if (placement) found.push({ line, fileId: id, placement });
  }
  return found;
}

/** The counts alone (the Launch step's figures). */
export function syncDiff(
  lines: readonly CsvLine[],
  existing: readonly SyncPlacement[],
  skipped: readonly string[] = [],
  defaults: LineDefaults = NO_DEFAULTS,
): SyncCounts {
  return syncPlan(lines, existing, skipped, defaults).counts;
}
